import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { parseQuickAdd, type QuickAdd } from "@/lib/quick-add/quick-add";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { createOpenAiEngine } from "@/lib/ai/openai/engine";
import { withFallbacks } from "@/lib/ai/safe";
import { quickAddResultSchema } from "@/lib/ai/types";
import { wallClock } from "@/lib/time/clock";
import { nextOccurrence, occurrences } from "@/lib/tasks/recurrence";

// Monday 23 November 2026, 10:00 on the user's wall clock.
const MON = { date: "2026-11-23", time: "10:00" };
// Wednesday 11 June 2025 and Friday 27 November 2026 late in the evening.
const WED = { date: "2025-06-11", time: "08:15" };
const FRI_LATE = { date: "2026-11-27", time: "23:30" };

const none = { dueDate: null, dueTime: null, recurrence: null };
const pick = (r: QuickAdd) => ({
  description: r.description,
  dueDate: r.dueDate,
  dueTime: r.dueTime,
  recurrence: r.recurrence,
  isPriority: r.isPriority,
});

describe("quick add: the issue's examples (Monday 2026-11-23)", () => {
  it.each([
    ["Call mom tomorrow at 5pm", "Call mom", "2026-11-24", "17:00", null, false],
    [
      "Pay rent every month on the 1st",
      "Pay rent",
      "2026-12-01",
      null,
      "FREQ=MONTHLY;BYMONTHDAY=1",
      false,
    ],
    ["Gym every Monday and Thursday", "Gym", "2026-11-23", null, "FREQ=WEEKLY;BYDAY=MO,TH", false],
    [
      "Water the plants every 2 weeks",
      "Water the plants",
      "2026-11-23",
      null,
      "FREQ=WEEKLY;INTERVAL=2",
      false,
    ],
    ["Submit the report by Friday, urgent", "Submit the report", "2026-11-27", null, null, true],
    ["Renew passport in 3 days", "Renew passport", "2026-11-26", null, null, false],
  ])("%j", (text, description, dueDate, dueTime, recurrence, isPriority) => {
    expect(pick(parseQuickAdd(text, MON))).toEqual({
      description,
      dueDate,
      dueTime,
      recurrence,
      isPriority,
    });
  });

  it("reports the phrases it removed, as typed and in order", () => {
    expect(parseQuickAdd("Call mom tomorrow at 5pm", MON).matched).toEqual(["tomorrow at 5pm"]);
    expect(parseQuickAdd("Submit the report by Friday, urgent", MON).matched).toEqual([
      "by Friday",
      "urgent",
    ]);
    expect(parseQuickAdd("Tomorrow, meet Bob at 5pm", MON).matched).toEqual(["Tomorrow", "at 5pm"]);
  });

  it.each([
    "Buy milk",
    "Plan a date night",
    "Weekly report review",
    "Day trip planning",
    "Read every book",
    "Plan today's agenda",
    "Sun cream",
    "May the 4th party",
    "Do it now",
    "Check  the   spacing",
  ])("text without a date comes back exactly as typed: %j", (text) => {
    expect(parseQuickAdd(`  ${text} `, MON)).toEqual({
      description: text,
      ...none,
      isPriority: false,
      matched: [],
    });
  });

  it("an urgency word in the sentence marks priority but stays in the text", () => {
    expect(parseQuickAdd("Fix urgent bug", MON)).toEqual({
      description: "Fix urgent bug",
      ...none,
      isPriority: true,
      matched: [],
    });
    expect(parseQuickAdd("Read the important email", MON).description).toBe(
      "Read the important email",
    );
  });

  it.each([
    ["Fix the leaking pipe, urgent", "Fix the leaking pipe", "urgent"],
    ["Fix the leaking pipe - asap", "Fix the leaking pipe", "asap"],
    ["Book flights (important)", "Book flights", "(important)"],
    ["Pay the rent!!", "Pay the rent", "!!"],
    ["URGENT: fix prod", "Fix prod", "URGENT"],
    ["(important) book flights", "Book flights", "(important)"],
    ["call the bank asap", "call the bank", "asap"],
  ])("a set-off marker is removed: %j", (text, description, marker) => {
    expect(parseQuickAdd(text, MON)).toEqual({
      description,
      ...none,
      isPriority: true,
      matched: [marker],
    });
  });

  it("a text that is only a date or only a marker stays as typed", () => {
    expect(parseQuickAdd("tomorrow", MON)).toEqual({
      description: "tomorrow",
      ...none,
      isPriority: false,
      matched: [],
    });
    expect(parseQuickAdd("urgent", MON)).toEqual({
      description: "urgent",
      ...none,
      isPriority: true,
      matched: [],
    });
  });
});

describe("quick add: repeats", () => {
  it.each([
    ["Stretch every day", "FREQ=DAILY", "2026-11-23"],
    ["Stretch daily", "FREQ=DAILY", "2026-11-23"],
    ["Stand-up every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-11-23"],
    ["Clean the flat every week", "FREQ=WEEKLY", "2026-11-23"],
    ["Clean the flat weekly", "FREQ=WEEKLY", "2026-11-23"],
    ["Sync with Ana every other week", "FREQ=WEEKLY;INTERVAL=2", "2026-11-23"],
    ["Back up the laptop every 3 days", "FREQ=DAILY;INTERVAL=3", "2026-11-23"],
    ["Check the smoke alarm every 6 months", "FREQ=MONTHLY;INTERVAL=6", "2026-11-23"],
    ["Renew the insurance every 2 years", "FREQ=YEARLY;INTERVAL=2", "2026-11-23"],
    ["Service the boiler every year", "FREQ=YEARLY", "2026-11-23"],
    ["Service the boiler yearly", "FREQ=YEARLY", "2026-11-23"],
    ["Service the boiler annually", "FREQ=YEARLY", "2026-11-23"],
    ["Review the budget every month", "FREQ=MONTHLY", "2026-11-23"],
    ["Review the budget monthly", "FREQ=MONTHLY", "2026-11-23"],
    ["Yoga every Mon, Wed and Fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "2026-11-23"],
    ["Pay the card every 15th", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"],
    ["Pay the card monthly on the 15th", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"],
    ["Pay the card on the 15th of every month", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"],
    ["Send invoices every last day of the month", "FREQ=MONTHLY;BYMONTHDAY=-1", "2026-11-30"],
    ["Water the plants every Sunday", "FREQ=WEEKLY;BYDAY=SU", "2026-11-29"],
    ["Team sync every other Tuesday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-11-24"],
    ["Gym on Mondays and Thursdays", "FREQ=WEEKLY;BYDAY=MO,TH", "2026-11-23"],
    ["Call grandma once a week", "FREQ=WEEKLY", "2026-11-23"],
  ])("%j → %s from %s", (text, recurrence, dueDate) => {
    const r = parseQuickAdd(text, MON);
    expect(r.recurrence).toBe(recurrence);
    expect(r.dueDate).toBe(dueDate);
    expect(r.dueTime).toBeNull();
    expect(r.description).not.toMatch(/every|daily|weekly|monthly|yearly|annually|once a/i);
  });

  it("a repeat with a time sets dueTime; today counts unless that time has passed", () => {
    expect(pick(parseQuickAdd("Run every day at 7pm", MON))).toEqual({
      description: "Run",
      dueDate: "2026-11-23",
      dueTime: "19:00",
      recurrence: "FREQ=DAILY",
      isPriority: false,
    });
    expect(parseQuickAdd("Run every day at 7am", MON)).toMatchObject({
      dueDate: "2026-11-24",
      dueTime: "07:00",
      recurrence: "FREQ=DAILY",
    });
    expect(parseQuickAdd("Stand-up every weekday at 9:30", WED)).toMatchObject({
      dueDate: "2025-06-11",
      dueTime: "09:30",
    });
    expect(parseQuickAdd("Gym every Friday at 7am", FRI_LATE)).toMatchObject({
      dueDate: "2026-12-04",
      dueTime: "07:00",
    });
  });

  it("weekday rules: today counts when it matches, else the next such day", () => {
    expect(parseQuickAdd("Gym every Monday and Thursday", WED).dueDate).toBe("2025-06-12");
    expect(parseQuickAdd("Gym every Friday", FRI_LATE).dueDate).toBe("2026-11-27");
    expect(parseQuickAdd("Gym every Mon, Wed and Fri", WED).dueDate).toBe("2025-06-11");
  });

  it("a repeat with a start date starts there", () => {
    expect(pick(parseQuickAdd("Gym every Monday starting Dec 7", MON))).toMatchObject({
      dueDate: "2026-12-07",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
      description: "Gym",
    });
    expect(parseQuickAdd("Birthday card every year on Dec 12", MON)).toMatchObject({
      dueDate: "2026-12-12",
      recurrence: "FREQ=YEARLY",
    });
  });

  it("'weekly'/'daily' count only at the end of the task words", () => {
    expect(parseQuickAdd("Weekly report review", MON).recurrence).toBeNull();
    expect(parseQuickAdd("Send the weekly report", MON).recurrence).toBeNull();
    expect(parseQuickAdd("Read the daily news summary", MON).recurrence).toBeNull();
    expect(parseQuickAdd("Take vitamins daily at 8pm", MON)).toMatchObject({
      description: "Take vitamins",
      recurrence: "FREQ=DAILY",
      dueTime: "20:00",
      dueDate: "2026-11-23",
    });
  });
});

describe("quick add: days and times", () => {
  it.each([
    ["Alarm at 7am", MON, "Alarm", "2026-11-24", "07:00"], // 07:00 has passed today
    ["Call the bank at 17:30", MON, "Call the bank", "2026-11-23", "17:30"],
    ["Lunch with Sam at noon", MON, "Lunch with Sam", "2026-11-23", "12:00"],
    ["Watch a film tonight", MON, "Watch a film", "2026-11-23", "20:00"],
    ["Dinner tonight at 8", MON, "Dinner", "2026-11-23", "20:00"],
    ["Call the plumber at 3", MON, "Call the plumber", "2026-11-23", "15:00"],
    ["Plan the trip next week", MON, "Plan the trip", "2026-11-30", null],
    ["Plan the trip next week", WED, "Plan the trip", "2025-06-16", null],
    ["Dentist next Monday", WED, "Dentist", "2025-06-16", null],
    ["Party on Dec 12", MON, "Party", "2026-12-12", null],
    ["Pay the bill by the 15th", MON, "Pay the bill", "2026-12-15", null],
    ["Pay the bill by the 15th", WED, "Pay the bill", "2025-06-15", null],
    ["Buy gifts in December", WED, "Buy gifts", "2025-12-01", null],
    ["Finish slides by Friday 5pm", MON, "Finish slides", "2026-11-27", "17:00"],
    ["Tomorrow, meet Bob at 5pm", MON, "Meet Bob", "2026-11-24", "17:00"],
    ["Check in tomorrow", MON, "Check in", "2026-11-24", null],
    ["Turn the heating on tomorrow", MON, "Turn the heating on", "2026-11-24", null],
    ["Submit the report by Friday", WED, "Submit the report", "2025-06-13", null],
    ["Renew passport in 3 days", WED, "Renew passport", "2025-06-14", null],
    ["Email Ann, tomorrow 9am, asap", MON, "Email Ann", "2026-11-24", "09:00"],
  ])("%j (%o)", (text, now, description, dueDate, dueTime) => {
    expect(parseQuickAdd(text, now)).toMatchObject({
      description,
      dueDate,
      dueTime,
      recurrence: null,
    });
  });

  it.each([
    "Stretch for ten minutes",
    "Walk 30 minutes",
    "Meditate for an hour",
    "Fast for 3 days",
    "Practice piano for half an hour",
  ])("a length of time is not a date: %j", (text) =>
    expect(parseQuickAdd(text, MON)).toMatchObject({ description: text, ...none }),
  );

  it("a length of time after 'in' is one", () => {
    expect(parseQuickAdd("Call back in 10 minutes", MON)).toMatchObject({
      description: "Call back",
      dueDate: "2026-11-23",
      dueTime: "10:10",
    });
    expect(parseQuickAdd("Study for two hours tomorrow", MON)).toMatchObject({
      description: "Study for two hours",
      dueDate: "2026-11-24",
      dueTime: null,
    });
  });

  it("capitalises only when the start was removed", () => {
    expect(parseQuickAdd("call mom tomorrow", MON).description).toBe("call mom");
    expect(parseQuickAdd("tomorrow call mom", MON).description).toBe("Call mom");
    expect(parseQuickAdd("every Sunday water the plants", MON).description).toBe(
      "Water the plants",
    );
  });

  it("'tomorrow' late in the evening and across a year end", () => {
    expect(parseQuickAdd("Call mom tomorrow", FRI_LATE).dueDate).toBe("2026-11-28");
    expect(parseQuickAdd("Call mom tomorrow", { date: "2026-12-31", time: "22:00" }).dueDate).toBe(
      "2027-01-01",
    );
    expect(parseQuickAdd("Review next week", { date: "2026-12-30", time: "09:00" }).dueDate).toBe(
      "2027-01-04",
    );
  });
});

describe("quick add: calendars and clocks", () => {
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "Europe/Berlin"; // the machine's own zone changes its clocks in both weeks below
  });
  afterAll(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it("DST end: 'in 3 days' from 2026-10-24 is 2026-10-27", () => {
    expect([
      new Date(2026, 9, 24).getTimezoneOffset(),
      new Date(2026, 9, 26).getTimezoneOffset(),
    ]).toEqual([-120, -60]);
    expect(
      parseQuickAdd("Renew passport in 3 days", { date: "2026-10-24", time: "09:00" }).dueDate,
    ).toBe("2026-10-27");
    expect(
      parseQuickAdd("Call mom tomorrow at 2:30am", { date: "2026-10-24", time: "09:00" }),
    ).toMatchObject({ dueDate: "2026-10-25", dueTime: "02:30" });
  });

  it("DST start: 'every day' runs through 2026-03-29, and a wall clock inside the skipped hour still works", () => {
    const r = parseQuickAdd("Stretch every day", { date: "2026-03-28", time: "09:00" });
    expect(r).toMatchObject({ dueDate: "2026-03-28", recurrence: "FREQ=DAILY" });
    expect(nextOccurrence(r.recurrence!, "2026-03-28", "2026-03-28")).toBe("2026-03-29");
    expect(nextOccurrence(r.recurrence!, "2026-03-29", "2026-03-29")).toBe("2026-03-30");
    expect(parseQuickAdd("Call mom tomorrow", { date: "2026-03-29", time: "02:30" }).dueDate).toBe(
      "2026-03-30",
    );
  });

  it("month ends: the 31st skips short months, as RFC 5545 says", () => {
    const r = parseQuickAdd("Pay rent every month on the 31st", MON);
    expect(r).toMatchObject({ dueDate: "2026-12-31", recurrence: "FREQ=MONTHLY;BYMONTHDAY=31" });
    expect(nextOccurrence(r.recurrence!, "2027-01-31", "2027-01-31")).toBe("2027-03-31");
    expect(occurrences(r.recurrence!, r.dueDate!, 3)).toEqual([
      "2026-12-31",
      "2027-01-31",
      "2027-03-31",
    ]);
    expect(
      parseQuickAdd("Send invoices every last day of the month", {
        date: "2027-02-10",
        time: "09:00",
      }).dueDate,
    ).toBe("2027-02-28");
  });

  it("Feb 29 yearly: from 2028-02-29 the next is 2032-02-29", () => {
    const r = parseQuickAdd("Celebrate every year", { date: "2028-02-29", time: "09:00" });
    expect(r).toMatchObject({
      description: "Celebrate",
      dueDate: "2028-02-29",
      recurrence: "FREQ=YEARLY",
    });
    expect(nextOccurrence(r.recurrence!, "2028-02-29", "2028-02-29")).toBe("2032-02-29");
  });

  it("a zone ahead of UTC at 23:30: 'tomorrow' is the user's tomorrow", () => {
    const now = wallClock("Pacific/Auckland", new Date("2026-11-23T10:30:00Z"));
    expect(now).toEqual({ date: "2026-11-23", time: "23:30" });
    expect(parseQuickAdd("Call mom tomorrow", now).dueDate).toBe("2026-11-24");
    expect(parseQuickAdd("Call mom at 9pm", now)).toMatchObject({
      dueDate: "2026-11-24",
      dueTime: "21:00",
    });
  });
});

describe("quick add through the engines", () => {
  const usage = {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 10, text: 10, reasoning: undefined },
  };
  const model = (body: unknown, fail = false) =>
    new MockLanguageModelV3({
      doGenerate: async () => {
        if (fail) throw new Error("network down");
        return {
          content: [{ type: "text" as const, text: JSON.stringify(body) }],
          finishReason: { unified: "stop" as const, raw: "stop" },
          usage,
          warnings: [],
        };
      },
    });
  const openai = (m: MockLanguageModelV3) =>
    withFallbacks(
      createOpenAiEngine({ model: m, imageModel: {} as never, maxRetries: 0 }),
      createLocalEngine,
    );
  const local = {
    description: "Call mom",
    dueDate: "2026-11-24",
    dueTime: "17:00",
    recurrence: null,
    isPriority: false,
  };

  it("the local engine wraps the parser without `matched`", async () => {
    const r = await createLocalEngine().parseQuickAdd("Call mom tomorrow at 5pm", MON);
    expect(r).toEqual(local);
    expect(quickAddResultSchema.parse(r)).toEqual(r);
  });

  it("OpenAI's answer is checked and its rule normalised; today and the text go in the prompt", async () => {
    const m = model({
      description: "Gym",
      dueDate: null,
      dueTime: null,
      recurrence: "RRULE:freq=weekly;byday=TH,MO;interval=1",
      isPriority: false,
    });
    const r = await openai(m).parseQuickAdd("Gym every Monday and Thursday", MON);
    expect(r).toEqual({
      description: "Gym",
      dueDate: "2026-11-23",
      dueTime: null,
      recurrence: "FREQ=WEEKLY;BYDAY=TH,MO",
      isPriority: false,
    });
    const prompt = JSON.stringify(m.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("2026-11-23");
    expect(prompt).toContain("Gym every Monday and Thursday");
  });

  it.each([
    [
      "a day that does not exist",
      {
        description: "Call mom",
        dueDate: "2026-02-30",
        dueTime: null,
        recurrence: null,
        isPriority: false,
      },
    ],
    [
      "a time that is not HH:MM",
      {
        description: "Call mom",
        dueDate: "2026-11-24",
        dueTime: "5pm",
        recurrence: null,
        isPriority: false,
      },
    ],
    [
      "a rule we cannot store",
      {
        description: "Call mom",
        dueDate: "2026-11-24",
        dueTime: null,
        recurrence: "FREQ=HOURLY",
        isPriority: false,
      },
    ],
    [
      "an empty description",
      {
        description: " ",
        dueDate: "2026-11-24",
        dueTime: null,
        recurrence: null,
        isPriority: false,
      },
    ],
    ["a malformed answer", { text: "Call mom" }],
  ])("OpenAI returning %s → the local parser answers", async (_what, body) => {
    expect(await openai(model(body)).parseQuickAdd("Call mom tomorrow at 5pm", MON)).toEqual(local);
  });

  it("a failing model → the local parser answers", async () => {
    expect(await openai(model(null, true)).parseQuickAdd("Call mom tomorrow at 5pm", MON)).toEqual(
      local,
    );
  });
});

describe("voice uses the quick-add recognisers", () => {
  const engine = createLocalEngine();
  const NOW = new Date(2025, 5, 11, 10, 0, 0); // Wednesday

  it("a repeat becomes the rule and its next day the deadline", async () => {
    expect(await engine.parseTaskVoice("remind me to water the plants every Sunday", NOW)).toEqual({
      taskDescription: "Water the plants",
      hasDeadline: true,
      deadline: "2025-06-15",
      isPriority: false,
      recurrence: "FREQ=WEEKLY;BYDAY=SU",
    });
    expect(await engine.parseTaskVoice("I need to take my vitamins daily", NOW)).toMatchObject({
      taskDescription: "Take my vitamins",
      deadline: "2025-06-11",
      recurrence: "FREQ=DAILY",
    });
  });

  it("a stated time becomes dueTime", async () => {
    expect(await engine.parseTaskVoice("I need to call mom tomorrow at 5pm", NOW)).toEqual({
      taskDescription: "Call mom",
      hasDeadline: true,
      deadline: "2025-06-12",
      isPriority: false,
      dueTime: "17:00",
    });
    expect(await engine.parseTaskVoice("gym every monday and thursday at 7am", NOW)).toMatchObject({
      deadline: "2025-06-12",
      dueTime: "07:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO,TH",
    });
  });

  it("'night' in a task is not a deadline", async () => {
    expect(await engine.parseTaskVoice("plan a date night", NOW)).toEqual({
      taskDescription: "Plan a date night",
      hasDeadline: false,
      deadline: null,
      isPriority: false,
    });
  });
});

describe("quick add: ordinary words are not dates (issue 31, Tuesday 2026-11-24)", () => {
  const TUE = { date: "2026-11-24", time: "10:00" };

  it.each([
    "Buy groceries for the week",
    "Buy snacks for the weekend",
    "Bake a cake for next week's party",
    "Plan date night",
    "Read the 4-Hour Workweek",
    "1:1 with Sam",
    "Plan the month",
    "Weekend trip ideas",
    "Review the year",
  ])("keeps its words and gets no date: %j", (text) => {
    expect(parseQuickAdd(text, TUE)).toEqual({
      description: text,
      ...none,
      isPriority: false,
      matched: [],
    });
  });

  it.each([
    [
      "Send the invoice by the end of the month",
      "Send the invoice",
      "2026-11-30",
      null,
      "by the end of the month",
    ],
    ["Call mom at the weekend", "Call mom", "2026-11-28", null, "at the weekend"],
    ["Call the dentist tonight", "Call the dentist", "2026-11-24", "20:00", "tonight"],
    ["Call Anna this week", "Call Anna", "2026-11-29", null, "this week"],
    [
      "Finish the slides by the end of this week",
      "Finish the slides",
      "2026-11-29",
      null,
      "by the end of this week",
    ],
    ["Pay rent on Friday", "Pay rent", "2026-11-27", null, "on Friday"],
    ["Submit report due Friday", "Submit report", "2026-11-27", null, "due Friday"],
  ])("date words go with their preposition: %j", (text, description, dueDate, dueTime, phrase) => {
    expect(parseQuickAdd(text, TUE)).toMatchObject({
      description,
      dueDate,
      dueTime,
      matched: [phrase],
    });
  });

  it("'this week' on a Sunday is that Sunday; 'this week's' is not a date", () => {
    expect(
      parseQuickAdd("Call Anna this week", { date: "2026-11-29", time: "09:00" }).dueDate,
    ).toBe("2026-11-29");
    expect(parseQuickAdd("Read this week's notes", TUE)).toMatchObject({
      description: "Read this week's notes",
      dueDate: null,
    });
  });
});

describe("quick add reads the past, possessive days and parts of the day (issue 47, Friday 2026-11-27 10:00)", () => {
  const FRI = { date: "2026-11-27", time: "10:00" };

  it.each([
    ["Renew car insurance last Monday", "Renew car insurance", "2026-11-23", null, "last Monday"],
    ["Renew car insurance last Friday", "Renew car insurance", "2026-11-20", null, "last Friday"],
    ["Email Jo last Wednesday", "Email Jo", "2026-11-25", null, "last Wednesday"],
    [
      "Fix the bug last Tuesday at 3pm",
      "Fix the bug",
      "2026-11-24",
      "15:00",
      "last Tuesday at 3pm",
    ],
    ["Paid rent 3 days ago", "Paid rent", "2026-11-24", null, "3 days ago"],
    ["Dentist 2 weeks ago", "Dentist", "2026-11-13", null, "2 weeks ago"],
    ["Sent the forms two days ago", "Sent the forms", "2026-11-25", null, "two days ago"],
    ["Called the bank a week ago", "Called the bank", "2026-11-20", null, "a week ago"],
    ["Call mom yesterday", "Call mom", "2026-11-26", null, "yesterday"],
    ["Call Bob yesterday at 5pm", "Call Bob", "2026-11-26", "17:00", "yesterday at 5pm"],
    [
      "Water plants the day before yesterday",
      "Water plants",
      "2026-11-25",
      null,
      "the day before yesterday",
    ],
  ])("a past phrase gives a past date: %j", (text, description, dueDate, dueTime, phrase) => {
    expect(parseQuickAdd(text, FRI)).toMatchObject({
      description,
      dueDate,
      dueTime,
      recurrence: null,
      matched: [phrase],
    });
  });

  it.each([
    ["Notes from Monday's team meeting", "2026-11-30", "Monday"],
    ["Bring the agenda to Tuesday's standup", "2026-12-01", "Tuesday"],
    ["Prepare questions at Friday's 1:1", "2026-11-27", "Friday"],
    ["Send slides for Sunday’s workshop", "2026-11-29", "Sunday"],
    ["Invoice from last Friday's call", "2026-11-20", "last Friday"],
    ["Book a table for next Saturday's dinner", "2026-12-05", "next Saturday"],
  ])("a weekday's event is dated that day and keeps its words: %j", (text, dueDate, phrase) => {
    expect(parseQuickAdd(text, FRI)).toEqual({
      description: text,
      dueDate,
      dueTime: null,
      recurrence: null,
      isPriority: false,
      matched: [phrase],
    });
  });

  it.each([
    ["Run tomorrow morning", "Run", "2026-11-28", "09:00"],
    ["Party Saturday evening", "Party", "2026-11-28", "18:00"],
    ["Read tonight", "Read", "2026-11-27", "20:00"],
    ["Call grandma Sunday morning", "Call grandma", "2026-11-29", "09:00"],
    ["Pack the bags Monday night", "Pack the bags", "2026-11-30", "20:00"],
    ["Walk the dog tomorrow evening", "Walk the dog", "2026-11-28", "18:00"],
    ["Call mom tomorrow afternoon", "Call mom", "2026-11-28", "14:00"],
    ["Tidy up this evening", "Tidy up", "2026-11-27", "18:00"],
    ["Stretch this morning", "Stretch", "2026-11-27", "09:00"],
    ["Lock the shed last night", "Lock the shed", "2026-11-26", "20:00"],
    ["Run tomorrow morning at 7", "Run", "2026-11-28", "07:00"],
  ])("a part of the day gives its hour: %j", (text, description, dueDate, dueTime) => {
    expect(parseQuickAdd(text, FRI)).toMatchObject({ description, dueDate, dueTime });
  });

  it("the parts of the day follow the user's own hours", () => {
    const mine = { ...FRI, hours: { morning: "07:30", evening: "19:00", night: "22:00" } };
    expect(parseQuickAdd("Run tomorrow morning", mine).dueTime).toBe("07:30");
    expect(parseQuickAdd("Party Saturday evening", mine).dueTime).toBe("19:00");
    expect(parseQuickAdd("Read tonight", mine).dueTime).toBe("22:00");
    expect(parseQuickAdd("Call mom tomorrow afternoon", mine).dueTime).toBe("14:00");
  });

  it.each([
    "Plan date night",
    "Jog in the morning",
    "Plan today's agenda",
    "Read this week's notes",
    "Evening walk",
  ])("a part of the day or a possessive period alone is no date: %j", (text) => {
    expect(parseQuickAdd(text, FRI)).toMatchObject({
      description: text,
      dueDate: null,
      matched: [],
    });
  });

  it("a past recurrence start is not invented: 'every Monday' still starts ahead", () => {
    expect(parseQuickAdd("Gym every Monday", FRI).dueDate).toBe("2026-11-30");
  });
});
