// What the new-task field gets from speech: the server reads the task's words and the date, time
// or repeat said in them (POST /api/tasks/process-voice); when it cannot, the words themselves,
// tidied, with no date.
import type { VoiceTask } from "@/lib/ai/types";
import { apiJson } from "@/lib/api/client";
import type { TaskSchedule } from "./use-tasks";

const tidied = (transcript: string) => {
  const t = transcript.trim().replace(/\s+/g, " ");
  return t.charAt(0).toUpperCase() + t.slice(1);
};

export async function taskFromSpeech(
  transcript: string,
): Promise<{ text: string; schedule: TaskSchedule | null }> {
  try {
    const heard = await apiJson<VoiceTask>("POST", "/api/tasks/process-voice", { transcript });
    return {
      text: heard.taskDescription || tidied(transcript),
      schedule: heard.deadline
        ? {
            dueDate: heard.deadline,
            dueTime: heard.dueTime ?? null,
            recurrence: heard.recurrence ?? null,
          }
        : null,
    };
  } catch {
    return { text: tidied(transcript), schedule: null };
  }
}
