// The zod schema of a life area, for API payloads and forms that validate with zod.
import { z } from "zod";
import { CATEGORIES } from "./categories";

export const categorySchema = z.enum(CATEGORIES, {
  error: () => `Category must be one of: ${CATEGORIES.join(", ")}`,
});
