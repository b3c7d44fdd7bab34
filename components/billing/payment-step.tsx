"use client";

import { lazy, Suspense } from "react";
import { CreditCard } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AMOUNT_NOTICE, PREMIUM_PERIOD_LABEL, PREMIUM_PRICE_LABEL } from "@/lib/billing/plans";
import type { PaymentStart } from "@/lib/billing/provider-types";
import { DemoPaymentForm } from "./demo-payment-form";
import type { PaymentOutcome } from "./payment-outcome";
import { LocalDate } from "@/components/layout/local-date";

const FREE_TODAY_LABEL = "$0.00";

// Stripe's form (and Stripe.js with it) only when Stripe is configured: in demo mode the page
// makes no third-party request at all (offline it failed twice and warned in the console).
const StripePaymentForm = lazy(() =>
  import("./stripe-payment-form").then((m) => ({ default: m.StripePaymentForm })),
);

type Props = { start: PaymentStart; onOutcome: (o: PaymentOutcome) => void; onCancel: () => void };

export function PaymentStep({ start, onOutcome, onCancel }: Props) {
  return (
    <Card className="mx-auto w-full max-w-xl" aria-labelledby="payment-title">
      <CardHeader>
        <CardTitle level={2} id="payment-title" className="flex items-center gap-2 text-xl">
          <CreditCard className="size-5 text-primary" aria-hidden />
          Complete your upgrade
        </CardTitle>
        <CardDescription>Premium Plan</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="rounded-lg border bg-muted/50 p-4" data-testid="amount-notice">
          {start.startsAt ? (
            // Free referral months still running: the paid period starts after them (issue 47).
            <>
              <p className="flex items-baseline justify-between font-semibold">
                <span>Amount due today</span>
                <span className="text-lg">{FREE_TODAY_LABEL}</span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                Your free Premium runs until <LocalDate iso={start.startsAt} />. Your paid Premium
                starts then: {PREMIUM_PRICE_LABEL} on that day and then every {PREMIUM_PERIOD_LABEL}{" "}
                until you cancel.
              </p>
            </>
          ) : (
            <>
              <p className="flex items-baseline justify-between font-semibold">
                <span>Amount due today</span>
                <span className="text-lg">
                  {PREMIUM_PRICE_LABEL}{" "}
                  <span className="text-sm font-normal text-muted-foreground">
                    / {PREMIUM_PERIOD_LABEL}
                  </span>
                </span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{AMOUNT_NOTICE}</p>
            </>
          )}
        </div>
        {start.provider === "stripe" && start.publishableKey ? (
          <Suspense fallback={null}>
            <StripePaymentForm
              clientSecret={start.clientSecret}
              publishableKey={start.publishableKey}
              setup={start.intent === "setup"}
              onOutcome={onOutcome}
              onCancel={onCancel}
            />
          </Suspense>
        ) : (
          <DemoPaymentForm
            clientSecret={start.clientSecret}
            later={!!start.startsAt}
            onOutcome={onOutcome}
            onCancel={onCancel}
          />
        )}
      </CardContent>
    </Card>
  );
}
