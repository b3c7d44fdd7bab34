// The words both engines use for an area neglected weeks running, so the offline engine and the
// OpenAI engine (which falls back to them when its reply leaves the area out) say the same thing.
import { formatIdeal } from "@/lib/tasks/shares";
import type { NeglectHint } from "./types";

const WEEK_WORDS = ["zero", "one", "two", "three", "four", "five", "six"];
const weeksWord = (n: number) => WEEK_WORDS[n] ?? String(n);

/** "Health has been neglected three weeks running: 0%, 5% and 0% of your completed tasks, against an ideal of 12.5%." */
export function neglectSentence(hint: NeglectHint, label: string): string {
  const shares = hint.shares.map((s) => `${Math.round(s)}%`);
  const listed =
    shares.length > 1
      ? `${shares.slice(0, -1).join(", ")} and ${shares[shares.length - 1]}`
      : shares.join("");
  return `${label} has been neglected ${weeksWord(hint.weeks)} weeks running: ${listed} of your completed tasks, against an ideal of ${formatIdeal(hint.ideal)}%.`;
}

/** Whether a text already names the area (by its display name), so nothing is added twice. */
export const mentionsArea = (text: string, label: string) =>
  text.toLowerCase().includes(label.toLowerCase());
