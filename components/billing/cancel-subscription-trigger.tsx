import type { ComponentProps } from "react";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export function CancelSubscriptionTrigger({
  pending = false,
  ...props
}: ComponentProps<typeof Button> & { pending?: boolean }) {
  return (
    <Button variant="outline" disabled={pending} {...props}>
      {pending && <Loader2 className="animate-spin" aria-hidden />}
      Cancel Subscription
    </Button>
  );
}
