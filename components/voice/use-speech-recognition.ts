"use client";
// Browser speech recognition (Web Speech API) with the states of spec §2: unsupported, idle,
// recording (with a seconds timer), processing. English (en-US), continuous, interim results.
import { useCallback, useEffect, useRef, useState } from "react";

export type VoiceStatus = "unsupported" | "idle" | "recording" | "processing";

type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionCtor = new () => Recognition;

export const RESTART_DELAY_MS = 100;

function recognitionCtor(): RecognitionCtor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** mm:ss for the recording timer. */
export function formatElapsed(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * `onFinished(transcript)` runs after Stop with everything heard; it may be async, and the hook
 * shows "processing" until it settles. An empty transcript is never passed on (spec §5).
 */
export function useSpeechRecognition(onFinished: (transcript: string) => Promise<void> | void) {
  const [status, setStatus] = useState<VoiceStatus>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [interim, setInterim] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const finalText = useRef("");
  const stopping = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  useEffect(() => {
    if (!recognitionCtor()) setStatus("unsupported");
    return () => recognition.current?.abort();
  }, []);

  // Timer ticks every second while recording.
  useEffect(() => {
    if (status !== "recording") return;
    const timer = setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [status]);

  const finish = useCallback(async () => {
    const transcript = finalText.current.trim();
    recognition.current = null;
    setInterim("");
    if (!transcript) {
      setStatus("idle");
      return;
    }
    setStatus("processing");
    try {
      await onFinishedRef.current(transcript);
    } finally {
      setStatus("idle");
    }
  }, []);

  const begin = useCallback(() => {
    const Ctor = recognitionCtor();
    if (!Ctor) return setStatus("unsupported");
    const r = new Ctor();
    r.lang = "en-US";
    r.continuous = true;
    r.interimResults = true;
    finalText.current = "";
    stopping.current = false;
    r.onresult = (e) => {
      let pending = "";
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const result = e.results[i]!;
        if (result.isFinal) finalText.current += `${result[0].transcript} `;
        else pending += result[0].transcript;
      }
      setInterim(pending);
    };
    r.onerror = (e) => {
      if (e.error === "not-allowed" || e.error === "service-not-allowed") setStatus("unsupported");
    };
    r.onend = () => {
      if (recognition.current === r) void finish();
    };
    recognition.current = r;
    setElapsed(0);
    setStatus("recording");
    r.start();
  }, [finish]);

  const start = useCallback(() => {
    if (recognition.current) {
      // Starting while recording stops the old session and starts afresh after ~100 ms.
      const old = recognition.current;
      recognition.current = null;
      old.abort();
      setTimeout(begin, RESTART_DELAY_MS);
      return;
    }
    begin();
  }, [begin]);

  const stop = useCallback(() => {
    if (!recognition.current || stopping.current) return;
    stopping.current = true;
    recognition.current.stop(); // onend delivers the last results, then finish() runs
  }, []);

  return { status, elapsed, interim, start, stop };
}
