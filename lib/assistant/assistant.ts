// The dashboard's AI actions, each scoped to the signed-in user: categorize a new task (learning
// from the user's own corrections), prioritize the To Do list, analyze balance, parse speech and
// quick-add text. Dates are read on the user's calendar (their settings' time zone).
import "server-only";
import { extractDuration } from "@/lib/quick-add/duration";
import { spokenMinutes, timeSentence } from "@/lib/ai/time-words";
import type { Category } from "@/lib/categories";
import { ai, AnalysisUnavailableError, ANALYSIS_UNAVAILABLE_MESSAGE } from "@/lib/ai";
import type { BalanceAnalysis, CategorizeResult, QuickAddResult, VoiceTask } from "@/lib/ai";
import { ApiError, badRequest } from "@/lib/errors/api-error";
import { readSettings, userTimeZone, userWallClock } from "@/lib/settings/data";
import { minutesOf } from "@/lib/time/minutes";
import { wallClock } from "@/lib/time/clock";
import { balanceInput, type SentCounts } from "./balance-input";
import { estimateNote, withEstimateNote } from "./estimate-note";
import { correctionExamples, reorderTasks } from "@/lib/tasks/data";
import { listTasks } from "@/lib/tasks/list-json";
import { neglectTrend } from "@/lib/insights/history";
import { latestScores } from "@/lib/checkins/data";
import { activeGoalTitles } from "@/lib/goals/data";

export async function categorizeForUser(
  userId: string,
  description: string,
): Promise<CategorizeResult> {
  return ai.categorize(description, { userExamples: await correctionExamples(userId) });
}

const NOTHING_TO_PRIORITIZE = "There are no tasks to prioritize.";

/**
 * Ranks the user's open tasks and saves the new order (0..n-1). The client names the tasks it
 * shows; the server reads their real fields itself, so only the user's own open tasks take part.
 */
export async function prioritizeForUser(
  userId: string,
  requestedIds: number[],
): Promise<{ message: string; explanation: string }> {
  const wanted = new Set(requestedIds);
  const open = (await listTasks(userId)).filter(
    (t) => !t.completed && (wanted.size === 0 || wanted.has(t.id)),
  );
  if (open.length === 0) throw badRequest(NOTHING_TO_PRIORITIZE, "tasks");
  const [
    { categoryPercentages, categoryNames, timeZone, balanceBy, defaultEstimateMinutes },
    neglected,
    satisfaction,
    goals,
  ] = await Promise.all([
    readSettings(userId),
    neglectTrend(userId),
    latestScores(userId),
    activeGoalTitles(userId),
  ]);
  const result = await ai.prioritize({
    // Due dates come from the stored rows, never from what the client sent.
    tasks: open.map((t) => ({
      id: t.id,
      description: t.description,
      category: t.category,
      important: t.important,
      createdAt: t.createdAt,
      dueDate: t.dueDate,
      dueTime: t.dueTime,
      goal: t.goalId ? (goals.get(t.goalId) ?? null) : null,
    })),
    idealPercentages: categoryPercentages,
    satisfaction,
    categoryNames,
    today: wallClock(timeZone).date,
    neglected,
  });
  // Keep any task the engine left out, in its old place after the ranked ones.
  const openIds = new Set(open.map((t) => t.id));
  const ranked = result.orderedIds.filter((id) => openIds.has(id));
  const order = [...new Set([...ranked, ...open.map((t) => t.id)])];
  await reorderTasks(userId, { tasks: order.map((id, i) => ({ id, order: i })) });
  if (balanceBy !== "time") return { message: result.message, explanation: result.explanation };
  // By time (issue 27), whichever engine ranked: how long the top of the list takes, and where the time goes.
  const byId = new Map(open.map((t) => [t.id, t]));
  const first = order.slice(0, 3).map((id) => byId.get(id)!);
  const perArea: Partial<Record<Category, number>> = {};
  for (const t of open)
    perArea[t.category] = (perArea[t.category] ?? 0) + minutesOf(t, defaultEstimateMinutes);
  const top = `Your first ${first.length === 1 ? "task takes" : `${first.length} tasks take`} about ${spokenMinutes(first.reduce((s, t) => s + minutesOf(t, defaultEstimateMinutes), 0))}.`;
  const where = timeSentence(perArea, categoryNames, "Your tasks to do");
  return {
    message: result.message,
    explanation: [result.explanation, top, where].filter(Boolean).join(" "),
  };
}

export async function analyzeForUser(
  userId: string,
  counts?: SentCounts,
): Promise<BalanceAnalysis> {
  const [input, neglected, satisfaction, timeZone] = await Promise.all([
    balanceInput(userId, counts),
    neglectTrend(userId),
    latestScores(userId),
    userTimeZone(userId),
  ]);
  try {
    const [analysis, note] = await Promise.all([
      ai.analyzeBalance({ ...input, neglected, satisfaction }),
      estimateNote(userId, timeZone, input.categoryNames),
    ]);
    return withEstimateNote(analysis, note);
  } catch (err) {
    if (err instanceof AnalysisUnavailableError)
      throw new ApiError("ANALYSIS_UNAVAILABLE", ANALYSIS_UNAVAILABLE_MESSAGE);
    throw err;
  }
}

const EMPTY_TRANSCRIPT = "Nothing was captured. Try speaking again.";

/** A Date whose own (machine-local) fields show the user's wall clock, for the Date-based voice parsers. */
async function userNow(userId: string): Promise<Date> {
  const { date, time } = wallClock(await userTimeZone(userId));
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(y, m - 1, d, hh, mm);
}

export async function parseTaskSpeech(userId: string, transcript: string): Promise<VoiceTask> {
  if (!transcript.trim()) throw badRequest(EMPTY_TRANSCRIPT, "transcript");
  const r = await ai.parseTaskVoice(transcript, await userNow(userId));
  return { ...r, dueTime: r.dueTime ?? null, recurrence: r.recurrence ?? null };
}

/** POST /api/tasks/parse: "Call mom tomorrow at 5pm" → the task words and their schedule, on the user's calendar. */
export async function parseTaskText(
  userId: string,
  text: string,
): Promise<QuickAddResult & { estimateMinutes: number | null }> {
  // The duration ("45m", "for 2 hours") is read here, the same way for both engines, and cut before
  // the engine reads the dates, so it can never be taken for a time of day.
  const d = extractDuration(text.trim());
  const r = await ai.parseQuickAdd(d.text, await userWallClock(userId));
  return {
    description: r.description,
    dueDate: r.dueDate,
    dueTime: r.dueTime,
    recurrence: r.recurrence,
    isPriority: r.isPriority,
    estimateMinutes: d.estimateMinutes,
  };
}
