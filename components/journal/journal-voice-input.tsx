"use client";

import { apiJson } from "@/lib/api/client";
import { journalFromTranscript } from "@/lib/journal/voice-fallback";
import { toast } from "@/components/ui/use-toast";
import { useSpeechRecognition } from "@/components/voice/use-speech-recognition";
import { VoiceStatus } from "@/components/voice/voice-status";

export type SpokenEntry = { title: string; content: string };

/**
 * Dictating an entry: the server turns the transcript into a title and content; when that call
 * fails, both are built locally from the transcript (spec §4, §8) so nothing said is lost.
 */
export function JournalVoiceInput({ onResult, disabled }: { onResult: (entry: SpokenEntry) => void; disabled?: boolean }) {
  const voice = useSpeechRecognition({
    onFinished: async (transcript) => {
      try {
        onResult(await apiJson<SpokenEntry>("POST", "/api/journals/process-voice", { transcript }));
      } catch {
        onResult(journalFromTranscript(transcript));
      }
      toast({ title: "Voice input processed", description: "Your words were added to the entry. You can edit before saving." });
    },
    onError: (message) => toast({ title: "Voice input failed", description: message, variant: "destructive" }),
  });
  return (
    <VoiceStatus
      status={voice.status}
      elapsed={voice.elapsed}
      liveText={voice.liveText}
      onStart={voice.start}
      onStop={voice.stop}
      disabled={disabled}
    />
  );
}
