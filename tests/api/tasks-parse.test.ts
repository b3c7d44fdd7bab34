import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { TASK_DESCRIPTION_MAX } from "@/lib/tasks/shapes";

/** Today in a zone, read around a request so a midnight between the two cannot flake the test. */
async function todayAround<T>(
  tz: string,
  run: () => Promise<T>,
): Promise<{ result: T; days: string[] }> {
  const before = todayIn(tz);
  const result = await run();
  return { result, days: [before, todayIn(tz)] };
}

describe("POST /api/tasks/parse", () => {
  it("answers the task words and their schedule, without `matched`", async () => {
    const { client } = await signedInClient("parse");
    const res = await client.post("/api/tasks/parse", { text: "Call mom tomorrow at 5pm" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      "description",
      "dueDate",
      "dueTime",
      "estimateMinutes",
      "isPriority",
      "recurrence",
    ]);
    expect(res.body).toMatchObject({
      description: "Call mom",
      dueTime: "17:00",
      recurrence: null,
      isPriority: false,
    });
    expect(res.body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const rule = await client.post("/api/tasks/parse", {
      text: "  Pay rent every month on the 1st, urgent ",
    });
    expect(rule.body).toMatchObject({
      description: "Pay rent",
      recurrence: "FREQ=MONTHLY;BYMONTHDAY=1",
      isPriority: true,
      dueTime: null,
    });
    expect(rule.body.dueDate).toMatch(/-01$/);

    const plain = await client.post("/api/tasks/parse", { text: "Plan a date night" });
    expect(plain.body).toEqual({
      description: "Plan a date night",
      dueDate: null,
      dueTime: null,
      recurrence: null,
      isPriority: false,
      estimateMinutes: null,
    });
  });

  it("reads durations beside the dates (issue 27), never 'in 2 hours'", async () => {
    const { client } = await signedInClient("parse-duration");
    const run = await client.post("/api/tasks/parse", { text: "Run 5k 45m" });
    expect(run.body).toEqual({
      description: "Run 5k",
      dueDate: null,
      dueTime: null,
      recurrence: null,
      isPriority: false,
      estimateMinutes: 45,
    });
    const report = await client.post("/api/tasks/parse", {
      text: "Write the report for 2 hours tomorrow",
    });
    expect(report.body).toMatchObject({
      description: "Write the report",
      estimateMinutes: 120,
      dueTime: null,
    });
    expect(report.body.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const soon = await client.post("/api/tasks/parse", { text: "Call the plumber in 2 hours" });
    expect(soon.body).toMatchObject({ description: "Call the plumber", estimateMinutes: null });
    expect(soon.body.dueTime).toMatch(/^\d{2}:\d{2}$/);
    const book = await client.post("/api/tasks/parse", { text: "Read the 4-Hour Workweek" });
    expect(book.body).toMatchObject({
      description: "Read the 4-Hour Workweek",
      estimateMinutes: null,
    });
  });

  it("refuses empty, too long, extra fields and non-strings with 400", async () => {
    const { client } = await signedInClient("parse-bad");
    for (const body of [
      { text: "" },
      { text: "   " },
      { text: "x".repeat(TASK_DESCRIPTION_MAX + 201) },
      { text: "Call mom", extra: 1 },
      { text: 5 },
      { text: null },
      {},
      ["Call mom"],
    ]) {
      const res = await client.post("/api/tasks/parse", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(typeof res.body.message).toBe("string");
    }
    expect(
      (await client.post("/api/tasks/parse", { text: "x".repeat(TASK_DESCRIPTION_MAX + 200) }))
        .status,
    ).toBe(200);
  });

  it("is for signed-in users only", async () => {
    expect(
      (await new ApiClient().post("/api/tasks/parse", { text: "Call mom tomorrow" })).status,
    ).toBe(401);
  });

  it("reads 'today' and 'tomorrow' on the user's calendar (their settings' zone)", async () => {
    const { client } = await signedInClient("parse-zone");
    // UTC+14 and UTC-11 are always on different calendar days.
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      expect((await client.patch("/api/settings", { timeZone: tz })).status).toBe(200);
      const today = await todayAround(tz, () =>
        client.post("/api/tasks/parse", { text: "Pay the gas bill today" }),
      );
      expect(today.days).toContain(today.result.body.dueDate);
      const tomorrow = await todayAround(tz, () =>
        client.post("/api/tasks/parse", { text: "Pay the gas bill tomorrow" }),
      );
      expect(tomorrow.days.map((d) => addDays(d, 1))).toContain(tomorrow.result.body.dueDate);
    }
    expect(todayIn("Pacific/Kiritimati")).not.toBe(todayIn("Pacific/Pago_Pago"));
  });
});

describe("voice and prioritize use the user's calendar too", () => {
  it("process-voice answers dueTime and recurrence, read in the user's zone", async () => {
    const { client } = await signedInClient("voice-zone");
    await client.patch("/api/settings", { timeZone: "Pacific/Kiritimati" });
    const { result: res, days } = await todayAround("Pacific/Kiritimati", () =>
      client.post("/api/tasks/process-voice", {
        transcript: "remind me to call mom today at 11pm",
      }),
    );
    expect(res.status).toBe(200);
    expect(days).toContain(res.body.deadline);
    expect(res.body).toMatchObject({
      taskDescription: "Call mom",
      hasDeadline: true,
      dueTime: "23:00",
      recurrence: null,
    });
    const weekly = await client.post("/api/tasks/process-voice", {
      transcript: "water the plants every Sunday",
    });
    expect(weekly.body).toMatchObject({
      taskDescription: "Water the plants",
      recurrence: "FREQ=WEEKLY;BYDAY=SU",
      dueTime: null,
    });
  });

  it("prioritize takes due dates from the stored tasks, not from the request", async () => {
    const { client } = await signedInClient("prio-due");
    const [welcome] = (await client.get("/api/tasks")).body;
    if (welcome) await client.patch(`/api/tasks/${welcome.id}`, { completed: true });
    const yesterday = addDays(todayIn("UTC"), -1);
    const { body: shed } = await client.post("/api/tasks", {
      description: "Tidy the shed tonight",
      category: "physical_environment",
      important: true,
    });
    const { body: gas } = await client.post("/api/tasks", {
      description: "Pay the gas bill",
      category: "finances",
      dueDate: yesterday,
    });
    const res = await client.post("/api/tasks/prioritize", {
      tasks: [
        { id: shed.id, dueDate: "2000-01-01" },
        { id: gas.id, dueDate: null },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.explanation).toMatch(
      /^Start with "Pay the gas bill" because it's overdue since/,
    );
    expect(res.body.explanation).not.toMatch(/"Tidy the shed tonight" because [^.]*\bdue\b/);
    const open = (await client.get("/api/tasks")).body.filter(
      (t: { completed: boolean }) => !t.completed,
    );
    expect(open.map((t: { id: number }) => t.id)).toEqual([gas.id, shed.id]);
    expect(
      (
        await client.post("/api/tasks/prioritize", {
          tasks: [{ id: gas.id, dueDate: "2026-02-30" }],
        })
      ).status,
    ).toBe(400);
  });
});
