"use client";
// The zone "today", "tomorrow" and every due chip are read in. Stored from the browser on the
// first sign-in; changed here when the user moves or signed up while travelling.
import { startTransition, useEffect, useMemo, useState } from "react";
import { Globe, Loader2 } from "@/components/ui/icons";
import { whenIdle } from "@/components/ui/deferred-loading";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import type { SettingsDto } from "@/lib/settings/shapes";
import { useSettingsSave, zoneLabel } from "./use-settings-save";

/** Every zone the browser knows, with the saved one first if the list lacks it (an older browser). */
function zoneList(saved: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = all.includes("UTC") ? all : ["UTC", ...all];
  return zones.includes(saved) ? zones : [saved, ...zones];
}

/**
 * The device's zone, read once the page is idle after hydration: the page's first DateTimeFormat
 * loads the browser's time-zone data, 70–100 ms on a phone, and reading it during hydration (as a
 * store snapshot did) made it part of the settings page's longest task (issue 30).
 */
function useDeviceZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(
    () =>
      whenIdle(() =>
        startTransition(() => setZone(Intl.DateTimeFormat().resolvedOptions().timeZone)),
      ),
    [],
  );
  return zone;
}

type Props = { timeZone: string; onSaved: (settings: SettingsDto) => void };

export function TimeZoneCard({ timeZone, onSaved }: Props) {
  const [zone, setZone] = useState(timeZone);
  const { saving, save: saveSettings } = useSettingsSave(onSaved, "Failed to save time zone");
  // The server's and the browser's zone lists can differ, and the device's zone is only known
  // here: both are read after hydration, so the first render matches the server's.
  const browserZone = useDeviceZone();
  const zones = useMemo(
    () => (browserZone ? zoneList(timeZone) : [timeZone]),
    [browserZone, timeZone],
  );

  const save = async (next: string) => {
    const saved = await saveSettings({ timeZone: next }, (z) => ({
      title: "Time zone saved",
      description: `Due dates now follow ${zoneLabel(z.timeZone)}.`,
    }));
    if (saved) setZone(saved.timeZone);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden />
          Time Zone
        </CardTitle>
        <CardDescription>
          &ldquo;Today&rdquo;, &ldquo;tomorrow&rdquo; and every due date are read in this zone.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="time-zone">Time zone</Label>
          <select
            id="time-zone"
            value={zone}
            onChange={(e) => setZone(e.target.value)}
            className="border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] md:text-sm"
          >
            {zones.map((z) => (
              <option key={z} value={z}>
                {zoneLabel(z)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            onClick={() => void save(zone)}
            disabled={saving || zone === timeZone}
          >
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            Save time zone
          </Button>
          {browserZone && browserZone !== timeZone && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void save(browserZone)}
              disabled={saving}
            >
              Use this device&rsquo;s zone ({zoneLabel(browserZone)})
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
