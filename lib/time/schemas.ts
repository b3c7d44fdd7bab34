// Zod schemas of time values that several payloads carry alike (forms and the API).
import { z } from "zod";
import { ESTIMATE_INVALID, ESTIMATE_MAX, ESTIMATE_MIN } from "./rules";

/** Minutes a task or a habit takes (1-1440); null clears (the user's default estimate then counts). */
export const estimateMinutesSchema = z
  .number({ error: ESTIMATE_INVALID })
  .int(ESTIMATE_INVALID)
  .min(ESTIMATE_MIN, ESTIMATE_INVALID)
  .max(ESTIMATE_MAX, ESTIMATE_INVALID)
  .nullable();
