// Issue 43: POST /api/import (preview, nothing written), PATCH (areas), commit (one transaction,
// 201 then 409), DELETE (undo or discard), and every error of the issue.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signedInClient, type ApiClient } from "../helpers/api-client";
import { endlessBody, within } from "../helpers/endless-body";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { imports } from "@/db/schema";
import { purgeExpiredPreviews } from "@/lib/import/preview";
import { calendarExport } from "../helpers/calendar-export";

const FIXTURES = path.resolve(__dirname, "../fixtures/import");
const file = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

function form(bytes: Uint8Array | string, name: string, source?: string) {
  const f = new FormData();
  f.append("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name));
  if (source) f.append("source", source);
  return f;
}

const preview = (client: ApiClient, bytes: Uint8Array | string, name: string, source?: string) =>
  client.request("POST", "/api/import", form(bytes, name, source));

type Task = {
  id: number;
  description: string;
  category: string;
  completed: boolean;
  completedAt: string | null;
};
const allTasks = async (client: ApiClient): Promise<Task[]> =>
  (await client.get("/api/tasks")).body;

describe("import API", () => {
  it("previews a TickTick backup without writing, moves a list, commits once, and undoes it", async () => {
    const { client } = await signedInClient("import-flow");
    const before = await allTasks(client);
    const res = await preview(client, file("ticktick-backup.csv"), "TickTick-backup.csv");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      source: "ticktick-csv",
      counts: {
        tasks: 5,
        open: 3,
        completed: 2,
        recurring: 2,
        checklistItems: 3,
        journals: 0,
        visionBoards: 0,
        skipped: 1,
        warnings: 1,
      },
      skipped: [{ line: 16, reason: "A task without a title" }],
      overOpenTaskCap: false,
    });
    const shop = res.body.tasks.find(
      (t: { description: string }) => t.description === "Weekly shop",
    );
    expect(Object.keys(shop).sort()).toEqual(
      [
        "ref",
        "description",
        "notes",
        "category",
        "categorySource",
        "dueDate",
        "dueTime",
        "recurrence",
        "estimateMinutes",
        "completed",
        "completedAt",
        "important",
        "items",
        "origin",
        "include",
      ].sort(),
    );
    // "Work / Project Alpha" names an area; its tasks go there, said to come from the origin.
    const alpha = res.body.tasks.filter(
      (t: { origin: string }) => t.origin === "Work / Project Alpha",
    );
    expect(
      alpha.map((t: { category: string; categorySource: string }) => [
        t.category,
        t.categorySource,
      ]),
    ).toEqual([
      ["business_career", "origin"],
      ["business_career", "origin"],
    ]);
    expect(await allTasks(client)).toEqual(before);

    const moved = await client.patch(`/api/import/${res.body.id}`, {
      areas: { "Work / Project Alpha": "finances" },
      tasks: [{ ref: "t-stretch", include: false }],
    });
    expect(moved.status).toBe(200);
    expect(moved.body.counts).toMatchObject({ tasks: 4, open: 2, recurring: 1 });
    expect(moved.body.areas).toContainEqual({
      origin: "Work / Project Alpha",
      tasks: 2,
      category: "finances",
      mixed: false,
    });

    const committed = await client.post(`/api/import/${res.body.id}/commit`);
    expect(committed.status).toBe(201);
    expect(committed.body).toEqual({
      created: { tasks: 4, checklistItems: 3, journals: 0, visionBoards: 0 },
    });
    const after = await allTasks(client);
    expect(after).toHaveLength(before.length + 4);
    const invoice = after.find((t) => t.description === "Send the invoice")!;
    expect(invoice).toMatchObject({
      category: "finances",
      completed: true,
      completedAt: "2026-11-12T16:45:00.000Z",
    });
    const post = after.find((t) => t.description === "Post office run")!;
    const one = await client.get(`/api/tasks/${post.id}`);
    expect(one.body).toMatchObject({
      notes: 'Letters for grandma, the "big" parcel',
      important: true,
      items: [{ text: "Buy stamps", done: false }],
    });
    // Imported tasks are on top of the list, in the file's order.
    expect(after.slice(0, 4).map((t) => t.description)).toEqual([
      "Weekly shop",
      "Post office run",
      "Send the invoice",
      "Review the contract",
    ]);

    expect((await client.post(`/api/import/${res.body.id}/commit`)).status).toBe(409);
    expect((await client.patch(`/api/import/${res.body.id}`, { tasks: [] })).status).toBe(409);

    // A task changed since the import goes too.
    await client.patch(`/api/tasks/${post.id}`, { description: "Post office run (edited)" });
    const undone = await client.delete(`/api/import/${res.body.id}`);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ removed: 4 });
    expect(await allTasks(client)).toEqual(before);
    expect((await client.delete(`/api/import/${res.body.id}`)).status).toBe(404);
    // The first test also starts the database and loads the categorizer's data.
  }, 120_000);

  it("reads each source, and a discarded preview is gone", async () => {
    const { client } = await signedInClient("import-sources");
    const cases = [
      ["todoist-work.csv", "Work [123].csv", "todoist-csv", 5],
      ["google-Tasks.json", "Tasks.json", "google-tasks", 4],
      ["thunderbird-tasks.ics", "tasks.ics", "ics", 4],
    ] as const;
    for (const [fixture, name, source, count] of cases) {
      const res = await preview(client, file(fixture), name);
      expect(res.status, fixture).toBe(200);
      expect(res.body.source).toBe(source);
      expect(res.body.counts.tasks).toBe(count);
      const gone = await client.delete(`/api/import/${res.body.id}`);
      expect(gone.body).toEqual({ removed: 0 });
      expect((await client.post(`/api/import/${res.body.id}/commit`)).status).toBe(404);
    }
    const named = await preview(client, file("todoist-work.csv"), "x.txt", "todoist-csv");
    expect(named.body.tasks[0].origin).toBe("x.txt");
    const wrong = await preview(client, file("todoist-work.csv"), "x.csv", "ics");
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("IMPORT_UNREADABLE");
  });

  it("lists the first 200 rows left out and counts them all", async () => {
    const { client } = await signedInClient("import-left-out");
    // A calendar export: 300 events (left out: not tasks) and one task.
    const ics = calendarExport(300);
    const res = await preview(client, ics, "calendar.ics");
    expect(res.status, res.text).toBe(200);
    expect(res.body.counts).toMatchObject({ tasks: 1, skipped: 300 });
    expect(res.body.skipped).toHaveLength(200);
    expect(res.body.skipped[0]).toEqual({ line: 3, reason: "An event, not a task" });
    // The same after a change of the preview.
    const changed = await client.patch(`/api/import/${res.body.id}`, { areas: {} });
    expect(changed.body.counts.skipped).toBe(300);
    expect(changed.body.skipped).toHaveLength(200);
    // A preview stored before the lists were cut (previews live a day) still holds every row:
    // it is answered with the first 200 too.
    const db = await getDb();
    const [row] = await db.select().from(imports).where(eq(imports.id, res.body.id));
    const { skippedCount: _count, ...older } = row!.preview as Record<string, unknown>;
    const all = Array.from({ length: 300 }, (_, i) => ({
      line: 3 + i,
      reason: "An event, not a task",
    }));
    await db
      .update(imports)
      .set({ preview: { ...older, skipped: all } })
      .where(eq(imports.id, res.body.id));
    const old = await client.patch(`/api/import/${res.body.id}`, { areas: {} });
    expect(old.body.counts.skipped).toBe(300);
    expect(old.body.skipped).toHaveLength(200);
  });

  it("a preview lives 24 hours: then it is a 404, and housekeeping deletes it", async () => {
    const { client } = await signedInClient("import-expiry");
    const res = await preview(client, file("google-Tasks.json"), "Tasks.json");
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const db = await getDb();
    await db
      .update(imports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(imports.id, res.body.id));
    expect((await client.patch(`/api/import/${res.body.id}`, { tasks: [] })).status).toBe(404);
    expect((await client.post(`/api/import/${res.body.id}/commit`)).status).toBe(404);
    expect(await purgeExpiredPreviews()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(imports).where(eq(imports.id, res.body.id))).toEqual([]);
  }, 60_000);

  it("lists the week's committed imports with what they created, until they are undone", async () => {
    const { client } = await signedInClient("import-recent");
    const other = await signedInClient("import-recent-other");
    expect((await client.get("/api/import")).body).toEqual([]);
    const first = await preview(client, file("todoist-work.csv"), "Work.csv");
    const second = await preview(client, file("ticktick-backup.csv"), "TickTick-backup.csv");
    // A preview not committed is not an import yet.
    expect((await client.get("/api/import")).body).toEqual([]);
    expect((await client.post(`/api/import/${first.body.id}/commit`)).status).toBe(201);
    expect((await client.post(`/api/import/${second.body.id}/commit`)).status).toBe(201);
    const listed = (await client.get("/api/import")).body;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([second.body.id, first.body.id]);
    expect(listed[0]).toMatchObject({
      source: "ticktick-csv",
      committedAt: expect.any(String),
      created: { tasks: 5, journals: 0, visionBoards: 0, goals: 0, checkins: 0, habits: 0 },
    });
    expect((await other.client.get("/api/import")).body).toEqual([]);
    expect((await client.request("DELETE", `/api/import/${second.body.id}`)).status).toBe(200);
    expect((await client.get("/api/import")).body.map((i: { id: string }) => i.id)).toEqual([
      first.body.id,
    ]);
  });

  it("another user's import is a 404 everywhere", async () => {
    const { client: owner } = await signedInClient("import-owner");
    const { client: other } = await signedInClient("import-other");
    const res = await preview(owner, file("google-Tasks.json"), "Tasks.json");
    const id = res.body.id;
    expect((await other.patch(`/api/import/${id}`, { tasks: [] })).status).toBe(404);
    expect((await other.post(`/api/import/${id}/commit`)).status).toBe(404);
    expect((await other.delete(`/api/import/${id}`)).status).toBe(404);
    expect((await other.post(`/api/import/not-a-uuid/commit`)).status).toBe(404);
    expect((await owner.post(`/api/import/${id}/commit`)).status).toBe(201);
  });

  it("refuses unreadable, empty, task-less and oversized files", async () => {
    const { client } = await signedInClient("import-errors");
    const bad = await preview(client, 'TYPE,CONTENT\r\ntask,"never closed\r\ntask,b\r\n', "p.csv");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("IMPORT_UNREADABLE");
    expect(bad.body.message).toMatch(/line \d+/i);
    const junk = await preview(client, "just some words", "notes.txt");
    expect(junk.body).toMatchObject({
      code: "IMPORT_UNREADABLE",
      message: expect.stringMatching(/^Line 1: /),
    });
    expect((await preview(client, "", "empty.csv")).status).toBe(400);
    const none = await preview(client, "TYPE,CONTENT\r\nmeta,view_style=list\r\n", "p.csv");
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("The file holds no task to import");
    const unknownSource = await preview(client, "TYPE,CONTENT\r\ntask,a\r\n", "p.csv", "evernote");
    expect(unknownSource.status).toBe(400);
    expect(unknownSource.body.field).toBe("source");
    const json = await client.post("/api/import", { file: "x" });
    expect(json.status).toBe(415);
  });

  it("answers 413 above 20 MB before the whole body is read", async () => {
    const { client } = await signedInClient("import-413");
    const body = endlessBody(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n',
    );
    const res = await within(
      60_000,
      client.request("POST", "/api/import", undefined, {
        headers: { "content-type": "multipart/form-data; boundary=x" },
        stream: body.stream,
      }),
    );
    body.stop();
    expect(res.status).toBe(413);
    expect(body.sent()).toBeLessThan(22 * 1024 * 1024);
  });

  it("says when a file would pass the open-task cap, and then refuses the commit", async () => {
    const { client } = await signedInClient("import-cap");
    const items = Array.from({ length: 5000 }, (_, i) => ({
      kind: "tasks#task",
      id: `c${i}`,
      title: "Sort the photos",
      status: "needsAction",
    }));
    const tasksJson = JSON.stringify({
      kind: "tasks#taskLists",
      items: [{ title: "Photos", items }],
    });
    const res = await preview(client, tasksJson, "Tasks.json");
    expect(res.status).toBe(200);
    // The welcome task is open: room for 4,999.
    expect(res.body).toMatchObject({ openTaskRoom: 4999, overOpenTaskCap: true });
    const refused = await client.post(`/api/import/${res.body.id}/commit`);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe("TOO_MANY_OPEN_TASKS");
    // Leaving one out makes it fit.
    const fits = await client.patch(`/api/import/${res.body.id}`, {
      tasks: [{ ref: "c0", include: false }],
    });
    expect(fits.body.overOpenTaskCap).toBe(false);
    expect((await client.post(`/api/import/${res.body.id}/commit`)).status).toBe(201);
    expect((await allTasks(client)).filter((t) => !t.completed)).toHaveLength(5000);
  }, 120_000);
});
