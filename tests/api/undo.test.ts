// Undo: a deleted task, journal entry or vision-board item comes back exactly as it was (same id,
// area, place, star, dates, text) for 24 hours, and is invisible everywhere meanwhile; then it is
// purged for good. Unknown, foreign, not deleted and purged rows are a 404.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { deletedRows } from "@/db/schema";
import { purgeExpiredRows, RESTORE_WINDOW_MS } from "@/lib/trash/data";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { reviewWeekOf } from "@/lib/insights/review-week";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { makePremium } from "../helpers/route-table";

/** Moves the user's deleted rows back in time, as if they were deleted `ms` ago. */
async function ageDeletedRows(userId: string, ms: number) {
  const db = await getDb();
  await db
    .update(deletedRows)
    .set({ deletedAt: new Date(Date.now() - ms) })
    .where(eq(deletedRows.userId, userId));
}

async function deletedRowCount(userId: string) {
  const db = await getDb();
  return (await db.select().from(deletedRows).where(eq(deletedRows.userId, userId))).length;
}

describe("undo a deleted task", () => {
  it("restores the same task in its old place, invisible in lists, counts and the export until then", async () => {
    const { client } = await signedInClient("undo-task");
    const due = addDays(todayIn("UTC"), 3);
    await client.post("/api/tasks", { description: "Bottom task", category: "finances" });
    const { body: task } = await client.post("/api/tasks", {
      description: "Run 5 km",
      category: "health",
      important: true,
      dueDate: due,
      dueTime: "07:30",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
    await client.post("/api/tasks", { description: "Top task", category: "romance" });
    const before = (await client.get("/api/tasks")).body as { id: number }[];
    expect(before.map((t) => t.id)).toContain(task.id);

    expect((await client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect(
      ((await client.get("/api/tasks")).body as { id: number }[]).map((t) => t.id),
    ).not.toContain(task.id);
    const analysis = await client.get("/api/tasks/analyze");
    expect(JSON.stringify(analysis.body)).not.toContain("Run 5 km");
    const exported = await client.get("/api/account/export");
    expect(exported.text).not.toContain("Run 5 km");

    const restored = await client.post(`/api/tasks/${task.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(task);
    expect((await client.get("/api/tasks")).body).toEqual(before);

    // Restored once: a second restore has nothing to restore.
    expect((await client.post(`/api/tasks/${task.id}/restore`)).status).toBe(404);
  });

  it("a task that was never deleted, an unknown id and another user's deleted task are a 404", async () => {
    const { client } = await signedInClient("undo-404");
    const { client: other } = await signedInClient("undo-404-other");
    const { body: live } = await client.post("/api/tasks", {
      description: "Still here",
      category: "health",
    });
    expect((await client.post(`/api/tasks/${live.id}/restore`)).status).toBe(404);
    expect((await client.post("/api/tasks/2147483647/restore")).status).toBe(404);

    await client.delete(`/api/tasks/${live.id}`);
    const foreign = await other.post(`/api/tasks/${live.id}/restore`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: expect.any(String) });
    expect((await client.post(`/api/tasks/${live.id}/restore`)).status).toBe(200);
  });

  it("after 24 hours a deleted task can no longer be restored, and the purge removes it for good", async () => {
    const { client, user } = await signedInClient("undo-expired");
    const { body: a } = await client.post("/api/tasks", {
      description: "Old news",
      category: "health",
    });
    const { body: b } = await client.post("/api/tasks", {
      description: "Fresh delete",
      category: "health",
    });
    await client.delete(`/api/tasks/${a.id}`);
    await ageDeletedRows(user.id, RESTORE_WINDOW_MS + 60_000);
    await client.delete(`/api/tasks/${b.id}`);

    expect((await client.post(`/api/tasks/${a.id}/restore`)).status).toBe(404);
    // Each deletion also purges the user's expired rows: only the fresh one is still kept.
    expect(await deletedRowCount(user.id)).toBe(1);
    await ageDeletedRows(user.id, RESTORE_WINDOW_MS + 60_000);
    expect(await purgeExpiredRows()).toBeGreaterThanOrEqual(1);
    expect(await deletedRowCount(user.id)).toBe(0);
    expect((await client.post(`/api/tasks/${b.id}/restore`)).status).toBe(404);
  });

  it("restoring a completed task keeps its completion; deleting the account removes deleted rows at once", async () => {
    const { client, user, password } = await signedInClient("undo-account");
    const { body: t } = await client.post("/api/tasks", {
      description: "Done thing",
      category: "fun_recreation",
    });
    const { body: done } = await client.patch(`/api/tasks/${t.id}`, { completed: true });
    await client.delete(`/api/tasks/${t.id}`);
    const restored = await client.post(`/api/tasks/${t.id}/restore`);
    expect(restored.body).toMatchObject({ completed: true, completedAt: done.completedAt });

    await client.delete(`/api/tasks/${t.id}`);
    expect(await deletedRowCount(user.id)).toBe(1);
    expect((await client.request("DELETE", "/api/account", { password })).status).toBeLessThan(300);
    expect(await deletedRowCount(user.id)).toBe(0);
  });
});

describe("undo a deleted journal entry", () => {
  it("restores the entry as it was, and it is again the reflection of its weekly review", async () => {
    const { client, user } = await signedInClient("undo-journal");
    const { body: entry } = await client.post("/api/journals", {
      title: "Quiet Sunday",
      content: "Long walk, no phone.",
      category: "health",
    });
    const review = await client.post("/api/reviews", {
      weekStart: reviewWeekOf(todayIn("UTC")),
      reflection: "A good week.",
      reflectionArea: "health",
      focusAreas: [],
      focusTaskIds: [],
    });
    const reflectionId = review.body.journalId as number;

    expect((await client.delete(`/api/journals/${entry.id}`)).status).toBe(204);
    expect(
      ((await client.get("/api/journals")).body as { id: number }[]).map((j) => j.id),
    ).not.toContain(entry.id);
    const back = await client.post(`/api/journals/${entry.id}/restore`);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(entry);

    await client.delete(`/api/journals/${reflectionId}`);
    const db = await getDb();
    const { weeklyReviews } = await import("@/db/schema");
    const unlinked = await db.select().from(weeklyReviews).where(eq(weeklyReviews.userId, user.id));
    expect(unlinked[0]!.journalId).toBeNull();
    expect((await client.post(`/api/journals/${reflectionId}/restore`)).status).toBe(200);
    const relinked = await db
      .select()
      .from(weeklyReviews)
      .where(and(eq(weeklyReviews.userId, user.id)));
    expect(relinked[0]!.journalId).toBe(reflectionId);
  });

  it("unknown and not-deleted entries are a 404", async () => {
    const { client } = await signedInClient("undo-journal-404");
    const { body: entry } = await client.post("/api/journals", {
      title: "Here",
      content: "Still here.",
      category: "health",
    });
    expect((await client.post(`/api/journals/${entry.id}/restore`)).status).toBe(404);
    expect((await client.post("/api/journals/999999999/restore")).status).toBe(404);
  });
});

describe("undo a deleted vision-board item", () => {
  async function boardWithItem(prefix: string) {
    const signed = await signedInClient(prefix);
    await makePremium(signed.user.id);
    const { client } = signed;
    const img = await client.post("/api/vision-boards/generate-image", { prompt: "a quiet lake" });
    const imageUrl = img.body.imageUrl as string;
    const { body: board } = await client.post("/api/vision-boards", {
      title: "Calm",
      description: "Water",
    });
    const { body: item } = await client.post(`/api/vision-boards/${board.id}/items`, {
      description: "Lake",
      imageUrl,
      positionX: 40,
      positionY: 70,
    });
    return { ...signed, board, item, imageUrl };
  }

  it("restores the item at its place, with its image still served", async () => {
    const { client, board, item, imageUrl } = await boardWithItem("undo-item");
    expect((await client.delete(`/api/vision-board-items/${item.id}`)).status).toBe(204);
    expect((await client.get(`/api/vision-boards/${board.id}/items`)).body).toEqual([]);
    // The image stays stored while the item can come back.
    expect((await client.get(imageUrl)).status).toBe(200);
    const back = await client.post(`/api/vision-board-items/${item.id}/restore`);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(item);
    expect((await client.get(`/api/vision-boards/${board.id}/items`)).body).toEqual([item]);
  });

  it("an item whose board is gone is a 404; the purge then deletes its image", async () => {
    const { client, user, board, item, imageUrl } = await boardWithItem("undo-item-board");
    await client.delete(`/api/vision-board-items/${item.id}`);
    expect((await client.delete(`/api/vision-boards/${board.id}`)).status).toBe(204);
    expect((await client.post(`/api/vision-board-items/${item.id}/restore`)).status).toBe(404);
    expect((await client.get(imageUrl)).status).toBe(200);

    await ageDeletedRows(user.id, RESTORE_WINDOW_MS + 1);
    await purgeExpiredRows(user.id);
    expect((await client.get(imageUrl)).status).toBe(404);
  });
});

describe("GET /api/cron/housekeeping", () => {
  const call = (authorization?: string) =>
    new ApiClient().request(
      "GET",
      "/api/cron/housekeeping",
      undefined,
      authorization ? { headers: { authorization } } : {},
    );

  it("purges everyone's expired deleted rows for a scheduler that has the cron secret", async () => {
    const previous = process.env.CRON_SECRET;
    process.env.CRON_SECRET = "housekeeping-secret-0123456789";
    try {
      const { client, user } = await signedInClient("undo-cron");
      const { body: t } = await client.post("/api/tasks", {
        description: "Gone for good",
        category: "health",
      });
      await client.delete(`/api/tasks/${t.id}`);
      await ageDeletedRows(user.id, RESTORE_WINDOW_MS + 1000);
      expect((await call()).status).toBe(401);
      expect((await call("Bearer wrong")).status).toBe(401);
      expect(await deletedRowCount(user.id)).toBe(1);
      const ok = await call("Bearer housekeeping-secret-0123456789");
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        purgedRows: expect.any(Number),
        usersSwept: expect.any(Number),
      });
      expect(ok.body.purgedRows).toBeGreaterThanOrEqual(1);
      expect(await deletedRowCount(user.id)).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.CRON_SECRET;
      else process.env.CRON_SECRET = previous;
    }
  });
});
