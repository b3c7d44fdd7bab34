"use client";

import { useSyncExternalStore } from "react";
import { Copy, Share2, Users, Gift } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { PRODUCT_NAME } from "@/lib/brand";
import type { AffiliateCodeDto } from "@/lib/referrals/affiliate";
import { copyText, referralLink, shareLink } from "./share";

const noop = () => () => {};
/** The page's origin; empty during server rendering (the link appears on hydration). */
const useOrigin = () =>
  useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => "",
  );

export function ReferralCodeCard({ data }: { data: AffiliateCodeDto }) {
  const origin = useOrigin();
  const code = data.affiliateCode;
  const link = code && origin ? referralLink(origin, code) : "";

  const onCopy = async () => {
    try {
      await copyText(link);
      toast({ title: "Referral link copied to clipboard!" });
    } catch {
      toast({
        title: "Error",
        description: "Could not copy the link. Select it and copy it by hand.",
        variant: "destructive",
      });
    }
  };

  const onShare = async () => {
    try {
      const result = await shareLink(link, code);
      if (result === "shared")
        toast({ title: "Shared!", description: `Thanks for sharing ${PRODUCT_NAME}!` });
      if (result === "copied") toast({ title: "Referral link copied to clipboard!" });
    } catch {
      toast({
        title: "Error",
        description: "Could not copy the link. Select it and copy it by hand.",
        variant: "destructive",
      });
    }
  };

  return (
    <Card aria-labelledby="referral-code-title">
      <CardHeader>
        <CardTitle level={2} id="referral-code-title" className="text-xl">
          Your Referral Code
        </CardTitle>
        <CardDescription>
          Share this code with friends and both of you will get a free premium month!
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="rounded-lg border-2 border-dashed border-primary/40 bg-primary/5 p-4 text-center">
          {code ? (
            <p
              className="font-mono text-3xl font-bold tracking-[0.25em]"
              data-testid="referral-code"
            >
              {code}
            </p>
          ) : (
            <p className="text-muted-foreground">Generating code...</p>
          )}
        </div>
        <div className="space-y-2">
          <label htmlFor="referral-link" className="text-sm font-medium">
            Your referral link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-xs"
            />
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => void onCopy()}
                disabled={!link}
                className="flex-1"
              >
                <Copy aria-hidden />
                Copy Link
              </Button>
              <Button
                type="button"
                onClick={() => void onShare()}
                disabled={!link}
                className="flex-1"
              >
                <Share2 aria-hidden />
                Share
              </Button>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          <div className="rounded-lg border p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Users className="size-4" aria-hidden />
              People referred
            </dt>
            <dd className="mt-1 text-2xl font-bold" data-testid="referred-count">
              {data.referredCount ?? 0}
            </dd>
          </div>
          <div className="rounded-lg border p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Gift className="size-4" aria-hidden />
              Free months earned
            </dt>
            <dd className="mt-1 text-2xl font-bold" data-testid="free-months">
              {data.freeMonthsAwarded ?? 0}
            </dd>
          </div>
        </dl>
        {data.referralsWithoutMonthReason && (
          <p className="text-sm text-muted-foreground" data-testid="referrals-without-month">
            {data.referralsWithoutMonthReason}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
