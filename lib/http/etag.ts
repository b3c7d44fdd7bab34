// Entity tags for answers a client may keep and revalidate (a stored photo, the calendar feed).
// Browser-safe: no server-only imports.

/** Whether an If-None-Match header names this ETag (a list, or "*"; weak or strong alike, RFC 9110 13.1.2). */
export function ifNoneMatchHas(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 12.5.3): named, or "*", with a q above 0.
 * A route that compresses its own body gives that variant its own ETag: one tag for two
 * different byte sequences would let a cache hand a gzip body to a client that never asked for it.
 */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  if (!acceptEncoding) return false;
  let star: boolean | null = null;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    const takes = q === undefined || Number(q) > 0;
    if (name === "gzip" || name === "x-gzip") return takes;
    if (name === "*") star = takes;
  }
  return star ?? false;
}
