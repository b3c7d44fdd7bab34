import { route } from "@/lib/http/handler";
import { generateBoardImage } from "@/lib/vision-boards/generate";
import { generateImageSchema } from "@/lib/vision-boards/schemas";

export const POST = route({ body: generateImageSchema }, ({ userId, body }) => generateBoardImage(userId, body));
