// Issue 47: a task typed in the journal's manual list reads its dates like the dashboard's quick
// add, on the user's calendar (their time zone and part-of-day hours).
import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/time/days";
import { wallClock } from "@/lib/time/clock";
import { signedInClient } from "../helpers/api-client";

async function userWithEntry(prefix: string, settings: Record<string, unknown>) {
  const { client } = await signedInClient(prefix);
  expect((await client.patch("/api/settings", settings)).status).toBe(200);
  const { body: entry } = await client.post("/api/journals", {
    title: "Plans",
    content: "Things to do",
    category: "family_friends",
  });
  return { client, entry };
}

type Row = {
  description: string;
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
  important: boolean;
  estimateMinutes: number | null;
};
const pick = (t: Row) => ({
  description: t.description,
  dueDate: t.dueDate,
  dueTime: t.dueTime,
  recurrence: t.recurrence,
  important: t.important,
  estimateMinutes: t.estimateMinutes,
});

describe("journal manual tasks read dates like quick add", () => {
  it("cuts the date, time, repeat, duration and urgency words out, on the user's calendar", async () => {
    const zone = "Pacific/Kiritimati"; // UTC+14: its "tomorrow" is not the server's
    const { client, entry } = await userWithEntry("journal-dates-east", {
      timeZone: zone,
      dayHours: { morning: "07:30" },
    });
    const today = wallClock(zone).date;
    const res = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [
        { description: "Call Anna tomorrow at 5pm", category: "family_friends" },
        { description: "Water the plants tomorrow morning", category: "physical_environment" },
        { description: "Book flights in 3 days 30m, urgent", category: "fun_recreation" },
        { description: "Gym every Monday", category: "health" },
        { description: "Plan a date night", category: "romance" },
      ],
    });
    expect(res.status).toBe(201);
    const monday = [0, 1, 2, 3, 4, 5, 6]
      .map((n) => addDays(today, n))
      .find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 1);
    expect(res.body.tasks.map(pick)).toEqual([
      {
        description: "Call Anna",
        dueDate: addDays(today, 1),
        dueTime: "17:00",
        recurrence: null,
        important: false,
        estimateMinutes: null,
      },
      {
        description: "Water the plants",
        dueDate: addDays(today, 1),
        dueTime: "07:30",
        recurrence: null,
        important: false,
        estimateMinutes: null,
      },
      {
        description: "Book flights",
        dueDate: addDays(today, 3),
        dueTime: null,
        recurrence: null,
        important: true,
        estimateMinutes: 30,
      },
      {
        description: "Gym",
        dueDate: monday,
        dueTime: null,
        recurrence: "FREQ=WEEKLY;BYDAY=MO",
        important: false,
        estimateMinutes: null,
      },
      {
        description: "Plan a date night",
        dueDate: null,
        dueTime: null,
        recurrence: null,
        important: false,
        estimateMinutes: null,
      },
    ]);
  }, 120_000); // the first request boots the database; signing up hashes a password

  it("each user's 'tomorrow' is read in their own zone", async () => {
    const east = await userWithEntry("journal-dates-e", { timeZone: "Pacific/Kiritimati" });
    const west = await userWithEntry("journal-dates-w", { timeZone: "Pacific/Pago_Pago" });
    const tomorrow = async (u: typeof east) =>
      (
        await u.client.post(`/api/journals/${u.entry.id}/manual-tasks`, {
          tasks: [{ description: "Pay the gas bill tomorrow", category: "finances" }],
        })
      ).body.tasks[0].dueDate;
    // The two zones are 25 hours apart, so their tomorrows are never the same day.
    expect(await tomorrow(east)).toBe(addDays(wallClock("Pacific/Kiritimati").date, 1));
    expect(await tomorrow(west)).toBe(addDays(wallClock("Pacific/Pago_Pago").date, 1));
  }, 120_000);

  it("keeps a reviewed draft and a row with a date as sent", async () => {
    const { client, entry } = await userWithEntry("journal-dates-kept", { timeZone: "UTC" });
    const res = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [
        // An extraction draft: its repeat stays words (docs/decisions/journal.md).
        { description: "Stretch every morning", category: "health", aiCategory: "health" },
        {
          description: "Send the photos Friday",
          category: "family_friends",
          dueDate: "2026-12-04",
        },
        { description: "Tomorrow", category: "personal_growth" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.tasks.map((t: Row) => [t.description, t.dueDate, t.recurrence])).toEqual([
      ["Stretch every morning", null, null],
      ["Send the photos Friday", "2026-12-04", null],
      // Nothing but a date: the words stay (a task needs a description).
      ["Tomorrow", null, null],
    ]);
  });
});
