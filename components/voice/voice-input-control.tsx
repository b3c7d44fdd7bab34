"use client";

import { Loader2, Mic, Square } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatElapsed, type VoiceStatus } from "./use-speech-recognition";

type Props = { status: VoiceStatus; elapsed: number; onStart: () => void; onStop: () => void; disabled?: boolean };

/** The four voice states of spec §2: unsupported, idle, recording (mm:ss + Stop), processing. */
export function VoiceInputControl({ status, elapsed, onStart, onStop, disabled }: Props) {
  if (status === "unsupported") {
    return <p className="text-sm text-muted-foreground">Voice input not supported in your browser</p>;
  }
  if (status === "processing") {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Processing voice input...
      </p>
    );
  }
  if (status === "recording") {
    return (
      <div className="flex items-center gap-3">
        <span className="flex items-center gap-2 text-sm font-medium text-destructive" role="status">
          <span className="size-2.5 animate-pulse rounded-full bg-destructive" aria-hidden />
          Recording {formatElapsed(elapsed)}
        </span>
        <Button type="button" size="sm" variant="destructive" onClick={onStop}>
          <Square aria-hidden />
          Stop
        </Button>
      </div>
    );
  }
  return (
    <Button type="button" size="sm" variant="outline" onClick={onStart} disabled={disabled}>
      <Mic aria-hidden />
      Voice Input
    </Button>
  );
}
