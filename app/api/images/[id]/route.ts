// A stored image, readable only by its owner. Ids are random and never reused, so the browser
// may keep the bytes for good; "private" keeps shared caches from storing them.
import { z } from "zod";
import { route } from "@/lib/http/handler";
import { notFound } from "@/lib/errors/api-error";
import { readUserImage } from "@/lib/storage/images";
import { discardImage } from "@/lib/storage/image-refs";

const imageParam = z.object({ id: z.string().max(64) });

export const GET = route({ params: imageParam }, async ({ userId, params }) => {
  const image = await readUserImage(userId, params.id);
  if (!image) throw notFound("Image");
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.mimeType,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

/** Throws away a generated image nobody uses (boards and items keep theirs). */
export const DELETE = route({ params: imageParam }, ({ userId, params }) =>
  discardImage(userId, params.id),
);
