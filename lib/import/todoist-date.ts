// Todoist's DATE (and DEADLINE) column: its own natural-language phrase in the language DATE_LANG
// names ("every tuesday at 7pm", "Jun 2 2027 18:00", "31. Juli 2027" with de), read in the row's
// TIMEZONE. English goes through the quick-add reading (dates, times and repeats); the other
// languages chrono-node knows through chrono's parser of that language (dates and times). A phrase
// read only in part is not read at all: the task stays undated and the caller warns, never guesses.
import "server-only";
import * as chrono from "chrono-node";
import { parseQuickAdd } from "@/lib/quick-add/quick-add";
import { clockOf, dayOf, referenceDate } from "@/lib/quick-add/deadline";
import { wallClock } from "@/lib/time/clock";
import { isTimeZone } from "@/lib/time/zones";
import { instantOf } from "./read-common";

type Reading = { dueDate: string; dueTime: string | null; recurrence: string | null };

const PARSERS: Record<string, Pick<chrono.Chrono, "parse"> | undefined> = {
  de: chrono.de,
  fr: chrono.fr,
  es: chrono.es,
  it: chrono.it,
  nl: chrono.nl,
  pt: chrono.pt,
  ja: chrono.ja,
  zh: chrono.zh,
  ru: chrono.ru,
  sv: chrono.sv,
  uk: chrono.uk,
  fi: chrono.fi,
};

const PLACEHOLDER = "Task";

/** Only spaces and punctuation left over: the phrase was read whole. */
const nothingLeft = (text: string) => text.replace(/[\s,.;:!()-]+/g, "") === "";

/**
 * The phrase as a due date, time and rule on the user's calendar (`userZone`), or null when it
 * cannot be read whole. `rowZone` is the row's TIMEZONE (the user's when missing or unknown).
 */
export function readTodoistDate(
  phrase: string,
  lang: string,
  rowZone: string,
  userZone: string,
  now: Date,
): Reading | null {
  const text = phrase.trim();
  if (!text) return null;
  const zone = rowZone && isTimeZone(rowZone) ? rowZone : userZone;
  const clock = wallClock(zone, now);
  const language = (lang || "en").trim().toLowerCase().slice(0, 2);
  let read: Reading | null = null;
  if (language === "en") {
    // The quick-add reading looks for date words in a task's text: given one word of text before
    // the phrase, a phrase read whole leaves exactly that word.
    const q = parseQuickAdd(`${PLACEHOLDER} ${text}`, clock);
    if (q.dueDate && q.description === PLACEHOLDER)
      read = { dueDate: q.dueDate, dueTime: q.dueTime, recurrence: q.recurrence };
  } else {
    const parser = PARSERS[language];
    if (!parser) return null;
    const results = parser.parse(text, referenceDate(clock), { forwardDate: true });
    const [r] = results;
    if (
      results.length === 1 &&
      r &&
      nothingLeft(text.slice(0, r.index) + text.slice(r.index + r.text.length))
    ) {
      const day = dayOf(r, clock);
      if (day) read = { dueDate: day, dueTime: clockOf(r), recurrence: null };
    }
  }
  if (!read) return null;
  // A time in another zone than the user's lands where that instant is on the user's clock.
  if (read.dueTime && zone !== userZone) {
    const local = wallClock(userZone, instantOf(read.dueDate, read.dueTime, zone));
    return { ...read, dueDate: local.date, dueTime: local.time };
  }
  return read;
}
