"use client";
// Daily reminder e-mail: on or off, and the hour (in the account's time zone) it comes at.
import { useState } from "react";
import { Bell, Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { SettingsDto } from "@/lib/settings/shapes";
import { useSettingsSave, zoneLabel } from "./use-settings-save";

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;

type Props = {
  enabled: boolean;
  hour: number;
  timeZone: string;
  onSaved: (settings: SettingsDto) => void;
};

export function ReminderCard({ enabled: savedEnabled, hour: savedHour, timeZone, onSaved }: Props) {
  const [enabled, setEnabled] = useState(savedEnabled);
  const [hour, setHour] = useState(savedHour);
  const { saving, save: saveSettings } = useSettingsSave(onSaved, "Failed to save reminders");
  const changed = enabled !== savedEnabled || hour !== savedHour;

  const save = () =>
    saveSettings({ remindersEnabled: enabled, reminderHour: hour }, (saved) => ({
      title: saved.remindersEnabled ? "Reminders on" : "Reminders off",
      description: saved.remindersEnabled
        ? `Each day at ${hourLabel(saved.reminderHour)} (${zoneLabel(saved.timeZone)}) when tasks are due or overdue.`
        : "You will get no reminder e-mails.",
    }));

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden />
          Daily Reminder
        </CardTitle>
        <CardDescription>
          One e-mail a day with the tasks due today and overdue. Nothing on a day with none.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-2">
          <Checkbox id="reminders-enabled" checked={enabled} onCheckedChange={setEnabled} />
          <Label htmlFor="reminders-enabled" className="font-normal">
            E-mail me my tasks every day
          </Label>
        </div>
        <div className="space-y-1">
          <Label htmlFor="reminder-hour">At ({zoneLabel(timeZone)})</Label>
          <select
            id="reminder-hour"
            value={hour}
            disabled={!enabled}
            onChange={(e) => setHour(Number(e.target.value))}
            className="border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] disabled:opacity-50 md:text-sm"
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" onClick={() => void save()} disabled={saving || !changed}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Save reminders
        </Button>
      </CardContent>
    </Card>
  );
}
