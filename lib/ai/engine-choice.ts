// Which AI engine runs: OpenAI when OPENAI_API_KEY is set, otherwise the offline local engine.
// Light on purpose (no engine code): lib/ai/index.ts builds the engine from this answer, and the
// dashboard page asks it before computing the balance analysis while it renders.
export function aiRunsLocally(): boolean {
  return !process.env.OPENAI_API_KEY;
}
