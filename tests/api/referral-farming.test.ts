// Referral farming (security round two, finding 4): a yearly cap on a referrer's months, one
// reward per e-mail ever, and a per-address limit on sign-ups.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

async function freeMonths(id: string) {
  const db = await getDb();
  const [r] = await db.select({ n: users.freeMonthsAwarded }).from(users).where(eq(users.id, id));
  return r?.n;
}

describe("referral limits", () => {
  it(
    "a referrer earns at most 12 months a year; the 13th referral still registers and still gets its own month",
    { timeout: 120_000 },
    async () => {
      const referrer = await signedInClient("farm-referrer");
      for (let i = 0; i < 12; i++) {
        const res = await new ApiClient().post("/api/register", {
          email: uniqueEmail("farm"),
          password: "secret123",
          referredByCode: referrer.user.affiliateCode,
        });
        expect(res.status).toBe(201);
      }
      expect(await freeMonths(referrer.user.id)).toBe(12);
      const thirteenth = await new ApiClient().post("/api/register", {
        email: uniqueEmail("farm"),
        password: "secret123",
        referredByCode: referrer.user.affiliateCode,
      });
      expect(thirteenth.status).toBe(201);
      expect(thirteenth.body.referredByCode).toBe(referrer.user.affiliateCode);
      expect(await freeMonths(thirteenth.body.id)).toBe(1);
      expect(await freeMonths(referrer.user.id)).toBe(12);
    },
  );

  it("a deleted and re-registered account earns nobody a second month", async () => {
    const referrer = await signedInClient("again-referrer");
    const email = uniqueEmail("again");
    const first = new ApiClient();
    expect(
      (
        await first.post("/api/register", {
          email,
          password: "secret123",
          referredByCode: referrer.user.affiliateCode,
        })
      ).status,
    ).toBe(201);
    expect((await first.request("DELETE", "/api/account", { password: "secret123" })).status).toBe(
      200,
    );
    // Same person, other letter case: the e-mail is normalised before it is recognised.
    const again = await new ApiClient().post("/api/register", {
      email: email.toUpperCase(),
      password: "secret123",
      referredByCode: referrer.user.affiliateCode,
    });
    expect(again.status).toBe(201);
    expect(await freeMonths(again.body.id)).toBe(0);
    expect(await freeMonths(referrer.user.id)).toBe(1);
  });
});

describe("sign-up limit", () => {
  it(
    "allows REGISTER_RATE_LIMIT_PER_HOUR sign-ups per address, then 429 with Retry-After; other addresses are not affected",
    { timeout: 120_000 },
    async () => {
      const previous = process.env.REGISTER_RATE_LIMIT_PER_HOUR;
      delete process.env.REGISTER_RATE_LIMIT_PER_HOUR; // the default, 10
      try {
        const signUp = (address: string) => {
          const client = new ApiClient();
          client.peerAddress = address;
          return client.post("/api/register", {
            email: uniqueEmail("burst"),
            password: "secret123",
          });
        };
        for (let i = 0; i < 10; i++) expect((await signUp("198.51.100.30")).status).toBe(201);
        const refused = await signUp("198.51.100.30");
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe("RATE_LIMITED");
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await signUp("198.51.100.31")).status).toBe(201);
      } finally {
        process.env.REGISTER_RATE_LIMIT_PER_HOUR = previous;
      }
    },
  );
});
