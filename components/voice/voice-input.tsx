"use client";

import { useEffect } from "react";
import { useSpeechRecognition } from "./use-speech-recognition";
import { VoiceStatus } from "./voice-status";

type Props = {
  onFinished: (transcript: string) => Promise<void> | void;
  onError?: (message: string) => void;
  disabled?: boolean;
  /** Start recording as soon as it mounts: it was mounted by a click on Voice Input. */
  autoStart?: boolean;
};

/** The recogniser and its states (idle, recording with timer and live text, processing). */
export default function VoiceInput({ onFinished, onError, disabled, autoStart }: Props) {
  const voice = useSpeechRecognition({ onFinished, onError });
  const { start } = voice;
  useEffect(() => {
    if (autoStart) start();
  }, [autoStart, start]);
  return (
    <VoiceStatus
      status={voice.status}
      elapsed={voice.elapsed}
      liveText={voice.liveText}
      onStart={voice.start}
      onStop={voice.stop}
      disabled={disabled}
    />
  );
}
