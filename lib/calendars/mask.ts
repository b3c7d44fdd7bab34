// How a secret calendar address is shown: scheme, host and the last path segment, the secret parts
// between replaced by "…" ("https://calendar.google.com/…/basic.ics"). Pure; safe in the browser.
export function maskCalendarUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return "…";
  }
  const segments = url.pathname.split("/").filter(Boolean);
  const last = segments.at(-1) ?? "";
  // A last segment that is itself long and random (a token) is hidden too.
  const shown = last.length > 40 || (last.length > 16 && !/\.[a-z]{2,5}$/i.test(last)) ? "" : last;
  const port = url.port ? `:${url.port}` : "";
  return `${url.protocol}//${url.hostname}${port}/…${shown ? `/${shown}` : ""}`;
}
