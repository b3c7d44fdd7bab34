// The value sets of the schema's typed text columns, declared below the schema so that db/ names
// nothing from lib/ (arrows run down only). Browser-safe: lib/categories.ts and
// lib/billing/subscription-status.ts re-export them to the domain and the screens.

/** The eight life areas of the wheel of life (spec §3): tasks.category, user_settings.focus_areas. */
export const CATEGORIES = [
  "physical_environment",
  "business_career",
  "finances",
  "health",
  "family_friends",
  "romance",
  "personal_growth",
  "fun_recreation",
] as const;

export type Category = (typeof CATEGORIES)[number];

/**
 * users.subscription_status. "inactive": never subscribed; "incomplete": waiting for the first
 * payment; "active": renews; "canceling": runs to its period end; "past_due": renewal failing,
 * access kept while retried; "canceled": over; "unpaid"/"paused": Stripe stopped billing attempts,
 * no access.
 */
export type SubscriptionStatus =
  | "inactive"
  | "incomplete"
  | "active"
  | "canceling"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "paused";
