/**
 * Local parsing of speech transcripts (also the spec §8 fallback when the AI call fails).
 */
import { findDeadline, wallOf } from "@/lib/quick-add/deadline";
import { findRecurrence, findTrailingRecurrence, ruleStart } from "@/lib/quick-add/recurrence";
import { capitalize, expandContractions, tidy } from "./text-clean";
import { journalTitle } from "@/lib/ai/journal-title";
import type { VoiceTask, VoiceJournal } from "../types";

/** Spec §8 urgency words (plus their obvious inflections). */
const URGENCY =
  /\b(urgent(?:ly)?|important|priority|asap|a\.s\.a\.p\.?|critical(?:ly)?|immediately)\b/i;

/** Whole phrases around urgency words that should disappear from the task text. */
const URGENCY_PHRASES = [
  /\b(?:this|it)\s+is\s+(?:really\s+|very\s+|super\s+)?(?:urgent|important|critical|a\s+(?:high\s+|top\s+)?priority)\b/gi,
  /\b(?:mark\s+(?:it|this)\s+as\s+|make\s+(?:it|this)\s+|as\s+a\s+|set\s+as\s+)?(?:high|top)\s+priority\b/gi,
  /\b(?:mark\s+(?:it|this)\s+as\s+|make\s+(?:it|this)\s+)(?:urgent|important|a\s+priority|priority)\b/gi,
  /\b(?:very\s+|really\s+|super\s+)?(?:urgent(?:ly)?|important|priority|asap|a\.s\.a\.p\.?|critical(?:ly)?|immediately)\b/gi,
];

/** Spoken openers that are not part of the task ("remind me to", "I need to", "add a task to"). */
const FILLER_START =
  /^(?:(?:ok(?:ay)?|so|um+|uh+|hey|please|well|and|oh|alright|right)[,\s]+)*(?:(?:can you\s+|could you\s+|please\s+)?(?:add|create|make|put|set)(?:\s+(?:a|an|new|the))*\s+(?:task|reminder|to-?do|note)(?:\s+(?:to|for|that|about))?\s+)?(?:(?:can you\s+|could you\s+|please\s+)?remind me\s+(?:to\s+|that i (?:need|have) to\s+)|i\s+(?:really\s+|just\s+|also\s+)?(?:need to|have to|must|should|want to|would like to|got to|am going to|will|plan to|gotta)\s+|(?:we|you)\s+(?:need|have) to\s+|(?:do not|don't) forget to\s+|remember to\s+|make sure to\s+|need to\s+|have to\s+)?/i;

/** "I need a haircut" → "Get a haircut": a needed thing becomes a task to get it. */
const NEED_THING = /^(?:i\s+(?:really\s+)?need|we need)\s+(?=(?:a|an|some|new|more)\s)/i;

/** Blanks out a found phrase (same length, so later positions still hold). */
const blank = (text: string, start: number, end: number) =>
  text.slice(0, start) + " ".repeat(end - start) + text.slice(end);

export function parseTaskVoiceLocal(transcript: string, now: Date = new Date()): VoiceTask {
  let text = tidy(expandContractions(transcript));
  const isPriority = URGENCY.test(text);
  // Repeats first ("every Sunday"), so the one-off deadline finder does not read their weekday.
  const repeat = findRecurrence(text);
  if (repeat) text = blank(text, repeat.start, repeat.end);
  const deadline = findDeadline(text, now);
  if (deadline) text = `${text.slice(0, deadline.start)} ${text.slice(deadline.end)}`;
  for (const re of URGENCY_PHRASES) text = text.replace(re, " ");
  text = tidy(text)
    .replace(/\s+(?:and|but|so)$/i, "")
    .replace(/^(?:and|but|so)\s+/i, "");
  const trailing = repeat ? null : findTrailingRecurrence(text);
  if (trailing) text = tidy(blank(text, trailing.start, trailing.end));
  text = tidy(text).replace(NEED_THING, "get ").replace(FILLER_START, "");
  text = tidy(text).replace(/\s+(?:please|thanks|thank you)$/i, "");
  text = tidy(text).replace(/,/g, (m, i: number, s: string) => (i === s.length - 1 ? "" : m));
  const taskDescription = capitalize(tidy(text)) || capitalize(tidy(transcript));
  const recurrence = (repeat ?? trailing)?.rule ?? null;
  const time = deadline?.time ?? null;
  const date = recurrence
    ? ruleStart(recurrence, deadline?.dayNamed ? deadline.date : null, time, wallOf(now))
    : (deadline?.date ?? null);
  // dueTime and recurrence only when said, so the answer keeps its old shape otherwise.
  return {
    taskDescription,
    hasDeadline: date !== null,
    deadline: date,
    isPriority,
    ...(date && time ? { dueTime: time } : {}),
    ...(recurrence ? { recurrence } : {}),
  };
}

/** Capitalises sentences and "i", and ends the text with punctuation. */
function punctuateTranscript(transcript: string): string {
  let t = transcript.replace(/\s+/g, " ").trim();
  if (!t) return "";
  t = t.replace(/\bi\b/g, "I").replace(/\bi'(m|ve|ll|d)\b/g, "I'$1");
  t = t.replace(/(^|[.!?]\s+)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
  if (!/[.!?]$/.test(t)) t += ".";
  return t;
}

export { journalTitle };

export function parseJournalVoiceLocal(transcript: string): VoiceJournal {
  const content = punctuateTranscript(transcript);
  return { title: journalTitle(content.replace(/[.!?]$/, "")), content };
}
