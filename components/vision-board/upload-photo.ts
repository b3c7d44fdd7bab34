// Sends a photo of the user's own to POST /api/images (multipart/form-data, one `file`), the one
// request of the app that is not JSON. Errors carry the server's message for the toast.
import { ApiRequestError } from "@/lib/api/client";

/** Checked here too, so a 40 MB photo is refused before it is sent over a phone's connection. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "This photo is larger than 10 MB. Please choose a smaller one.";

export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const res = await fetch("/api/images", { method: "POST", body: form, credentials: "include" });
  const text = await res.text();
  if (!res.ok) throw new ApiRequestError(res.status, text, res.statusText);
  const url = (JSON.parse(text) as { imageUrl?: unknown }).imageUrl;
  if (typeof url !== "string") throw new Error("No image URL returned from server");
  return url;
}
