/**
 * The ONE place that builds the AI engine (the choice itself is ./engine-choice.ts): OpenAI when
 * OPENAI_API_KEY is set, otherwise the offline local engine. Routes import `ai` (engine + spec §8 fallbacks) from here.
 */
import "server-only";
import { createLocalEngine } from "./local/engine";
import { createOpenAiEngine } from "./openai/engine";
import { aiRunsLocally } from "./engine-choice";
import { withFallbacks } from "./safe";
import type { AiEngine } from "./types";

export type * from "./types";
export { AnalysisUnavailableError, ANALYSIS_UNAVAILABLE_MESSAGE } from "./safe";

let localEngine: AiEngine | null = null;
let engine: AiEngine | null = null;

function getLocalEngine(): AiEngine {
  localEngine ??= createLocalEngine();
  return localEngine;
}

/** The engine for this process, wrapped with the spec §8 fallbacks. */
export function getAiEngine(): AiEngine {
  if (!engine) {
    const raw = aiRunsLocally() ? getLocalEngine() : createOpenAiEngine();
    engine = withFallbacks(raw, getLocalEngine);
  }
  return engine;
}

/** For tests: forget the chosen engine so env changes take effect. */
export function resetAiEngine(): void {
  engine = null;
}

/** Optional: load the local engine's data ahead of the first request. */
/** What routes call: `await ai.categorize(description)` etc., always with the §8 fallbacks. */
export const ai: AiEngine = {
  get name() {
    return getAiEngine().name;
  },
  categorize: (d, ctx) => getAiEngine().categorize(d, ctx),
  prioritize: (input) => getAiEngine().prioritize(input),
  analyzeBalance: (input) => getAiEngine().analyzeBalance(input),
  extractTasks: (entry) => getAiEngine().extractTasks(entry),
  parseTaskVoice: (t, now) => getAiEngine().parseTaskVoice(t, now),
  parseQuickAdd: (t, now) => getAiEngine().parseQuickAdd(t, now),
  parseJournalVoice: (t) => getAiEngine().parseJournalVoice(t),
  generateImage: (p, o) => getAiEngine().generateImage(p, o),
};
