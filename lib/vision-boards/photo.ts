// A user's own photo for a vision board: recognised by its bytes (never its name or declared
// type), refused before decoding when its header declares a decompression bomb, and re-encoded
// by sharp, which drops EXIF (GPS included), ICC and XMP and caps the long side at 2,000 px.
import "server-only";
import sharp, { type Metadata } from "sharp";
import { ApiError } from "@/lib/errors/api-error";
import type { StoredImageMime } from "@/lib/storage/images";

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const PHOTO_MAX_SIDE = 2000;
/** 50 megapixels: any real photo, far below what would exhaust memory when decoded. */
const PHOTO_MAX_PIXELS = 50_000_000;

const UNSUPPORTED_PHOTO_MESSAGE =
  "This file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.";

type Sniffed = { format: "jpeg" | "png" | "webp"; mimeType: StoredImageMime };

/** The format by its first bytes (magic numbers), or null. */
function sniffImage(bytes: Uint8Array): Sniffed | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return { format: "jpeg", mimeType: "image/jpeg" };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { format: "png", mimeType: "image/png" };
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return { format: "webp", mimeType: "image/webp" };
  return null;
}

const unsupported = () => new ApiError("UNSUPPORTED_MEDIA_TYPE", UNSUPPORTED_PHOTO_MESSAGE);

/** Re-encodes the photo for storage; 415 for anything that is not a readable JPEG/PNG/WebP. */
export async function preparePhoto(
  bytes: Uint8Array,
): Promise<{ bytes: Buffer; mimeType: StoredImageMime }> {
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw unsupported();
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    // Header only (nothing is decoded), so the pixel count can be judged here and named as such.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  // The header is read without decoding: a tiny file declaring 50,000 × 50,000 px stops here.
  if (meta.format !== sniffed.format) throw unsupported();
  if (!meta.width || !meta.height || meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw new ApiError(
      "IMAGE_TOO_LARGE",
      "This image has too many pixels. Please choose a photo under 50 megapixels.",
    );
  }
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
    const pipeline = sharp(bytes, options).rotate().resize({
      width: PHOTO_MAX_SIDE,
      height: PHOTO_MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    });
    const out =
      sniffed.format === "jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : sniffed.format === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    return { bytes: await out.toBuffer(), mimeType: sniffed.mimeType };
  } catch {
    // A header that parses over a body that does not (truncated, corrupt): not an image we can use.
    throw unsupported();
  }
}
