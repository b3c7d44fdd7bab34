"use client";
// A button that opens the check-in dialog, whose code loads on the first click. Focus comes back to
// the button when the dialog closes, or, when the button went with the dialog (the dashboard's
// invitation disappears once the check-in is saved), to the wheel of life's heading.
import { lazy, Suspense, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { useSettings } from "@/components/settings/use-settings";
import { queryKeys } from "@/lib/api/query-keys";
import type { CheckinDto } from "@/lib/checkins/shapes";
import { todayIn } from "@/lib/time/clock";

const CheckinDialog = lazy(() =>
  import("./checkin-dialog").then((m) => ({ default: m.CheckinDialog })),
);
const preload = () => void import("./checkin-dialog");

export const WHEEL_OF_LIFE_HEADING = "wheel-of-life-heading";

export function CheckinButton({
  children,
  variant = "default",
}: {
  children: React.ReactNode;
  variant?: "default" | "outline";
}) {
  const { data: settings } = useSettings();
  const { data: checkins } = useQuery<CheckinDto[]>({ queryKey: queryKeys.checkins });
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const focusBack = () => {
    const target = opener.current?.isConnected
      ? opener.current
      : document.getElementById(WHEEL_OF_LIFE_HEADING);
    target?.focus();
  };
  return (
    <>
      <Button
        ref={opener}
        type="button"
        size="sm"
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CheckinDialog
            date={todayIn(settings?.timeZone ?? "UTC")}
            start={checkins?.[0]?.scores ?? null}
            onOpenChange={setOpen}
            onCloseFocus={focusBack}
          />
        </Suspense>
      )}
    </>
  );
}
