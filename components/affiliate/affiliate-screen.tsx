"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import { PRODUCT_NAME } from "@/lib/brand";
import type { AffiliateCodeDto, AffiliateStatusDto } from "@/lib/referrals/affiliate";
import { PageHeading } from "@/components/layout/page-heading";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ReferralCodeCard } from "./referral-code-card";
import { StatusCard } from "./status-card";

export const AFFILIATE_LOAD_ERROR = "Failed to load affiliate information.";

function CardSkeleton({ lines }: { lines: number }) {
  return (
    <Card data-testid="affiliate-skeleton">
      <CardHeader>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-72" />
      </CardHeader>
      <CardContent className="space-y-3">
        {Array.from({ length: lines }, (_, i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

export function AffiliateScreen() {
  const code = useQuery<AffiliateCodeDto>({ queryKey: queryKeys.affiliateCode });
  const status = useQuery<AffiliateStatusDto>({ queryKey: queryKeys.affiliateStatus });
  const failed = code.isError || status.isError;

  useEffect(() => {
    if (failed) toast({ title: "Error", description: AFFILIATE_LOAD_ERROR, variant: "destructive" });
  }, [failed]);

  return (
    <>
      <PageHeading title="Affiliate Program" subtitle={`Invite friends to ${PRODUCT_NAME}: you both get a free premium month.`} />
      {failed && (
        <p role="alert" className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
          {AFFILIATE_LOAD_ERROR} Please try refreshing the page.
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        {code.data ? <ReferralCodeCard data={code.data} /> : code.isPending ? <CardSkeleton lines={4} /> : null}
        {status.data ? <StatusCard data={status.data} /> : status.isPending ? <CardSkeleton lines={3} /> : null}
      </div>
    </>
  );
}
