// Image generation for boards and items (spec §5, §6): premium only, stored privately per user.
import "server-only";
import { ai } from "@/lib/ai";
import { takeLimit } from "@/lib/server/rate-limit";
import { imageGenerationKey } from "@/lib/server/limit-keys";
import { saveUserImage } from "@/lib/storage/images";
import { sweepUnusedImages } from "./image-sweep";
import type { GenerateImageInput } from "./schemas";

export const PREMIUM_IMAGE_MESSAGE =
  "Premium subscription required to generate vision board images";

const WINDOW_SECONDS = 60 * 60;
/** Each generation may cost a paid model call and disk space; a generous hourly cap per user. */
const perHour = () => Number(process.env.IMAGE_GENERATIONS_PER_HOUR || 60);

export async function generateBoardImage(
  userId: string,
  input: GenerateImageInput,
): Promise<{ imageUrl: string }> {
  // Counted before the model call, so parallel requests cannot slip past the cap.
  await takeLimit(
    imageGenerationKey(userId),
    perHour(),
    WINDOW_SECONDS,
    "You have generated many images in the last hour. Please try again later.",
  );
  // Generated images the user never added are cleaned up here too (older than a day).
  await sweepUnusedImages(userId);
  const image = await ai.generateImage(input.prompt, { variation: input.variation });
  const { url } = await saveUserImage(userId, image.bytes, image.mimeType);
  return { imageUrl: url };
}
