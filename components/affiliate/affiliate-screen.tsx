// Refer & Earn, rendered on the server from the page's data: only the copy and share buttons are
// client code.
import { PRODUCT_NAME } from "@/lib/brand";
import type { AffiliateCodeDto, AffiliateStatusDto } from "@/lib/referrals/affiliate";
import { PageHeading } from "@/components/layout/page-heading";
import { ErrorToastOnLoad } from "@/components/layout/error-toast-on-load";
import { ReferralCodeCard } from "./referral-code-card";
import { StatusCard } from "./status-card";
import { InviteCard } from "./invite-card";
import type { InviteDto } from "@/lib/referrals/invites";

const AFFILIATE_LOAD_ERROR = "Failed to load affiliate information.";

/** Either card's data is null when it could not be loaded. */
type Props = {
  code: AffiliateCodeDto | null;
  status: AffiliateStatusDto | null;
  invites: InviteDto[] | null;
};

export function AffiliateScreen({ code, status, invites }: Props) {
  const failed = !code || !status || !invites;
  return (
    <>
      <PageHeading
        title="Affiliate Program"
        subtitle={`Invite friends to ${PRODUCT_NAME}: you both get a free premium month.`}
      />
      {failed && (
        <>
          <ErrorToastOnLoad description={AFFILIATE_LOAD_ERROR} />
          <p
            role="alert"
            className="mb-6 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
          >
            {AFFILIATE_LOAD_ERROR} Please try refreshing the page.
          </p>
        </>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid gap-6">
          {code && <ReferralCodeCard data={code} />}
          {invites && <InviteCard initial={invites} />}
        </div>
        {status && <StatusCard data={status} />}
      </div>
    </>
  );
}
