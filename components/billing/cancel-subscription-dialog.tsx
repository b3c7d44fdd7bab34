"use client";

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
import { useState } from "react";
import type { SubscriptionDto } from "@/lib/billing/status";
import { CancelSubscriptionTrigger } from "./cancel-subscription-trigger";
import { cancelSubscription } from "./subscription-actions";

export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll continue to have premium access until the end of your billing period.";

/** The cancel confirmation (spec §5). Loaded on first use; mounted already open by that click. */
type Props = { onCanceled: (status: SubscriptionDto) => void; defaultOpen?: boolean };

export function CancelSubscriptionDialog({ onCanceled, defaultOpen }: Props) {
  const [pending, setPending] = useState(false);
  const cancel = async () => {
    setPending(true);
    const status = await cancelSubscription();
    setPending(false);
    if (status) onCanceled(status);
  };
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>
        <CancelSubscriptionTrigger pending={pending} />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel Subscription</AlertDialogTitle>
          <AlertDialogDescription>{CANCEL_CONFIRMATION}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep Subscription</AlertDialogCancel>
          <AlertDialogAction onClick={() => void cancel()}>Yes, Cancel</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
