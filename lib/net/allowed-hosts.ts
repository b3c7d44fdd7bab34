// Operator-named exceptions to the outbound guard (PUSH_ALLOWED_HOSTS, CALENDAR_ALLOWED_HOSTS):
// `host` or `host:port` entries, comma-separated. Only a host named there may be a private or
// loopback address (an intranet calendar, the tests' own local servers). Pure.

/** The entries of such a variable, trimmed and lower-cased. */
export function allowedHostsFrom(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether a URL's host (lower-case, IPv6 in brackets) and port (empty for the scheme's default)
 * is named in `allowed`. An entry without a port names the scheme's default port, which may also be
 * written out (`host:443`).
 */
export function isAllowedHost(
  host: string,
  port: string,
  defaultPort: string,
  allowed: readonly string[],
): boolean {
  const effective = port || defaultPort;
  return allowed.some((entry) => {
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
    if (!m || m[1] !== host) return false;
    return (m[2] ?? defaultPort) === effective;
  });
}
