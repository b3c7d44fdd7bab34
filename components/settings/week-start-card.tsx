"use client";
// The first day of the user's week (issue 46): a habit's weekly target ("3 times a week"), its
// weekly streak and its ring count in weeks that start on this day.
import { useState } from "react";
import { CalendarDays, Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import type { SettingsDto } from "@/lib/settings/shapes";
import { WEEK_START_LABELS, WEEK_STARTS, type ChosenWeekStart } from "@/lib/time/week-start";
import { useSettingsSave } from "./use-settings-save";

type Props = { weekStart: ChosenWeekStart; onSaved: (settings: SettingsDto) => void };

export function WeekStartCard({ weekStart: saved, onSaved }: Props) {
  const [weekStart, setWeekStart] = useState(saved);
  const { saving, save } = useSettingsSave(onSaved, "Failed to save the week start");
  const onSave = () =>
    save({ weekStart }, (s) => ({
      title: "Week start saved",
      description: `Your weeks now start on ${WEEK_START_LABELS[s.weekStart]}.`,
    }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden />
          Week Start
        </CardTitle>
        <CardDescription>
          Weekly habits (&ldquo;3 times a week&rdquo;) and their streaks count in weeks that start
          on this day.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="week-start">Week starts on</Label>
          <select
            id="week-start"
            value={weekStart}
            onChange={(e) => setWeekStart(Number(e.target.value) as ChosenWeekStart)}
            className="border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] md:text-sm"
          >
            {WEEK_STARTS.map((d) => (
              <option key={d} value={d}>
                {WEEK_START_LABELS[d]}
              </option>
            ))}
          </select>
        </div>
        <Button
          type="button"
          onClick={() => void onSave()}
          disabled={saving || weekStart === saved}
        >
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Save week start
        </Button>
      </CardContent>
    </Card>
  );
}
