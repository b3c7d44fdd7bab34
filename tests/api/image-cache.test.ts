// Issue 41 item 5: a vision-board photo is served `private, no-cache` with an ETag, never
// `immutable`: the browser revalidates each time (304 to its own ETag), so the next user of the
// same browser gets the server's answer (404), not the previous user's photo from the cache.
import { describe, expect, it } from "vitest";
import { signedInClient } from "../helpers/api-client";
import { photoForm, TINY_PNG } from "../helpers/route-table";

describe("GET /api/images/[id] caching", () => {
  it("is private, no-cache with an ETag; the same ETag gets 304; another user gets 404", async () => {
    const { client } = await signedInClient("img-etag");
    const up = await client.request("POST", "/api/images", photoForm(TINY_PNG));
    expect(up.status, up.text).toBe(201);
    const url = up.body.imageUrl as string;

    const first = await client.get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("cache-control")).not.toMatch(/immutable|max-age/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await client.request("GET", url, undefined, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");

    // A list, and a weak comparison, as browsers and proxies send them.
    const listed = await client.request("GET", url, undefined, {
      headers: { "If-None-Match": `"other", W/${etag}` },
    });
    expect(listed.status).toBe(304);
    const stale = await client.request("GET", url, undefined, {
      headers: { "If-None-Match": '"not-this-one"' },
    });
    expect(stale.status).toBe(200);

    // Another user, even with the owner's ETag (a shared browser revalidating its cached copy),
    // gets the 404 a missing image gets, never a 304 that would let the cache show the photo.
    const other = await signedInClient("img-etag-other");
    expect((await other.client.get(url)).status).toBe(404);
    const revalidated = await other.client.request("GET", url, undefined, {
      headers: { "If-None-Match": etag! },
    });
    expect(revalidated.status).toBe(404);
  });
});
