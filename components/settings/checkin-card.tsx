"use client";
// How often the dashboard offers a satisfaction check-in (issue 45): a week, a month, a quarter, or never.
import { useState } from "react";
import { Loader2, Scale } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import type { SettingsDto } from "@/lib/settings/shapes";
import { CHECKIN_EVERY, CHECKIN_EVERY_LABELS, type CheckinEvery } from "@/lib/checkins/shapes";
import { useSettingsSave } from "./use-settings-save";

type Props = { every: CheckinEvery; onSaved: (settings: SettingsDto) => void };

export function CheckinCard({ every: savedEvery, onSaved }: Props) {
  const [every, setEvery] = useState(savedEvery);
  const { saving, save } = useSettingsSave(onSaved, "Failed to save check-ins");
  const onSave = () =>
    save({ checkinEvery: every }, (saved) => ({
      title: saved.checkinEvery === "off" ? "Check-ins off" : "Check-ins saved",
      description:
        saved.checkinEvery === "off"
          ? "The dashboard will not offer a check-in."
          : `The dashboard offers one ${CHECKIN_EVERY_LABELS[saved.checkinEvery].toLowerCase()}.`,
    }));
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Scale className="size-5 text-primary" aria-hidden />
          Satisfaction Check-ins
        </CardTitle>
        <CardDescription>
          How satisfied are you with each area, from 1 to 10? A minute, on your rhythm.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor="checkin-every">Offer a check-in</Label>
          <select
            id="checkin-every"
            aria-describedby="checkin-every-hint"
            value={every}
            onChange={(e) => setEvery(e.target.value as CheckinEvery)}
            className="border-input dark:bg-input/30 h-9 w-full rounded-md border bg-transparent px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] md:text-sm"
          >
            {CHECKIN_EVERY.map((e) => (
              <option key={e} value={e}>
                {CHECKIN_EVERY_LABELS[e]}
              </option>
            ))}
          </select>
          <p className="text-sm text-muted-foreground" id="checkin-every-hint">
            When one is due, you get one reminder at your reminder hour: on your devices with push
            reminders, or else in your daily e-mail if you turned it on.
          </p>
        </div>
        <Button
          type="button"
          onClick={() => void onSave()}
          disabled={saving || every === savedEvery}
        >
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          Save check-ins
        </Button>
      </CardContent>
    </Card>
  );
}
