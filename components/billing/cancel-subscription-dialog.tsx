"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { SubscriptionDto } from "@/lib/billing/status";
import { CancelSubscriptionTrigger } from "./cancel-subscription-trigger";
import { cancelSubscription } from "./subscription-actions";

export const CANCEL_CONFIRMATION =
  "Are you sure you want to cancel your subscription? You'll continue to have premium access until the end of your billing period.";

/** The cancel confirmation (spec §5). Loaded on first use; mounted already open by that click. */
type Props = { onCanceled: (status: SubscriptionDto) => void; defaultOpen?: boolean };

export function CancelSubscriptionDialog({ onCanceled, defaultOpen }: Props) {
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={<CancelSubscriptionTrigger />}
      title="Cancel Subscription"
      description={CANCEL_CONFIRMATION}
      cancelLabel="Keep Subscription"
      confirmLabel="Yes, Cancel"
      pendingLabel="Canceling..."
      variant="default"
      onConfirm={async () => {
        const status = await cancelSubscription();
        if (!status) return false;
        onCanceled(status);
      }}
    />
  );
}
