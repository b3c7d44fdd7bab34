import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { signedInClient, type ApiClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";

const withKey = (client: ApiClient, url: string, body: unknown, key: string) =>
  client.request("POST", url, body, { headers: { "Idempotency-Key": key } });

const countTasks = async (client: ApiClient, description: string) =>
  (await client.get("/api/tasks")).body.filter(
    (t: { description: string }) => t.description === description,
  ).length;

describe("Idempotency-Key on POST /api/tasks and /api/journals", () => {
  it("returns the first answer for a repeated key and creates one task", async () => {
    const { client } = await signedInClient("idem-task");
    const body = { description: "Buy train tickets", category: "finances" };
    const first = await withKey(client, "/api/tasks", body, "task-key-1");
    expect(first.status).toBe(201);
    const again = await withKey(client, "/api/tasks", body, "task-key-1");
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await countTasks(client, "Buy train tickets")).toBe(1);

    // Another key is another task; no key at all is the old behaviour.
    expect((await withKey(client, "/api/tasks", body, "task-key-2")).body.id).not.toBe(
      first.body.id,
    );
    expect((await client.post("/api/tasks", body)).status).toBe(201);
    expect(await countTasks(client, "Buy train tickets")).toBe(3);
  });

  it("does the same for journal entries", async () => {
    const { client } = await signedInClient("idem-journal");
    const body = { title: "On the train", content: "Written offline", category: "health" };
    const first = await withKey(client, "/api/journals", body, "journal-key");
    expect(first.status).toBe(201);
    const again = await withKey(client, "/api/journals", body, "journal-key");
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const list = await client.get("/api/journals");
    expect(list.body.filter((j: { title: string }) => j.title === "On the train")).toHaveLength(1);
  });

  it("answers 409 for the same key with another body or on another route", async () => {
    const { client } = await signedInClient("idem-conflict");
    const first = await withKey(
      client,
      "/api/tasks",
      { description: "Stretch for ten minutes", category: "health" },
      "k",
    );
    expect(first.status).toBe(201);
    const other = await withKey(
      client,
      "/api/tasks",
      { description: "Stretch for twenty minutes", category: "health" },
      "k",
    );
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringContaining("Idempotency-Key"),
    });
    const journal = await withKey(client, "/api/journals", { title: "Stretch", content: "x" }, "k");
    expect(journal.status).toBe(409);
    expect(await countTasks(client, "Stretch for twenty minutes")).toBe(0);
  });

  it("keeps keys per user", async () => {
    const alice = await signedInClient("idem-alice");
    const bob = await signedInClient("idem-bob");
    const a = await withKey(
      alice.client,
      "/api/tasks",
      { description: "Same key, Alice", category: "health" },
      "shared",
    );
    const b = await withKey(
      bob.client,
      "/api/tasks",
      { description: "Same key, Bob", category: "health" },
      "shared",
    );
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.description).toBe("Same key, Bob");
  });

  it("rejects keys that are empty or longer than 100 characters with a 400 naming the header", async () => {
    const { client } = await signedInClient("idem-length");
    const body = { description: "Key length check", category: "health" };
    const empty = await withKey(client, "/api/tasks", body, "");
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe("Idempotency-Key");
    const long = await withKey(
      client,
      "/api/journals",
      { title: "t", content: "c" },
      "x".repeat(101),
    );
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("Idempotency-Key");
    expect((await withKey(client, "/api/tasks", body, "y".repeat(100))).status).toBe(201);
    expect((await withKey(client, "/api/tasks", body, "z")).status).toBe(201);
    expect(await countTasks(client, "Key length check")).toBe(2);
  });

  it("creates one task for concurrent duplicates", async () => {
    const { client } = await signedInClient("idem-race");
    const body = { description: "Race for one row", category: "business_career" };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withKey(client, "/api/tasks", body, "race")),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await countTasks(client, "Race for one row")).toBe(1);
  });

  it("does not keep a refused request: a retry with the same key runs again", async () => {
    const { client } = await signedInClient("idem-refused");
    const bad = await withKey(
      client,
      "/api/tasks",
      { description: "ab", category: "health" },
      "refused",
    );
    expect(bad.status).toBe(400);
    // The body was fixed, so it is a different request; the key was never kept, so it is free.
    const fixed = await withKey(
      client,
      "/api/tasks",
      { description: "abc fixed", category: "health" },
      "refused",
    );
    expect(fixed.status).toBe(201);
  });

  it("forgets a key after 24 hours", async () => {
    const { client, user } = await signedInClient("idem-expiry");
    const userId = user.id;
    const body = { description: "Water the plants", category: "health" };
    const first = await withKey(client, "/api/tasks", body, "daily");
    const db = await getDb();
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, "daily")));
    const later = await withKey(client, "/api/tasks", body, "daily");
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await countTasks(client, "Water the plants")).toBe(2);
  });
});
