// The export is the whole account (issue 26, item 6): every table that names a user is either in
// the export or left out for a written reason, and the newer rows (weekly reviews, referral
// rewards, invitations, reminder e-mails) are really in it.
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@/db/schema";
import { EXPORT_COVERAGE } from "@/lib/account/export";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { reviewWeekOf } from "@/lib/insights/review-week";
import { todayIn } from "@/lib/time/clock";
import { settleBackgroundWork } from "@/lib/server/background";

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable =>
  is(v, PgTable),
);

/** Tables with a column that names a user: a foreign key to users, or users itself. */
function userOwnedTables(): string[] {
  return tables
    .map((t) => getTableConfig(t))
    .filter(
      (c) =>
        c.name === "users" ||
        c.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === "users"),
    )
    .map((c) => c.name)
    .sort();
}

describe("GET /api/account/export covers the whole account", () => {
  it("names every user-owned table: exported, or left out for a reason", () => {
    const owned = userOwnedTables();
    expect(owned.length).toBeGreaterThan(10);
    expect(
      owned.filter((name) => !(name in EXPORT_COVERAGE)),
      "user-owned tables missing from EXPORT_COVERAGE",
    ).toEqual([]);
    // And nothing listed that is not a table any more.
    expect(Object.keys(EXPORT_COVERAGE).filter((name) => !owned.includes(name))).toEqual([]);
  });

  it("every exported key is in the download", async () => {
    const { client } = await signedInClient("export-keys");
    const data = (await client.get("/api/account/export")).body as Record<string, unknown>;
    for (const [table, where] of Object.entries(EXPORT_COVERAGE)) {
      if (typeof where === "string") expect(data, table).toHaveProperty(where);
    }
  });

  it("holds weekly reviews, referral rewards and invitations sent", async () => {
    const { client, user } = await signedInClient("export-more");
    const review = await client.post("/api/reviews", {
      weekStart: reviewWeekOf(todayIn("UTC")),
      focusAreas: ["health"],
      focusTaskIds: [],
    });
    expect(review.status).toBe(201);
    const friend = uniqueEmail("export-friend");
    expect(
      (
        await new ApiClient().post("/api/register", {
          email: friend,
          password: "secret123",
          referredByCode: user.affiliateCode,
        })
      ).status,
    ).toBeLessThan(300);
    const invited = uniqueEmail("export-invited");
    expect((await client.post("/api/affiliate/invite", { email: invited })).status).toBe(202);
    await settleBackgroundWork();

    const data = (await client.get("/api/account/export")).body;
    expect(data.weeklyReviews).toEqual([
      expect.objectContaining({ weekStart: reviewWeekOf(todayIn("UTC")), focusAreas: ["health"] }),
    ]);
    expect(data.referralRewards).toEqual([{ earnedAt: expect.any(String) }]);
    expect(data.invites).toEqual([{ email: invited, sentAt: expect.any(String) }]);
    // No friend's address or hash: a reward says when, not whom.
    expect(JSON.stringify(data.referralRewards)).not.toContain(friend);
    expect(data.calendarFeed === null || !("token" in data.calendarFeed)).toBe(true);
  });
});
