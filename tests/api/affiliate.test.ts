// Referral programme: the code and counters, the status card, and the reward granted with the
// registration (lib/auth/accounts.ts registerUser, lib/auth/referral-rewards.ts).
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { addMonths } from "@/lib/billing/premium";

const DAY = 86_400_000;

async function registerWith(code: string, prefix = "referred") {
  const client = new ApiClient();
  const email = uniqueEmail(prefix);
  const res = await client.post("/api/register", {
    email,
    password: "secret123",
    referredByCode: code,
  });
  return { client, email, res };
}

async function row(id: string) {
  const db = await getDb();
  const [r] = await db.select().from(users).where(eq(users.id, id));
  return r!;
}

describe("affiliate API", () => {
  it("a new user has a code, nobody referred, no free months, and an inactive status", async () => {
    const { client, user } = await signedInClient("aff-new");
    const code = await client.get("/api/affiliate/code");
    expect(code.status).toBe(200);
    expect(code.body).toEqual({
      affiliateCode: user.affiliateCode,
      referredCount: 0,
      freeMonthsAwarded: 0,
    });
    const status = await client.get("/api/affiliate/status");
    expect(status.body).toEqual({ subscription: { active: false } });
  });

  it("registering with a code gives both users one free premium month", async () => {
    const referrer = await signedInClient("aff-referrer");
    const before = Date.now();
    const { client, email, res } = await registerWith(referrer.user.affiliateCode);
    expect(res.status).toBe(201);
    expect(res.body.hasPremium).toBe(true);

    const code = await referrer.client.get("/api/affiliate/code");
    expect(code.body).toEqual({
      affiliateCode: referrer.user.affiliateCode,
      referredCount: 1,
      freeMonthsAwarded: 1,
    });

    const mine = await client.get("/api/affiliate/status");
    expect(mine.body.subscription.active).toBe(true);
    const expires = Date.parse(mine.body.subscription.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime() - 1000);
    expect(expires).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime() + 1000);
    expect(mine.body.referredBy).toEqual({ email: referrer.email, joinDate: expect.any(String) });
    expect((await client.get("/api/affiliate/code")).body.freeMonthsAwarded).toBe(1);

    // The referrer is premium too, with the same rule everywhere.
    expect((await referrer.client.get("/api/affiliate/status")).body.subscription.active).toBe(
      true,
    );
    expect((await referrer.client.get("/api/subscription")).body).toMatchObject({
      active: true,
      plan: "none",
    });
    expect((await referrer.client.get("/api/settings")).body.hasPremium).toBe(true);
    // ...and the referred user's joined e-mail shows nowhere on the referrer's side.
    expect(JSON.stringify((await referrer.client.get("/api/affiliate/status")).body)).not.toContain(
      email,
    );
  });

  it("each referral extends from the later of now and the current end", async () => {
    const referrer = await signedInClient("aff-extend");
    await registerWith(referrer.user.affiliateCode);
    const afterOne = (await row(referrer.user.id)).freePremiumUntil!;
    await registerWith(referrer.user.affiliateCode);
    const afterTwo = await row(referrer.user.id);
    expect(afterTwo.freePremiumUntil!.getTime()).toBe(addMonths(afterOne, 1).getTime());
    expect(afterTwo.freeMonthsAwarded).toBe(2);
    expect((await referrer.client.get("/api/affiliate/code")).body).toMatchObject({
      referredCount: 2,
      freeMonthsAwarded: 2,
    });

    // Lapsed months restart from now, not from the old end.
    const db = await getDb();
    await db
      .update(users)
      .set({ freePremiumUntil: new Date(Date.now() - 40 * DAY) })
      .where(eq(users.id, referrer.user.id));
    const start = Date.now();
    await registerWith(referrer.user.affiliateCode);
    const restarted = (await row(referrer.user.id)).freePremiumUntil!.getTime();
    expect(restarted).toBeGreaterThanOrEqual(addMonths(new Date(start), 1).getTime() - 1000);
  });

  it("an unknown code is a clear 400 and creates nobody", async () => {
    const { client, email, res } = await registerWith("NOPE2345");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: "referredByCode",
      message: expect.stringMatching(/referral code doesn't exist/),
    });
    expect((await client.get("/api/user")).status).toBe(401);
    // The e-mail is still free: the registration did not half-happen.
    const ok = await new ApiClient().post("/api/register", { email, password: "secret123" });
    expect(ok.status).toBe(201);
    expect(ok.body.hasPremium).toBe(false);
  });

  it("codes are accepted in any case and with spaces or dashes", async () => {
    const referrer = await signedInClient("aff-case");
    const messy = referrer.user.affiliateCode.toLowerCase().replace(/^(.{4})/, "$1-");
    const { res } = await registerWith(` ${messy} `);
    expect(res.status).toBe(201);
    expect(res.body.referredByCode).toBe(referrer.user.affiliateCode);
  });

  it("a user is referred once: the referral field cannot be changed later", async () => {
    const first = await signedInClient("aff-first");
    const second = await signedInClient("aff-second");
    const { client } = await registerWith(first.user.affiliateCode);
    // No endpoint accepts a referral code after registration; registering again is a conflict.
    const me = (await client.get("/api/user")).body;
    const again = await new ApiClient().post("/api/register", {
      email: me.email,
      password: "secret123",
      referredByCode: second.user.affiliateCode,
    });
    expect(again.status).toBe(409);
    expect((await second.client.get("/api/affiliate/code")).body).toMatchObject({
      referredCount: 0,
      freeMonthsAwarded: 0,
    });
    expect((await client.get("/api/affiliate/status")).body.referredBy.email).toBe(first.email);
  });

  it("self-referral is impossible: a code only exists once its owner is registered", async () => {
    // The only way to use your own code is to register a second account with it, which is a new user;
    // registering the same e-mail again with one's own code is refused before any reward.
    const me = await signedInClient("aff-self");
    const again = await new ApiClient().post("/api/register", {
      email: me.email,
      password: "secret123",
      referredByCode: me.user.affiliateCode,
    });
    expect(again.status).toBe(409);
    expect((await row(me.user.id)).freeMonthsAwarded).toBe(0);
  });

  it("a referrer who deleted their account is no longer shown", async () => {
    const referrer = await signedInClient("aff-gone");
    const { client } = await registerWith(referrer.user.affiliateCode);
    expect(
      (await referrer.client.request("DELETE", "/api/account", { password: referrer.password }))
        .status,
    ).toBe(200);
    const status = await client.get("/api/affiliate/status");
    expect(status.status).toBe(200);
    expect(status.body.referredBy).toBeUndefined();
    expect(status.body.subscription.active).toBe(true);
  });

  it("answers 401 when signed out, and shows each user only their own data", async () => {
    const anon = new ApiClient();
    expect((await anon.get("/api/affiliate/code")).status).toBe(401);
    expect((await anon.get("/api/affiliate/status")).status).toBe(401);
    const a = await signedInClient("aff-a");
    const b = await signedInClient("aff-b");
    expect((await a.client.get("/api/affiliate/code")).body.affiliateCode).toBe(
      a.user.affiliateCode,
    );
    expect((await b.client.get("/api/affiliate/code")).body.affiliateCode).toBe(
      b.user.affiliateCode,
    );
  });
});
