// The local subscription states a user row can hold (users.subscription_status), shared by the
// schema's typed column, the premium rule and the providers. Runs on both sides (types and data).

/**
 * "inactive": never subscribed; "incomplete": waiting for the first payment; "active": renews;
 * "canceling": runs to its period end; "past_due": renewal failing, access kept while retried;
 * "canceled": over; "unpaid"/"paused": Stripe stopped billing attempts, no access.
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
