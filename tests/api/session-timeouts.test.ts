// Sessions end after 7 idle days (sliding) and 30 days after sign-in (security round two,
// finding 10), both decided by the database row.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { signedInClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { forgetUserSessions } from "@/lib/auth/session-cache";
import { SESSION_IDLE_MS } from "@/lib/auth/session-expiry";

const DAY = 86_400_000;
const MINUTE = 60_000;

async function setRow(userId: string, fields: { expires?: Date; createdAt?: Date }) {
  const db = await getDb();
  await db.update(sessions).set(fields).where(eq(sessions.userId, userId));
  forgetUserSessions(userId); // the next request asks the database, as another process would
}

async function rowOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

describe("session timeouts", () => {
  it("a new session's row says: idle deadline 7 days out", async () => {
    const { user } = await signedInClient("fresh");
    const row = (await rowOf(user.id))!;
    expect(Math.abs(row.expires.getTime() - (Date.now() + SESSION_IDLE_MS))).toBeLessThan(MINUTE);
  });

  it("ends a session unused for 7 days", async () => {
    const { client, user } = await signedInClient("idle");
    await setRow(user.id, {
      expires: new Date(Date.now() - 1000),
      createdAt: new Date(Date.now() - 8 * DAY),
    });
    expect((await client.get("/api/user")).status).toBe(401);
    expect(await rowOf(user.id)).toBeUndefined();
  });

  it("ends a session 30 days after sign-in however busy it is", async () => {
    const { client, user } = await signedInClient("absolute");
    await setRow(user.id, {
      expires: new Date(Date.now() + 6 * DAY),
      createdAt: new Date(Date.now() - 30 * DAY - MINUTE),
    });
    expect((await client.get("/api/user")).status).toBe(401);
  });

  it("slides the idle deadline with use, at most once an hour, never past the absolute one", async () => {
    const { client, user } = await signedInClient("sliding");
    // Last used six days ago: one day left.
    await setRow(user.id, {
      expires: new Date(Date.now() + 1 * DAY),
      createdAt: new Date(Date.now() - 6 * DAY),
    });
    expect((await client.get("/api/user")).status).toBe(200);
    expect(
      Math.abs((await rowOf(user.id))!.expires.getTime() - (Date.now() + 7 * DAY)),
    ).toBeLessThan(MINUTE);

    // Written ten minutes ago: not written again.
    const recent = new Date(Date.now() + 7 * DAY - 10 * MINUTE);
    await setRow(user.id, { expires: recent });
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await rowOf(user.id))!.expires.getTime()).toBe(recent.getTime());

    // Near the absolute end the idle deadline stops there.
    const createdAt = new Date(Date.now() - 29 * DAY);
    await setRow(user.id, { expires: new Date(Date.now() + MINUTE * 5), createdAt });
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await rowOf(user.id))!.expires.getTime()).toBe(createdAt.getTime() + 30 * DAY);
  });
});
