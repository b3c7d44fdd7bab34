// The local subscription states a user row can hold (users.subscription_status), shared by the
// schema's typed column, the premium rule and the providers; declared with the schema's other
// column types in db/column-types.ts.
export type { SubscriptionStatus } from "@/db/column-types";
