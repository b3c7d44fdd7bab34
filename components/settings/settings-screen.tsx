"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import dynamic from "next/dynamic";
import { apiJson } from "@/lib/api/client";
import { namesInForce, type SettingsDto } from "@/lib/settings/shapes";
import type { SubscriptionDto } from "@/lib/billing/status";
import { PageHeading } from "@/components/layout/page-heading";
import { toast } from "@/components/ui/use-toast";
import { refreshAfterPayment } from "@/components/billing/subscription-actions";
import { SubscriptionStatusCard } from "./subscription-status-card";
import { SettingsForm } from "./settings-form";
import { ChangePasswordCard } from "./change-password-card";
import { YourDataCard } from "./your-data-card";
import { CalendarFeedCard } from "./calendar-feed-card";
import { TimeZoneCard } from "./time-zone-card";
import { ReminderCard } from "./reminder-card";
import { DayHoursCard } from "./day-hours-card";
import { DayPlanCard } from "./day-plan-card";
import { CheckinCard } from "./checkin-card";
import { WeekStartCard } from "./week-start-card";
import { ShortcutsCard } from "./shortcuts-card";
import { SettingsIndex, SettingsSection } from "./settings-sections";

// Push notifications need browser APIs and some code of their own: loaded on demand, in the browser only.
const PushCard = dynamic(() => import("./push-card").then((m) => m.PushCard), { ssr: false });
// Subscribed calendars (issue 44): on demand too.
const YourCalendarsCard = dynamic(
  () => import("./your-calendars-card").then((m) => m.YourCalendarsCard),
  { ssr: false },
);
// Import from another app (issue 43): its own code, loaded on demand.
const ImportCard = dynamic(
  () => import("@/components/import/import-card").then((m) => m.ImportCard),
  {
    ssr: false,
  },
);

const SETTINGS_LOAD_ERROR =
  "There was an error loading your settings. Please try refreshing the page.";

/**
 * Stripe sends the browser back here (return address origin + /settings) when a payment method
 * needed a redirect; its result arrives in the query string. `onPremium` gets the new status.
 */
function usePaymentReturn(
  redirectStatus: string | undefined,
  onPremium: (status: SubscriptionDto) => Promise<void>,
) {
  const router = useRouter();
  const handled = useRef(false);
  useEffect(() => {
    if (!redirectStatus || handled.current) return;
    handled.current = true;
    router.replace("/settings", { scroll: false });
    if (redirectStatus === "succeeded" || redirectStatus === "processing") {
      refreshAfterPayment()
        .then(onPremium)
        .then(() =>
          toast({
            title: "Subscription Active",
            description: "Welcome to Premium! Your premium features are unlocked.",
          }),
        )
        .catch(() =>
          toast({
            title: "Payment Failed",
            description: "An unexpected error occurred",
            variant: "destructive",
          }),
        );
    } else {
      toast({
        title: "Payment Failed",
        description: "There was a problem with your payment",
        variant: "destructive",
      });
    }
  }, [redirectStatus, onPremium, router]);
}

type Props = {
  initialSettings: SettingsDto | null;
  initialStatus: SubscriptionDto | null;
  redirectStatus?: string;
};

/** Rendered from the server's copy of the settings and plan; kept in state as they change here. */
export function SettingsScreen({ initialSettings, initialStatus, redirectStatus }: Props) {
  const [settings, setSettings] = useState(initialSettings);
  const [status, setStatus] = useState(initialStatus);
  // A fresh form whenever the saved settings change (after a save, after premium changes).
  const [formVersion, setFormVersion] = useState(0);
  const showSaved = useCallback((saved: SettingsDto) => {
    setSettings(saved);
    setFormVersion((v) => v + 1);
  }, []);
  // Premium unlocks the custom names: the settings are read again with the new plan.
  const onPremium = useCallback(
    async (next: SubscriptionDto) => {
      setStatus(next);
      showSaved(await apiJson<SettingsDto>("GET", "/api/settings"));
    },
    [showSaved],
  );
  usePaymentReturn(redirectStatus, onPremium);

  return (
    <>
      <PageHeading title="Settings" subtitle="Your plan, your life areas and your data." />
      <SettingsIndex settingsRead={settings !== null} />
      <div className="space-y-6">
        <SettingsSection id="plan" columns={false}>
          <SubscriptionStatusCard status={status} />
        </SettingsSection>
        <SettingsSection id="life-areas" columns={false}>
          {settings ? (
            // A card's save updates the page without a fresh form, so the other card's unsaved edits stay (issue 31).
            <SettingsForm key={formVersion} settings={settings} onSaved={setSettings} />
          ) : (
            <p
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
            >
              {SETTINGS_LOAD_ERROR}
            </p>
          )}
        </SettingsSection>
        {settings && (
          <SettingsSection id="your-day">
            <TimeZoneCard
              key={settings.timeZone}
              timeZone={settings.timeZone}
              onSaved={setSettings}
            />
            <WeekStartCard
              key={settings.weekStart}
              weekStart={settings.weekStart}
              onSaved={setSettings}
            />
            <DayPlanCard
              key={`${settings.defaultEstimateMinutes}-${settings.dayMinutes.join()}`}
              defaultEstimate={settings.defaultEstimateMinutes}
              dayMinutes={settings.dayMinutes}
              onSaved={setSettings}
            />
            <DayHoursCard
              key={Object.values(settings.dayHours).join()}
              hours={settings.dayHours}
              onSaved={setSettings}
            />
            <CheckinCard
              key={settings.checkinEvery}
              every={settings.checkinEvery}
              onSaved={setSettings}
            />
          </SettingsSection>
        )}
        {settings && (
          <SettingsSection id="reminders">
            <ReminderCard
              key={`${settings.remindersEnabled}-${settings.reminderHour}`}
              enabled={settings.remindersEnabled}
              hour={settings.reminderHour}
              timeZone={settings.timeZone}
              onSaved={setSettings}
            />
            <PushCard
              key={settings.pushLeadMinutes}
              lead={settings.pushLeadMinutes}
              onSaved={setSettings}
            />
          </SettingsSection>
        )}
        <SettingsSection id="calendars">
          <CalendarFeedCard />
          <YourCalendarsCard settings={settings} />
        </SettingsSection>
        <SettingsSection id="account">
          <ChangePasswordCard />
          {settings && <ShortcutsCard enabled={settings.keyboardShortcuts} onSaved={setSettings} />}
        </SettingsSection>
        <SettingsSection id="your-data">
          <ImportCard names={settings ? namesInForce(settings) : null} />
          <YourDataCard />
        </SettingsSection>
      </div>
    </>
  );
}
