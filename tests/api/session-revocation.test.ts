// Several instances (issue 17): a session revoked by another server process (its row deleted there,
// this process's memory untouched) is refused here within a second. With DATABASE_URL the memory
// lasts 0.5 s; here SESSION_CACHE_MS sets the same on the embedded database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { signedInClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { sessionCacheMs } from "@/lib/auth/session-cache";

beforeAll(() => {
  process.env.SESSION_CACHE_MS = "500";
});
afterAll(() => {
  delete process.env.SESSION_CACHE_MS;
});

describe("revocation seen from another instance", () => {
  it("uses 0.5 s with DATABASE_URL and 5 s on the embedded database", () => {
    const saved = process.env.SESSION_CACHE_MS;
    delete process.env.SESSION_CACHE_MS;
    const db = process.env.DATABASE_URL;
    process.env.DATABASE_URL = "postgres://example/db";
    expect(sessionCacheMs()).toBe(500);
    delete process.env.DATABASE_URL;
    expect(sessionCacheMs()).toBe(5000);
    if (db) process.env.DATABASE_URL = db;
    process.env.SESSION_CACHE_MS = saved;
  });

  it("refuses a cookie within a second of its row being deleted elsewhere", async () => {
    const { client, user } = await signedInClient("revoked-elsewhere");
    expect((await client.get("/api/user")).status).toBe(200);
    expect((await client.get("/api/user")).status).toBe(200); // now remembered in this process
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.userId, user.id)); // "another instance" logs it out
    const t0 = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - t0 < 3000) {
      status = (await client.get("/api/user")).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(401);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
