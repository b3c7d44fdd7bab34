// Spec §8 journal voice fallback, built from the raw transcript without any AI. Pure, so the
// dialog can use it in the browser when the server cannot be reached.
import { journalTitle } from "@/lib/ai/journal-title";
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "./shapes";

/** The spec §8 title rule (shared with the local AI engine). */
export const titleFromTranscript = journalTitle;

export function journalFromTranscript(transcript: string): { title: string; content: string } {
  const content = transcript.trim().slice(0, JOURNAL_CONTENT_MAX);
  return { title: titleFromTranscript(content).slice(0, JOURNAL_TITLE_MAX), content };
}
