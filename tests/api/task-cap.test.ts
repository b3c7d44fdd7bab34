// The account's cap on all its tasks, open and completed (docs/decisions/task-caps.md): every writer
// that adds a row refuses past it with 409 TOO_MANY_TASKS and a message saying what to do. The cap
// is lowered here through MAX_TASKS_PER_ACCOUNT, which is read on every check.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks } from "@/db/schema";
import { taskListWritten } from "@/lib/tasks/list-cache";
import { DEFAULT_MAX_TASKS_PER_ACCOUNT } from "@/lib/tasks/shapes";
import { maxTasksPerAccount, tooManyTasksMessage } from "@/lib/tasks/open-task-cap";
import { signedInClient, type ApiClient } from "../helpers/api-client";

const CAP = 30;

/** Fills the account to `total` tasks, all completed but the welcome task. */
async function fillTo(userId: string, total: number) {
  const db = await getDb();
  const n = await db.$count(tasks, eq(tasks.userId, userId));
  await db.insert(tasks).values(
    Array.from({ length: total - n }, (_, i) => ({
      userId,
      description: `Old done task ${i}`,
      category: "health" as const,
      completed: true,
      completedAt: new Date(Date.now() - (i + 1) * 60_000),
      order: i + 1,
    })),
  );
  taskListWritten(userId);
}

const count = async (userId: string) => (await getDb()).$count(tasks, eq(tasks.userId, userId));

function expectFull(res: { status: number; body: { code?: string; message?: string } }) {
  expect(res.status).toBe(409);
  expect(res.body).toEqual({ code: "TOO_MANY_TASKS", message: tooManyTasksMessage(CAP) });
}

const post = (client: ApiClient, description: string, extra: object = {}) =>
  client.post("/api/tasks", { description, category: "health", ...extra });

describe("the account's task cap", { timeout: 120_000 }, () => {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.MAX_TASKS_PER_ACCOUNT;
    process.env.MAX_TASKS_PER_ACCOUNT = String(CAP);
  });
  afterEach(() => {
    if (before === undefined) delete process.env.MAX_TASKS_PER_ACCOUNT;
    else process.env.MAX_TASKS_PER_ACCOUNT = before;
  });

  it("is 25,000 unless MAX_TASKS_PER_ACCOUNT says otherwise, and says what to do", () => {
    expect(maxTasksPerAccount()).toBe(CAP);
    process.env.MAX_TASKS_PER_ACCOUNT = "not a number";
    expect(maxTasksPerAccount()).toBe(DEFAULT_MAX_TASKS_PER_ACCOUNT);
    expect(DEFAULT_MAX_TASKS_PER_ACCOUNT).toBe(25_000);
    expect(tooManyTasksMessage(25_000)).toMatch(
      /^Your account holds 25,000 tasks, .*Delete completed tasks you no longer need/,
    );
  });

  it("POST /api/tasks: a task past the cap is a 409, open or created done; deleting makes room", async () => {
    const { client, user } = await signedInClient("cap-post");
    await fillTo(user.id, CAP - 1);
    expect((await post(client, "The last that fits")).status).toBe(201);
    expectFull(await post(client, "One too many"));
    expectFull(await post(client, "Done already", { completed: true }));
    expect(await count(user.id)).toBe(CAP);

    const list = (await client.get("/api/tasks")).body as { id: number; completed: boolean }[];
    const done = list.find((t) => t.completed)!;
    expect((await client.delete(`/api/tasks/${done.id}`)).status).toBe(204);
    expect((await post(client, "Fits again")).status).toBe(201);
    // The deleted task cannot come back while the account is full.
    expectFull(await client.post(`/api/tasks/${done.id}/restore`));
  });

  it("the journal's tasks, and the next occurrence of a repeating task, count too", async () => {
    const { client, user } = await signedInClient("cap-journal");
    const repeating = await post(client, "Water the plants", {
      dueDate: "2026-11-27",
      recurrence: "FREQ=WEEKLY",
    });
    expect(repeating.status).toBe(201);
    await fillTo(user.id, CAP);
    const entry = await client.post("/api/journals", {
      title: "Plans",
      content: "Call the bank. Book the dentist.",
      category: "health",
    });
    expect(entry.status).toBe(201);
    expectFull(
      await client.post(`/api/journals/${entry.body.id}/manual-tasks`, {
        tasks: [{ description: "Call the bank", category: "finances" }],
      }),
    );
    // Ticking it would add its next occurrence: refused, and the task stays open.
    expectFull(await client.patch(`/api/tasks/${repeating.body.id}`, { completed: true }));
    const db = await getDb();
    const [row] = await db
      .select({ completed: tasks.completed })
      .from(tasks)
      .where(and(eq(tasks.userId, user.id), eq(tasks.id, repeating.body.id)));
    expect(row!.completed).toBe(false);
    expect(await count(user.id)).toBe(CAP);
  });

  it("an import that would pass the cap says so in its preview and its commit is refused", async () => {
    const { client, user } = await signedInClient("cap-import");
    await fillTo(user.id, CAP - 3);
    const items = Array.from({ length: 5 }, (_, i) => ({
      kind: "tasks#task",
      id: `t${i}`,
      title: `Imported ${i}`,
      status: i < 2 ? "completed" : "needsAction",
    }));
    const file = new FormData();
    file.append(
      "file",
      new File(
        [JSON.stringify({ kind: "tasks#taskLists", items: [{ title: "Home", items }] })],
        "Tasks.json",
      ),
    );
    const preview = await client.request("POST", "/api/import", file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ taskRoom: 3, maxTasks: CAP, overTaskCap: true });
    expectFull(await client.post(`/api/import/${preview.body.id}/commit`));
    expect(await count(user.id)).toBe(CAP - 3);
    // Leaving two out makes it fit, completed ones counting like open ones.
    const fits = await client.patch(`/api/import/${preview.body.id}`, {
      tasks: [
        { ref: "t0", include: false },
        { ref: "t3", include: false },
      ],
    });
    expect(fits.body).toMatchObject({ taskRoom: 3, overTaskCap: false });
    expect((await client.post(`/api/import/${preview.body.id}/commit`)).status).toBe(201);
    expect(await count(user.id)).toBe(CAP);
  });
});
