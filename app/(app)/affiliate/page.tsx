import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { getAffiliateCode, getAffiliateStatus } from "@/lib/referrals/affiliate";
import { listInvites } from "@/lib/referrals/invites";
import { AffiliateScreen } from "@/components/affiliate/affiliate-screen";

export const metadata: Metadata = { title: "Refer & Earn" };

export default async function AffiliatePage() {
  const userId = await requireUserId();
  // A card whose data failed to load is left out; the screen says so instead of failing whole.
  const [code, status, invites] = await Promise.all([
    loadOrNull("the referral code", getAffiliateCode(userId)),
    loadOrNull("the referral status", getAffiliateStatus(userId)),
    loadOrNull("the invitations", listInvites(userId)),
  ]);
  return <AffiliateScreen code={code} status={status} invites={invites} />;
}
