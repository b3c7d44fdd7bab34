// Issue 43, item 1: a task's notes (plain text, at most 10,000 characters, line breaks kept, null
// when empty) in the tasks API, search, the export, Undo and the calendar feed.
import { describe, expect, it } from "vitest";
import nodeIcal from "node-ical";
import { signedInClient } from "../helpers/api-client";
import { GET as getFeed } from "@/app/calendar/[feed]/route";

const NOTES =
  'Bring the passport\r\nand the "blue" folder, <b>not</b> the red one\n\n  indented line';
const KEPT = 'Bring the passport\nand the "blue" folder, <b>not</b> the red one\n\n  indented line';

describe("task notes", () => {
  it("are written by POST and PATCH, read by GET one task, left out of the list", async () => {
    const { client } = await signedInClient("notes-crud");
    const created = await client.post("/api/tasks", {
      description: "Renew the passport",
      category: "personal_growth",
      notes: NOTES,
    });
    expect(created.status).toBe(201);
    expect(created.body.notes).toBe(KEPT);
    const id = created.body.id;
    expect((await client.get(`/api/tasks/${id}`)).body.notes).toBe(KEPT);
    const list = await client.get("/api/tasks");
    expect(list.body.find((t: { id: number }) => t.id === id)).not.toHaveProperty("notes");

    const edited = await client.patch(`/api/tasks/${id}`, { notes: "Only this" });
    expect(edited.status).toBe(200);
    expect(edited.body.notes).toBe("Only this");
    // Blank clears, like null.
    expect((await client.patch(`/api/tasks/${id}`, { notes: "  \n " })).body.notes).toBeNull();
    expect((await client.patch(`/api/tasks/${id}`, { notes: "again" })).body.notes).toBe("again");
    expect((await client.patch(`/api/tasks/${id}`, { notes: null })).body.notes).toBeNull();
    const plain = await client.post("/api/tasks", { description: "No notes", category: "health" });
    expect(plain.body.notes).toBeNull();
  });

  it("take at most 10,000 characters, and only text", async () => {
    const { client } = await signedInClient("notes-limit");
    const ok = await client.post("/api/tasks", {
      description: "Long notes",
      category: "health",
      notes: "x".repeat(10_000),
    });
    expect(ok.status).toBe(201);
    const long = await client.post("/api/tasks", {
      description: "Too long notes",
      category: "health",
      notes: "x".repeat(10_001),
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: "notes" });
    expect(long.body.message).toBe("Notes must be at most 10,000 characters");
    const wrong = await client.patch(`/api/tasks/${ok.body.id}`, { notes: 42 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe("notes");
  });

  it("are found by search, kept by the export, and come back with Undo", async () => {
    const { client } = await signedInClient("notes-search");
    const task = await client.post("/api/tasks", {
      description: "Plan the trip",
      category: "fun_recreation",
      notes: "Ask Marguerite about the ferry timetable",
    });
    const hits = await client.get("/api/search?q=ferry");
    expect(hits.status).toBe(200);
    expect(hits.body.tasks.map((t: { id: number }) => t.id)).toEqual([task.body.id]);
    expect(hits.body.tasks[0].snippet).toContain("ferry");

    const exported = await client.get("/api/account/export");
    const row = exported.body.tasks.find((t: { id: number }) => t.id === task.body.id);
    expect(row.notes).toBe("Ask Marguerite about the ferry timetable");

    expect((await client.delete(`/api/tasks/${task.body.id}`)).status).toBe(204);
    expect((await client.get("/api/search?q=ferry")).body.tasks).toEqual([]);
    const restored = await client.post(`/api/tasks/${task.body.id}/restore`);
    expect(restored.body.notes).toBe("Ask Marguerite about the ferry timetable");
  });

  it("are the last part of the calendar feed's DESCRIPTION, and go to the next occurrence", async () => {
    const { client } = await signedInClient("notes-feed");
    const task = await client.post("/api/tasks", {
      description: "Water the plants",
      category: "physical_environment",
      dueDate: "2026-11-28",
      recurrence: "FREQ=WEEKLY",
      notes: "Balcony first, then kitchen; ferns need less, cacti none",
    });
    const link = await client.get("/api/calendar");
    const url = new URL(link.body.feedUrl);
    const feed = decodeURIComponent(url.pathname.split("/").pop()!);
    const res = await getFeed(new Request(url), { params: Promise.resolve({ feed }) });
    const parsed = nodeIcal.sync.parseICS(await res.text());
    const event = Object.values(parsed).find(
      (c) => c?.type === "VEVENT" && c.summary === "Water the plants",
    ) as { description: string } | undefined;
    expect(event?.description.split("\n").at(-1)).toBe(
      "Balcony first, then kitchen; ferns need less, cacti none",
    );

    const ticked = await client.patch(`/api/tasks/${task.body.id}`, { completed: true });
    expect(ticked.body.next.notes).toBe("Balcony first, then kitchen; ferns need less, cacti none");
  });
});
