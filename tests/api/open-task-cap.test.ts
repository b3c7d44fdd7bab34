// At most 5,000 open tasks per user (security round two, finding 11): a clear 400 past the cap,
// for new tasks and for reopening a completed one.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { signedInClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { MAX_OPEN_TASKS } from "@/lib/tasks/shapes";
import { TOO_MANY_OPEN_TASKS } from "@/lib/tasks/open-task-cap";
import { taskListWritten } from "@/lib/tasks/list-cache";

async function fillTo(userId: string, open: number) {
  const db = await getDb();
  const n = await db.$count(tasks, and(eq(tasks.userId, userId), eq(tasks.completed, false)));
  const rows = Array.from({ length: open - n }, (_, i) => ({
    userId,
    description: `Filler task ${i}`,
    category: "health" as const,
    order: i + 1,
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(tasks).values(rows.slice(i, i + 1000));
  taskListWritten(userId);
}

describe("open task cap", () => {
  it(
    `refuses open task number ${MAX_OPEN_TASKS + 1} with a 400 that says why; completing one makes room`,
    { timeout: 60_000 },
    async () => {
      const { client, user } = await signedInClient("cap");
      await fillTo(user.id, MAX_OPEN_TASKS);
      const refused = await client.post("/api/tasks", {
        description: "One too many",
        category: "health",
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        message: TOO_MANY_OPEN_TASKS,
        code: "TOO_MANY_OPEN_TASKS",
      });
      // A task created done adds no open task: it is kept at the cap, with the time it was done.
      const done = await client.post("/api/tasks", {
        description: "Already done",
        category: "health",
        completed: true,
      });
      expect(done.status).toBe(201);
      expect(done.body).toMatchObject({ completed: true, completedAt: expect.any(String) });
      expect(Date.now() - Date.parse(done.body.completedAt)).toBeLessThan(60_000);
      // The journal's task rows count too.
      const fromJournal = await client.post("/api/journals", {
        title: "Plans",
        content: "Many plans",
        category: "health",
      });
      const manual = await client.post(`/api/journals/${fromJournal.body.id}/manual-tasks`, {
        tasks: [{ description: "Another", category: "health" }],
      });
      expect(manual.status).toBe(400);

      const list = await client.get("/api/tasks");
      const first = list.body.find((t: { completed: boolean }) => !t.completed);
      expect((await client.patch(`/api/tasks/${first.id}`, { completed: true })).status).toBe(200);
      const created = await client.post("/api/tasks", {
        description: "Now it fits",
        category: "health",
      });
      expect(created.status).toBe(201);
      // At the cap again: the completed task cannot be reopened, but other edits work.
      expect((await client.patch(`/api/tasks/${first.id}`, { completed: false })).status).toBe(400);
      expect(
        (await client.patch(`/api/tasks/${first.id}`, { description: "Still editable" })).status,
      ).toBe(200);
    },
  );
});
