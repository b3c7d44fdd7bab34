import { route } from "@/lib/http/handler";
import { processJournalVoice } from "@/lib/journal/voice";
import { processVoiceSchema } from "@/lib/journal/schemas";

export const POST = route({ body: processVoiceSchema }, ({ body }) =>
  processJournalVoice(body.transcript),
);
