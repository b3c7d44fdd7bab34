// Spec §6 and §8: how a failed image generation is reported to the user.
import { ApiRequestError } from "@/lib/api/client";

const NO_IMAGE_URL = "No image URL returned from server";

export class MissingImageUrlError extends Error {
  constructor() {
    super(NO_IMAGE_URL);
    this.name = "MissingImageUrlError";
  }
}

export type GenerationFailure =
  { premiumRequired: true } | { premiumRequired: false; message: string };

export function describeGenerationError(err: unknown): GenerationFailure {
  if (err instanceof MissingImageUrlError) return { premiumRequired: false, message: NO_IMAGE_URL };
  if (!(err instanceof ApiRequestError))
    return { premiumRequired: false, message: "Failed to generate image" };
  const message = typeof err.body?.message === "string" ? err.body.message : "";
  if (err.status === 403) {
    // Premium-required is a dialog, not an error; any other 403 (e.g. a refused cross-site request) is an error.
    if (err.code === "PREMIUM_REQUIRED") return { premiumRequired: true };
    return { premiumRequired: false, message: message || "Access denied" };
  }
  // Our own validation and rate-limit messages are more useful than a bare status.
  if ((err.status === 400 || err.status === 429) && message)
    return { premiumRequired: false, message };
  return { premiumRequired: false, message: `Server responded with status: ${err.status}` };
}
