// The AI provider failing (spec §8 "AI fallbacks" and "Voice failure fallback"): the app runs with
// an OpenAI key and OPENAI_BASE_URL pointing at a closed loopback port, so every provider call
// fails fast without leaving the machine.
import { Client, describe, registerUser } from "../../scripts/load/lib/http";
import type { AppServer } from "../../scripts/load/lib/server";
import type { Tally } from "../../scripts/load/lib/tally";

const CATEGORIZE_FALLBACK = {
  category: "personal_growth",
  confidence: 0.5,
  explanation: "Categorization failed, using default",
};
const ANALYSIS_UNAVAILABLE = "Task balance analysis is currently unavailable";
/** A fallback must not wait on the provider for long. */
const ANSWER_LIMIT_MS = 20_000;

type Ctx = { tally: Tally; server: AppServer; runId: string; providerPort: number };

export async function runAiProviderFailure({
  tally,
  server,
  runId,
  providerPort,
}: Ctx): Promise<void> {
  const client = new Client(server.baseUrl, ANSWER_LIMIT_MS);
  await registerUser(client, `ai-${runId}@example.test`, `ai-pass-${runId}`);
  const logStart = server.logs().length;

  const cat = await client.post("/api/tasks/categorize", {
    description: "Go for a run in the park",
  });
  tally.check(
    cat.status === 200 && JSON.stringify(cat.body) === JSON.stringify(CATEGORIZE_FALLBACK),
    'AI down: POST /api/tasks/categorize gives personal_growth, 0.5, "Categorization failed, using default"',
    `${describe(cat)} in ${cat.ms.toFixed(0)} ms`,
  );

  const analyze = await client.post("/api/tasks/analyze", {
    todoTasks: { health: 2, finances: 1 },
    completedTasks: { health: 1 },
  });
  tally.check(
    analyze.status === 503 &&
      (analyze.body as { message?: string })?.message === ANALYSIS_UNAVAILABLE,
    `AI down: POST /api/tasks/analyze answers 503 "${ANALYSIS_UNAVAILABLE}"`,
    `${describe(analyze)} in ${analyze.ms.toFixed(0)} ms`,
  );
  const analyzeGet = await client.get("/api/tasks/analyze");
  tally.check(
    analyzeGet.status === 503 &&
      (analyzeGet.body as { message?: string })?.message === ANALYSIS_UNAVAILABLE,
    "AI down: GET /api/tasks/analyze answers the same 503",
    describe(analyzeGet),
  );

  const voice = await client.post<{
    taskDescription?: unknown;
    deadline?: unknown;
    isPriority?: unknown;
  }>("/api/tasks/process-voice", {
    transcript: "Urgent: call the dentist to book a check-up by Friday",
  });
  tally.check(
    voice.status === 200 &&
      typeof voice.body?.taskDescription === "string" &&
      voice.body.taskDescription.length > 0 &&
      voice.body.isPriority === true &&
      !!voice.body.deadline,
    'AI down: POST /api/tasks/process-voice answers 200 from the local parse (urgency word and "by Friday" found)',
    describe(voice),
  );

  const journalVoice = await client.post<{ title?: unknown; content?: unknown }>(
    "/api/journals/process-voice",
    {
      transcript: "Today I walked along the river and felt calm for the first time this week",
    },
  );
  if (journalVoice.status === 404) {
    console.log(
      "note: POST /api/journals/process-voice answered 404; journal voice fallback not checked",
    );
  } else {
    tally.check(
      journalVoice.status === 200 &&
        typeof journalVoice.body?.title === "string" &&
        !!journalVoice.body.title &&
        typeof journalVoice.body?.content === "string",
      "AI down: POST /api/journals/process-voice answers 200 from the local parse",
      describe(journalVoice),
    );
  }

  const prioritize = await client.post<{ message?: unknown; explanation?: unknown }>(
    "/api/tasks/prioritize",
    { tasks: [] },
  );
  tally.check(
    prioritize.status === 200 &&
      typeof prioritize.body?.message === "string" &&
      typeof prioritize.body?.explanation === "string",
    "AI down: POST /api/tasks/prioritize answers 200 from the local engine",
    describe(prioritize),
  );

  // Proof that the provider was really called (OPENAI_BASE_URL honoured) and failed, rather than
  // the local engine having answered all along.
  const logs = server.logs().slice(logStart);
  const tried = logs
    .split("\n")
    .filter((l) => l.includes("[ai]") && l.includes("failed, using fallback"));
  const pointsAtClosedPort = tried.some(
    (l) => l.includes(`127.0.0.1:${providerPort}`) || /ECONNREFUSED|Cannot connect/i.test(l),
  );
  tally.check(
    tried.length > 0 && pointsAtClosedPort,
    `AI down: the server really called the provider at 127.0.0.1:${providerPort} and fell back`,
    tried[0]?.slice(0, 200) ?? 'no "[ai] ... failed, using fallback" line in the server log',
  );
}
