// Account deletion takes the rate-limit counters that name the user (security round two,
// finding 8): a re-registered account does not start locked.
import { describe, expect, it } from "vitest";
import { like, or } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

process.env.LOGIN_RATE_WINDOW_SECONDS = "600";

describe("account deletion", () => {
  it("deletes the login and password counters keyed by the e-mail and the user id", async () => {
    const { client, email, password, user } = await signedInClient("leftover");
    const stranger = new ApiClient();
    stranger.peerAddress = "198.51.100.80";
    for (let i = 0; i < 6; i++)
      await stranger.post("/api/login", { email, password: `guess-${i}` });
    expect((await client.request("DELETE", "/api/account", { password: "not-it" })).status).toBe(
      400,
    );
    expect((await client.request("DELETE", "/api/account", { password })).status).toBe(200);

    const db = await getDb();
    const left = await db
      .select()
      .from(rateLimits)
      .where(or(like(rateLimits.key, `%${email}%`), like(rateLimits.key, `%${user.id}%`)));
    expect(left).toEqual([]);

    // The same person signs up again and logs in from the address the stranger used.
    expect((await new ApiClient().post("/api/register", { email, password })).status).toBe(201);
    const again = new ApiClient();
    again.peerAddress = "198.51.100.80";
    expect((await again.post("/api/login", { email, password })).status).toBe(200);
  });
});
