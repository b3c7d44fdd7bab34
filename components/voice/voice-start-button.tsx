"use client";

import type { ComponentProps } from "react";
import { Mic } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The idle state of Voice Input (spec §2). Light on purpose: pages show it before the recogniser loads. */
export function VoiceStartButton({
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, "children">) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className={cn("max-sm:min-w-11", className)}
      {...props}
    >
      <Mic aria-hidden />
      {/* A phone shows the microphone alone (the name is still read out): the quick add's buttons
          and its Task | Habit switch share one line there (issue 47 item 8). */}
      <span className="max-sm:sr-only">Voice Input</span>
    </Button>
  );
}

export function VoiceUnsupported() {
  return <p className="text-sm text-muted-foreground">Voice input not supported in your browser</p>;
}
