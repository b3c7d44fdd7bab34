// Checklists inside tasks (issue 29): items come with GET /api/tasks/{id}, are added (201, at most
// 50), edited, ticked, reordered, deleted and restored (24 h, like every delete); they count in the
// list's "2/5", go and come back with their task's Undo, repeat unticked with a recurring task,
// and are in the export and the calendar feed. Another user's ids are a 404.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deletedRows } from "@/db/schema";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { userCalendar } from "@/lib/calendar/feed";
import { signedInClient, type ApiClient } from "../helpers/api-client";

async function taskWithItems(
  client: ApiClient,
  texts: string[],
  extra: Record<string, unknown> = {},
) {
  const { body: task } = await client.post("/api/tasks", {
    description: "Pack for the trip",
    category: "fun_recreation",
    ...extra,
  });
  const items = [];
  for (const text of texts) {
    const res = await client.post(`/api/tasks/${task.id}/items`, { text });
    expect(res.status).toBe(201);
    items.push(res.body as { id: number; text: string; done: boolean; order: number });
  }
  return { task, items };
}

describe("checklist items", () => {
  it("adds, reads, edits, ticks, reorders and deletes items, with the list's progress", async () => {
    const { client } = await signedInClient("items-crud");
    const { task, items } = await taskWithItems(client, ["  Passport  ", "Charger", "Sunscreen"]);
    expect(items[0]).toEqual({ id: expect.any(Number), text: "Passport", done: false, order: 0 });
    expect(items.map((i) => i.order)).toEqual([0, 1, 2]);

    const got = await client.get(`/api/tasks/${task.id}`);
    expect(got.body.items).toEqual(items);

    const ticked = await client.patch(`/api/task-items/${items[1]!.id}`, { done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ text: "Charger", done: true });
    const renamed = await client.patch(`/api/task-items/${items[2]!.id}`, {
      text: "Sunscreen SPF 50",
    });
    expect(renamed.body).toMatchObject({ text: "Sunscreen SPF 50", done: false });

    const row = (
      (await client.get("/api/tasks")).body as { id: number; checklist?: unknown }[]
    ).find((t) => t.id === task.id);
    expect(row?.checklist).toEqual({ done: 1, total: 3 });

    const reordered = await client.post(`/api/tasks/${task.id}/items/reorder`, {
      ids: [items[2]!.id, items[0]!.id, items[1]!.id],
    });
    expect(reordered.status).toBe(200);
    expect(
      (await client.get(`/api/tasks/${task.id}`)).body.items.map((i: { text: string }) => i.text),
    ).toEqual(["Sunscreen SPF 50", "Passport", "Charger"]);

    expect((await client.delete(`/api/task-items/${items[0]!.id}`)).status).toBe(204);
    expect((await client.get(`/api/tasks/${task.id}`)).body.items).toHaveLength(2);
    expect((await client.patch(`/api/task-items/${items[0]!.id}`, { done: true })).status).toBe(
      404,
    );
    const restored = await client.post(`/api/task-items/${items[0]!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: items[0]!.id, text: "Passport", done: false });
    expect((await client.post(`/api/task-items/${items[0]!.id}/restore`)).status).toBe(404);
    expect((await client.get(`/api/tasks/${task.id}`)).body.items).toHaveLength(3);
  });

  it("a task without items has an empty list and no progress in the list", async () => {
    const { client } = await signedInClient("items-none");
    const { body: task } = await client.post("/api/tasks", {
      description: "Nothing inside",
      category: "health",
    });
    expect((await client.get(`/api/tasks/${task.id}`)).body.items).toEqual([]);
    const row = ((await client.get("/api/tasks")).body as Record<string, unknown>[]).find(
      (t) => t.id === task.id,
    )!;
    expect("checklist" in row).toBe(false);
  });

  it("text must be 1-200 characters; bad bodies are a 400 naming the field", async () => {
    const { client } = await signedInClient("items-valid");
    const { task, items } = await taskWithItems(client, ["One"]);
    for (const text of ["", "   ", "x".repeat(201)]) {
      const res = await client.post(`/api/tasks/${task.id}/items`, { text });
      expect(res.status, JSON.stringify(text).slice(0, 20)).toBe(400);
      expect(res.body.field).toBe("text");
    }
    expect(
      (await client.post(`/api/tasks/${task.id}/items`, { text: "x".repeat(200) })).status,
    ).toBe(201);
    expect(
      (await client.post(`/api/tasks/${task.id}/items`, { text: "ok", done: true })).status,
    ).toBe(400);
    expect((await client.patch(`/api/task-items/${items[0]!.id}`, {})).status).toBe(400);
    expect((await client.patch(`/api/task-items/${items[0]!.id}`, { done: "yes" })).status).toBe(
      400,
    );
    expect(
      (await client.patch(`/api/task-items/${items[0]!.id}`, { text: "x".repeat(201) })).status,
    ).toBe(400);
    expect((await client.post(`/api/tasks/${task.id}/items/reorder`, { ids: [] })).status).toBe(
      400,
    );
    expect(
      (
        await client.post(`/api/tasks/${task.id}/items/reorder`, {
          ids: [items[0]!.id, items[0]!.id],
        })
      ).status,
    ).toBe(400);
    expect(
      (await client.post(`/api/tasks/${task.id}/items/reorder`, { ids: [2147483647] })).status,
    ).toBe(404);
    expect((await client.post("/api/tasks/2147483647/items", { text: "Nowhere" })).status).toBe(
      404,
    );
  });

  it("the 51st item is a 409, and so is restoring into a full task", async () => {
    const { client } = await signedInClient("items-cap");
    const { task, items } = await taskWithItems(
      client,
      Array.from({ length: 50 }, (_, i) => `Item ${i + 1}`),
    );
    const extra = await client.post(`/api/tasks/${task.id}/items`, { text: "One too many" });
    expect(extra.status).toBe(409);
    expect(extra.body.message).toBe("A task holds at most 50 checklist items");
    expect((await client.get(`/api/tasks/${task.id}`)).body.items).toHaveLength(50);
    await client.delete(`/api/task-items/${items[0]!.id}`);
    expect((await client.post(`/api/tasks/${task.id}/items`, { text: "Fits again" })).status).toBe(
      201,
    );
    expect((await client.post(`/api/task-items/${items[0]!.id}/restore`)).status).toBe(409);
  }, 60_000);

  it("another user's task and items are a 404 and stay as they were", async () => {
    const { client } = await signedInClient("items-owner");
    const { client: other } = await signedInClient("items-other");
    const { task, items } = await taskWithItems(client, ["Mine", "Also mine"]);
    const { task: theirs } = await taskWithItems(other, []);
    const before = (await client.get(`/api/tasks/${task.id}`)).text;
    expect((await other.post(`/api/tasks/${task.id}/items`, { text: "Intruder" })).status).toBe(
      404,
    );
    expect((await other.patch(`/api/task-items/${items[0]!.id}`, { done: true })).status).toBe(404);
    expect((await other.delete(`/api/task-items/${items[0]!.id}`)).status).toBe(404);
    expect(
      (
        await other.post(`/api/tasks/${task.id}/items/reorder`, {
          ids: [items[1]!.id, items[0]!.id],
        })
      ).status,
    ).toBe(404);
    // Their own task with my item ids: still a 404, nothing moves.
    expect(
      (await other.post(`/api/tasks/${theirs.id}/items/reorder`, { ids: [items[1]!.id] })).status,
    ).toBe(404);
    await client.delete(`/api/task-items/${items[1]!.id}`);
    expect((await other.post(`/api/task-items/${items[1]!.id}/restore`)).status).toBe(404);
    await client.post(`/api/task-items/${items[1]!.id}/restore`);
    expect((await client.get(`/api/tasks/${task.id}`)).text).toBe(before);
  });

  it("deleting the task takes its items along; its Undo brings them back as they were", async () => {
    const { client, user } = await signedInClient("items-undo");
    const { task, items } = await taskWithItems(client, ["Tent", "Stove"]);
    await client.patch(`/api/task-items/${items[1]!.id}`, { done: true });
    const before = (await client.get(`/api/tasks/${task.id}`)).body;
    expect((await client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await client.patch(`/api/task-items/${items[0]!.id}`, { done: true })).status).toBe(
      404,
    );
    expect((await client.get("/api/account/export")).text).not.toContain("Tent");
    expect((await client.post(`/api/tasks/${task.id}/restore`)).status).toBe(200);
    expect((await client.get(`/api/tasks/${task.id}`)).body).toEqual(before);
    const db = await getDb();
    expect(await db.select().from(deletedRows).where(eq(deletedRows.userId, user.id))).toEqual([]);
  });

  it("an item deleted with its task gone cannot be restored on its own", async () => {
    const { client } = await signedInClient("items-orphan");
    const { task, items } = await taskWithItems(client, ["Lonely"]);
    await client.delete(`/api/task-items/${items[0]!.id}`);
    await client.delete(`/api/tasks/${task.id}`);
    expect((await client.post(`/api/task-items/${items[0]!.id}/restore`)).status).toBe(404);
  });

  it("ticking the task keeps its items as they were; the next occurrence gets them unticked", async () => {
    const { client } = await signedInClient("items-repeat");
    const due = todayIn("UTC");
    const { task, items } = await taskWithItems(client, ["Passport", "Charger"], {
      dueDate: due,
      recurrence: "FREQ=WEEKLY",
    });
    await client.patch(`/api/task-items/${items[0]!.id}`, { done: true });
    const done = await client.patch(`/api/tasks/${task.id}`, { completed: true });
    expect(done.status).toBe(200);
    expect(done.body.next.dueDate).toBe(addDays(due, 7));
    const old = (await client.get(`/api/tasks/${task.id}`)).body;
    expect(old.items.map((i: { text: string; done: boolean }) => [i.text, i.done])).toEqual([
      ["Passport", true],
      ["Charger", false],
    ]);
    const next = (await client.get(`/api/tasks/${done.body.next.id}`)).body;
    expect(next.items.map((i: { text: string; done: boolean }) => [i.text, i.done])).toEqual([
      ["Passport", false],
      ["Charger", false],
    ]);
    expect(next.items[0].id).not.toBe(items[0]!.id);
  });

  it("the export and the calendar feed include the items", async () => {
    const { client, user } = await signedInClient("items-export");
    const { task } = await taskWithItems(client, ["Boarding pass"], {
      dueDate: addDays(todayIn("UTC"), 2),
    });
    const exported = await client.get("/api/account/export");
    expect(exported.body.taskItems).toEqual([
      expect.objectContaining({ taskId: task.id, text: "Boarding pass", done: false }),
    ]);
    const feed = (await userCalendar(user.id)).replace(/\r\n[ \t]/g, "");
    expect(feed).toContain("[ ] Boarding pass");
  });
});
