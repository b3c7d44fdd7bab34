// Subscription endpoints with the demo provider (no Stripe keys): the whole upgrade flow, cancel,
// and the premium rule seen the same way by every endpoint and gate.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

const GOOD_CARD = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/34",
  cvc: "123",
  name: "Ada Lovelace",
};
const DAY = 86_400_000;

async function setUser(id: string, values: Partial<typeof users.$inferInsert>) {
  const db = await getDb();
  await db.update(users).set(values).where(eq(users.id, id));
}

async function upgrade(client: ApiClient, card = GOOD_CARD) {
  const start = await client.post("/api/create-subscription");
  expect(start.status).toBe(200);
  return client.post("/api/billing/demo/confirm", { clientSecret: start.body.clientSecret, card });
}

describe("subscription API (demo provider)", () => {
  it("starts free: GET /api/subscription says inactive, in demo mode", async () => {
    const { client } = await signedInClient("sub-free");
    const res = await client.get("/api/subscription");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ active: false, plan: "none", provider: "demo" });
  });

  it("demo flow end to end: create → confirm → one month of premium everywhere", async () => {
    const { client } = await signedInClient("sub-demo");
    const start = await client.post("/api/create-subscription");
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      provider: "demo",
      clientSecret: expect.stringMatching(/^demo_sub_.+_secret$/),
    });
    // Waiting for payment is not premium yet.
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: false,
      plan: "pending",
    });
    // Asking again while the payment is pending reuses it.
    expect((await client.post("/api/create-subscription")).body.clientSecret).toBe(
      start.body.clientSecret,
    );

    const confirmed = await client.post("/api/billing/demo/confirm", {
      clientSecret: start.body.clientSecret,
      card: GOOD_CARD,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ active: true, plan: "active", provider: "demo" });
    const days = (Date.parse(confirmed.body.paidUntil) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // Every reading of premium agrees.
    expect((await client.get("/api/subscription")).body.active).toBe(true);
    expect((await client.get("/api/settings")).body.hasPremium).toBe(true);
    expect((await client.get("/api/user")).body.hasPremium).toBe(true);
    expect((await client.get("/api/affiliate/status")).body.subscription.active).toBe(true);
    // ...and the premium gate opens: category names can now be saved.
    const names = await client.patch("/api/settings", { categoryNames: { health: "Body" } });
    expect(names.status).toBe(200);
    expect(names.body.categoryNames).toEqual({ health: "Body" });

    // A second confirm of the same payment is harmless; a second plan is refused.
    const again = await client.post("/api/billing/demo/confirm", {
      clientSecret: start.body.clientSecret,
      card: GOOD_CARD,
    });
    expect(again.status).toBe(200);
    expect(again.body.paidUntil).toBe(confirmed.body.paidUntil);
    const second = await client.post("/api/create-subscription");
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already have an active Premium subscription/);
  });

  it("a declined demo card fails the payment and leaves the user free", async () => {
    const { client } = await signedInClient("sub-decline");
    const res = await upgrade(client, { ...GOOD_CARD, cardNumber: "4000 0000 0000 0002" });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ message: "Your card was declined.", code: "CARD_DECLINED" });
    expect((await client.get("/api/subscription")).body.active).toBe(false);
    // The plan view can start again and pay with another card.
    const retry = await upgrade(client);
    expect(retry.status).toBe(200);
    expect(retry.body.active).toBe(true);
  });

  it("validates the demo card like a real form", async () => {
    const { client } = await signedInClient("sub-card");
    const { body } = await client.post("/api/create-subscription");
    const bad = async (card: Record<string, string>) =>
      client.post("/api/billing/demo/confirm", {
        clientSecret: body.clientSecret,
        card: { ...GOOD_CARD, ...card },
      });
    expect((await bad({ cardNumber: "4242 4242 4242 4241" })).body.message).toBe(
      "Your card number is invalid.",
    );
    expect((await bad({ expiry: "01/20" })).body.message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect((await bad({ expiry: "13/30" })).body.message).toBe("Enter the expiry date as MM/YY");
    expect((await bad({ cvc: "12" })).body.message).toBe(
      "Your card's security code is incomplete.",
    );
    expect((await bad({ name: "  " })).status).toBe(400);
    const extra = await client.post("/api/billing/demo/confirm", {
      clientSecret: body.clientSecret,
      card: GOOD_CARD,
      amount: 0,
    });
    expect(extra.status).toBe(400);
    expect((await client.get("/api/subscription")).body.active).toBe(false);
  });

  it("refuses another user's or a made-up payment secret", async () => {
    const alice = await signedInClient("sub-alice");
    const bob = await signedInClient("sub-bob");
    const { body } = await alice.client.post("/api/create-subscription");
    const stolen = await bob.client.post("/api/billing/demo/confirm", {
      clientSecret: body.clientSecret,
      card: GOOD_CARD,
    });
    expect(stolen.status).toBe(409);
    const madeUp = await bob.client.post("/api/billing/demo/confirm", {
      clientSecret: "demo_sub_x_secret",
      card: GOOD_CARD,
    });
    expect(madeUp.status).toBe(409);
    expect((await bob.client.get("/api/subscription")).body.active).toBe(false);
    expect((await alice.client.get("/api/subscription")).body.active).toBe(false);
  });

  it("cancel keeps premium to the end of the period, then it lapses", async () => {
    const { client, user } = await signedInClient("sub-cancel");
    const nothing = await client.post("/api/cancel-subscription");
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe("You don't have an active subscription to cancel.");

    const paid = await upgrade(client);
    const canceled = await client.post("/api/cancel-subscription");
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      active: true,
      plan: "canceling",
      paidUntil: paid.body.paidUntil,
    });
    // Cancelling twice changes nothing.
    expect((await client.post("/api/cancel-subscription")).body).toEqual(canceled.body);
    // Still premium for the gates.
    expect(
      (await client.patch("/api/settings", { categoryNames: { romance: "Love" } })).status,
    ).toBe(200);

    // The period ends: premium ends with it, the names gate closes again.
    await setUser(user.id, { subscriptionExpiresAt: new Date(Date.now() - 1000) });
    expect((await client.get("/api/subscription")).body).toEqual({
      active: false,
      plan: "none",
      provider: "demo",
    });
    expect((await client.get("/api/settings")).body.hasPremium).toBe(false);
    const locked = await client.patch("/api/settings", { categoryNames: { romance: "Amor" } });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe("PREMIUM_REQUIRED");
    // And a new plan can be bought.
    expect((await upgrade(client)).body.active).toBe(true);
  });

  it("referral months count as premium without a paid plan, and do not block buying one", async () => {
    const { client, user } = await signedInClient("sub-free-months");
    const until = new Date(Date.now() + 10 * DAY);
    await setUser(user.id, { freePremiumUntil: until });
    const status = (await client.get("/api/subscription")).body;
    expect(status).toEqual({
      active: true,
      plan: "none",
      expiresAt: until.toISOString(),
      freeUntil: until.toISOString(),
      provider: "demo",
    });
    expect((await client.post("/api/cancel-subscription")).status).toBe(409);
    const paid = await upgrade(client);
    expect(paid.body.plan).toBe("active");
    // The later of the two ends is when premium ends.
    expect(paid.body.expiresAt).toBe(paid.body.paidUntil);
  });

  it("paying during a free referral month starts the paid month when the free one ends (issue 47)", async () => {
    const { client, user } = await signedInClient("sub-after-free");
    const until = new Date(Date.now() + 10 * DAY);
    await setUser(user.id, { freePremiumUntil: until });
    const start = await client.post("/api/create-subscription");
    expect(start.status).toBe(200);
    // The form is told nothing is charged today and when the paid period starts.
    expect(start.body).toEqual({
      provider: "demo",
      clientSecret: expect.stringMatching(/^demo_sub_.+_secret$/),
      startsAt: until.toISOString(),
    });
    const paid = await client.post("/api/billing/demo/confirm", {
      clientSecret: start.body.clientSecret,
      card: GOOD_CARD,
    });
    expect(paid.status).toBe(200);
    // One calendar month from the end of the free month, not from today.
    const expected = new Date(until);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(paid.body.paidUntil).toBe(expected.toISOString());
    expect(paid.body.expiresAt).toBe(expected.toISOString());
    expect(paid.body.freeUntil).toBe(until.toISOString());
  });

  it("a free month that has ended moves nothing: the paid month starts today", async () => {
    const { client, user } = await signedInClient("sub-free-over");
    await setUser(user.id, { freePremiumUntil: new Date(Date.now() - DAY) });
    const start = await client.post("/api/create-subscription");
    expect(start.body.startsAt).toBeUndefined();
    const paid = await upgrade(client);
    const days = (Date.parse(paid.body.paidUntil) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it("a past_due renewal keeps access until the period end; unpaid does not", async () => {
    const { client, user } = await signedInClient("sub-pastdue");
    await setUser(user.id, {
      subscriptionStatus: "past_due",
      subscriptionExpiresAt: new Date(Date.now() + DAY),
    });
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: true,
      plan: "past_due",
    });
    await setUser(user.id, { subscriptionStatus: "unpaid" });
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: false,
      plan: "none",
    });
  });

  it("answers 401 when signed out and 404 to the Stripe webhook without Stripe", async () => {
    const anon = new ApiClient();
    for (const [method, url] of [
      ["GET", "/api/subscription"],
      ["POST", "/api/create-subscription"],
      ["POST", "/api/cancel-subscription"],
      ["POST", "/api/billing/refresh"],
    ] as const) {
      expect((await anon.request(method, url)).status).toBe(401);
    }
    const confirm = await anon.post("/api/billing/demo/confirm", {
      clientSecret: "x",
      card: GOOD_CARD,
    });
    expect(confirm.status).toBe(401);
    const webhook = await anon.request("POST", "/api/stripe/webhook", undefined, {
      rawBody: "{}",
      headers: { "stripe-signature": "t=1,v1=x" },
    });
    expect(webhook.status).toBe(404);
  });

  it("refresh after payment returns the current status", async () => {
    const { client } = await signedInClient("sub-refresh");
    await upgrade(client);
    const res = await client.post("/api/billing/refresh");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: true, plan: "active" });
  });
});
