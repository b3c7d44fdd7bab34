"use client";

import { lazy } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PREMIUM_PERIOD_LABEL, PREMIUM_PRICE_LABEL } from "@/lib/billing/plans";
import type { SubscriptionDto } from "@/lib/billing/status";
import { LocalDate } from "@/components/layout/local-date";
import { OpenOnDemand } from "@/components/ui/open-on-demand";
import { CancelSubscriptionTrigger } from "./cancel-subscription-trigger";

const loadCancelDialog = () => import("./cancel-subscription-dialog");
const CancelSubscriptionDialog = lazy(() =>
  loadCancelDialog().then((m) => ({ default: m.CancelSubscriptionDialog })),
);

const BADGES: Record<string, { text: string; variant: "default" | "secondary" | "destructive" }> = {
  active: { text: "Active", variant: "default" },
  canceling: { text: "Canceled", variant: "secondary" },
  past_due: { text: "Payment due", variant: "destructive" },
};

type Props = { status: SubscriptionDto; onCanceled: (status: SubscriptionDto) => void };

export function CurrentSubscriptionCard({ status, onCanceled }: Props) {
  const badge = BADGES[status.plan];
  const canCancel = status.plan === "active" || status.plan === "past_due";
  return (
    <Card aria-labelledby="current-subscription-title">
      <CardHeader>
        <CardTitle
          level={2}
          id="current-subscription-title"
          className="flex items-center gap-2 text-xl"
        >
          Current Subscription
          {badge && <Badge variant={badge.variant}>{badge.text}</Badge>}
        </CardTitle>
        <CardDescription>
          Premium Plan · {PREMIUM_PRICE_LABEL}/{PREMIUM_PERIOD_LABEL}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm">
          {status.plan === "canceling" && status.paidUntil && (
            <>
              Your premium access ends on{" "}
              <LocalDate iso={status.paidUntil} className="font-medium" />. It will not renew.
            </>
          )}
          {status.plan === "active" && status.paidUntil && (
            <>
              Renews on <LocalDate iso={status.paidUntil} className="font-medium" />.
            </>
          )}
          {status.plan === "past_due" && status.paidUntil && (
            <>
              We couldn&apos;t take your last payment. Premium continues until{" "}
              <LocalDate iso={status.paidUntil} className="font-medium" /> while the payment is
              retried.
            </>
          )}
        </p>
        {canCancel && (
          <OpenOnDemand
            popup={CancelSubscriptionDialog}
            popupProps={{ onCanceled }}
            preload={() => void loadCancelDialog()}
            trigger={<CancelSubscriptionTrigger />}
            haspopup="dialog"
          />
        )}
      </CardContent>
    </Card>
  );
}
