"use client";

import { Check, Loader2 } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import {
  FREE_FEATURES,
  PREMIUM_FEATURES,
  PREMIUM_PERIOD_LABEL,
  PREMIUM_PRICE_LABEL,
} from "@/lib/billing/plans";
import type { SubscriptionDto } from "@/lib/billing/status";
import { cn } from "@/lib/utils";
import { LocalDate } from "@/components/layout/local-date";

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((f) => (
        <li key={f} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {f}
        </li>
      ))}
    </ul>
  );
}

type Props = { status: SubscriptionDto; onUpgrade: () => void; starting: boolean };

export function PlanCards({ status, onUpgrade, starting }: Props) {
  const paid =
    status.plan === "active" || status.plan === "canceling" || status.plan === "past_due";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card aria-labelledby="free-plan-title">
        <CardHeader>
          <CardTitle
            id="free-plan-title"
            className="flex items-center justify-between gap-2 text-xl"
          >
            Free Plan
            {!status.active && <Badge variant="secondary">Current Plan</Badge>}
          </CardTitle>
          <CardDescription>Everything you need to balance your life.</CardDescription>
        </CardHeader>
        <CardContent className="flex-1 space-y-4">
          <p className="text-3xl font-bold">
            $0
            <span className="text-base font-normal text-muted-foreground">
              /{PREMIUM_PERIOD_LABEL}
            </span>
          </p>
          <Features items={FREE_FEATURES} />
        </CardContent>
      </Card>

      <Card
        aria-labelledby="premium-plan-title"
        className={cn("border-primary/60", !paid && "ring-2 ring-primary/20")}
      >
        <CardHeader>
          <CardTitle
            id="premium-plan-title"
            className="flex items-center justify-between gap-2 text-xl"
          >
            Premium Plan
            {status.active && <Badge>Current Plan</Badge>}
          </CardTitle>
          <CardDescription>
            AI help for your journal, your own category names and vision boards.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex-1 space-y-4">
          <p className="text-3xl font-bold">
            {PREMIUM_PRICE_LABEL}
            <span className="text-base font-normal text-muted-foreground">
              /{PREMIUM_PERIOD_LABEL}
            </span>
          </p>
          <Features items={PREMIUM_FEATURES} />
          {!paid && status.freeUntil && (
            <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
              You have free premium from referrals until <LocalDate iso={status.freeUntil} />.
              Subscribing starts your paid plan today.
            </p>
          )}
        </CardContent>
        {!paid && (
          <CardFooter>
            <Button className="w-full" onClick={onUpgrade} disabled={starting}>
              {starting && <Loader2 className="animate-spin" aria-hidden />}
              Upgrade Now
            </Button>
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
