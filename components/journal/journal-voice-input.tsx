"use client";

import { apiJson } from "@/lib/api/client";
import { journalFromTranscript } from "@/lib/journal/voice-fallback";
import { toast } from "@/components/ui/use-toast";
import VoiceInput from "@/components/voice/voice-input";

export type SpokenEntry = { title: string; content: string };

/**
 * Dictating an entry: the server turns the transcript into a title and content; when that call
 * fails, both are built locally from the transcript (spec §4, §8) so nothing said is lost.
 */
export function JournalVoiceInput({
  onResult,
  disabled,
}: {
  onResult: (entry: SpokenEntry) => void;
  disabled?: boolean;
}) {
  const onFinished = async (transcript: string) => {
    try {
      onResult(await apiJson<SpokenEntry>("POST", "/api/journals/process-voice", { transcript }));
    } catch {
      onResult(journalFromTranscript(transcript));
    }
    toast({
      title: "Voice input processed",
      description: "Your words were added to the entry. You can edit before saving.",
    });
  };
  const onError = (message: string) =>
    toast({ title: "Voice input failed", description: message, variant: "destructive" });
  return <VoiceInput onFinished={onFinished} onError={onError} disabled={disabled} />;
}
