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
import { CancelSubscriptionTrigger } from "./cancel-subscription-trigger";
import { useCancelSubscription } from "./use-subscription";

export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll continue to have premium access until the end of your billing period.";

/** The cancel confirmation (spec §5). Loaded on first use; mounted already open by that click. */
export function CancelSubscriptionDialog({ defaultOpen }: { defaultOpen?: boolean }) {
  const cancel = useCancelSubscription();
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild>
        <CancelSubscriptionTrigger pending={cancel.isPending} />
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
  );
}
