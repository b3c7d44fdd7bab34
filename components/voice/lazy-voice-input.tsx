"use client";

import { lazy, Suspense, useState, type ComponentProps } from "react";
import { useSpeechSupported } from "./speech-support";
import { VoiceStartButton, VoiceUnsupported } from "./voice-start-button";

const load = () => import("./voice-input");
const VoiceInput = lazy(load);

/**
 * Voice Input whose recogniser code loads on first use: until then, the same button (or the
 * "not supported" line). Pointing at it starts the download; the click mounts the recogniser,
 * which starts recording at once.
 */
export function LazyVoiceInput(props: Omit<ComponentProps<typeof VoiceInput>, "autoStart">) {
  const supported = useSpeechSupported();
  const [started, setStarted] = useState(false);
  if (!supported) return <VoiceUnsupported />;
  if (!started) {
    return (
      <VoiceStartButton
        onClick={() => setStarted(true)}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        disabled={props.disabled}
      />
    );
  }
  return (
    <Suspense fallback={<VoiceStartButton disabled />}>
      <VoiceInput {...props} autoStart />
    </Suspense>
  );
}
