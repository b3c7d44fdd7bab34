"use client";

import { useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The "pure" entry adds Stripe's script only when loadStripe is called, not on import.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { useTheme } from "@/components/theme/use-theme";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { PREMIUM_PRICE_LABEL } from "@/lib/billing/plans";
import type { PaymentOutcome } from "./payment-outcome";

// Stripe.js is loaded once per key, and only when a payment form opens.
const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  if (!stripePromises.has(publishableKey))
    stripePromises.set(publishableKey, loadStripe(publishableKey));
  return stripePromises.get(publishableKey)!;
}

function Form({
  onOutcome,
  onCancel,
  setup,
}: {
  onOutcome: (o: PaymentOutcome) => void;
  onCancel: () => void;
  /** The first charge comes later (free referral months first): save the card, pay nothing now. */
  setup: boolean;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const confirm = {
        elements,
        confirmParams: { return_url: `${window.location.origin}/settings` },
        redirect: "if_required" as const,
      };
      const { error, status } = setup
        ? await stripe
            .confirmSetup(confirm)
            .then((r) => ({ error: r.error, status: r.setupIntent?.status }))
        : await stripe
            .confirmPayment(confirm)
            .then((r) => ({ error: r.error, status: r.paymentIntent?.status }));
      // An incomplete field is shown inside the Payment Element; the form stays open for it.
      if (error?.type === "validation_error") return;
      if (error) return onOutcome({ kind: "failed", message: error.message });
      if (status === "succeeded" || status === "processing") return onOutcome({ kind: "paid" });
      onOutcome({ kind: "failed" });
    } catch {
      onOutcome({ kind: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <PaymentElement />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Back to plans
        </Button>
        <Button type="submit" disabled={!stripe || !elements || busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {busy ? "Processing..." : setup ? "Save card" : `Pay ${PREMIUM_PRICE_LABEL}`}
        </Button>
      </div>
    </form>
  );
}

type Props = {
  clientSecret: string;
  publishableKey: string;
  setup?: boolean;
  onOutcome: (o: PaymentOutcome) => void;
  onCancel: () => void;
};

export function StripePaymentForm({
  clientSecret,
  publishableKey,
  setup = false,
  onOutcome,
  onCancel,
}: Props) {
  const { resolvedTheme } = useTheme();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: resolvedTheme === "dark" ? "night" : "stripe" },
      }}
    >
      <Form onOutcome={onOutcome} onCancel={onCancel} setup={setup} />
    </Elements>
  );
}
