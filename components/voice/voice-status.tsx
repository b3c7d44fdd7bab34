"use client";

import { Loader2, Square } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { formatElapsed, type SpeechStatus } from "./use-speech-recognition";
import { VoiceStartButton, VoiceUnsupported } from "./voice-start-button";

type Props = {
  status: SpeechStatus;
  elapsed: number;
  liveText?: string;
  onStart: () => void;
  onStop: () => void;
  disabled?: boolean;
};

/** The voice states of spec §2: unsupported, idle, recording (pulsing mm:ss + Stop), processing. */
export function VoiceStatus({ status, elapsed, liveText, onStart, onStop, disabled }: Props) {
  if (status === "unsupported") {
    return <VoiceUnsupported />;
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
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <span
            className="flex items-center gap-2 text-sm font-medium text-destructive"
            role="status"
          >
            <span className="size-2.5 animate-pulse rounded-full bg-destructive" aria-hidden />
            <span className="animate-pulse">Recording {formatElapsed(elapsed)}</span>
          </span>
          <Button type="button" size="sm" variant="destructive" onClick={onStop}>
            <Square aria-hidden />
            Stop
          </Button>
        </div>
        {liveText && (
          <p
            className="line-clamp-3 text-sm italic text-muted-foreground"
            data-testid="voice-live-text"
          >
            {liveText}
          </p>
        )}
      </div>
    );
  }
  return <VoiceStartButton onClick={onStart} disabled={disabled} />;
}
