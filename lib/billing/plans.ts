// The two plans of spec §1, shared by the Subscription screen and the server (amount notice).
export const PREMIUM_PRICE_LABEL = "$5.00";
export const PREMIUM_PERIOD_LABEL = "month";

export const FREE_FEATURES = [
  "Task management",
  "AI task categorization",
  "Balance wheel visualization",
  "Category percentage customization",
] as const;

export const PREMIUM_FEATURES = [
  "Everything in Free",
  "Rename your life categories",
  "AI task extraction from journals",
  "Vision board image generation",
  "Premium support",
  "Future premium features",
] as const;

export const AMOUNT_NOTICE = `You will be charged ${PREMIUM_PRICE_LABEL} today and then every ${PREMIUM_PERIOD_LABEL} until you cancel.`;
