"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PrivacyPolicy, TermsOfService } from "./legal-texts";

export type LegalTab = "terms" | "privacy";

type Props = { tab: LegalTab | null; onTabChange: (tab: LegalTab | null) => void };

/** Terms of Service and Privacy Policy in one dialog with a tab each (spec §2). */
export function LegalDialog({ tab, onTabChange }: Props) {
  return (
    <Dialog open={tab !== null} onOpenChange={(open) => !open && onTabChange(null)}>
      <DialogContent className="max-h-[85dvh] sm:max-w-2xl" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Legal</DialogTitle>
          <DialogDescription>Please read these before creating your account.</DialogDescription>
        </DialogHeader>
        <Tabs
          value={tab ?? "terms"}
          onValueChange={(v) => onTabChange(v as LegalTab)}
          className="min-h-0"
        >
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="terms">Terms of Service</TabsTrigger>
            <TabsTrigger value="privacy">Privacy Policy</TabsTrigger>
          </TabsList>
          <TabsContent value="terms" tabIndex={0} className="max-h-[55dvh] overflow-y-auto pr-2">
            <TermsOfService />
          </TabsContent>
          <TabsContent value="privacy" tabIndex={0} className="max-h-[55dvh] overflow-y-auto pr-2">
            <PrivacyPolicy />
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button type="button" onClick={() => onTabChange(null)}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
