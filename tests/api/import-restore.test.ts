// Issue 43: a Balance export restored into another account through the import flow (preview,
// commit, undo): tasks with their created, completed and due dates, repeats, estimates, notes and
// checklists; journals; vision boards with their items and the pictures' bytes; goals (linked to
// their picture and their tasks); check-ins; habits with their checks; timer entries; weekly
// reviews; settings. The restored account's export equals the old one's, minus the ids.
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { signedInClient, type ApiClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import {
  checkins,
  journals,
  tasks,
  timeEntries,
  visionBoardItems,
  visionBoards,
  weeklyReviews,
} from "@/db/schema";
import { countOf } from "@/lib/db/rows";
import { imageIdFromUrl, readUserImage, saveUserImage } from "@/lib/storage/images";
import { todayIn } from "@/lib/time/clock";
import { addDays } from "@/lib/time/days";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const SCORES = {
  physical_environment: 6,
  business_career: 7,
  finances: 5,
  health: 4,
  family_friends: 8,
  romance: 3,
  personal_growth: 9,
  fun_recreation: 6,
};

function form(text: string, name = "balance-data-2026-11-27.json") {
  const f = new FormData();
  f.append("file", new File([text], name));
  return f;
}

/** An account with something in every part a restore brings back. */
async function oldAccount() {
  const u = await signedInClient("restore-old");
  const { client } = u;
  const db = await getDb();
  expect(
    (
      await client.patch("/api/settings", {
        timeZone: "Europe/Berlin",
        balanceBy: "count",
        checkinEvery: "week",
        // Issue 46: the week start travels with the backup.
        weekStart: 6,
        keyboardShortcuts: false,
        defaultEstimateMinutes: 45,
        categoryPercentages: {
          physical_environment: 10,
          business_career: 20,
          finances: 10,
          health: 20,
          family_friends: 15,
          romance: 10,
          personal_growth: 10,
          fun_recreation: 5,
        },
      })
    ).status,
  ).toBe(200);
  // A board with a picture and an item with another; a goal made from the item.
  const cover = await saveUserImage(u.user.id, PNG, "image/png");
  const photo = await saveUserImage(u.user.id, new Uint8Array([...PNG, 9, 9]), "image/png");
  const [board] = await db
    .insert(visionBoards)
    .values({
      userId: u.user.id,
      title: "2027",
      description: "Strong and calm",
      imageUrl: cover.url,
    })
    .returning();
  const [item] = await db
    .insert(visionBoardItems)
    .values({
      userId: u.user.id,
      visionBoardId: board!.id,
      imageUrl: photo.url,
      description: "Run a marathon",
      positionX: 120,
      positionY: 40,
    })
    .returning();
  const goal = await client.post("/api/goals", {
    title: "Run a marathon",
    category: "health",
    why: "To feel strong at 40",
    targetDate: "2030-04-30",
    visionBoardItemId: item!.id,
  });
  expect(goal.status, goal.text).toBe(201);
  const run = await client.post("/api/tasks", {
    description: "Run 10 km",
    category: "health",
    dueDate: "2026-12-06",
    dueTime: "08:30",
    recurrence: "FREQ=WEEKLY;BYDAY=SU",
    estimateMinutes: 75,
    notes: "Easy pace.\nBring water.",
    goalId: goal.body.id,
    important: true,
  });
  expect(run.status, run.text).toBe(201);
  expect((await client.post(`/api/tasks/${run.body.id}/items`, { text: "Shoes" })).status).toBe(
    201,
  );
  const done = await client.post("/api/tasks", { description: "Pay rent", category: "finances" });
  await client.patch(`/api/tasks/${done.body.id}`, { completed: true });
  // History: made and done weeks ago.
  await db
    .update(tasks)
    .set({
      createdAt: new Date("2026-10-01T09:00:00Z"),
      completedAt: new Date("2026-10-03T18:00:00Z"),
    })
    .where(eq(tasks.id, done.body.id));
  const journal = await client.post("/api/journals", {
    title: "A good week",
    content: "Ran twice, called mum.",
    category: "health",
  });
  expect(journal.status, journal.text).toBe(201);
  expect(
    (await client.request("PUT", "/api/checkins/2026-11-20", { scores: SCORES, note: "Tired" }))
      .status,
  ).toBe(201);
  const habit = await client.post("/api/habits", {
    title: "Meditate",
    category: "personal_growth",
    target: { times: 1, per: "day" },
  });
  expect(habit.status, habit.text).toBe(201);
  // Checks can be filled in up to 7 days back: two of the last days, whatever today is.
  const today = todayIn("UTC");
  for (const date of [addDays(today, -2), addDays(today, -1)])
    expect(
      (await client.request("PUT", `/api/habits/${habit.body.id}/checks/${date}`)).status,
    ).toBeLessThan(300);
  await db.insert(timeEntries).values({
    userId: u.user.id,
    taskId: run.body.id,
    date: "2026-11-22",
    startedAt: new Date("2026-11-22T08:00:00Z"),
    endedAt: new Date("2026-11-22T08:50:00Z"),
    minutes: 50,
  });
  await db.insert(weeklyReviews).values({
    userId: u.user.id,
    weekStart: "2026-11-16",
    journalId: journal.body.id,
    focusAreas: ["health", "romance"],
    focusTaskIds: [run.body.id],
  });
  return u;
}

type Export = Record<string, unknown> & {
  tasks: Record<string, unknown>[];
  goals: Record<string, unknown>[];
};

async function exported(client: ApiClient): Promise<Export> {
  const res = await client.get("/api/account/export");
  expect(res.status).toBe(200);
  return JSON.parse(res.text);
}

/** What must come back, without ids and owners: each part in a stable order. */
function comparable(e: Export) {
  const taskName = new Map(e.tasks.map((t) => [t.id, t.description]));
  const goalName = new Map(e.goals.map((g) => [g.id, g.title]));
  const items = e.visionBoardItems as Record<string, unknown>[];
  const itemName = new Map(items.map((i) => [i.id, i.description]));
  const journalsOf = e.journals as Record<string, unknown>[];
  const journalName = new Map(journalsOf.map((j) => [j.id, j.title]));
  const pictures = new Map(
    (e.pictures as { url: string; data: string }[]).map((p) => [p.url, p.data]),
  );
  const habitName = new Map((e.habits as Record<string, unknown>[]).map((h) => [h.id, h.title]));
  const strip = <T extends Record<string, unknown>>(row: T, ...keys: string[]) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
  const byText = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    JSON.stringify(a).localeCompare(JSON.stringify(b));
  return {
    tasks: e.tasks
      .filter((t) => !String(t.description).startsWith("Welcome to Balance!"))
      .map((t) => ({
        ...strip(t, "id", "userId", "order", "aiCategory", "goalId", "seriesSchedule"),
        goal: t.goalId ? goalName.get(t.goalId) : null,
      }))
      .sort(byText),
    taskItems: (e.taskItems as Record<string, unknown>[])
      .map((i) => ({
        ...strip(i, "id", "taskId", "userId", "createdAt"),
        task: taskName.get(i.taskId),
      }))
      .sort(byText),
    journals: journalsOf.map((j) => strip(j, "id", "userId")).sort(byText),
    visionBoards: (e.visionBoards as Record<string, unknown>[])
      .map((b) => ({
        ...strip(b, "id", "userId", "imageUrl"),
        picture: pictures.get(b.imageUrl as string),
      }))
      .sort(byText),
    visionBoardItems: items
      .map((i) => ({
        ...strip(i, "id", "userId", "visionBoardId", "imageUrl"),
        picture: pictures.get(i.imageUrl as string),
      }))
      .sort(byText),
    goals: e.goals
      .map((g) => ({
        ...strip(g, "id", "userId", "visionBoardItemId"),
        item: g.visionBoardItemId ? itemName.get(g.visionBoardItemId) : null,
      }))
      .sort(byText),
    checkins: e.checkins,
    habits: (e.habits as Record<string, unknown>[])
      .map((h) => strip(h, "id", "userId"))
      .sort(byText),
    habitChecks: (e.habitChecks as Record<string, unknown>[])
      .map((c) => ({ ...strip(c, "habitId"), habit: habitName.get(c.habitId) }))
      .sort(byText),
    timeEntries: (e.timeEntries as Record<string, unknown>[])
      .map((t) => ({
        ...strip(t, "id", "taskId", "habitId"),
        task: taskName.get(t.taskId) ?? null,
      }))
      .sort(byText),
    weeklyReviews: (e.weeklyReviews as Record<string, unknown>[]).map((r) => ({
      ...strip(r, "journalId", "focusTaskIds"),
      journal: r.journalId ? journalName.get(r.journalId) : null,
      focusTasks: (r.focusTaskIds as number[]).map((id) => taskName.get(id)),
    })),
    settings: strip(
      e.settings as Record<string, unknown>,
      "id",
      "userId",
      "createdAt",
      "updatedAt",
      "checkinRemindedFor",
    ),
  };
}

describe("restore a Balance export (balance-json)", () => {
  it("previews what it brings back, commits it as it was, and undoes it all", async () => {
    const old = await oldAccount();
    const backup = await old.client.get("/api/account/export");
    const before = await exported(old.client);
    expect(before.pictures).toHaveLength(2);

    const { client, user } = await signedInClient("restore-new");
    const untouched = await exported(client);
    const res = await client.request("POST", "/api/import", form(backup.text));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      source: "balance-json",
      counts: {
        // The old account's welcome task stays behind: the new one has its own.
        tasks: 2,
        open: 1,
        completed: 1,
        recurring: 1,
        checklistItems: 1,
        journals: 1,
        visionBoards: 1,
        restore: {
          pictures: 2,
          goals: 1,
          checkins: 1,
          habits: 1,
          weeklyReviews: 1,
          settings: true,
        },
      },
      warnings: [],
    });
    expect(res.body.tasks.map((t: { categorySource: string }) => t.categorySource)).toEqual([
      "file",
      "file",
    ]);
    // Nothing written by the preview but the pictures (unused until the commit).
    expect((await exported(client)).goals).toEqual([]);

    const commit = await client.post(`/api/import/${res.body.id}/commit`);
    expect(commit.status, commit.text).toBe(201);
    expect(commit.body.created).toMatchObject({
      tasks: 2,
      checklistItems: 1,
      journals: 1,
      visionBoards: 1,
      goals: 1,
      checkins: 1,
      habits: 1,
    });
    const after = await exported(client);
    expect(comparable(after)).toEqual(comparable(before));
    // The pictures are the new account's own files.
    for (const item of after.visionBoardItems as { imageUrl: string }[]) {
      const stored = await readUserImage(user.id, imageIdFromUrl(item.imageUrl)!);
      expect(stored?.bytes.length).toBeGreaterThan(0);
    }
    // The goal's progress counts its restored task.
    const [goal] = (await client.get("/api/goals")).body;
    expect(goal).toMatchObject({ title: "Run a marathon", progress: { tasksTotal: 1 } });

    // Undo: the account is as it was before the restore, settings included.
    const undo = await client.request("DELETE", `/api/import/${res.body.id}`);
    expect(undo.status, undo.text).toBeLessThan(300);
    const undone = await exported(client);
    for (const part of [
      "tasks",
      "goals",
      "journals",
      "visionBoards",
      "checkins",
      "habits",
      "timeEntries",
      "weeklyReviews",
    ])
      expect(undone[part], part).toEqual(untouched[part]);
    expect(comparable(undone).settings).toEqual(comparable(untouched).settings);
  }, 60_000);

  it("refuses a newer export format and a file that is not a Balance export, and names what failed", async () => {
    const { client } = await signedInClient("restore-bad");
    const newer = await client.request(
      "POST",
      "/api/import",
      form(JSON.stringify({ format: "balance-export/9", tasks: [] })),
    );
    expect(newer.status).toBe(400);
    expect(newer.body).toMatchObject({ code: "IMPORT_UNREADABLE" });
    expect(newer.body.message).toContain("balance-export/1");
    const other = await client.request("POST", "/api/import", form(JSON.stringify({ hello: 1 })));
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/not a Google Tasks export .* or a Balance export/);
  });

  it("leaves out rows that do not fit, with a warning each, and restores the rest", async () => {
    const { client } = await signedInClient("restore-rows");
    const file = {
      format: "balance-export/1",
      tasks: [
        { id: 1, description: "Kept", category: "health", completed: false },
        { id: 2, description: "Bad area", category: "chores", completed: false },
      ],
      goals: [{ id: 5, title: "", category: "health", status: "active" }],
      visionBoards: [{ id: 3, title: "Board" }],
      visionBoardItems: [
        { id: 4, visionBoardId: 3, imageUrl: "/api/images/x.png", description: "No bytes" },
      ],
      settings: { balanceBy: "sideways", reminderHour: 7 },
    };
    const res = await client.request("POST", "/api/import", form(JSON.stringify(file)));
    expect(res.status, res.text).toBe(200);
    expect(res.body.counts).toMatchObject({ tasks: 1, visionBoards: 1 });
    expect(res.body.warnings.map((w: { message: string }) => w.message)).toEqual([
      "Task 2 could not be read (category); left out",
      'Vision board item "No bytes": its picture is not in the file; left out',
      "Setting balanceBy could not be read; left as it is",
      "Goal 1 could not be read (title); left out",
    ]);
    expect((await client.post(`/api/import/${res.body.id}/commit`)).status).toBe(201);
    expect((await client.get("/api/settings")).body.reminderHour).toBe(7);
  });

  it("restores years of journal entries and check-ins, more than one statement can carry, and undoes them", async () => {
    // 11,000 entries of 6 columns were one INSERT of 66,000 parameters: Postgres counts them in 16
    // bits, and the commit failed (lib/db/rows.ts). 14,000 check-ins of 5 columns: 70,000.
    const { client, user } = await signedInClient("restore-many");
    const day = (i: number) => addDays("2026-11-27", -i);
    const file = {
      format: "balance-export/1",
      tasks: [{ id: 1, description: "Kept", category: "health", completed: false }],
      journals: Array.from({ length: 11_000 }, (_, i) => ({
        id: i + 1,
        title: `Day ${i}`,
        content: "Walked, wrote, slept.",
        category: "health",
        createdAt: `${day(i)}T20:00:00.000Z`,
      })),
      checkins: Array.from({ length: 14_000 }, (_, i) => ({ date: day(i), scores: SCORES })),
    };
    const res = await client.request("POST", "/api/import", form(JSON.stringify(file)));
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.counts).toMatchObject({ tasks: 1, journals: 11_000 });
    const commit = await client.post(`/api/import/${res.body.id}/commit`);
    expect(commit.status, commit.text.slice(0, 300)).toBe(201);
    const db = await getDb();
    const counts = async () => ({
      journals: countOf(
        await db.select({ n: count() }).from(journals).where(eq(journals.userId, user.id)),
      ),
      checkins: countOf(
        await db.select({ n: count() }).from(checkins).where(eq(checkins.userId, user.id)),
      ),
    });
    expect(await counts()).toEqual({ journals: 11_000, checkins: 14_000 });
    const undo = await client.request("DELETE", `/api/import/${res.body.id}`);
    expect(undo.status, undo.text.slice(0, 300)).toBe(200);
    expect(await counts()).toEqual({ journals: 0, checkins: 0 });
  }, 120_000);
});
