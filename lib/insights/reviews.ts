// The weekly review: the week's summary, saving a review (reflection in the journal, focus areas
// and starred focus tasks for the next week), and the list of reviews with the streak.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, weeklyReviews, type WeeklyReview } from "@/db/schema";
import { categoryLabel, DEFAULT_CATEGORY, type Category, type CategoryMap } from "@/lib/categories";
import { createJournal, updateJournal } from "@/lib/journal/data";
import { ApiError, badRequest } from "@/lib/errors/api-error";
import { readSettings } from "@/lib/settings/data";
import { addDays } from "@/lib/time/days";
import { shortDate } from "@/lib/time/day-labels";
import { todayIn } from "@/lib/time/clock";
import { markFocusTasks } from "@/lib/tasks/data";
import type { BalanceBy } from "@/lib/time/rules";
import { weeksEnding } from "./history";
import type { HabitWeek } from "@/lib/habits/shapes";
import {
  ESTIMATE_WEEKS,
  estimatesByArea,
  estimatesRunShort,
  type EstimatePair,
} from "@/lib/ai/estimate-words";
import { estimatedAndSpent } from "./estimates";
import { weekScore } from "./score";
import {
  focusWeekEnd,
  invitesAccountToReview,
  invitesToReview,
  reviewStreak,
  reviewWeekFor,
  reviewWeekOf,
  type ReviewWhen,
} from "./review-week";
import type { SaveReviewInput } from "./schemas";

type WeekScore = {
  score: number | null;
  previousScore: number | null;
  /** This week's score minus the week before's, when both have one. */
  change: number | null;
};

/**
 * `score`, `previousScore` and `change` follow the user's measure (`by`, issue 27); `scores` has
 * both measures, so the review's Time / Count switch needs no second request. `minutes`: the time
 * of the week's completed tasks per area (estimates, the default for unestimated ones) and the
 * calendar's busy time over in that week (issue 44 item 5), that part also in `calendarMinutes`.
 */
type ReviewSummary = WeekScore & {
  by: BalanceBy;
  completed: CategoryMap<number>;
  minutes: CategoryMap<number>;
  calendarMinutes?: CategoryMap<number>;
  total: number;
  /** Habit checks of the week (issue 46): in `completed`, and per habit in `habits`. */
  checks: number;
  habits: HabitWeek[];
  /**
   * Estimate against actual (issue 46 item 6): per area, the week's completed tasks that have an
   * estimate and timed minutes; `estimateNote` says estimates run short only when the last weeks show it.
   */
  estimates: Partial<Record<Category, EstimatePair>>;
  estimateNote: string | null;
  scores: Record<BalanceBy, WeekScore>;
  ideal: CategoryMap<number>;
};

export type CurrentReview = {
  weekStart: string;
  when: ReviewWhen;
  done: boolean;
  invite: boolean;
  summary: ReviewSummary;
};

export type ReviewDto = {
  weekStart: string;
  journalId: number | null;
  focusAreas: Category[];
  focusTaskIds: number[];
  createdAt: string;
  updatedAt: string;
};

const toReviewDto = (r: WeeklyReview): ReviewDto => ({
  weekStart: r.weekStart,
  journalId: r.journalId,
  focusAreas: r.focusAreas,
  focusTaskIds: r.focusTaskIds,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The day the account was created, in the user's zone (null if the row is gone). */
async function joinedOn(userId: string, timeZone: string): Promise<string | null> {
  const db = await getDb();
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ? todayIn(timeZone, user.createdAt) : null;
}

/** The review due now (see reviewWeekFor), whether it is done, and its week against the ideal. */
export async function currentReview(userId: string, now = new Date()): Promise<CurrentReview> {
  const db = await getDb();
  const settings = await readSettings(userId);
  const today = todayIn(settings.timeZone, now);
  const joined = await joinedOn(userId, settings.timeZone);
  const { weekStart, when } = reviewWeekFor(today, joined);
  const [[previous, week], [existing], timed] = await Promise.all([
    weeksEnding(userId, weekStart, 2, settings, now),
    db
      .select({ id: weeklyReviews.id })
      .from(weeklyReviews)
      .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStart, weekStart))),
    estimatedAndSpent(
      userId,
      addDays(weekStart, -7 * (ESTIMATE_WEEKS - 1)),
      addDays(weekStart, 7),
      settings.timeZone,
    ),
  ]);
  const ideal = settings.categoryPercentages;
  const scoreBy = (by: BalanceBy): WeekScore => {
    const score = weekScore(week!, ideal, by);
    const previousScore = weekScore(previous!, ideal, by);
    const change = score !== null && previousScore !== null ? score - previousScore : null;
    return { score, previousScore, change };
  };
  const scores = { time: scoreBy("time"), count: scoreBy("count") };
  return {
    weekStart,
    when,
    done: existing !== undefined,
    invite: invitesAccountToReview(today, joined) && existing === undefined,
    summary: {
      ...scores[settings.balanceBy],
      by: settings.balanceBy,
      completed: week!.completed,
      minutes: week!.minutes,
      calendarMinutes: week!.calendarMinutes,
      total: week!.total,
      checks: week!.checks,
      habits: week!.habits,
      estimates: estimatesByArea(timed.filter((t) => t.week === weekStart)),
      estimateNote: estimatesRunShort(timed, (c) => categoryLabel(c, settings.categoryNames)),
      scores,
      ideal,
    },
  };
}

const unlessNotFound = (err: unknown) => {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
};

/**
 * The dashboard's invitation, Friday to Monday in the user's zone until that week's review is
 * done, once the account is a week old: the week to review, or null. One indexed lookup, and only
 * on those days.
 */
export async function reviewInvite(
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<string | null> {
  const today = todayIn(timeZone, now);
  if (!invitesToReview(today)) return null;
  const weekStart = reviewWeekOf(today);
  const db = await getDb();
  const [[done], [user]] = await Promise.all([
    db
      .select({ id: weeklyReviews.id })
      .from(weeklyReviews)
      .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStart, weekStart))),
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
  ]);
  // A week that ended before the account existed has nothing to look back on, and an account
  // younger than a week is not invited yet (issue 47).
  const joined = user ? todayIn(timeZone, user.createdAt) : null;
  const joinedAfter = joined !== null && joined >= addDays(weekStart, 7);
  return done || joinedAfter || !invitesAccountToReview(today, joined) ? null : weekStart;
}

const reviewTitle = (weekStart: string) =>
  `Weekly review, week of ${shortDate(weekStart, weekStart)}`;

/**
 * Saves the review of `weekStart`: 201 the first time, 200 when it updates. The reflection is
 * written to the journal (the same entry again on a second save); the focus tasks are starred
 * and due by the end of the week after the reviewed one. Focus tasks are checked before anything
 * is written, so a foreign id leaves no half-saved review.
 */
export async function saveReview(
  userId: string,
  input: SaveReviewInput,
): Promise<{ status: 200 | 201; review: ReviewDto }> {
  const db = await getDb();
  const { timeZone } = await readSettings(userId);
  const current = reviewWeekFor(todayIn(timeZone), await joinedOn(userId, timeZone)).weekStart;
  if (input.weekStart > current)
    throw badRequest("weekStart cannot be a week that is not under review yet", "weekStart");
  const [existing] = await db
    .select()
    .from(weeklyReviews)
    .where(and(eq(weeklyReviews.userId, userId), eq(weeklyReviews.weekStart, input.weekStart)));

  await markFocusTasks(userId, input.focusTaskIds, focusWeekEnd(input.weekStart));
  let journalId = existing?.journalId ?? null;
  if (input.reflection) {
    const entry = {
      title: reviewTitle(input.weekStart),
      content: input.reflection,
      category: input.reflectionArea ?? DEFAULT_CATEGORY,
    };
    // The same entry on a second save; a new one if the user has deleted it meanwhile.
    const updated = journalId
      ? await updateJournal(userId, journalId, entry).catch(unlessNotFound)
      : null;
    journalId = (updated ?? (await createJournal(userId, entry))).id;
  }
  const values = {
    focusAreas: input.focusAreas,
    focusTaskIds: input.focusTaskIds,
    journalId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(weeklyReviews)
    .values({ userId, weekStart: input.weekStart, ...values })
    .onConflictDoUpdate({ target: [weeklyReviews.userId, weeklyReviews.weekStart], set: values })
    .returning();
  return { status: existing ? 200 : 201, review: toReviewDto(row!) };
}

/** The user's reviews, newest first, with the streak of consecutive reviewed weeks. */
export async function listReviews(
  userId: string,
  now = new Date(),
): Promise<{ reviews: ReviewDto[]; streak: number }> {
  const db = await getDb();
  const [settings, rows] = await Promise.all([
    readSettings(userId),
    db
      .select()
      .from(weeklyReviews)
      .where(eq(weeklyReviews.userId, userId))
      .orderBy(desc(weeklyReviews.weekStart)),
  ]);
  const current = reviewWeekFor(
    todayIn(settings.timeZone, now),
    await joinedOn(userId, settings.timeZone),
  ).weekStart;
  return {
    reviews: rows.map(toReviewDto),
    streak: reviewStreak(
      rows.map((r) => r.weekStart),
      current,
    ),
  };
}
