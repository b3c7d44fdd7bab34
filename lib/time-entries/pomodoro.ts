// The focus timer's optional Pomodoro rhythm (issue 46 item 5): focus, then a break, again and again,
// counted from the server's start time, so the phase is right after a reload, in a second tab or on
// another device. Pure and browser-safe; the rhythm is kept per device (docs/decisions/pomodoro.md).

export type Rhythm = { focus: number; rest: number };
export type PomodoroChoice = { on: boolean } & Rhythm;

/** 25 minutes of focus, 5 of break, unless the user picks another rhythm. */
const DEFAULT_RHYTHM: Rhythm = { focus: 25, rest: 5 };
/** The rhythms the timer's menu offers. */
export const RHYTHMS: readonly Rhythm[] = [
  DEFAULT_RHYTHM,
  { focus: 50, rest: 10 },
  { focus: 15, rest: 3 },
];
export const DEFAULT_POMODORO: PomodoroChoice = { on: false, ...DEFAULT_RHYTHM };

export type Phase = { phase: "focus" | "break"; round: number; leftMs: number };

/** The phase `elapsedMs` after the start: which one, which round (from 1) and how long it has left. */
export function pomodoroPhase(elapsedMs: number, r: Rhythm): Phase {
  const focus = r.focus * 60_000;
  const cycle = focus + r.rest * 60_000;
  const t = Math.max(0, elapsedMs);
  const into = t % cycle;
  const round = Math.floor(t / cycle) + 1;
  return into < focus
    ? { phase: "focus", round, leftMs: focus - into }
    : { phase: "break", round, leftMs: cycle - into };
}

const isRhythm = (v: unknown): v is Rhythm =>
  typeof v === "object" &&
  v !== null &&
  RHYTHMS.some((r) => r.focus === (v as Rhythm).focus && r.rest === (v as Rhythm).rest);

/** What was stored (localStorage's text), or the default when it is missing or not one of ours. */
export function readPomodoro(text: string | null): PomodoroChoice {
  if (!text) return DEFAULT_POMODORO;
  try {
    const v = JSON.parse(text) as unknown;
    if (isRhythm(v) && typeof (v as PomodoroChoice).on === "boolean")
      return { on: (v as PomodoroChoice).on, focus: v.focus, rest: v.rest };
  } catch {
    // not JSON: the default
  }
  return DEFAULT_POMODORO;
}
