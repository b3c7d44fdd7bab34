// User settings: custom category names (premium) and ideal percentages per life area.
import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { userSettings } from "@/db/schema";
import {
  CATEGORIES,
  defaultPercentages,
  isCategory,
  type Category,
  type CategoryMap,
} from "@/lib/categories";
import { premiumRequired } from "@/lib/errors/api-error";
import { userHasPremium } from "@/lib/billing/status";
import { canonicalTimeZone, DEFAULT_TIME_ZONE, isTimeZone } from "@/lib/time/zones";
import { isClockTime, todayIn, wallClock } from "@/lib/time/clock";
import { DEFAULT_DAY_HOURS, type DayHours } from "@/lib/time/day-hours";
import { DEFAULT_WEEK_START, isWeekStart, type ChosenWeekStart } from "@/lib/time/week-start";
import type { UpdateSettingsInput } from "./schemas";
import { lastCheckinDate } from "@/lib/checkins/data";
import { DEFAULT_CHECKIN_EVERY, isCheckinDue, isCheckinEvery } from "@/lib/checkins/shapes";
import type { SettingsDto } from "./shapes";
import {
  DEFAULT_BALANCE_BY,
  DEFAULT_DAY_MINUTES,
  DEFAULT_ESTIMATE_MINUTES,
} from "@/lib/time/rules";

/** Seven whole minutes, Monday first, else the defaults (a row from before issue 27 has null). */
function completeDayMinutes(raw: unknown): number[] {
  const ok =
    Array.isArray(raw) &&
    raw.length === 7 &&
    raw.every((n) => Number.isInteger(n) && n >= 0 && n <= 1440);
  return ok ? (raw as number[]) : [...DEFAULT_DAY_MINUTES];
}

/** The user's part-of-day hours over the defaults (a stored value that is not a time is ignored). */
function completeDayHours(
  raw: Partial<Record<keyof DayHours, string>> | null | undefined,
): DayHours {
  const out = { ...DEFAULT_DAY_HOURS };
  for (const part of Object.keys(out) as (keyof DayHours)[]) {
    const v = raw?.[part];
    if (typeof v === "string" && isClockTime(v)) out[part] = v;
  }
  return out;
}

function cleanNames(
  raw: Record<string, string> | null | undefined,
): Partial<Record<Category, string>> {
  const out: Partial<Record<Category, string>> = {};
  for (const [k, v] of Object.entries(raw ?? {}))
    if (isCategory(k) && typeof v === "string" && v.trim()) out[k] = v.trim();
  return out;
}

function completePercentages(raw: Record<string, number> | null | undefined): CategoryMap<number> {
  const defaults = defaultPercentages();
  if (!raw) return defaults;
  const all = CATEGORIES.every((c) => typeof raw[c] === "number");
  return all
    ? (Object.fromEntries(CATEGORIES.map((c) => [c, raw[c]])) as CategoryMap<number>)
    : defaults;
}

export async function readSettings(
  userId: string,
): Promise<Omit<SettingsDto, "hasPremium" | "checkinDue">> {
  const db = await getDb();
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return {
    categoryNames: cleanNames(row?.categoryNames),
    categoryPercentages: completePercentages(row?.categoryPercentages),
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    remindersEnabled: row?.remindersEnabled ?? false,
    reminderHour: row?.reminderHour ?? 8,
    pushLeadMinutes: row?.pushLeadMinutes ?? 0,
    defaultEstimateMinutes: row?.defaultEstimateMinutes ?? DEFAULT_ESTIMATE_MINUTES,
    balanceBy: row?.balanceBy === "count" ? "count" : DEFAULT_BALANCE_BY,
    dayMinutes: completeDayMinutes(row?.dayMinutes),
    dayHours: completeDayHours(row?.dayHours),
    checkinEvery: isCheckinEvery(row?.checkinEvery) ? row.checkinEvery : DEFAULT_CHECKIN_EVERY,
    weekStart: isWeekStart(row?.weekStart) ? row.weekStart : DEFAULT_WEEK_START,
    keyboardShortcuts: row?.keyboardShortcuts ?? true,
  };
}

/** The user's wall clock with their part-of-day hours, for reading "tomorrow morning" (issue 47). */
export async function userWallClock(
  userId: string,
): Promise<{ date: string; time: string; hours: DayHours }> {
  const settings = await readSettings(userId);
  return { ...wallClock(settings.timeZone), hours: settings.dayHours };
}

/** The zone the user's "today" is read in. */
export async function userTimeZone(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The zone the user's "today" is read in and the day their week starts on (habits, issue 46). */
export async function userCalendar(
  userId: string,
): Promise<{ timeZone: string; weekStart: ChosenWeekStart }> {
  const db = await getDb();
  const [row] = await db
    .select({ timeZone: userSettings.timeZone, weekStart: userSettings.weekStart })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    weekStart: isWeekStart(row?.weekStart) ? row.weekStart : DEFAULT_WEEK_START,
  };
}

/**
 * Sign-in passes the browser's zone: it is stored the first time only, so a zone chosen in
 * Settings is never overwritten by a browser elsewhere. An unknown zone is ignored.
 */
export async function rememberBrowserTimeZone(
  userId: string,
  timeZone: string | undefined,
): Promise<void> {
  if (!timeZone || !isTimeZone(timeZone)) return;
  const db = await getDb();
  await db
    .insert(userSettings)
    .values({
      userId,
      timeZone: canonicalTimeZone(timeZone),
      categoryNames: {},
      categoryPercentages: defaultPercentages(),
    })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { timeZone: sql`coalesce(${userSettings.timeZone}, excluded.time_zone)` },
    });
}

export async function getSettings(userId: string, now = new Date()): Promise<SettingsDto> {
  const [settings, hasPremium, lastDate] = await Promise.all([
    readSettings(userId),
    userHasPremium(userId),
    lastCheckinDate(userId),
  ]);
  const checkinDue = isCheckinDue({
    every: settings.checkinEvery,
    lastDate,
    today: todayIn(settings.timeZone, now),
  });
  return { ...settings, checkinDue, hasPremium };
}

const PREMIUM_NAMES_MESSAGE =
  "Renaming categories is a premium feature. Upgrade to Premium to use your own names.";

export async function updateSettings(
  userId: string,
  input: UpdateSettingsInput,
): Promise<SettingsDto> {
  if (input.categoryNames && !(await userHasPremium(userId)))
    throw premiumRequired(PREMIUM_NAMES_MESSAGE);
  const db = await getDb();
  const values: Partial<typeof userSettings.$inferInsert> = {};
  if (input.categoryPercentages) values.categoryPercentages = input.categoryPercentages;
  if (input.categoryNames)
    values.categoryNames = cleanNames(input.categoryNames as Record<string, string>);
  if (input.timeZone) values.timeZone = input.timeZone;
  if (input.remindersEnabled !== undefined) values.remindersEnabled = input.remindersEnabled;
  if (input.reminderHour !== undefined) values.reminderHour = input.reminderHour;
  if (input.pushLeadMinutes !== undefined) values.pushLeadMinutes = input.pushLeadMinutes;
  if (input.defaultEstimateMinutes !== undefined)
    values.defaultEstimateMinutes = input.defaultEstimateMinutes;
  if (input.balanceBy !== undefined) values.balanceBy = input.balanceBy;
  if (input.dayMinutes !== undefined) values.dayMinutes = input.dayMinutes;
  if (input.dayHours !== undefined) values.dayHours = input.dayHours;
  if (input.checkinEvery !== undefined) values.checkinEvery = input.checkinEvery;
  if (input.weekStart !== undefined) values.weekStart = input.weekStart;
  if (input.keyboardShortcuts !== undefined) values.keyboardShortcuts = input.keyboardShortcuts;
  await db
    .insert(userSettings)
    .values({
      userId,
      categoryNames: values.categoryNames ?? {},
      categoryPercentages: values.categoryPercentages ?? defaultPercentages(),
      timeZone: values.timeZone ?? null,
      remindersEnabled: values.remindersEnabled ?? false,
      reminderHour: values.reminderHour ?? 8,
      pushLeadMinutes: values.pushLeadMinutes ?? 0,
      defaultEstimateMinutes: values.defaultEstimateMinutes ?? DEFAULT_ESTIMATE_MINUTES,
      balanceBy: values.balanceBy ?? DEFAULT_BALANCE_BY,
      dayMinutes: values.dayMinutes ?? null,
      dayHours: values.dayHours ?? null,
      checkinEvery: values.checkinEvery ?? DEFAULT_CHECKIN_EVERY,
      weekStart: values.weekStart ?? DEFAULT_WEEK_START,
      keyboardShortcuts: values.keyboardShortcuts ?? true,
    })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        ...values,
        // The parts given replace those stored; the others stay.
        ...(values.dayHours
          ? {
              dayHours: sql`coalesce(${userSettings.dayHours}, '{}'::jsonb) || ${JSON.stringify(values.dayHours)}::jsonb`,
            }
          : {}),
        updatedAt: sql`now()`,
      },
    });
  return getSettings(userId);
}
