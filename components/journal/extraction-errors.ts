// Spec §8 "Extraction": the message a failed extraction call shows, by HTTP status.
import { ApiRequestError } from "@/lib/api/client";

export const EXTRACTION_FAILED = "Failed to extract tasks from journal. Please try again.";

/** True when the server refused because the user is on the free plan. */
export function isPremiumRequired(err: unknown): boolean {
  return (
    err instanceof ApiRequestError &&
    err.status === 403 &&
    (err.code === "PREMIUM_REQUIRED" || err.body?.isPremiumRequired === true)
  );
}

export function extractionErrorMessage(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return EXTRACTION_FAILED;
  if (err.status === 403)
    return isPremiumRequired(err) ? "Premium subscription required" : "Access denied";
  if (err.status === 400) return "Invalid journal content for task extraction";
  if (err.status === 500) return "Server error during task extraction";
  return `Server responded with status: ${err.status}`;
}
