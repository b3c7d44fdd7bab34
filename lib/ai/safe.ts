/**
 * Spec §8 "AI fallbacks", wrapped around any engine so routes never see a raw model failure:
 * - categorize: unknown category → personal_growth @ 0.5; thrown → personal_growth @ 0.5 with
 *   "Categorization failed, using default".
 * - prioritize / extractTasks / voice parsing / quick add / images: on failure, the local engine answers.
 * - analyzeBalance: on failure throws AnalysisUnavailableError (route shows
 *   "Task balance analysis is currently unavailable").
 */
import { DEFAULT_CATEGORY, isCategory } from "@/lib/categories";
import type { AiEngine } from "./types";

export const ANALYSIS_UNAVAILABLE_MESSAGE = "Task balance analysis is currently unavailable";
const CATEGORIZATION_FAILED_EXPLANATION = "Categorization failed, using default";

export class AnalysisUnavailableError extends Error {
  readonly code = "ANALYSIS_UNAVAILABLE";
  constructor(cause?: unknown) {
    super(ANALYSIS_UNAVAILABLE_MESSAGE, { cause });
    this.name = "AnalysisUnavailableError";
  }
}

/** Logged to stderr only, so CLI stdout stays pure JSON. */
function warn(what: string, err: unknown): void {
  if (process.env.NODE_ENV === "test") return;
  console.error(`[ai] ${what} failed, using fallback:`, err instanceof Error ? err.message : err);
}

export function withFallbacks(primary: AiEngine, local: () => AiEngine): AiEngine {
  async function orLocal<T>(what: string, run: (e: AiEngine) => Promise<T>): Promise<T> {
    try {
      return await run(primary);
    } catch (err) {
      if (primary.name === "local") throw err;
      warn(what, err);
      return run(local());
    }
  }

  return {
    name: primary.name,

    async categorize(description, ctx) {
      try {
        const r = await primary.categorize(description, ctx);
        if (!isCategory(r.category))
          return {
            category: DEFAULT_CATEGORY,
            confidence: 0.5,
            explanation: r.explanation || "Unknown category, using default",
          };
        const confidence = Number.isFinite(r.confidence)
          ? Math.min(1, Math.max(0, r.confidence))
          : 0.5;
        return { category: r.category, confidence, explanation: r.explanation ?? "" };
      } catch (err) {
        warn("categorize", err);
        return {
          category: DEFAULT_CATEGORY,
          confidence: 0.5,
          explanation: CATEGORIZATION_FAILED_EXPLANATION,
        };
      }
    },

    async analyzeBalance(input) {
      try {
        return await primary.analyzeBalance(input);
      } catch (err) {
        warn("analyzeBalance", err);
        throw new AnalysisUnavailableError(err);
      }
    },

    prioritize: (input) => orLocal("prioritize", (e) => e.prioritize(input)),
    extractTasks: (entry) => orLocal("extractTasks", (e) => e.extractTasks(entry)),
    parseTaskVoice: (t, now) => orLocal("parseTaskVoice", (e) => e.parseTaskVoice(t, now)),
    parseQuickAdd: (t, now) => orLocal("parseQuickAdd", (e) => e.parseQuickAdd(t, now)),
    parseJournalVoice: (t) => orLocal("parseJournalVoice", (e) => e.parseJournalVoice(t)),
    generateImage: (p, o) => orLocal("generateImage", (e) => e.generateImage(p, o)),
  };
}
