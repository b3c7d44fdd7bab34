import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { tasks, users } from "@/db/schema";
import { ApiClient, signedInClient } from "../helpers/api-client";

const REQUIRED = "Please provide both a title and content for your journal entry";
const NO_ROWS = "Please add at least one task with a description";

async function makePremium(userId: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ freePremiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, userId));
}

async function storedTasks(ids: number[]) {
  const db = await getDb();
  return db.select().from(tasks).where(inArray(tasks.id, ids));
}

const ACTIONABLE = {
  title: "Busy week ahead",
  content: "Today I felt tired.\nI need to book a dentist appointment and call my mom.",
  category: "health",
};

describe("journals API", () => {
  it("creates, lists newest first, filters by area, updates and deletes", async () => {
    const { client } = await signedInClient("journal-crud");
    const first = await client.post("/api/journals", {
      title: "  Morning pages ",
      content: "Line one\nLine two\n\n  indented",
      category: "health",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      title: "Morning pages",
      content: "Line one\nLine two\n\n  indented",
      category: "health",
    });
    expect(first.body.createdAt).toEqual(expect.any(String));
    expect(first.body).not.toHaveProperty("userId");

    const second = await client.post("/api/journals", {
      title: "Money",
      content: "Budget thoughts",
      category: "finances",
    });
    const third = await client.post("/api/journals", {
      title: "No area given",
      content: "Defaults apply",
    });
    expect(third.body.category).toBe("personal_growth");

    const all = await client.get("/api/journals");
    expect(all.status).toBe(200);
    expect(all.body.map((j: { id: number }) => j.id)).toEqual([
      third.body.id,
      second.body.id,
      first.body.id,
    ]);

    const health = await client.get("/api/journals?category=health");
    expect(health.body.map((j: { id: number }) => j.id)).toEqual([first.body.id]);
    expect((await client.get("/api/journals?category=romance")).body).toEqual([]);
    const badFilter = await client.get("/api/journals?category=sports");
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.field).toBe("category");

    const edited = await client.patch(`/api/journals/${first.body.id}`, {
      title: "Evening pages",
      content: "Changed",
      category: "romance",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: first.body.id,
      title: "Evening pages",
      content: "Changed",
      category: "romance",
    });
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.body.updatedAt).getTime(),
    );
    expect(edited.body.createdAt).toBe(first.body.createdAt);
    expect((await client.get(`/api/journals/${first.body.id}`)).body.title).toBe("Evening pages");

    expect((await client.delete(`/api/journals/${first.body.id}`)).status).toBe(204);
    expect((await client.get(`/api/journals/${first.body.id}`)).status).toBe(404);
    expect((await client.delete(`/api/journals/${first.body.id}`)).status).toBe(404);
    expect((await client.get("/api/journals")).body).toHaveLength(2);
  });

  it("validates entries with the spec's message and the length limits", async () => {
    const { client } = await signedInClient("journal-validate");
    for (const body of [
      { title: "   ", content: "Something", category: "health" },
      { title: "A title", content: "\n \n", category: "health" },
      { content: "No title" },
      { title: "No content" },
    ]) {
      const res = await client.post("/api/journals", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REQUIRED);
    }
    const badArea = await client.post("/api/journals", {
      title: "T",
      content: "C",
      category: "sports",
    });
    expect(badArea.status).toBe(400);
    expect(badArea.body.field).toBe("category");
    expect(
      (await client.post("/api/journals", { title: "T", content: "C", userId: "someone" })).status,
    ).toBe(400);

    expect(
      (await client.post("/api/journals", { title: "x".repeat(200), content: "C" })).status,
    ).toBe(201);
    const longTitle = await client.post("/api/journals", { title: "x".repeat(201), content: "C" });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.field).toBe("title");
    expect(
      (await client.post("/api/journals", { title: "T", content: "y".repeat(20_000) })).status,
    ).toBe(201);
    const longContent = await client.post("/api/journals", {
      title: "T",
      content: "y".repeat(20_001),
    });
    expect(longContent.status).toBe(400);
    expect(longContent.body.field).toBe("content");

    const { body: entry } = await client.post("/api/journals", { title: "Keep", content: "Me" });
    const blank = await client.patch(`/api/journals/${entry.id}`, { title: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(REQUIRED);
    expect((await client.patch(`/api/journals/${entry.id}`, {})).status).toBe(400);
    expect((await client.patch(`/api/journals/${entry.id}`, { category: "nope" })).status).toBe(
      400,
    );
    expect((await client.get("/api/journals/abc")).status).toBe(404);
    expect((await client.get(`/api/journals/${entry.id}`)).body).toMatchObject({
      title: "Keep",
      content: "Me",
    });
  });

  it("never shows, changes or mines another user's entry", async () => {
    const alice = await signedInClient("journal-alice");
    const bob = await signedInClient("journal-bob");
    await makePremium(bob.user.id);
    const { body: entry } = await alice.client.post("/api/journals", { ...ACTIONABLE });

    expect((await bob.client.get(`/api/journals/${entry.id}`)).status).toBe(404);
    expect((await bob.client.patch(`/api/journals/${entry.id}`, { title: "hacked" })).status).toBe(
      404,
    );
    expect((await bob.client.delete(`/api/journals/${entry.id}`)).status).toBe(404);
    expect(
      (await bob.client.post(`/api/journals/${entry.id}/extract-tasks?dryRun=true`)).status,
    ).toBe(404);
    expect((await bob.client.post(`/api/journals/${entry.id}/extract-tasks`)).status).toBe(404);
    const manual = await bob.client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [{ description: "Steal", category: "health" }],
    });
    expect(manual.status).toBe(404);
    expect((await bob.client.get("/api/journals")).body).toEqual([]);
    expect((await bob.client.get("/api/tasks")).body).toHaveLength(1); // only the welcome task

    const mine = await alice.client.get(`/api/journals/${entry.id}`);
    expect(mine.body).toMatchObject({ title: ACTIONABLE.title, content: ACTIONABLE.content });
  });

  it("refuses extraction for free users with PREMIUM_REQUIRED and creates nothing", async () => {
    const { client } = await signedInClient("journal-free");
    const { body: entry } = await client.post("/api/journals", { ...ACTIONABLE });
    for (const url of [
      `/api/journals/${entry.id}/extract-tasks?dryRun=true`,
      `/api/journals/${entry.id}/extract-tasks`,
    ]) {
      const res = await client.post(url);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: "Premium subscription required",
        code: "PREMIUM_REQUIRED",
        isPremiumRequired: true,
        tasks: [],
      });
    }
    expect((await client.get("/api/tasks")).body).toHaveLength(1);
  });

  it("a premium dry run returns the entry's tasks and saves nothing; a real run creates them", async () => {
    const { client, user } = await signedInClient("journal-premium");
    await makePremium(user.id);
    const { body: entry } = await client.post("/api/journals", { ...ACTIONABLE });
    const before = (await client.get("/api/tasks")).body;

    const dry = await client.post(`/api/journals/${entry.id}/extract-tasks?dryRun=true`);
    expect(dry.status).toBe(200);
    expect(dry.body.isPremiumRequired).toBe(false);
    const descriptions = dry.body.tasks.map((t: { description: string }) => t.description);
    expect(descriptions).toEqual(
      expect.arrayContaining(["Book a dentist appointment", "Call my mom"]),
    );
    for (const t of dry.body.tasks) {
      expect(Object.keys(t).sort()).toEqual(["category", "description"]);
    }
    expect((await client.get("/api/tasks")).body).toEqual(before);

    const saved = await client.post(`/api/journals/${entry.id}/extract-tasks`);
    expect(saved.status).toBe(200);
    expect(saved.body.tasks.map((t: { description: string }) => t.description)).toEqual(
      descriptions,
    );
    expect(
      saved.body.tasks.every((t: { id: number; completed: boolean }) => t.id > 0 && !t.completed),
    ).toBe(true);
    const list = (await client.get("/api/tasks")).body;
    expect(list).toHaveLength(before.length + descriptions.length);
    // Saved in the order found, on top of the list; the AI's area is remembered per task.
    expect(
      list.slice(0, descriptions.length).map((t: { description: string }) => t.description),
    ).toEqual(descriptions);
    const rows = await storedTasks(saved.body.tasks.map((t: { id: number }) => t.id));
    expect(rows.every((r) => r.aiCategory === r.category)).toBe(true);

    expect((await client.post(`/api/journals/${entry.id}/extract-tasks?dryRun=yes`)).status).toBe(
      400,
    );
  });

  it("date words in the entry become due dates on the drafts and on the saved tasks (issue 31)", async () => {
    const { client, user } = await signedInClient("journal-dates");
    await makePremium(user.id);
    const { body: entry } = await client.post("/api/journals", {
      title: "Plans",
      content: "I should send Mia the photos on Friday and finally clean the garage.",
      category: "family_friends",
    });
    const dry = await client.post(`/api/journals/${entry.id}/extract-tasks?dryRun=true`);
    expect(dry.body.tasks.map((t: { description: string }) => t.description)).toEqual([
      "Send Mia the photos",
      "Clean the garage",
    ]);
    const [photos, garage] = dry.body.tasks;
    expect(new Date(`${photos.dueDate}T00:00:00Z`).getUTCDay()).toBe(5); // a Friday
    expect(garage.dueDate).toBeUndefined();
    // The review dialog sends the date back with the row.
    const saved = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [{ ...photos, aiCategory: photos.category }, garage],
    });
    expect(saved.status).toBe(201);
    expect(saved.body.tasks.map((t: { dueDate: string | null }) => t.dueDate)).toEqual([
      photos.dueDate,
      null,
    ]);
    for (const [dueDate, dueTime, field] of [
      ["2026-02-30", undefined, "tasks.0.dueDate"],
      ["2026-12-01", "25:00", "tasks.0.dueTime"],
    ] as const) {
      const bad = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
        tasks: [{ description: "Bad date", category: "health", dueDate, dueTime }],
      });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe(field);
    }
  });

  it("answers an empty list with the spec's notice when nothing is actionable", async () => {
    const { client, user } = await signedInClient("journal-none");
    await makePremium(user.id);
    const { body: entry } = await client.post("/api/journals", {
      title: "Quiet Sunday",
      content: "It was a calm day. I felt grateful for the sunshine and the good coffee.",
      category: "fun_recreation",
    });
    const res = await client.post(`/api/journals/${entry.id}/extract-tasks?dryRun=true`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message:
        "We couldn't identify any actionable tasks in this journal entry. Try adding more specific actions to your journal.",
      isPremiumRequired: false,
      tasks: [],
    });
  });

  it("creates manual tasks in one go, dropping blank rows", async () => {
    const { client } = await signedInClient("journal-manual");
    const { body: entry } = await client.post("/api/journals", {
      title: "Plans",
      content: "Things to do",
      category: "finances",
    });

    const res = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [
        { description: "  Open a savings account ", category: "finances" },
        { description: "   ", category: "health" },
        { description: "Book a massage", category: "health", aiCategory: "fun_recreation" },
      ],
    });
    expect(res.status).toBe(201);
    expect(
      res.body.tasks.map((t: { description: string; category: string }) => [
        t.description,
        t.category,
      ]),
    ).toEqual([
      ["Open a savings account", "finances"],
      ["Book a massage", "health"],
    ]);
    expect(res.body.message).toBe("Created 2 tasks");
    const list = (await client.get("/api/tasks")).body;
    expect(list.slice(0, 2).map((t: { description: string }) => t.description)).toEqual([
      "Open a savings account",
      "Book a massage",
    ]);
    // A manual row has no AI suggestion; a reviewed row keeps the AI's area, so moving it is a correction.
    const rows = await storedTasks(res.body.tasks.map((t: { id: number }) => t.id));
    const byDescription = Object.fromEntries(rows.map((r) => [r.description, r.aiCategory]));
    expect(byDescription).toEqual({
      "Open a savings account": null,
      "Book a massage": "fun_recreation",
    });

    for (const body of [
      { tasks: [] },
      {
        tasks: [
          { description: " ", category: "health" },
          { description: "", category: "romance" },
        ],
      },
    ]) {
      const none = await client.post(`/api/journals/${entry.id}/manual-tasks`, body);
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(NO_ROWS);
    }
    const badRow = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [
        { description: "Valid row", category: "health" },
        { description: "Bad area", category: "sports" },
      ],
    });
    expect(badRow.status).toBe(400);
    const tooMany = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: Array.from({ length: 51 }, (_, i) => ({
        description: `Task ${i}`,
        category: "health",
      })),
    });
    expect(tooMany.status).toBe(400);
    const tooLong = await client.post(`/api/journals/${entry.id}/manual-tasks`, {
      tasks: [{ description: "z".repeat(501), category: "health" }],
    });
    expect(tooLong.status).toBe(400);
    // None of the refused requests created anything.
    expect((await client.get("/api/tasks")).body).toHaveLength(list.length);
    expect(
      (
        await client.post("/api/journals/999999/manual-tasks", {
          tasks: [{ description: "Orphan", category: "health" }],
        })
      ).status,
    ).toBe(404);
  });

  it("turns a voice transcript into a title and content", async () => {
    const { client } = await signedInClient("journal-voice");
    const res = await client.post("/api/journals/process-voice", {
      transcript: "today I walked in the park and thought about my goals for the year",
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Today I walked in the");
    expect(res.body.content).toMatch(
      /^Today I walked in the park and thought about my goals for the year/,
    );
    const empty = await client.post("/api/journals/process-voice", { transcript: "   " });
    expect(empty.status).toBe(400);
    expect((await client.post("/api/journals/process-voice", {})).status).toBe(400);
  });

  it("requires a session", async () => {
    const anon = new ApiClient();
    expect((await anon.get("/api/journals")).status).toBe(401);
    expect((await anon.post("/api/journals", { title: "T", content: "C" })).status).toBe(401);
    expect((await anon.patch("/api/journals/1", { title: "T" })).status).toBe(401);
    expect((await anon.delete("/api/journals/1")).status).toBe(401);
    expect((await anon.post("/api/journals/1/extract-tasks?dryRun=true")).status).toBe(401);
    expect((await anon.post("/api/journals/1/manual-tasks", { tasks: [] })).status).toBe(401);
    expect((await anon.post("/api/journals/process-voice", { transcript: "hi" })).status).toBe(401);
  });
});
