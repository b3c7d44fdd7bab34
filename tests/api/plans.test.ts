// Issue 27: the day plan's API. propose writes nothing; PUT saves (tasks get the day and start
// time; a task taken out gets its old date and time back); GET reads; every rule's 400 and 404.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";

const DAY = "2030-01-08"; // a Tuesday, far enough ahead to be no one's today

async function add(client: ApiClient, description: string, extra: Record<string, unknown> = {}) {
  const res = await client.post("/api/tasks", { description, category: "health", ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: number; dueDate: string | null; dueTime: string | null };
}
const put = (client: ApiClient, date: string, body: unknown) =>
  client.request("PUT", `/api/plans/${date}`, body);

describe("day plans API", () => {
  it("proposes from open tasks without writing anything", async () => {
    const { client } = await signedInClient("plan-propose");
    const due = await add(client, "Pay the rent", {
      dueDate: DAY,
      estimateMinutes: 15,
      category: "finances",
    });
    await add(client, "Run 5k", { estimateMinutes: 45 });
    const before = (await client.get("/api/tasks")).text;
    const res = await client.post("/api/plans/propose", { date: DAY, minutes: 60, start: "08:00" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: DAY, start: "08:00", minutes: 60 });
    expect(res.body.items[0]).toMatchObject({
      taskId: due.id,
      description: "Pay the rent",
      category: "finances",
      start: "08:00",
      minutes: 15,
      reason: "due today",
    });
    expect(res.body.plannedMinutes).toBeLessThanOrEqual(60);
    const total = Object.values(res.body.balance as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBeCloseTo(1);
    expect((await client.get("/api/tasks")).text).toBe(before);
    expect((await client.get(`/api/plans/${DAY}`)).status).toBe(404);

    // Defaults: the weekday's minutes from Settings (Tuesday: 120) and 09:00 on a day that is not today.
    const defaults = await client.post("/api/plans/propose", { date: DAY });
    expect(defaults.body).toMatchObject({ start: "09:00", minutes: 120 });
  });

  it("saves: tasks get the day and time; taking one out gives back its old date and time", async () => {
    const { client } = await signedInClient("plan-save");
    const a = await add(client, "Write the report", {
      dueDate: "2030-01-20",
      dueTime: "15:00",
      estimateMinutes: 60,
    });
    const b = await add(client, "Call the bank");
    const saved = await put(client, DAY, {
      start: "09:00",
      items: [
        { taskId: a.id, start: "09:00", minutes: 60 },
        { taskId: b.id, start: "10:00", minutes: 15 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ date: DAY, start: "09:00", plannedMinutes: 75 });
    expect(
      saved.body.items.map((i: { taskId: number; start: string }) => [i.taskId, i.start]),
    ).toEqual([
      [a.id, "09:00"],
      [b.id, "10:00"],
    ]);
    expect((await client.get(`/api/tasks/${a.id}`)).body).toMatchObject({
      dueDate: DAY,
      dueTime: "09:00",
    });
    expect((await client.get(`/api/tasks/${b.id}`)).body).toMatchObject({
      dueDate: DAY,
      dueTime: "10:00",
    });
    // PUT also says which tasks it moved from another day (issue 47); GET is the plan itself.
    const { moved, ...plan } = saved.body as { moved: unknown };
    expect(moved).toEqual([{ taskId: a.id, description: "Write the report", from: "2030-01-20" }]);
    expect((await client.get(`/api/plans/${DAY}`)).body).toEqual(plan);

    // Reordered and saved again: the first save's "before" is kept, not the plan's own times.
    await put(client, DAY, {
      start: "09:00",
      items: [
        { taskId: b.id, start: "09:00", minutes: 15 },
        { taskId: a.id, start: "09:15", minutes: 60 },
      ],
    });
    const out = await put(client, DAY, {
      start: "09:00",
      items: [{ taskId: b.id, start: "09:00", minutes: 15 }],
    });
    expect(out.body.items).toHaveLength(1);
    expect((await client.get(`/api/tasks/${a.id}`)).body).toMatchObject({
      dueDate: "2030-01-20",
      dueTime: "15:00",
    });
    const empty = await put(client, DAY, { start: "09:00", items: [] });
    expect(empty.body.items).toEqual([]);
    expect((await client.get(`/api/tasks/${b.id}`)).body).toMatchObject({
      dueDate: null,
      dueTime: null,
    });
  });

  it("rolls yesterday's unfinished items over, marked", async () => {
    const { client } = await signedInClient("plan-roll");
    const left = await add(client, "Unfinished thing", { estimateMinutes: 30 });
    const done = await add(client, "Finished thing", { estimateMinutes: 30 });
    await put(client, "2030-01-07", {
      start: "09:00",
      items: [
        { taskId: left.id, start: "09:00", minutes: 30 },
        { taskId: done.id, start: "09:30", minutes: 30 },
      ],
    });
    await client.patch(`/api/tasks/${done.id}`, { completed: true });
    const res = await client.post("/api/plans/propose", {
      date: DAY,
      start: "09:00",
      minutes: 120,
    });
    expect(res.body.items[0]).toMatchObject({ taskId: left.id, reason: "rolled over" });
    expect(res.body.items.some((i: { taskId: number }) => i.taskId === done.id)).toBe(false);
  });

  it("a foreign or unknown task id is a 404 and nothing is written", async () => {
    const alice = await signedInClient("plan-a");
    const bob = await signedInClient("plan-b");
    const mine = await add(alice.client, "Mine", { dueDate: "2030-02-01" });
    const theirs = await add(bob.client, "Theirs", { dueDate: "2030-02-02" });
    for (const other of [theirs.id, 2_147_483_647]) {
      const res = await put(alice.client, DAY, {
        start: "09:00",
        items: [
          { taskId: mine.id, start: "09:00", minutes: 30 },
          { taskId: other, start: "10:00", minutes: 30 },
        ],
      });
      expect(res.status).toBe(404);
    }
    expect((await alice.client.get(`/api/tasks/${mine.id}`)).body.dueDate).toBe("2030-02-01");
    expect((await bob.client.get(`/api/tasks/${theirs.id}`)).body.dueDate).toBe("2030-02-02");
    expect((await alice.client.get(`/api/plans/${DAY}`)).status).toBe(404);
    // Bob cannot read Alice's plan.
    await put(alice.client, DAY, { start: "09:00", items: [] });
    expect((await bob.client.get(`/api/plans/${DAY}`)).status).toBe(404);
  });

  it("refuses bad input with a 400 naming the field, writing nothing", async () => {
    const { client } = await signedInClient("plan-bad");
    const t = await add(client, "Something", { dueDate: "2030-03-01" });
    const u = await add(client, "Other thing");
    const ticked = await add(client, "Done already");
    await client.patch(`/api/tasks/${ticked.id}`, { completed: true });
    const item = (taskId: number, start: string, minutes: number) => ({ taskId, start, minutes });
    const cases: [string, unknown, string][] = [
      [DAY, { start: "09:00", items: [item(ticked.id, "09:00", 30)] }, "items.0.taskId"],
      [
        DAY,
        { start: "09:00", items: [item(t.id, "09:00", 60), item(u.id, "09:30", 30)] },
        "items.1.start",
      ],
      // The item that starts inside another is named: here the first one, 10:00 inside 09:45-10:15.
      [
        DAY,
        { start: "09:00", items: [item(u.id, "10:00", 30), item(t.id, "09:45", 30)] },
        "items.0.start",
      ],
      [DAY, { start: "23:00", items: [item(t.id, "23:30", 60)] }, "items.0.minutes"],
      [DAY, { start: "09:00", items: [item(t.id, "09:00", 0)] }, "items.0.minutes"],
      [DAY, { start: "09:00", items: [item(t.id, "09:00", 1441)] }, "items.0.minutes"],
      [DAY, { start: "09:00", items: [item(t.id, "25:00", 30)] }, "items.0.start"],
      [DAY, { start: "9am", items: [] }, "start"],
      [DAY, { start: "09:00", items: [item(t.id, "09:00", 30), item(t.id, "10:00", 30)] }, "items"],
      ["2030-02-30", { start: "09:00", items: [] }, "date"],
      ["tomorrow", { start: "09:00", items: [] }, "date"],
    ];
    for (const [date, body, field] of cases) {
      const res = await put(client, date, body);
      expect(res.status, `${date} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.field, `${date} ${JSON.stringify(body)}`).toBe(field);
    }
    expect((await client.get(`/api/tasks/${t.id}`)).body.dueDate).toBe("2030-03-01");
    expect((await client.get(`/api/plans/${DAY}`)).status).toBe(404);
    expect((await client.get("/api/plans/2030-13-01")).body.field).toBe("date");

    for (const [body, field] of [
      [{ date: "2030-02-30" }, "date"],
      [{ date: DAY, minutes: 0 }, "minutes"],
      [{ date: DAY, minutes: 1441 }, "minutes"],
      [{ date: DAY, start: "24:00" }, "start"],
      [{}, "date"],
    ] as const) {
      const res = await client.post("/api/plans/propose", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await new ApiClient().post("/api/plans/propose", { date: DAY })).status).toBe(401);
    expect((await new ApiClient().get(`/api/plans/${DAY}`)).status).toBe(401);
  });
});
