"use client";

import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { queryKeys } from "@/lib/api/query-keys";
import type { SettingsDto } from "@/lib/settings/rules";
import { PageHeading } from "@/components/layout/page-heading";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useRefreshPremium } from "@/components/billing/use-subscription";
import { refreshAfterPayment } from "@/components/billing/subscription-actions";
import { SubscriptionStatusCard } from "./subscription-status-card";
import { SettingsForm } from "./settings-form";
import { ChangePasswordCard } from "./change-password-card";
import { YourDataCard } from "./your-data-card";

export const SETTINGS_LOAD_ERROR = "There was an error loading your settings. Please try refreshing the page.";

function CardSkeleton({ rows }: { rows: number }) {
  return (
    <Card>
      <CardHeader>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-64" />
      </CardHeader>
      <CardContent className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * Stripe sends the browser back here (return address origin + /settings) when a payment method
 * needed a redirect; its result arrives in the query string.
 */
function usePaymentReturn(redirectStatus: string | undefined) {
  const router = useRouter();
  const refresh = useRefreshPremium();
  const handled = useRef(false);
  useEffect(() => {
    if (!redirectStatus || handled.current) return;
    handled.current = true;
    router.replace("/settings", { scroll: false });
    if (redirectStatus === "succeeded" || redirectStatus === "processing") {
      refreshAfterPayment()
        .then(refresh)
        .then(() => toast({ title: "Subscription Active", description: "Welcome to Premium! Your premium features are unlocked." }))
        .catch(() => toast({ title: "Payment Failed", description: "An unexpected error occurred", variant: "destructive" }));
    } else {
      toast({ title: "Payment Failed", description: "There was a problem with your payment", variant: "destructive" });
    }
  }, [redirectStatus, refresh, router]);
}

export function SettingsScreen({ redirectStatus }: { redirectStatus?: string }) {
  const { data: settings, isPending, isError, dataUpdatedAt } = useQuery<SettingsDto>({ queryKey: queryKeys.settings });
  usePaymentReturn(redirectStatus);

  return (
    <>
      <PageHeading title="Settings" subtitle="Your plan, your life areas and your data." />
      <div className="space-y-6">
        <SubscriptionStatusCard />
        {isPending ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <CardSkeleton rows={4} />
            <CardSkeleton rows={8} />
          </div>
        ) : isError ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
            {SETTINGS_LOAD_ERROR}
          </p>
        ) : (
          // A fresh form whenever the saved settings change (after save, after premium changes).
          <SettingsForm key={dataUpdatedAt} settings={settings} />
        )}
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ChangePasswordCard />
          <YourDataCard />
        </div>
      </div>
    </>
  );
}
