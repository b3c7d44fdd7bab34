"use client";

import { useRouter } from "next/navigation";
import { Crown } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the feature is and what upgrading gives (each screen's own sentence from the spec). */
  description: string;
  /** The button that only closes: "Cancel" (journal, spec §4) or "Close" (vision boards). */
  dismissLabel?: string;
};

/**
 * The one premium-required dialog: a free user asked for a premium feature. The dismiss button,
 * or "Upgrade to Premium" → /subscribe. (The spec has the vision boards' dialog only close;
 * issue 22 found that a dead end, docs/decisions/spec-departures.md.)
 */
export function PremiumRequiredDialog({
  open,
  onOpenChange,
  description,
  dismissLabel = "Cancel",
}: Props) {
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="size-5 text-amber-500" aria-hidden />
            Premium Feature
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {dismissLabel}
          </Button>
          <Button
            type="button"
            onClick={() => {
              onOpenChange(false);
              router.push("/subscribe");
            }}
          >
            Upgrade to Premium
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
