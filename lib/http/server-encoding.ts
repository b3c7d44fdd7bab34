// Which content coding `next start` will give a compressible route body, read from the request's
// Accept-Encoding before the route answers: a route that gives each coding its own ETag needs to
// know it, and cannot choose it (Next drops a route's own Content-Encoding header; see
// docs/decisions/calendar-interop.md). The negotiation is Next's own: next/dist/compiled/compression
// asks negotiator 0.6.3 (the same version, pinned in package.json) for the first of
// gzip, deflate and identity, and takes gzip over deflate when gzip is acceptable at all.
// A route body has no Content-Length there, so compression's 1 kB threshold never applies to it;
// a body-less answer (304) is never compressed. tests/e2e/calendar-feed.spec.ts checks the
// prediction against the built server for a range of Accept-Encoding values.
import "server-only";
import Negotiator from "negotiator";

export type ServerEncoding = "gzip" | "deflate" | "identity";

export function serverEncoding(acceptEncoding: string | null): ServerEncoding {
  const negotiator = new Negotiator({
    headers: acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding },
  });
  const first = (available: string[]) => negotiator.encodings(available)[0];
  let chosen = first(["gzip", "deflate", "identity"]);
  if (chosen === "deflate" && first(["gzip"])) chosen = first(["gzip", "identity"]);
  // Nothing acceptable: compression leaves the body as it is.
  return chosen === "gzip" || chosen === "deflate" ? chosen : "identity";
}
