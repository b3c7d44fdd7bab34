// Image generation for boards and items (spec §5, §6): premium only, stored privately per user.
import { ai } from "@/lib/ai";
import { requirePremium } from "@/lib/billing/status";
import { tooManyRequests } from "@/lib/http/errors";
import { hitLimit, peekLimit } from "@/lib/server/rate-limit";
import { saveUserImage } from "@/lib/storage/images";
import { sweepUnusedImages } from "./image-sweep";
import type { GenerateImageInput } from "./schemas";

export const PREMIUM_IMAGE_MESSAGE = "Premium subscription required to generate vision board images";

const WINDOW_SECONDS = 60 * 60;
/** Each generation may cost a paid model call and disk space; a generous hourly cap per user. */
const perHour = () => Number(process.env.IMAGE_GENERATIONS_PER_HOUR || 60);

export async function generateBoardImage(userId: string, input: GenerateImageInput): Promise<{ imageUrl: string }> {
  await requirePremium(userId, PREMIUM_IMAGE_MESSAGE);
  const key = `vision-image:${userId}`;
  const used = await peekLimit(key, WINDOW_SECONDS);
  if (used.count >= perHour()) {
    throw tooManyRequests("You have generated many images in the last hour. Please try again later.", used.retryAfterSeconds);
  }
  await hitLimit(key, WINDOW_SECONDS);
  // Generated images the user never added are cleaned up here too (older than a day).
  await sweepUnusedImages(userId);
  const image = await ai.generateImage(input.prompt, { variation: input.variation });
  const { url } = await saveUserImage(userId, image.bytes, image.mimeType);
  return { imageUrl: url };
}
