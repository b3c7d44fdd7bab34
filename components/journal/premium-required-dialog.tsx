"use client";

import { useRouter } from "next/navigation";
import { Crown } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A free user asked for AI extraction: Cancel, or Upgrade to Premium → /subscribe (spec §4). */
export function PremiumRequiredDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="size-5 text-amber-500" aria-hidden />
            Premium Feature
          </DialogTitle>
          <DialogDescription>
            AI task extraction from journal entries is a premium feature. Upgrade to Premium to turn your entries into tasks
            automatically, or create tasks manually for free.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
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
