// Spec §8 journal voice fallback, built from the raw transcript without any AI. Pure, so the
// dialog can use it in the browser when the server cannot be reached.
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "./schemas";

/** First 5 words; over 50 characters → the first 47 plus "..."; under 3 characters → "Journal Entry". */
export function titleFromTranscript(transcript: string): string {
  let title = transcript.replace(/\s+/g, " ").trim().split(" ").slice(0, 5).join(" ");
  if (title.length > 50) title = `${title.slice(0, 47)}...`;
  return title.length < 3 ? "Journal Entry" : title;
}

export function journalFromTranscript(transcript: string): { title: string; content: string } {
  const content = transcript.trim().slice(0, JOURNAL_CONTENT_MAX);
  return { title: titleFromTranscript(content).slice(0, JOURNAL_TITLE_MAX), content };
}
