import type { Metadata } from "next";
import { HydrationBoundary } from "@tanstack/react-query";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { getAffiliateCode, getAffiliateStatus } from "@/lib/referrals/affiliate";
import { AffiliateScreen } from "@/components/affiliate/affiliate-screen";

export const metadata: Metadata = { title: "Refer & Earn" };

export default async function AffiliatePage() {
  const userId = await requireUserId();
  await Promise.all([
    prefetch(queryKeys.affiliateCode, () => getAffiliateCode(userId)),
    prefetch(queryKeys.affiliateStatus, () => getAffiliateStatus(userId)),
  ]);
  return (
    <HydrationBoundary state={dehydratedState()}>
      <AffiliateScreen />
    </HydrationBoundary>
  );
}
