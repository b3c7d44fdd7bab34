/**
 * The default, offline AI engine: deterministic, fast, no network.
 * Heavy resources (word vectors, NLP model) load lazily on first use, once per process.
 */
import "server-only";
import type { AiEngine } from "../types";
import { analyzeBalanceLocal } from "./balance";
import { categorizeLocal, warmUpCategorizer } from "./categorizer";
import { extractTasksLocal } from "./extract";
import { generateImageLocal } from "./image";
import { prioritizeLocal } from "./prioritize";
import { parseQuickAdd } from "@/lib/quick-add/quick-add";
import { parseJournalVoiceLocal, parseTaskVoiceLocal } from "./voice";

export function createLocalEngine(): AiEngine {
  return {
    name: "local",
    categorize: async (description, ctx) => categorizeLocal(description, ctx?.userExamples ?? []),
    prioritize: (input) => prioritizeLocal(input),
    analyzeBalance: async (input) => analyzeBalanceLocal(input),
    extractTasks: async (entry) => extractTasksLocal(entry),
    parseTaskVoice: async (transcript, now) => parseTaskVoiceLocal(transcript, now),
    parseJournalVoice: async (transcript) => parseJournalVoiceLocal(transcript),
    parseQuickAdd: async (text, now) => {
      const { description, dueDate, dueTime, recurrence, isPriority } = parseQuickAdd(text, now);
      return { description, dueDate, dueTime, recurrence, isPriority };
    },
    generateImage: (prompt, opts) => generateImageLocal(prompt, opts),
  };
}

/** Loads the categoriser's data now instead of on the first request. */
export function warmUpLocalEngine(): void {
  warmUpCategorizer();
}
