import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { getAffiliateCode, getAffiliateStatus } from "@/lib/referrals/affiliate";
import { AffiliateScreen } from "@/components/affiliate/affiliate-screen";

export const metadata: Metadata = { title: "Refer & Earn" };

/** A card whose data failed to load is left out; the screen says so instead of failing whole. */
const orNull = <T,>(load: Promise<T>) =>
  load.catch((err: unknown) => {
    console.error("[affiliate] could not load the page's data:", err);
    return null;
  });

export default async function AffiliatePage() {
  const userId = await requireUserId();
  const [code, status] = await Promise.all([orNull(getAffiliateCode(userId)), orNull(getAffiliateStatus(userId))]);
  return <AffiliateScreen code={code} status={status} />;
}
