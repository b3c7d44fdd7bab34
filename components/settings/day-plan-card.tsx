"use client";
// Issue 47 item 6: what an unestimated task weighs (the wheels by time, the analysis, Plan today)
// and how long each weekday's plan may be (Plan today's default length). The API had both since
// issue 27; Settings had no place to change them.
import { useState } from "react";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SettingsDto } from "@/lib/settings/shapes";
import { ESTIMATE_MAX, ESTIMATE_MIN, formatMinutes } from "@/lib/time/rules";
import { useSettingsSave } from "./use-settings-save";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** Hours as typed ("2", "1.5", "0") → whole minutes, or null when not a length of a day. */
export function hoursToMinutes(text: string): number | null {
  if (!/^\d{1,2}(?:[.,]\d{1,2})?$/.test(text.trim())) return null;
  const minutes = Math.round(Number(text.trim().replace(",", ".")) * 60);
  return minutes >= 0 && minutes <= 24 * 60 ? minutes : null;
}

/** 150 → "2.5", 120 → "2", 20 → "0.33". */
export const minutesToHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

/** A whole number of minutes within the estimate bounds, or null. */
function estimateOf(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= ESTIMATE_MIN && n <= ESTIMATE_MAX ? n : null;
}

type Props = {
  defaultEstimate: number;
  dayMinutes: number[];
  onSaved: (settings: SettingsDto) => void;
};

export function DayPlanCard({ defaultEstimate, dayMinutes, onSaved }: Props) {
  const [estimate, setEstimate] = useState(String(defaultEstimate));
  const [hours, setHours] = useState(dayMinutes.map(minutesToHours));
  const { saving, save } = useSettingsSave(onSaved, "Failed to save your day");
  const estimateMinutes = estimateOf(estimate);
  const minutes = hours.map(hoursToMinutes);
  const valid = estimateMinutes !== null && minutes.every((m) => m !== null);
  const changed =
    estimateMinutes !== defaultEstimate || minutes.some((m, i) => m !== dayMinutes[i]);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Estimates and your day</CardTitle>
        <CardDescription>
          A task without an estimate counts as the default in the wheels by time and in Plan today.
          Plan today fills each day up to its length.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <Label htmlFor="default-estimate">Default estimate (minutes)</Label>
          <Input
            id="default-estimate"
            inputMode="numeric"
            className="w-28"
            value={estimate}
            aria-invalid={estimateMinutes === null}
            aria-describedby="default-estimate-help"
            onChange={(e) => setEstimate(e.target.value)}
          />
          <p id="default-estimate-help" className="text-xs text-muted-foreground">
            {estimateMinutes === null
              ? `A whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}.`
              : `Tasks without an estimate count as ${formatMinutes(estimateMinutes)}.`}
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Length of the day for Plan today (hours)</legend>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {WEEKDAYS.map((day, i) => (
              <div key={day} className="space-y-1">
                <Label htmlFor={`day-length-${day}`} className="text-xs">
                  {day}
                </Label>
                {/* Read out as the whole weekday's name; the label shows it short. */}
                <Input
                  id={`day-length-${day}`}
                  aria-label={WEEKDAY_NAMES[i]}
                  inputMode="decimal"
                  value={hours[i]}
                  aria-invalid={minutes[i] === null}
                  onChange={(e) => setHours(hours.map((h, j) => (j === i ? e.target.value : h)))}
                />
              </div>
            ))}
          </div>
          {minutes.some((m) => m === null) && (
            <p className="text-xs text-destructive" role="alert">
              Each day is a number of hours from 0 to 24, like 2 or 1.5.
            </p>
          )}
        </fieldset>
        <Button
          type="button"
          disabled={saving || !changed || !valid}
          onClick={() =>
            void save(
              { defaultEstimateMinutes: estimateMinutes!, dayMinutes: minutes as number[] },
              () => ({ title: "Day saved", description: "Plan today uses your new lengths." }),
            )
          }
        >
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Save day
        </Button>
      </CardContent>
    </Card>
  );
}
