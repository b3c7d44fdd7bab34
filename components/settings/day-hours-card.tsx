"use client";
// Issue 47: the hours quick add gives "tomorrow morning", "Saturday afternoon", "Friday evening"
// and "tonight" (defaults 09:00, 14:00, 18:00, 20:00).
import { useState } from "react";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DayHours } from "@/lib/quick-add/deadline";
import type { SettingsDto } from "@/lib/settings/shapes";
import { isClockTime } from "@/lib/time/clock";
import { useSettingsSave } from "./use-settings-save";

const PARTS: { part: keyof DayHours; label: string; example: string }[] = [
  { part: "morning", label: "Morning", example: "tomorrow morning" },
  { part: "afternoon", label: "Afternoon", example: "Friday afternoon" },
  { part: "evening", label: "Evening", example: "Saturday evening" },
  { part: "night", label: "Night", example: "tonight" },
];

type Props = { hours: DayHours; onSaved: (settings: SettingsDto) => void };

export function DayHoursCard({ hours: saved, onSaved }: Props) {
  const [hours, setHours] = useState(saved);
  const { saving, save } = useSettingsSave(onSaved, "Failed to save your hours");
  const valid = PARTS.every(({ part }) => isClockTime(hours[part]));
  const changed = PARTS.some(({ part }) => hours[part] !== saved[part]);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Parts of the day</CardTitle>
        <CardDescription>
          The time a task gets when you type “tomorrow morning”, “Saturday evening” or “tonight”.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          {PARTS.map(({ part, label, example }) => (
            <div key={part} className="space-y-1">
              <Label htmlFor={`day-hour-${part}`}>{label}</Label>
              <Input
                id={`day-hour-${part}`}
                type="time"
                value={hours[part]}
                aria-describedby={`day-hour-${part}-example`}
                onChange={(e) => setHours({ ...hours, [part]: e.target.value })}
              />
              <p id={`day-hour-${part}-example`} className="text-xs text-muted-foreground">
                “{example}”
              </p>
            </div>
          ))}
        </div>
        <Button
          type="button"
          disabled={saving || !changed || !valid}
          onClick={() =>
            void save({ dayHours: hours }, (s) => ({
              title: "Hours saved",
              description: `Morning ${s.dayHours.morning}, afternoon ${s.dayHours.afternoon}, evening ${s.dayHours.evening}, night ${s.dayHours.night}.`,
            }))
          }
        >
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Save hours
        </Button>
      </CardContent>
    </Card>
  );
}
