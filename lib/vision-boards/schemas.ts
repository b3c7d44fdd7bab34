// The vision-board API's payloads (spec §3, §5, §7), built from the limits of ./limits.
import { z } from "zod";

import {
  BOARD_DESCRIPTION_MAX,
  BOARD_TITLE_MAX,
  IMAGE_URL_MAX,
  ITEM_DESCRIPTION_MAX,
  POSITION_MAX,
  POSITION_MIN,
  PROMPT_MAX,
  VARIATION_MAX,
} from "./shapes";

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const position = (axis: "positionX" | "positionY") =>
  z
    .number({ error: `${axis} must be a number` })
    .int(`${axis} must be a whole number`)
    .min(POSITION_MIN, `${axis} must be at least ${POSITION_MIN}`)
    .max(POSITION_MAX, `${axis} must be at most ${POSITION_MAX}`);

const imageUrl = z
  .string({ error: "imageUrl must be a string" })
  .trim()
  .max(IMAGE_URL_MAX, "imageUrl is too long");

export const createBoardSchema = z.strictObject({
  title: requiredText("Title", BOARD_TITLE_MAX),
  description: requiredText("Description", BOARD_DESCRIPTION_MAX),
  // Optional in the data model; "" and null both mean "no image".
  imageUrl: imageUrl.nullish().transform((v) => v || null),
});
export type CreateBoardInput = z.infer<typeof createBoardSchema>;

export const generateImageSchema = z.strictObject({
  prompt: requiredText("Prompt", PROMPT_MAX),
  /** "Generate Another" asks for a different picture of the same prompt. */
  variation: z.number().int().min(0).max(VARIATION_MAX).optional(),
});
export type GenerateImageInput = z.infer<typeof generateImageSchema>;

export const createItemSchema = z.strictObject({
  description: requiredText("Description", ITEM_DESCRIPTION_MAX),
  imageUrl: imageUrl.min(1, "imageUrl is required"),
  positionX: position("positionX").optional().default(0),
  positionY: position("positionY").optional().default(0),
});
export type CreateItemInput = z.infer<typeof createItemSchema>;

export const updateItemSchema = z
  .strictObject({ positionX: position("positionX"), positionY: position("positionY") })
  .partial()
  .refine((v) => v.positionX !== undefined || v.positionY !== undefined, {
    message: "Nothing to update: send positionX and/or positionY",
  });
export type UpdateItemInput = z.infer<typeof updateItemSchema>;

/** What the API returns (dates as ISO strings over the wire). */
export type VisionBoardItemDto = {
  id: number;
  visionBoardId: number;
  imageUrl: string;
  description: string;
  positionX: number;
  positionY: number;
  createdAt: string;
};

export type VisionBoardDto = {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  createdAt: string;
  /** The board's first items (spec §9: at most 4), for the gallery collage. */
  previewItems: VisionBoardItemDto[];
};
