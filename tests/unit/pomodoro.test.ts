// Issue 46 item 5: the Pomodoro phase is counted from the timer's start (so a reload lands in the
// same phase), and only the offered rhythms are read back from storage.
import { describe, expect, it } from "vitest";
import { DEFAULT_POMODORO, pomodoroPhase, readPomodoro } from "@/lib/time-entries/pomodoro";

const min = 60_000;

describe("pomodoroPhase", () => {
  it("is focus for 25 minutes, then a 5-minute break, then the next round", () => {
    const r = { focus: 25, rest: 5 };
    expect(pomodoroPhase(0, r)).toEqual({ phase: "focus", round: 1, leftMs: 25 * min });
    expect(pomodoroPhase(24 * min + 59_000, r)).toEqual({ phase: "focus", round: 1, leftMs: 1000 });
    expect(pomodoroPhase(25 * min, r)).toEqual({ phase: "break", round: 1, leftMs: 5 * min });
    expect(pomodoroPhase(30 * min, r)).toEqual({ phase: "focus", round: 2, leftMs: 25 * min });
    expect(pomodoroPhase(2 * 30 * min + 26 * min, r)).toEqual({
      phase: "break",
      round: 3,
      leftMs: 4 * min,
    });
  });

  it("reads a clock slightly behind the server's start as the start", () => {
    expect(pomodoroPhase(-5000, { focus: 50, rest: 10 })).toEqual({
      phase: "focus",
      round: 1,
      leftMs: 50 * min,
    });
  });
});

describe("readPomodoro", () => {
  it("reads what the menu stored, and the default for anything else", () => {
    expect(readPomodoro(JSON.stringify({ on: true, focus: 50, rest: 10 }))).toEqual({
      on: true,
      focus: 50,
      rest: 10,
    });
    for (const bad of [null, "", "{", '{"on":true,"focus":1,"rest":1}', '{"focus":25,"rest":5}'])
      expect(readPomodoro(bad)).toEqual(DEFAULT_POMODORO);
  });
});
