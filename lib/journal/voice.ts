// POST /api/journals/process-voice: a spoken entry becomes a title and content.
import "server-only";
import { ai } from "@/lib/ai";
import { badRequest } from "@/lib/errors/api-error";
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "./shapes";
import { journalFromTranscript } from "./voice-fallback";

export async function processJournalVoice(
  transcript: string,
): Promise<{ title: string; content: string }> {
  if (!transcript.trim())
    throw badRequest("Nothing was captured: the transcript is empty", "transcript");
  const parsed = await ai.parseJournalVoice(transcript);
  // Whatever the engine answers must still pass the entry form's own rules.
  const fallback = journalFromTranscript(transcript);
  const title = parsed.title.trim().slice(0, JOURNAL_TITLE_MAX) || fallback.title;
  const content = parsed.content.trim().slice(0, JOURNAL_CONTENT_MAX) || fallback.content;
  return { title, content };
}
