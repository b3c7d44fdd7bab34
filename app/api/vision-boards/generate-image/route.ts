import { route } from "@/lib/http/handler";
import { generateBoardImage, PREMIUM_IMAGE_MESSAGE } from "@/lib/vision-boards/generate";
import { generateImageSchema } from "@/lib/vision-boards/schemas";

export const POST = route(
  { premium: { message: PREMIUM_IMAGE_MESSAGE }, body: generateImageSchema },
  ({ userId, body }) => generateBoardImage(userId, body),
);
