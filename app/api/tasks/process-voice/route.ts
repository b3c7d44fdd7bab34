import { route } from "@/lib/http/handler";
import { processVoiceSchema } from "@/lib/tasks/schemas";
import { parseTaskSpeech } from "@/lib/assistant/assistant";

export const POST = route({ body: processVoiceSchema }, ({ userId, body }) =>
  parseTaskSpeech(userId, body.transcript),
);
