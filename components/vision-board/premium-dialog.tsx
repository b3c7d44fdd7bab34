"use client";

import { Crown } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** Spec §2: both buttons only close the dialog ("Upgrade to Premium" does not navigate). */
export function PremiumDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Crown className="size-5 text-amber-500" aria-hidden />
            Premium Feature
          </DialogTitle>
          <DialogDescription>
            Vision board image generation is a premium feature. Upgrade your account to access AI-powered vision boards.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={() => onOpenChange(false)}>Upgrade to Premium</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
