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
