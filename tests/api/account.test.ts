// The user's own data (spec §1 terms): export every row, delete the account, change the password.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import {
  journals,
  sessions,
  tasks,
  userSettings,
  users,
  visionBoardItems,
  visionBoards,
} from "@/db/schema";
import { readUserImage, saveUserImage } from "@/lib/storage/images";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A user with a row in every table that holds user data, and one stored image. */
async function richUser(prefix: string) {
  const u = await signedInClient(prefix);
  const db = await getDb();
  const image = await saveUserImage(u.user.id, PNG, "image/png");
  await db
    .insert(tasks)
    .values({ userId: u.user.id, description: `${prefix} task`, category: "health" });
  await db.insert(journals).values({
    userId: u.user.id,
    title: `${prefix} journal`,
    content: "Dear diary",
    category: "romance",
  });
  const [board] = await db
    .insert(visionBoards)
    .values({
      userId: u.user.id,
      title: `${prefix} board`,
      description: "Dreams",
      imageUrl: image.url,
    })
    .returning();
  await db.insert(visionBoardItems).values({
    userId: u.user.id,
    visionBoardId: board!.id,
    imageUrl: image.url,
    description: `${prefix} item`,
  });
  return { ...u, image, boardId: board!.id };
}

async function countRows(userId: string) {
  const db = await getDb();
  const counts = await Promise.all(
    [users, tasks, journals, userSettings, visionBoards, visionBoardItems, sessions].map(
      async (t) =>
        (
          await db
            .select()
            .from(t as typeof tasks)
            .where(eq(t === users ? users.id : (t as typeof tasks).userId, userId))
        ).length,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

describe("export my data", () => {
  it("downloads every row of the user as a JSON attachment, without secrets", async () => {
    const alice = await richUser("export-alice");
    await richUser("export-bob");
    const res = await alice.client.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="balance-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");

    const data = res.body;
    expect(data.format).toBe("balance-export/1");
    expect(data.user).toMatchObject({
      id: alice.user.id,
      email: alice.email,
      affiliateCode: alice.user.affiliateCode,
    });
    expect(data.settings.categoryPercentages.health).toBe(12.5);
    expect(data.tasks.map((t: { description: string }) => t.description)).toEqual(
      expect.arrayContaining([expect.stringContaining("Welcome"), "export-alice task"]),
    );
    expect(data.journals).toHaveLength(1);
    expect(data.journals[0]).toMatchObject({
      title: "export-alice journal",
      content: "Dear diary",
    });
    expect(data.visionBoards).toEqual([
      expect.objectContaining({ title: "export-alice board", imageUrl: alice.image.url }),
    ]);
    expect(data.visionBoardItems).toEqual([
      expect.objectContaining({ description: "export-alice item", visionBoardId: alice.boardId }),
    ]);
    expect(data.sessions).toEqual([{ expires: expect.any(String) }]);

    // No password hash, no session token, nothing of another user.
    expect(data.user.password).toBeUndefined();
    expect(res.text).not.toMatch(/scrypt\$/);
    const db = await getDb();
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, alice.user.id));
    expect(res.text).not.toContain(session!.sessionToken);
    expect(res.text).not.toContain("export-bob");
  });

  it("needs a session", async () => {
    expect((await new ApiClient().get("/api/account/export")).status).toBe(401);
  });
});

describe("delete account", () => {
  it("refuses a wrong or missing password and keeps everything", async () => {
    const u = await richUser("del-wrong");
    const before = await countRows(u.user.id);
    const wrong = await u.client.request("DELETE", "/api/account", { password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: "Incorrect password", field: "password" });
    const missing = await u.client.request("DELETE", "/api/account", {});
    expect(missing.status).toBe(400);
    const noBody = await u.client.request("DELETE", "/api/account");
    expect(noBody.status).toBe(400);
    const extra = await u.client.request("DELETE", "/api/account", {
      password: u.password,
      userId: "someone-else",
    });
    expect(extra.status).toBe(400);
    expect(await countRows(u.user.id)).toBe(before);
    expect(await readUserImage(u.user.id, u.image.id)).not.toBeNull();
  });

  it("removes the user, every row and stored image at once, signs out, and frees the e-mail", async () => {
    const u = await richUser("del-ok");
    const other = await richUser("del-other");
    const otherBefore = await countRows(other.user.id);
    const stolen = new ApiClient();
    stolen.cookies = new Map(u.client.cookies);
    expect((await stolen.get("/api/user")).status).toBe(200); // a session just seen still ends at once

    const res = await u.client.request("DELETE", "/api/account", { password: u.password });
    expect(res.status).toBe(200);
    expect(await countRows(u.user.id)).toBe(0);
    expect(await readUserImage(u.user.id, u.image.id)).toBeNull();
    // Signed out here, and any other copy of the session is dead too.
    expect((await u.client.get("/api/user")).status).toBe(401);
    expect((await stolen.get("/api/user")).status).toBe(401);
    // Nobody else lost anything.
    expect(await countRows(other.user.id)).toBe(otherBefore);
    expect(await readUserImage(other.user.id, other.image.id)).not.toBeNull();

    // The e-mail can register again, as a brand-new account.
    const again = await new ApiClient().post("/api/register", {
      email: u.email,
      password: "another-pass",
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(u.user.id);
    expect(again.body.freeMonthsAwarded).toBe(0);
  });

  it("stops guessing after repeated wrong passwords", async () => {
    const u = await signedInClient("del-guess");
    for (let i = 0; i < 5; i++)
      expect(
        (await u.client.request("DELETE", "/api/account", { password: `guess-${i}` })).status,
      ).toBe(400);
    const blocked = await u.client.request("DELETE", "/api/account", { password: u.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await u.client.get("/api/user")).status).toBe(200);
  });

  it("cancels nothing for a demo subscription but still deletes", async () => {
    const u = await signedInClient("del-demo");
    const start = await u.client.post("/api/create-subscription");
    await u.client.post("/api/billing/demo/confirm", {
      clientSecret: start.body.clientSecret,
      card: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "A" },
    });
    expect(
      (await u.client.request("DELETE", "/api/account", { password: u.password })).status,
    ).toBe(200);
    expect(await countRows(u.user.id)).toBe(0);
  });

  it("needs a session", async () => {
    expect(
      (await new ApiClient().request("DELETE", "/api/account", { password: "secret123" })).status,
    ).toBe(401);
  });
});

describe("change password", () => {
  it("checks the current password and validates the new one", async () => {
    const u = await signedInClient("pw-bad");
    const wrong = await u.client.post("/api/account/password", {
      currentPassword: "nope-nope",
      newPassword: "brand-new",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: "Incorrect password", field: "currentPassword" });
    const short = await u.client.post("/api/account/password", {
      currentPassword: u.password,
      newPassword: "123",
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Password must be at least 6 characters");
    const same = await u.client.post("/api/account/password", {
      currentPassword: u.password,
      newPassword: u.password,
    });
    expect(same.status).toBe(400);
    expect(same.body.field).toBe("newPassword");
    expect(
      (await new ApiClient().post("/api/login", { email: u.email, password: u.password })).status,
    ).toBe(200);
  });

  it("ends every other session and keeps this browser signed in with the new password", async () => {
    const u = await signedInClient("pw-ok");
    const elsewhere = new ApiClient();
    expect(
      (await elsewhere.post("/api/login", { email: u.email, password: u.password })).status,
    ).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(200); // a session just seen still ends at once

    const res = await u.client.post("/api/account/password", {
      currentPassword: u.password,
      newPassword: "new-secret-1",
    });
    expect(res.status).toBe(200);
    expect((await u.client.get("/api/user")).status).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    expect(
      (await new ApiClient().post("/api/login", { email: u.email, password: u.password })).status,
    ).toBe(401);
    expect(
      (await new ApiClient().post("/api/login", { email: u.email, password: "new-secret-1" }))
        .status,
    ).toBe(200);
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toHaveLength(2);
  });

  it("needs a session", async () => {
    expect(
      (
        await new ApiClient().post("/api/account/password", {
          currentPassword: "a",
          newPassword: "bbbbbb",
        })
      ).status,
    ).toBe(401);
  });
});
