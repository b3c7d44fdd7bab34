import { AppLink } from "@/components/ui/app-link";
import { Crown } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { LocalDate } from "@/components/layout/local-date";
import type { SubscriptionDto } from "@/lib/billing/status";

function StatusLine({ status }: { status: SubscriptionDto }) {
  if (status.plan === "active" && status.paidUntil)
    return (
      <>
        Premium renews on <LocalDate iso={status.paidUntil} />.
      </>
    );
  if (status.plan === "canceling" && status.paidUntil)
    return (
      <>
        Premium until <LocalDate iso={status.paidUntil} />. Your subscription will not renew.
      </>
    );
  if (status.plan === "past_due" && status.paidUntil)
    return (
      <>
        We couldn&apos;t take your last payment. Premium continues until{" "}
        <LocalDate iso={status.paidUntil} /> while we retry.
      </>
    );
  if (status.active && status.freeUntil)
    return (
      <>
        Free premium from referrals until <LocalDate iso={status.freeUntil} />.
      </>
    );
  return (
    <>
      You&apos;re on the Free plan. Upgrade to rename categories, extract tasks from your journal
      and generate vision board images.
    </>
  );
}

/** The plan as the page last read it; null when it could not be read. */
export function SubscriptionStatusCard({ status }: { status: SubscriptionDto | null }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h2 className="flex items-center gap-2 leading-none font-semibold">
            <Crown className="size-5 text-primary" aria-hidden />
            Subscription
            {status && (
              <Badge variant={status.active ? "default" : "secondary"} data-testid="plan-badge">
                {status.active ? "Premium" : "Free"}
              </Badge>
            )}
          </h2>
          <div className="text-sm text-muted-foreground">
            {status ? <StatusLine status={status} /> : "Couldn't load your subscription."}
          </div>
          {status?.provider === "demo" && (
            <p className="text-xs text-muted-foreground">
              Demo mode: payments are simulated, no card is charged.
            </p>
          )}
        </div>
        {status && (
          <Button
            asChild
            variant={status.active ? "outline" : "default"}
            size="sm"
            className="self-start sm:self-center"
          >
            <AppLink href="/subscribe">
              {status.active ? "Manage Subscription" : "Upgrade to Premium"}
            </AppLink>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
