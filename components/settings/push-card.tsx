"use client";
// "Notifications on this device": push reminders at the due time (issue 28). Loaded on demand
// from the Settings screen. Turning it on asks the browser's permission and subscribes this
// browser; the list shows every device of the account; the lead applies to all of them.
// Unsupported browsers, a refused permission and a server without push keys are explained here,
// with the daily e-mail as the fallback.
import { useCallback, useEffect, useState } from "react";
import { Bell, Loader2, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { ApiRequestError, apiJson, apiRequest, serverMessage } from "@/lib/api/client";
import { leadLabel, PUSH_LEADS } from "@/lib/settings/push-lead";
import {
  currentSubscription,
  PushSetupError,
  pushSupport,
  turnOff,
  turnOn,
  type Device,
  type PushSetupFailure,
} from "@/components/settings/push-browser";
import type { SettingsDto } from "@/lib/settings/shapes";
import { useSettingsSave } from "./use-settings-save";

const PUSH_UNSUPPORTED =
  "This browser cannot show notifications from Balance. The daily e-mail reminder still works.";
const PUSH_IOS =
  "On iPhone and iPad, notifications work in the installed app: tap Share, then Add to Home Screen, and open Balance from there. The daily e-mail reminder works everywhere.";
const PUSH_DENIED =
  "Notifications are blocked for this site. Allow them in your browser's site settings, or use the daily e-mail reminder.";
const PUSH_OFF_SERVER =
  "Push notifications are not set up on this server. The daily e-mail reminder still works.";

/** Issue 47: what happened when turning notifications on failed, and what to do (shown in the card). */
const SETUP_FAILED: Record<Exclude<PushSetupFailure, "denied">, string> = {
  dismissed:
    "Notifications are not on: the browser's question was closed or never shown (a private window does not ask). Choose “Turn on notifications” again and allow them, or use the daily e-mail reminder.",
  "no-worker":
    "Notifications are not on: the page's background helper is not running yet. Reload the page and try again.",
  unavailable:
    "Notifications are not on: this browser has no push service here (private windows and some privacy settings turn it off). Use a normal window, or the daily e-mail reminder.",
  timeout:
    "Notifications are not on: the browser's push service did not answer within 10 seconds. Check your connection and try again.",
};

/** What a failed "Turn on" says. */
function setupFailure(err: unknown): string {
  if (err instanceof PushSetupError && err.code !== "denied") return SETUP_FAILED[err.code];
  return `Notifications are not on: ${serverMessage(err, "the server could not register this device.")} Try again later.`;
}

/**
 * What is true of reminders now, in the card (issue 47: a long explanation stays in the page, not
 * in a toast that vanishes): only what holds for this device.
 */
function reminderSummary(minutes: number, thisDevice: boolean, devices: number): string {
  const when = minutes === 0 ? "at a task's time" : `${minutes} minutes before a task's time`;
  if (thisDevice) return `Reminders come ${when} on this device.`;
  return devices > 0
    ? `Reminders come ${when} on your devices with notifications on. This device has them off: turn them on above.`
    : `No device has notifications on yet: turn them on above to get reminders ${when}.`;
}

type Props = { lead: number; onSaved: (settings: SettingsDto) => void };
type State = { key: string | null; serverOff: boolean; devices: Device[]; endpoint: string | null };

/** What the card shows: the server's key (or that push is off), the account's devices, this browser's endpoint. */
async function fetchState(support: ReturnType<typeof pushSupport>): Promise<State> {
  let key: string | null = null;
  let serverOff = false;
  try {
    key = (await apiJson<{ publicKey: string }>("GET", "/api/push/key")).publicKey;
  } catch (err) {
    serverOff = err instanceof ApiRequestError && err.status === 503;
  }
  const devices = await apiJson<Device[]>("GET", "/api/push/subscriptions").catch(() => []);
  const sub = support === "supported" ? await currentSubscription().catch(() => null) : null;
  return { key, serverOff, devices, endpoint: sub?.endpoint ?? null };
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function PushCard({ lead: savedLead, onSaved }: Props) {
  const support = pushSupport();
  const [state, setState] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [denied, setDenied] = useState(
    support === "supported" && Notification.permission === "denied",
  );
  const [lead, setLead] = useState(savedLead);
  const { saving, save } = useSettingsSave(onSaved, "Failed to save notifications");

  const load = useCallback(() => fetchState(support).then(setState), [support]);

  useEffect(() => {
    let live = true;
    void fetchState(support).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [support]);

  const thisDevice = state?.devices.find((d) => d.endpoint === state.endpoint);

  const toggle = async () => {
    if (!state) return;
    setBusy(true);
    setFailure(null);
    try {
      if (thisDevice) {
        await turnOff(state.devices);
        toast({ title: "Notifications off" });
      } else if (state.key) {
        await turnOn(state.key);
        toast({ title: "Notifications on" });
      }
      await load();
    } catch (err) {
      if (err instanceof PushSetupError && err.code === "denied") setDenied(true);
      else
        setFailure(
          thisDevice
            ? "Notifications are still on: this device could not be removed. Try again later."
            : setupFailure(err),
        );
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number) => {
    try {
      await apiRequest("DELETE", `/api/push/subscriptions/${id}`);
      if (id === thisDevice?.id) await (await currentSubscription())?.unsubscribe();
      await load();
    } catch (err) {
      toast({
        title: "Failed to remove the device",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    }
  };

  const explanation =
    support === "ios-not-installed"
      ? PUSH_IOS
      : support === "unsupported"
        ? PUSH_UNSUPPORTED
        : state?.serverOff
          ? PUSH_OFF_SERVER
          : denied && !thisDevice
            ? PUSH_DENIED
            : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden />
          Notifications on this device
        </CardTitle>
        <CardDescription>
          A notification when a task is due, with Done and Snooze on it. Tasks without a time come
          together at your reminder hour.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!state ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Checking this device…
          </p>
        ) : (
          <>
            {explanation ? (
              <p
                role="status"
                className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
              >
                {explanation}
              </p>
            ) : (
              <Button
                type="button"
                onClick={() => void toggle()}
                disabled={busy}
                variant={thisDevice ? "outline" : "default"}
              >
                {busy && <Loader2 className="animate-spin" aria-hidden />}
                {thisDevice ? "Turn off on this device" : "Turn on notifications"}
              </Button>
            )}
            {failure && !explanation && (
              <p
                role="alert"
                data-testid="push-failure"
                className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
              >
                {failure}
              </p>
            )}
            <div className="space-y-1">
              <Label htmlFor="push-lead">Remind me</Label>
              <div className="flex gap-2">
                <select
                  id="push-lead"
                  value={lead}
                  onChange={(e) => setLead(Number(e.target.value))}
                  className="border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] md:text-sm"
                >
                  {PUSH_LEADS.map((m) => (
                    <option key={m} value={m}>
                      {leadLabel(m)}
                    </option>
                  ))}
                </select>
                <Button
                  type="button"
                  variant="outline"
                  disabled={saving || lead === savedLead}
                  onClick={() =>
                    void save({ pushLeadMinutes: lead }, () => ({
                      title: thisDevice ? "Notifications saved" : "Reminder time saved",
                    }))
                  }
                >
                  Save
                </Button>
              </div>
              <p role="status" data-testid="push-summary" className="text-sm text-muted-foreground">
                {reminderSummary(savedLead, !!thisDevice, state.devices.length)}
              </p>
            </div>
            {state.devices.length > 0 && (
              <ul
                aria-label="Devices with notifications"
                className="divide-y rounded-md border text-sm"
              >
                {state.devices.map((d) => (
                  <li key={d.id} className="flex items-center justify-between gap-2 p-2">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        {d.label}
                        {d.id === thisDevice?.id && (
                          <span className="ml-1 text-muted-foreground">(this device)</span>
                        )}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        Added {dateText(d.createdAt)} ·{" "}
                        {d.lastSuccessAt
                          ? `last notification ${dateText(d.lastSuccessAt)}`
                          : "no notification yet"}
                      </p>
                      {d.failingSince && (
                        <p className="text-xs text-destructive">
                          Not reachable since {dateText(d.failingSince)}: reminders to it are paused
                          and tried again every hour. Remove it, or turn notifications on again on
                          that device.
                        </p>
                      )}
                    </div>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${d.label}`}
                      onClick={() => void remove(d.id)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
