// A photo of the user's own for a board or an item (POST /api/images). Free and premium alike.
import "server-only";
import { ApiError, badRequest } from "@/lib/errors/api-error";
import { takeLimit } from "@/lib/server/rate-limit";
import { readFileBytes } from "@/lib/server/read-body";
import { imageUploadKey } from "@/lib/server/limit-keys";
import { saveUserImage } from "@/lib/storage/images";
import { sweepUnusedImages } from "./image-sweep";
import { PHOTO_MAX_BYTES, preparePhoto } from "./photo";

/** Stored images per user: generous for boards, bounded for the disk or the bucket. */
export const MAX_STORED_IMAGES = 300;
const WINDOW_SECONDS = 60 * 60;
const perHour = () => Number(process.env.IMAGE_UPLOADS_PER_HOUR || 60);

const PHOTO_TOO_LARGE_MESSAGE = "This photo is larger than 10 MB. Please choose a smaller one.";

/** The one `file` field of the upload form, or a 400 saying what is wrong with the form. */
function photoFromForm(form: FormData): File {
  const keys = [...new Set(form.keys())];
  const files = form.getAll("file");
  if (
    keys.length !== 1 ||
    keys[0] !== "file" ||
    files.length !== 1 ||
    !(files[0] instanceof File)
  ) {
    throw badRequest("Send one photo in a form field named file", "file");
  }
  return files[0];
}

export async function uploadPhoto(userId: string, form: FormData): Promise<{ imageUrl: string }> {
  const file = photoFromForm(form);
  if (file.size > PHOTO_MAX_BYTES) throw new ApiError("PAYLOAD_TOO_LARGE", PHOTO_TOO_LARGE_MESSAGE);
  if (file.size === 0) throw badRequest("The photo is empty", "file");
  // Counted before the work, in one statement, so parallel uploads cannot slip past the cap.
  await takeLimit(
    imageUploadKey(userId),
    perHour(),
    WINDOW_SECONDS,
    "You have uploaded many photos in the last hour. Please try again later.",
  );
  const photo = await preparePhoto(await readFileBytes(file));
  const stored = await sweepUnusedImages(userId);
  if (stored >= MAX_STORED_IMAGES) {
    throw badRequest(
      `You have ${MAX_STORED_IMAGES} stored images, the most an account can keep. Remove an item or a board to make room.`,
      "file",
    );
  }
  const { url } = await saveUserImage(userId, photo.bytes, photo.mimeType);
  return { imageUrl: url };
}
