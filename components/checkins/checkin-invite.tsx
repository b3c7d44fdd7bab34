"use client";
// The dashboard's invitation to a satisfaction check-in, shown while one is due (Settings' checkinDue).
import { Scale } from "@/components/ui/icons";
import { Card, CardContent } from "@/components/ui/card";
import { useSettings } from "@/components/settings/use-settings";
import { CheckinButton } from "./checkin-button";

export function CheckinInvite() {
  const { data: settings } = useSettings();
  if (!settings?.checkinDue) return null;
  return (
    <Card className="border-primary/40 bg-primary/5" data-testid="checkin-invite">
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <Scale className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Time for a check-in</p>
            <p className="text-sm text-muted-foreground">
              How satisfied are you with each area of your life? It takes a minute.
            </p>
          </div>
        </div>
        <CheckinButton>Check in now</CheckinButton>
      </CardContent>
    </Card>
  );
}
