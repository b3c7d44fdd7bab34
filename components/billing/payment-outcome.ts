/** How a payment form ended; the screen reacts the same way whatever the provider. */
export type PaymentOutcome =
  { kind: "paid" } | { kind: "failed"; message?: string } | { kind: "error" };
