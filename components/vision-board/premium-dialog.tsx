"use client";

import { useRouter } from "next/navigation";
import { Crown } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * Close, or "Upgrade to Premium" → /subscribe, as the journal's dialog does. The spec has this
 * button only close the dialog; issue 22 found that a dead end (docs/decisions.md).
 */
export function PremiumDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
            Vision board image generation is a premium feature. Upgrade your account to access AI-powered vision boards.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button
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
