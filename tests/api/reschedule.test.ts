// Issue 27: POST /api/tasks/reschedule moves tasks to a day (or no date) in one step.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient } from "../helpers/api-client";

type Task = {
  id: number;
  dueDate: string | null;
  dueTime: string | null;
  recurrence: string | null;
};

async function add(
  client: ApiClient,
  description: string,
  extra: Record<string, unknown> = {},
): Promise<Task> {
  const res = await client.post("/api/tasks", { description, category: "health", ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/tasks/reschedule", () => {
  it("moves several tasks to a day, keeps their times, and back", async () => {
    const { client } = await signedInClient("resched");
    const a = await add(client, "Overdue walk", { dueDate: "2026-11-01", dueTime: "07:30" });
    const b = await add(client, "Overdue call", { dueDate: "2026-11-10" });
    const c = await add(client, "Undated read");
    const res = await client.post("/api/tasks/reschedule", {
      ids: [a.id, b.id, c.id],
      dueDate: "2026-11-24",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 3 });
    const after = (await client.get("/api/tasks")).body as Task[];
    const byId = new Map(after.map((t) => [t.id, t]));
    expect(byId.get(a.id)).toMatchObject({ dueDate: "2026-11-24", dueTime: "07:30" });
    expect(byId.get(b.id)).toMatchObject({ dueDate: "2026-11-24", dueTime: null });
    expect(byId.get(c.id)).toMatchObject({ dueDate: "2026-11-24" });

    // Undo, as the client does it: each old day back for its tasks.
    await client.post("/api/tasks/reschedule", { ids: [a.id], dueDate: "2026-11-01" });
    expect((await client.get(`/api/tasks/${a.id}`)).body).toMatchObject({
      dueDate: "2026-11-01",
      dueTime: "07:30",
    });
  });

  it("moves one occurrence of a recurring task, keeping the rule; no date clears time and rule", async () => {
    const { client } = await signedInClient("resched-rec");
    const r = await add(client, "Weekly review", {
      dueDate: "2026-11-16",
      dueTime: "18:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
    await client.post("/api/tasks/reschedule", { ids: [r.id], dueDate: "2026-11-25" });
    const moved = (await client.get(`/api/tasks/${r.id}`)).body;
    expect(moved).toMatchObject({
      dueDate: "2026-11-25",
      dueTime: "18:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
    // Ticking it makes one next occurrence, from the rule.
    const ticked = await client.patch(`/api/tasks/${r.id}`, { completed: true });
    expect(ticked.body.next.recurrence).toBe("FREQ=WEEKLY;BYDAY=MO");
    const list = (await client.get("/api/tasks")).body as (Task & { description: string })[];
    expect(list.filter((t) => t.description === "Weekly review")).toHaveLength(2);

    const cleared = await client.post("/api/tasks/reschedule", {
      ids: [ticked.body.next.id],
      dueDate: null,
    });
    expect(cleared.body).toEqual({ updated: 1 });
    expect((await client.get(`/api/tasks/${ticked.body.next.id}`)).body).toMatchObject({
      dueDate: null,
      dueTime: null,
      recurrence: null,
    });
  });

  it("any foreign or unknown id is a 404 and nothing changes", async () => {
    const alice = await signedInClient("resched-a");
    const bob = await signedInClient("resched-b");
    const mine = await add(alice.client, "Mine", { dueDate: "2026-11-01" });
    const theirs = await add(bob.client, "Theirs", { dueDate: "2026-11-02" });
    const foreign = await alice.client.post("/api/tasks/reschedule", {
      ids: [mine.id, theirs.id],
      dueDate: "2026-12-01",
    });
    expect(foreign.status).toBe(404);
    const unknown = await alice.client.post("/api/tasks/reschedule", {
      ids: [mine.id, 2_147_483_647],
      dueDate: "2026-12-01",
    });
    expect(unknown.status).toBe(404);
    expect((await alice.client.get(`/api/tasks/${mine.id}`)).body.dueDate).toBe("2026-11-01");
    expect((await bob.client.get(`/api/tasks/${theirs.id}`)).body.dueDate).toBe("2026-11-02");
  });

  it("refuses bad input with a 400 naming the field", async () => {
    const { client } = await signedInClient("resched-bad");
    const t = await add(client, "Something");
    for (const [body, field] of [
      [{ ids: [], dueDate: "2026-11-24" }, "ids"],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1), dueDate: "2026-11-24" }, "ids"],
      [{ ids: [t.id, t.id], dueDate: "2026-11-24" }, "ids"],
      [{ ids: [1.5], dueDate: "2026-11-24" }, "ids.0"],
      [{ ids: ["1"], dueDate: "2026-11-24" }, "ids.0"],
      [{ ids: [t.id], dueDate: "2026-02-30" }, "dueDate"],
      [{ ids: [t.id], dueDate: "tomorrow" }, "dueDate"],
      [{ ids: [t.id] }, "dueDate"],
      [{ ids: [t.id], dueDate: null, extra: 1 }, "extra"],
    ] as const) {
      const res = await client.post("/api/tasks/reschedule", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.field, JSON.stringify(body).slice(0, 80)).toBe(field);
    }
    // 500 distinct ids of which none are the user's: a 404, not a 400.
    expect(
      (
        await client.post("/api/tasks/reschedule", {
          ids: Array.from({ length: 500 }, (_, i) => 2_000_000_000 + i),
          dueDate: null,
        })
      ).status,
    ).toBe(404);
    expect(
      (await new ApiClient().post("/api/tasks/reschedule", { ids: [t.id], dueDate: null })).status,
    ).toBe(401);
  });
});
