// The settings API's payload (spec §5, §7), built from the rules of ./rules.
import { z } from "zod";
import { CATEGORIES, type Category } from "@/lib/categories";
import { canonicalTimeZone, isTimeZone, TIME_ZONE_INVALID } from "@/lib/time/zones";
import { isPushLead, PUSH_LEAD_INVALID } from "./push-lead";
import { ESTIMATE_MAX, ESTIMATE_MIN } from "@/lib/time/rules";
import { isClockTime } from "@/lib/time/clock";
import { CHECKIN_EVERY } from "@/lib/checkins/shapes";
import { isWeekStart, WEEK_START_INVALID } from "@/lib/time/week-start";
import { CATEGORY_NAME_MAX, isValidTotal, totalOf, totalWarning } from "./shapes";

const percentagesSchema = z
  .strictObject(
    Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        z
          .number({ error: `${c}: must be a number` })
          .min(0, `${c}: must be at least 0`)
          .max(100, `${c}: must be at most 100`),
      ]),
    ) as Record<Category, z.ZodNumber>,
  )
  .superRefine((p, ctx) => {
    const total = totalOf(p);
    if (!isValidTotal(total)) ctx.addIssue({ code: "custom", message: totalWarning(total) });
  });

const categoryNamesSchema = z.strictObject(
  Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      z
        .string()
        .trim()
        .max(CATEGORY_NAME_MAX, `Category names can be at most ${CATEGORY_NAME_MAX} characters`)
        .optional(),
    ]),
  ) as Record<Category, z.ZodOptional<z.ZodString>>,
);

/** An IANA zone name Intl knows, in its canonical spelling. */
const timeZoneSchema = z
  .string({ error: TIME_ZONE_INVALID })
  .trim()
  .refine(isTimeZone, TIME_ZONE_INVALID)
  .transform(canonicalTimeZone);

const DEFAULT_ESTIMATE_INVALID = `defaultEstimateMinutes must be a whole number of minutes from ${ESTIMATE_MIN} to ${ESTIMATE_MAX}`;
const DAY_MINUTES_INVALID = `dayMinutes must be 7 whole numbers of minutes from 0 to ${ESTIMATE_MAX}, Monday first`;

const dayHour = (part: string) =>
  z
    .string({ error: `dayHours.${part} must be a time like 09:00` })
    .refine(isClockTime, `dayHours.${part} must be a time like 09:00`)
    .optional();
/** Issue 47: the hours parts of the day stand for in quick add; any of them. */
const dayHoursSchema = z.strictObject(
  {
    morning: dayHour("morning"),
    afternoon: dayHour("afternoon"),
    evening: dayHour("evening"),
    night: dayHour("night"),
  },
  { error: "dayHours must be an object with morning, afternoon, evening or night" },
);

export const updateSettingsSchema = z
  .strictObject({
    categoryPercentages: percentagesSchema.optional(),
    categoryNames: categoryNamesSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    remindersEnabled: z.boolean({ error: "remindersEnabled must be true or false" }).optional(),
    reminderHour: z
      .number({ error: "reminderHour must be an hour from 0 to 23" })
      .int("reminderHour must be an hour from 0 to 23")
      .min(0, "reminderHour must be an hour from 0 to 23")
      .max(23, "reminderHour must be an hour from 0 to 23")
      .optional(),
    pushLeadMinutes: z
      .number({ error: PUSH_LEAD_INVALID })
      .refine(isPushLead, PUSH_LEAD_INVALID)
      .optional(),
    defaultEstimateMinutes: z
      .number({ error: DEFAULT_ESTIMATE_INVALID })
      .int(DEFAULT_ESTIMATE_INVALID)
      .min(ESTIMATE_MIN, DEFAULT_ESTIMATE_INVALID)
      .max(ESTIMATE_MAX, DEFAULT_ESTIMATE_INVALID)
      .optional(),
    balanceBy: z
      .enum(["time", "count"], { error: 'balanceBy must be "time" or "count"' })
      .optional(),
    dayMinutes: z
      .array(
        z
          .number({ error: DAY_MINUTES_INVALID })
          .int(DAY_MINUTES_INVALID)
          .min(0, DAY_MINUTES_INVALID)
          .max(ESTIMATE_MAX, DAY_MINUTES_INVALID),
        {
          error: DAY_MINUTES_INVALID,
        },
      )
      .length(7, DAY_MINUTES_INVALID)
      .optional(),
    dayHours: dayHoursSchema.optional(),
    keyboardShortcuts: z.boolean({ error: "keyboardShortcuts must be true or false" }).optional(),
    checkinEvery: z
      .enum(CHECKIN_EVERY, {
        error: `checkinEvery must be one of: ${CHECKIN_EVERY.join(", ")}`,
      })
      .optional(),
    weekStart: z
      .number({ error: WEEK_START_INVALID })
      .refine(isWeekStart, WEEK_START_INVALID)
      .optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message:
      "Send categoryPercentages, categoryNames, timeZone, remindersEnabled, reminderHour, pushLeadMinutes, defaultEstimateMinutes, balanceBy, dayMinutes, dayHours, keyboardShortcuts, checkinEvery or weekStart",
  });
export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
