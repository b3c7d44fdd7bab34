// A stored image, readable only by its owner. `private, no-cache`: the browser may keep the bytes
// but asks each time (a 304 to its ETag costs no bytes), so after a logout the next person on the
// same browser gets the server's 404, not the previous user's photo from the HTTP cache.
import { createHash } from "node:crypto";
import { z } from "zod";
import { route } from "@/lib/http/handler";
import { ifNoneMatchHas } from "@/lib/http/etag";
import { notFound } from "@/lib/errors/api-error";
import { readUserImage } from "@/lib/storage/images";
import { discardImage } from "@/lib/storage/image-refs";

const imageParam = z.object({ id: z.string().max(64) });

export const GET = route({ params: imageParam }, async ({ userId, params, req }) => {
  const image = await readUserImage(userId, params.id);
  if (!image) throw notFound("Image");
  const etag = `"${createHash("sha256").update(image.bytes).digest("base64url").slice(0, 27)}"`;
  const headers = {
    ETag: etag,
    "Cache-Control": "private, no-cache",
    "X-Content-Type-Options": "nosniff",
  };
  if (ifNoneMatchHas(req.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...headers,
      "Content-Type": image.mimeType,
      "Content-Length": String(image.bytes.length),
    },
  });
});

/** Throws away a generated image nobody uses (boards and items keep theirs). */
export const DELETE = route({ params: imageParam }, ({ userId, params }) =>
  discardImage(userId, params.id),
);
