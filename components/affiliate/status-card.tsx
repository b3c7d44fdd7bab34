import { AppLink } from "@/components/ui/app-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LocalDate } from "@/components/layout/local-date";
import type { AffiliateStatusDto } from "@/lib/referrals/affiliate";

export function StatusCard({ data }: { data: AffiliateStatusDto }) {
  const { subscription, referredBy } = data;
  return (
    <Card aria-labelledby="affiliate-status-title">
      <CardHeader>
        <CardTitle level={2} id="affiliate-status-title" className="text-xl">
          Your Subscription Status
        </CardTitle>
        <CardDescription>Free months from referrals count as Premium.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm text-muted-foreground">Status</span>
          <Badge
            variant={subscription.active ? "default" : "secondary"}
            data-testid="affiliate-status"
          >
            {subscription.active ? "Active" : "Inactive"}
          </Badge>
        </div>
        {subscription.expiresAt && (
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-muted-foreground">Expires On</span>
            <LocalDate iso={subscription.expiresAt} className="text-sm font-medium" />
          </div>
        )}
        {referredBy && (
          <div className="space-y-2 rounded-lg bg-muted/60 p-4 text-sm">
            <p className="text-muted-foreground">You were referred by:</p>
            <p className="font-medium break-all" data-testid="referred-by">
              {referredBy.email}
            </p>
            <p className="text-muted-foreground">
              Joined on{" "}
              <LocalDate iso={referredBy.joinDate} className="font-medium text-foreground" />
            </p>
          </div>
        )}
        {data.referralNote && (
          <p className="text-sm text-muted-foreground" data-testid="referral-note">
            {data.referralNote}
          </p>
        )}
        {!subscription.active && (
          <Button asChild variant="outline" className="w-full">
            <AppLink href="/subscribe">See Premium plans</AppLink>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
