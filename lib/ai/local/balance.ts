/**
 * Written balance analysis from task counts vs the user's ideal shares (deterministic).
 */
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";
import { formatIdeal } from "@/lib/tasks/shares";
import { pickQuote } from "./quotes";
import { neglectSentence } from "../neglect-words";
import { largest } from "./rank";
import { calendarSentence, wheelTimeSentence } from "../time-words";
import { lowOnBoth, satisfactionSentence } from "../satisfaction-words";
import { citedWheel, legendShares } from "../cited-wheel";
import type { BalanceInput, BalanceAnalysis } from "../types";

/** One small, concrete next step per area, used for the "action" line. */
const NEXT_STEP: Record<Category, string> = {
  physical_environment: "spend 15 minutes tidying one corner of your home",
  business_career: "pick one work task that moves your career forward and block time for it",
  finances: "review last week's spending or move a small amount into savings",
  health: "take a 20-minute walk or plan one healthy meal",
  family_friends: "call or message someone you care about",
  romance:
    "plan a small moment of connection with your partner, or with yourself if you are single",
  personal_growth: "read or learn something for 20 minutes",
  fun_recreation: "schedule something you enjoy purely for fun",
};

const num = (n: number | undefined) =>
  Number.isFinite(n) && (n as number) > 0 ? (n as number) : 0;
function listNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function analyzeBalanceLocal(input: BalanceInput): BalanceAnalysis {
  const label = (c: Category) => input.categoryNames?.[c]?.trim() || CATEGORY_LABELS[c];
  const ideal = Object.fromEntries(
    CATEGORIES.map((c) => [c, num(input.idealPercentages?.[c])]),
  ) as Record<Category, number>;
  // Shares are the wheels' legend numbers, ideals written as the legend writes them.
  const todo = legendShares(input.todo);
  const done = legendShares(input.completed);
  const all = legendShares(
    Object.fromEntries(
      CATEGORIES.map((c) => [c, num(input.todo[c]) + num(input.completed[c])]),
    ) as Record<Category, number>,
  );
  const wheel = citedWheel(input);
  const byTime = input.todoMinutes !== undefined && input.completedMinutes !== undefined;
  const quote = pickQuote([
    ...CATEGORIES.map((c) => num(input.todo[c])),
    ...CATEGORIES.map((c) => num(input.completed[c])),
    input.seed ?? 0,
  ]);

  if (all.total === 0) {
    return {
      analysis:
        "You don't have any tasks yet, so there is no balance to read. Add a few tasks across the areas that matter to you.",
      quote,
      action: "Add one task for each of the two areas you care about most right now.",
    };
  }

  // Gap between the user's ideal and the wheel the text cites.
  const gap = CATEGORIES.map((c) => ({ c, diff: wheel.share[c] - ideal[c] }));
  const over = [...gap].sort((a, b) => b.diff - a.diff).filter((g) => g.diff >= 5);
  const under = [...gap]
    .sort((a, b) => a.diff - b.diff)
    .filter((g) => g.diff <= -5 && ideal[g.c] > 0);
  const missing = CATEGORIES.filter(
    (c) => ideal[c] >= 5 && num(input.todo[c]) + num(input.completed[c]) === 0,
  );

  const sentences: string[] = [];
  // Habit checks count in the completed side like in the wheel, and are said apart (issue 46).
  const checks = Math.min(done.total, Math.max(0, Math.floor(input.habitChecks ?? 0)));
  sentences.push(
    `You have ${todo.total} task${todo.total === 1 ? "" : "s"} to do and ${done.total - checks} completed${checks > 0 ? `, and checked your habits ${checks} time${checks === 1 ? "" : "s"}` : ""}.`,
  );
  if (byTime) {
    const time = wheelTimeSentence(input, input.categoryNames);
    if (time) sentences.push(time);
    const calendar = calendarSentence(input, input.categoryNames);
    if (calendar) sentences.push(calendar);
  }
  // Satisfaction meets effort (issue 45): an area low on both is named before the rest.
  const gapWords = satisfactionSentence(input);
  if (gapWords) sentences.push(gapWords);
  // Weeks of history say more than today's counts: the trend comes first.
  const neglected = input.neglected ?? null;
  if (neglected) sentences.push(neglectSentence(neglected, label(neglected.area)));
  const [top] = over;
  if (top) {
    // Ties are told truthfully (issue 31): every area with the biggest share is named.
    const maxShare = Math.max(...CATEGORIES.map((c) => wheel.share[c]));
    const tied = CATEGORIES.filter((c) => wheel.share[c] === maxShare);
    const sameIdeal = tied.every((c) => formatIdeal(ideal[c]) === formatIdeal(ideal[tied[0]!]));
    if (wheel.share[top.c] === maxShare && tied.length > 1) {
      sentences.push(
        `${listNames(tied.map(label))} share the most: ${maxShare}% each of ${wheel.of}${sameIdeal ? `, against an ideal of ${formatIdeal(ideal[tied[0]!])}% each` : ""}.`,
      );
    } else {
      sentences.push(
        `${label(top.c)} ${wheel.share[top.c] === maxShare ? "takes the biggest share of your attention" : "is furthest above your ideal"}: ${wheel.share[top.c]}% of ${wheel.of}, against an ideal of ${formatIdeal(ideal[top.c])}%.`,
      );
    }
  } else {
    sentences.push("Your tasks are spread fairly close to your ideal balance — nice work.");
  }
  if (missing.length > 3) {
    // Naming three of seven empty areas would read as if those three were all: say how many.
    sentences.push(`${missing.length} areas have no tasks at all yet.`);
  } else if (missing.length > 0) {
    sentences.push(
      `${listNames(missing.map(label))} ${missing.length === 1 ? "has" : "have"} no tasks at all yet.`,
    );
  } else if (under.length > 0) {
    sentences.push(
      `${listNames(under.slice(0, 2).map((g) => label(g.c)))} ${under.length === 1 ? "is" : "are"} below where you'd like ${under.length === 1 ? "it" : "them"} to be.`,
    );
  }
  if (done.total > 0) {
    const bestDone = largest(CATEGORIES, (c) => num(input.completed[c]));
    const doneTied = CATEGORIES.filter(
      (c) => num(input.completed[c]) === num(input.completed[bestDone]),
    );
    sentences.push(
      doneTied.length === 1
        ? `You've completed the most in ${label(bestDone)}, so that area is getting real momentum.`
        : `You've completed the most in ${listNames(doneTied.map(label))} (${num(input.completed[bestDone])} each), so those areas are getting real momentum.`,
    );
  } else {
    sentences.push(
      "You haven't completed any tasks yet; finishing one small task is a great way to start.",
    );
  }

  const focus =
    neglected?.area ??
    lowOnBoth(input)[0]?.area ??
    missing[0] ??
    under[0]?.c ??
    largest(CATEGORIES, (c) => ideal[c] - wheel.share[c]);
  const action = `Give ${label(focus)} some attention this week: ${NEXT_STEP[focus]}.`;
  return { analysis: sentences.join(" "), quote, action };
}
