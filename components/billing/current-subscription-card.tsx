"use client";

import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PREMIUM_PERIOD_LABEL, PREMIUM_PRICE_LABEL } from "@/lib/billing/plans";
import type { SubscriptionDto } from "@/lib/billing/status";
import { LocalDate } from "@/components/layout/local-date";
import { useCancelSubscription } from "./use-subscription";

export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll continue to have premium access until the end of your billing period.";

const BADGES: Record<string, { text: string; variant: "default" | "secondary" | "destructive" }> = {
  active: { text: "Active", variant: "default" },
  canceling: { text: "Canceled", variant: "secondary" },
  past_due: { text: "Payment due", variant: "destructive" },
};

export function CurrentSubscriptionCard({ status }: { status: SubscriptionDto }) {
  const cancel = useCancelSubscription();
  const badge = BADGES[status.plan];
  const canCancel = status.plan === "active" || status.plan === "past_due";
  return (
    <Card aria-labelledby="current-subscription-title">
      <CardHeader>
        <CardTitle id="current-subscription-title" className="flex items-center gap-2 text-xl">
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
            <>Your premium access ends on <LocalDate iso={status.paidUntil} className="font-medium" />. It will not renew.</>
          )}
          {status.plan === "active" && status.paidUntil && (
            <>Renews on <LocalDate iso={status.paidUntil} className="font-medium" />.</>
          )}
          {status.plan === "past_due" && status.paidUntil && (
            <>
              We couldn&apos;t take your last payment. Premium continues until <LocalDate iso={status.paidUntil} className="font-medium" />{" "}
              while the payment is retried.
            </>
          )}
        </p>
        {canCancel && (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                {cancel.isPending && <Loader2 className="animate-spin" aria-hidden />}
                Cancel Subscription
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Cancel Subscription</AlertDialogTitle>
                <AlertDialogDescription>{CANCEL_CONFIRMATION}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep Subscription</AlertDialogCancel>
                <AlertDialogAction onClick={() => cancel.mutate()}>Yes, Cancel</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </CardContent>
    </Card>
  );
}
