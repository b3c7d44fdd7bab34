"use client";

import { useRef, useState } from "react";
import { CalendarDays, Copy, Loader2, RefreshCw } from "@/components/ui/icons";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { FeedLink } from "@/lib/calendar/token";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { copyText } from "@/components/affiliate/share";

const APPS = [
  { app: "Google Calendar", steps: "Other calendars → + → From URL" },
  { app: "Apple Calendar", steps: "File → New Calendar Subscription" },
  { app: "Outlook", steps: "Add calendar → Subscribe from web" },
];

/**
 * The private link calendar apps subscribe to. It is fetched only when asked for, so no feed
 * (and no secret) exists for users who never want one.
 */
export function CalendarFeedCard() {
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<"load" | "reset" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [renewed, setRenewed] = useState(false);
  // The confirm step replaces the button that opened it: focus goes back there on Cancel.
  const resetTrigger = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => resetTrigger.current?.focus());
  };

  const load = async () => {
    setBusy("load");
    try {
      setFeedUrl((await apiJson<FeedLink>("GET", "/api/calendar")).feedUrl);
    } catch (err) {
      toast({
        title: "Could not load your calendar link",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (!feedUrl) return;
    try {
      await copyText(feedUrl);
      toast({ title: "Link copied" });
    } catch {
      toast({
        title: "Error",
        description: "Could not copy the link. Select it and copy it by hand.",
        variant: "destructive",
      });
    }
  };

  const reset = async () => {
    setBusy("reset");
    try {
      setFeedUrl((await apiJson<FeedLink>("POST", "/api/calendar/reset")).feedUrl);
      setConfirming(false);
      setRenewed(true);
      toast({ title: "New link created" });
    } catch (err) {
      toast({
        title: "Could not reset the link",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden />
          Calendar feed
        </CardTitle>
        <CardDescription>
          See your open tasks with due dates in your calendar app. Calendar apps refresh the feed on
          their own schedule, from every few minutes to once a day.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {feedUrl ? (
          <div className="space-y-2">
            <Label htmlFor="calendar-feed-url">Your private calendar link</Label>
            <div className="flex gap-2">
              <Input
                id="calendar-feed-url"
                readOnly
                value={feedUrl}
                onFocus={(e) => e.currentTarget.select()}
                aria-describedby="calendar-feed-private"
                className="font-mono text-xs md:text-xs"
              />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden />
                Copy
              </Button>
            </div>
            <p id="calendar-feed-private" className="text-sm text-muted-foreground">
              Anyone with this link can see these tasks: keep it to yourself.
            </p>
            {renewed && (
              // Stays in the card (issue 47): a toast would vanish before it is read.
              <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
                This is a new link: the old one no longer works. Subscribe again with it in your
                calendar apps.
              </p>
            )}
          </div>
        ) : (
          <Button variant="outline" onClick={() => void load()} disabled={busy === "load"}>
            {busy === "load" && <Loader2 className="animate-spin" aria-hidden />}
            Show my calendar link
          </Button>
        )}

        <div className="text-sm">
          <p className="font-medium">To subscribe, paste the link in:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {APPS.map(({ app, steps }) => (
              <li key={app}>
                <span className="text-foreground">{app}</span>: {steps}
              </li>
            ))}
          </ul>
        </div>

        {feedUrl &&
          (confirming ? (
            <div
              role="group"
              aria-labelledby="calendar-reset-warning"
              className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3"
            >
              <p id="calendar-reset-warning" className="text-sm">
                Reset the link? The current link stops working at once, and calendars subscribed
                with it stop updating until you subscribe again with the new one.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="destructive"
                  onClick={() => void reset()}
                  disabled={busy === "reset"}
                >
                  {busy === "reset" ? (
                    <Loader2 className="animate-spin" aria-hidden />
                  ) : (
                    <RefreshCw aria-hidden />
                  )}
                  Reset link
                </Button>
                <Button variant="ghost" onClick={cancel} disabled={busy === "reset"} autoFocus>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <Button ref={resetTrigger} variant="outline" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden />
              Reset link
            </Button>
          ))}
      </CardContent>
    </Card>
  );
}
