"use client";

import { lazy, Suspense, useState } from "react";
import { useRouter } from "next/navigation";
import type { PaymentStart } from "@/lib/billing/provider-types";
import type { SubscriptionDto } from "@/lib/billing/status";
import { PageHeading } from "@/components/layout/page-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { CurrentSubscriptionCard } from "./current-subscription-card";
import type { PaymentOutcome } from "./payment-outcome";
import { PlanCards } from "./plan-cards";
import { refreshAfterPayment, startSubscription } from "./subscription-actions";

// The payment form (Stripe Elements or the demo card form) loads after "Upgrade Now".
const PaymentStep = lazy(() => import("./payment-step").then((m) => ({ default: m.PaymentStep })));

/** `initialStatus` is the server's copy, or null when it could not be loaded. */
export function SubscribeScreen({ initialStatus }: { initialStatus: SubscriptionDto | null }) {
  const router = useRouter();
  const [status, setStatus] = useState(initialStatus);
  const [checkout, setCheckout] = useState<PaymentStart | null>(null);
  const [starting, setStarting] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const upgrade = async () => {
    setStarting(true);
    const start = await startSubscription();
    setStarting(false);
    if (start) setCheckout(start);
  };

  // Spec §4: success shows "Subscription Active", refreshes the status and goes to /settings;
  // failure or cancel returns to the plan view.
  const onOutcome = async (outcome: PaymentOutcome) => {
    if (outcome.kind === "failed") {
      setCheckout(null);
      toast({
        title: "Payment Failed",
        description: outcome.message || "There was a problem with your payment",
        variant: "destructive",
      });
      return;
    }
    if (outcome.kind === "error") {
      setCheckout(null);
      toast({
        title: "Payment Failed",
        description: "An unexpected error occurred",
        variant: "destructive",
      });
      return;
    }
    setFinishing(true);
    try {
      setStatus(await refreshAfterPayment());
      toast({
        title: "Subscription Active",
        description: "Welcome to Premium! Your premium features are unlocked.",
      });
      router.push("/settings");
    } catch {
      setFinishing(false);
      setCheckout(null);
      toast({
        title: "An unexpected error occurred",
        description: "Your payment went through; refresh the page to see your plan.",
        variant: "destructive",
      });
    }
  };

  const paid =
    status &&
    (status.plan === "active" || status.plan === "canceling" || status.plan === "past_due");

  return (
    <>
      <PageHeading title="Subscription" subtitle="Choose the plan that fits you." />
      {!status ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
        >
          There was an error loading your subscription. Please try refreshing the page.
        </p>
      ) : checkout && !finishing ? (
        <Suspense fallback={<Skeleton className="mx-auto h-96 max-w-xl" />}>
          <PaymentStep
            start={checkout}
            onOutcome={(o) => void onOutcome(o)}
            onCancel={() => setCheckout(null)}
          />
        </Suspense>
      ) : finishing ? (
        <div role="status" className="mx-auto max-w-xl rounded-lg border p-6 text-center">
          Activating your subscription...
        </div>
      ) : (
        <div className="space-y-6">
          {paid && <CurrentSubscriptionCard status={status} onCanceled={setStatus} />}
          <PlanCards status={status} onUpgrade={() => void upgrade()} starting={starting} />
          {status.provider === "demo" && (
            <p className="text-center text-xs text-muted-foreground">
              Demo mode: payments are simulated and no card is charged.
            </p>
          )}
        </div>
      )}
    </>
  );
}
