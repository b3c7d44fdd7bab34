"use client";
// Browser speech recognition (Web Speech API), kept free of any journal logic so the task and
// journal voice inputs can share it: en-US, continuous, interim results (spec §9). States:
// unsupported, idle, recording (seconds timer), processing (while `onFinished` runs).
import { useCallback, useEffect, useRef, useState } from "react";
import { speechConstructor, useSpeechSupported } from "./speech-support";

export type SpeechStatus = "unsupported" | "idle" | "recording" | "processing";

type Alternative = { transcript: string };
type Result = { isFinal: boolean; length: number; [index: number]: Alternative };
type ResultEvent = { resultIndex: number; results: { length: number; [index: number]: Result } };
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: ResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

const SPEECH_LANG = "en-US";
/** Starting while recording stops the session and starts again after this delay (spec §4). */
const RESTART_DELAY_MS = 100;
/** Android Chrome fires results very often; interim text is redrawn at most this often (spec §9). */
const ANDROID_THROTTLE_MS = 250;

function recognitionConstructor(): RecognitionConstructor | null {
  return speechConstructor() as RecognitionConstructor | null;
}

/** mm:ss for the recording timer. */
export function formatElapsed(totalSeconds: number): string {
  const m = Math.floor(totalSeconds / 60);
  const s = totalSeconds % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * Android's continuous mode repeats the whole utterance in each final result; elsewhere each
 * final result is new text. A segment that already contains what we have replaces it.
 */
export function mergeFinal(soFar: string, segment: string): string {
  const a = soFar.trim();
  const b = segment.trim();
  if (!b) return a;
  if (!a) return b;
  if (b.toLowerCase().startsWith(a.toLowerCase())) return b;
  return `${a} ${b}`;
}

/** Friendly text for the recogniser's error codes; null for the ones that are not failures. */
export function speechErrorMessage(code: string): string | null {
  switch (code) {
    case "no-speech":
    case "aborted":
      return null;
    case "not-allowed":
    case "service-not-allowed":
      return "Microphone access was denied. Allow it in your browser to use voice input.";
    case "audio-capture":
      return "No microphone was found.";
    case "network":
      return "Speech recognition needs a network connection.";
    default:
      return `Speech recognition stopped (${code}).`;
  }
}

type Options = {
  /** Runs after Stop with everything heard (never with an empty transcript, spec §5). */
  onFinished: (transcript: string) => Promise<void> | void;
  /** A recogniser failure the user should hear about (denied microphone, no network ...). */
  onError?: (message: string) => void;
};

export function useSpeechRecognition({ onFinished, onError }: Options) {
  const supported = useSpeechSupported();
  const [phase, setPhase] = useState<"idle" | "recording" | "processing">("idle");
  const [elapsed, setElapsed] = useState(0);
  const [liveText, setLiveText] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const finalText = useRef("");
  const interimText = useRef("");
  const lastPaint = useRef(0);
  const mounted = useRef(true);
  const callbacks = useRef({ onFinished, onError });
  useEffect(() => {
    callbacks.current = { onFinished, onError };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Closing the dialog mid-recording drops the take; nothing is submitted.
      mounted.current = false;
      const r = recognition.current;
      recognition.current = null;
      r?.abort();
    };
  }, []);

  useEffect(() => {
    if (phase !== "recording") return;
    const timer = setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  const finish = useCallback(async () => {
    recognition.current = null;
    // Words still pending when Stop was pressed were heard too; keep them.
    const transcript = mergeFinal(finalText.current, interimText.current);
    finalText.current = "";
    interimText.current = "";
    setLiveText("");
    if (!transcript) return setPhase("idle");
    setPhase("processing");
    try {
      await callbacks.current.onFinished(transcript);
    } finally {
      if (mounted.current) setPhase("idle");
    }
  }, []);

  const begin = useCallback(() => {
    const Ctor = recognitionConstructor();
    if (!Ctor || !mounted.current) return;
    const r = new Ctor();
    r.lang = SPEECH_LANG;
    r.continuous = true;
    r.interimResults = true;
    const throttle = /Android/i.test(navigator.userAgent) ? ANDROID_THROTTLE_MS : 0;
    r.onresult = (event) => {
      if (recognition.current !== r) return;
      let pending = "";
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        const text = result[0]?.transcript ?? "";
        if (result.isFinal) finalText.current = mergeFinal(finalText.current, text);
        else pending += text;
      }
      interimText.current = pending;
      const now = Date.now();
      if (now - lastPaint.current >= throttle) {
        lastPaint.current = now;
        setLiveText(mergeFinal(finalText.current, pending));
      }
    };
    r.onerror = (event) => {
      if (recognition.current !== r) return;
      const message = speechErrorMessage(event.error);
      if (message) callbacks.current.onError?.(message);
    };
    // Also fires when the browser ends the session by itself (long silence): same as Stop.
    r.onend = () => {
      if (recognition.current === r) void finish();
    };
    recognition.current = r;
    setPhase("recording");
    try {
      r.start();
    } catch (err) {
      recognition.current = null;
      setPhase("idle");
      callbacks.current.onError?.(`Voice input could not start: ${(err as Error).message}`);
    }
  }, [finish]);

  const start = useCallback(() => {
    const current = recognition.current;
    if (current) {
      // Restart keeps what was already heard and carries on with a fresh session.
      recognition.current = null;
      current.abort();
      setTimeout(begin, RESTART_DELAY_MS);
      return;
    }
    finalText.current = "";
    interimText.current = "";
    setLiveText("");
    setElapsed(0);
    begin();
  }, [begin]);

  /** Ends the take; the browser delivers its last results, then `onFinished` runs. */
  const stop = useCallback(() => recognition.current?.stop(), []);

  const status: SpeechStatus = !supported ? "unsupported" : phase;
  return { status, elapsed, liveText, start, stop };
}
