// The push lead setting (Settings and the API), free of Node APIs so the Settings screen can use it.
import { z } from "zod";

/** The lead choices in Settings: at the time, 5, 15, 30 or 60 minutes before. */
export const PUSH_LEADS = [0, 5, 15, 30, 60] as const;
export type PushLead = (typeof PUSH_LEADS)[number];

export const pushLeadSchema = z
  .number({ error: "pushLeadMinutes must be 0, 5, 15, 30 or 60" })
  .refine((n): n is PushLead => (PUSH_LEADS as readonly number[]).includes(n), "pushLeadMinutes must be 0, 5, 15, 30 or 60");

export const leadLabel = (minutes: number) => (minutes === 0 ? "At the time" : `${minutes} minutes before`);
