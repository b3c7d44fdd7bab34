// The push lead choices, free of zod and Node APIs so the Settings screen can use them
// (the API's schema is in lib/settings/schemas.ts).

/** The lead choices in Settings: at the time, 5, 15, 30 or 60 minutes before. */
export const PUSH_LEADS = [0, 5, 15, 30, 60] as const;
export type PushLead = (typeof PUSH_LEADS)[number];

export const isPushLead = (n: number): n is PushLead =>
  (PUSH_LEADS as readonly number[]).includes(n);
export const PUSH_LEAD_INVALID = "pushLeadMinutes must be 0, 5, 15, 30 or 60";

export const leadLabel = (minutes: number) =>
  minutes === 0 ? "At the time" : `${minutes} minutes before`;
