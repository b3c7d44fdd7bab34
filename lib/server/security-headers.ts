// Security headers for every response (OWASP ASVS 3.4), and HSTS for those over HTTPS. The CSP allows Stripe's script and frames
// (the payment form) and our own everything else; 'unsafe-eval' only in development (React's dev tools need it).

/**
 * The CSP. Pages get a fresh nonce per request from proxy.ts: only scripts carrying it run, and
 * 'strict-dynamic' lets them load the rest (Next's chunks, Stripe.js), so no inline script an
 * attacker manages to inject can run. Responses that are not pages (API JSON, the .ics feed,
 * static files) get the same policy without a nonce: no script at all may run inline there.
 * The Stripe hosts stay for browsers without 'strict-dynamic' (which ignore the nonce rule's
 * host list otherwise).
 */
export function contentSecurityPolicy({
  nonce,
  production,
}: {
  nonce: string | null;
  production: boolean;
}): string {
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scripts} https://js.stripe.com https://*.js.stripe.com${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    // The service worker (/serwist/sw.js) and the manifest are ours. Said outright: worker-src
    // would otherwise fall back to script-src, whose 'strict-dynamic' ignores 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers for every response; the CSP of pages comes from proxy.ts (with its nonce) instead. */
export function securityHeaders(): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: 'camera=(), geolocation=(), microphone=(self), payment=(self "https://js.stripe.com")',
    },
  ];
  return headers;
}

/**
 * HSTS is only meaningful, and only sent, on responses to HTTPS requests: X-Forwarded-Proto is
 * https when a TLS-terminating proxy forwarded the request (Next keeps the proxy's value). Sent
 * over plain HTTP it is ignored by browsers and tells a scanner we do not know our own scheme.
 */
export const HSTS = {
  key: "Strict-Transport-Security",
  value: "max-age=63072000; includeSubDomains",
};
export const OVER_HTTPS = [{ type: "header" as const, key: "x-forwarded-proto", value: "https" }];

/**
 * Every header a response that is not a page carries (API JSON, redirects, Next's own 404 and 405
 * under /api), computed once per process: on a Node server the server hook (lib/server/http-hook.ts)
 * sets them, the one place there, instead of next.config rules that Next re-evaluates, and
 * re-compiles as path templates (every value with a ':'), on every request; on Vercel, where the
 * hook never runs, next.config's rules carry the same values.
 */
export function apiSecurityHeaders(production: boolean): [string, string][] {
  return [
    ...securityHeaders().map(({ key, value }): [string, string] => [key, value]),
    ["Content-Security-Policy", contentSecurityPolicy({ nonce: null, production })],
  ];
}
