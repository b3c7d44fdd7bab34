"use client";
// "Your calendars" (issue 44): subscribe to a calendar by its secret iCal address, see how each
// one is doing in words, choose its default area, count it in the balance or not (issue 44 item 5:
// docs/decisions/calendar-balance.md), refresh it now, or remove it. Loaded on demand from the
// Settings screen.
import { useCallback, useEffect, useState } from "react";
import { CalendarDays, Loader2, RefreshCw, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { CategorySelect } from "@/components/tasks/category-select";
import { apiJson, serverMessage } from "@/lib/api/client";
import { categoryLabel, type Category } from "@/lib/categories";
import { namesInForce, type SettingsDto } from "@/lib/settings/shapes";
import { calendarStatusText, MAX_CALENDARS, type CalendarDto } from "@/lib/calendars/shapes";

/** `settings` names the areas as the user does (Settings has no React Query: it reads them from the page). */
export function YourCalendarsCard({ settings }: { settings: SettingsDto | null }) {
  const names = namesInForce(settings);
  const label = (category: string) => categoryLabel(category, names);
  const [calendars, setCalendars] = useState<CalendarDto[] | null>(null);
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(
    () =>
      apiJson<CalendarDto[]>("GET", "/api/calendars")
        .then(setCalendars)
        .catch(() => setCalendars([])),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (next: CalendarDto) => {
    setCalendars((list) => list?.map((c) => (c.id === next.id ? next : c)) ?? null);
  };

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    setAdding(true);
    setError(null);
    try {
      const added = await apiJson<CalendarDto>("POST", "/api/calendars", {
        url: url.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
      });
      setCalendars((list) => [...(list ?? []), added]);
      setUrl("");
      setName("");
      toast({
        title: "Calendar added",
        description: `${added.name}: ${added.events} ${added.events === 1 ? "event" : "events"}.`,
      });
    } catch (err) {
      setError(serverMessage(err, "The calendar could not be added. Please try again."));
    } finally {
      setAdding(false);
    }
  };

  const change = async (
    c: CalendarDto,
    patch: Partial<Pick<CalendarDto, "category" | "countInBalance">>,
  ) => {
    setBusy(c.id);
    try {
      replace(await apiJson<CalendarDto>("PATCH", `/api/calendars/${c.id}`, patch));
    } catch (err) {
      toast({
        title: "Not saved",
        description: serverMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const refresh = async (c: CalendarDto) => {
    setBusy(c.id);
    try {
      const next = await apiJson<CalendarDto>("POST", `/api/calendars/${c.id}/refresh`);
      replace(next);
      toast({ title: `${next.name} refreshed`, description: calendarStatusText(next) });
    } catch (err) {
      toast({
        title: "Not refreshed",
        description: serverMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (c: CalendarDto) => {
    if (!window.confirm(`Remove "${c.name}" and its events from Balance?`)) return;
    setBusy(c.id);
    try {
      await apiJson("DELETE", `/api/calendars/${c.id}`);
      setCalendars((list) => list?.filter((x) => x.id !== c.id) ?? null);
      toast({ title: "Calendar removed", description: `${c.name} and its events are gone.` });
    } catch (err) {
      toast({
        title: "Not removed",
        description: serverMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const full = (calendars?.length ?? 0) >= MAX_CALENDARS;

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <CalendarDays className="size-5 text-primary" aria-hidden />
            Your calendars
          </h2>
        </CardTitle>
        <CardDescription>
          See your meetings and appointments beside your tasks. Paste a calendar&apos;s secret
          address: Google&apos;s &ldquo;Secret address in iCal format&rdquo;, Outlook&apos;s
          published ICS link or iCloud&apos;s public calendar link. Balance only reads it, every 15
          minutes.{" "}
          <span id="calendar-balance-hint">
            With &ldquo;Count in my balance&rdquo; on, its busy events add their time to your wheel,
            Insights and weekly review.
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {calendars === null ? (
          <p className="text-sm text-muted-foreground">Loading your calendars…</p>
        ) : calendars.length === 0 ? (
          <p className="text-sm text-muted-foreground">No calendars yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Your calendars">
            {calendars.map((c) => (
              <li key={c.id} className="space-y-2 rounded-lg border p-3">
                <div className="flex flex-wrap items-start gap-2">
                  <span
                    className="mt-1.5 size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: c.color }}
                    aria-hidden
                  />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-medium break-words">{c.name}</h3>
                    <p className="text-xs break-all text-muted-foreground">{c.url}</p>
                    <p
                      className={
                        c.status === "ok" || c.status === "pending"
                          ? "text-sm text-muted-foreground"
                          : "text-sm text-destructive"
                      }
                      data-testid="calendar-status"
                    >
                      {calendarStatusText(c)}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <div className="flex items-center gap-2">
                    <Label htmlFor={`calendar-area-${c.id}`} className="font-normal">
                      Area
                    </Label>
                    <CategorySelect
                      id={`calendar-area-${c.id}`}
                      value={c.category}
                      onChange={(category: Category) => void change(c, { category })}
                      label={label}
                      className="w-44"
                      disabled={busy === c.id}
                    />
                  </div>
                  <div className="flex items-center gap-2">
                    <Switch
                      id={`calendar-balance-${c.id}`}
                      checked={c.countInBalance}
                      onCheckedChange={(countInBalance) => void change(c, { countInBalance })}
                      disabled={busy === c.id}
                      aria-describedby="calendar-balance-hint"
                    />
                    <Label htmlFor={`calendar-balance-${c.id}`} className="font-normal">
                      Count in my balance
                    </Label>
                  </div>
                  <div className="ml-auto flex gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => void refresh(c)}
                      disabled={busy === c.id}
                      aria-label={`Refresh ${c.name} now`}
                    >
                      {busy === c.id ? (
                        <Loader2 className="size-4 animate-spin" aria-hidden />
                      ) : (
                        <RefreshCw className="size-4" aria-hidden />
                      )}
                      Refresh now
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => void remove(c)}
                      disabled={busy === c.id}
                      aria-label={`Remove ${c.name}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {full ? (
          <p className="text-sm text-muted-foreground">
            You have {MAX_CALENDARS} calendars, the most Balance can follow. Remove one to add
            another.
          </p>
        ) : (
          <form onSubmit={(e) => void add(e)} className="space-y-3" aria-label="Add a calendar">
            <div className="space-y-1">
              <Label htmlFor="calendar-url">Calendar address</Label>
              <Input
                id="calendar-url"
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "calendar-error" : undefined}
                required
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="calendar-name">Name (optional)</Label>
              <Input
                id="calendar-name"
                value={name}
                maxLength={100}
                placeholder="Work"
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            {error && (
              <p id="calendar-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button type="submit" disabled={adding || !url.trim()}>
              {adding && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Add calendar
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
