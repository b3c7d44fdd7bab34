// Stripe mode, offline: the Stripe API client's calls are replaced by an in-memory Stripe (no
// network), and webhook deliveries are signed with stripe.webhooks.generateTestHeaderString.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type Stripe from "stripe";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { endlessBody, HANG_GUARD_MS, within } from "../helpers/endless-body";
import { getDb } from "@/db/client";
import { processedEvents, users } from "@/db/schema";
import { billingConfig } from "@/lib/billing/config";
import { stripeClient } from "@/lib/billing/stripe/client";

process.env.STRIPE_SECRET_KEY = "sk_test_offline";
process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY = "pk_test_offline";
process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_offline";
process.env.STRIPE_PRICE_ID = "price_premium_monthly";

const WHSEC = "whsec_test_offline";
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);

// ---- An in-memory Stripe: just enough of customers and subscriptions.
let n = 0;
const subs = new Map<string, Stripe.Subscription>();
const stripe = () =>
  stripeClient(
    (billingConfig() as Extract<ReturnType<typeof billingConfig>, { provider: "stripe" }>).stripe,
  );

function missing(id: string) {
  return Object.assign(new Error(`No such subscription: '${id}'`), {
    statusCode: 404,
    code: "resource_missing",
  });
}

function makeSub(fields: {
  customer: string;
  userId: string;
  status: Stripe.Subscription.Status;
  periodEnd?: number;
}): Stripe.Subscription {
  const id = `sub_${++n}`;
  const sub = {
    id,
    object: "subscription",
    customer: fields.customer,
    status: fields.status,
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    metadata: { userId: fields.userId },
    items: {
      object: "list",
      data: [{ id: `si_${n}`, current_period_end: fields.periodEnd ?? nowS() + 30 * DAY_S }],
    },
    latest_invoice: {
      id: `in_${n}`,
      object: "invoice",
      confirmation_secret: { client_secret: `pi_${n}_secret_${n}`, type: "payment_intent" },
    },
  } as unknown as Stripe.Subscription;
  subs.set(id, sub);
  return sub;
}

/** What Stripe holds now for a subscription (tests move it along like Stripe would). */
function setStripeState(id: string, patch: Partial<Stripe.Subscription>) {
  subs.set(id, { ...subs.get(id)!, ...patch });
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

let mocks: Record<
  | "customersCreate"
  | "subscriptionsCreate"
  | "subscriptionsRetrieve"
  | "subscriptionsUpdate"
  | "subscriptionsCancel",
  ReturnType<typeof vi.fn>
>;
beforeEach(() => {
  const s = stripe();
  mocks = {
    customersCreate: vi
      .spyOn(s.customers, "create")
      .mockImplementation((async () => ({ id: `cus_${++n}`, object: "customer" })) as never),
    subscriptionsCreate: vi.spyOn(s.subscriptions, "create").mockImplementation((async (
      params: Stripe.SubscriptionCreateParams,
    ) => {
      const sub = makeSub({
        customer: params.customer as string,
        userId: (params.metadata as Record<string, string>).userId!,
        status: params.trial_end ? "trialing" : "incomplete",
        periodEnd: typeof params.trial_end === "number" ? params.trial_end : undefined,
      });
      // Like Stripe: a trial charges nothing now; its SetupIntent collects the card.
      if (params.trial_end)
        setStripeState(sub.id, {
          trial_end: params.trial_end as number,
          default_payment_method: null,
          pending_setup_intent: {
            id: `seti_${n}`,
            object: "setup_intent",
            client_secret: `seti_${n}_secret_${n}`,
          } as Stripe.SetupIntent,
        });
      return clone(subs.get(sub.id)!);
    }) as never),
    subscriptionsRetrieve: vi.spyOn(s.subscriptions, "retrieve").mockImplementation((async (
      id: string,
    ) => {
      const sub = subs.get(id);
      if (!sub) throw missing(id);
      return clone(sub);
    }) as never),
    subscriptionsUpdate: vi.spyOn(s.subscriptions, "update").mockImplementation((async (
      id: string,
      params: Stripe.SubscriptionUpdateParams,
    ) => {
      if (!subs.has(id)) throw missing(id);
      setStripeState(id, { cancel_at_period_end: !!params.cancel_at_period_end });
      return clone(subs.get(id)!);
    }) as never),
    subscriptionsCancel: vi.spyOn(s.subscriptions, "cancel").mockImplementation((async (
      id: string,
    ) => {
      if (!subs.has(id)) throw missing(id);
      setStripeState(id, { status: "canceled", ended_at: nowS() });
      return clone(subs.get(id)!);
    }) as never),
  } as unknown as Record<string, ReturnType<typeof vi.fn>>;
});
afterEach(() => vi.restoreAllMocks());

// ---- Webhook deliveries.
let eventCounter = 0;
function event(type: string, object: unknown, id = `evt_${++eventCounter}_${Date.now()}`) {
  return {
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: nowS(),
    data: { object },
  };
}
const invoiceFor = (subId: string) => ({
  id: `in_x${++n}`,
  object: "invoice",
  parent: { type: "subscription_details", subscription_details: { subscription: subId } },
});

async function deliver(
  evt: unknown,
  opts: {
    secret?: string;
    timestamp?: number;
    tamper?: (s: string) => string;
    noHeader?: boolean;
  } = {},
) {
  const payload = JSON.stringify(evt);
  const header = stripe().webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WHSEC,
    timestamp: opts.timestamp,
  });
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (!opts.noHeader) headers["stripe-signature"] = header;
  return new ApiClient().request("POST", "/api/stripe/webhook", undefined, {
    rawBody: opts.tamper ? opts.tamper(payload) : payload,
    headers,
  });
}

async function row(userId: string) {
  const db = await getDb();
  const [r] = await db.select().from(users).where(eq(users.id, userId));
  return r!;
}

/** A signed-in user whose first invoice Stripe has just marked paid (webhook not yet delivered). */
async function paidUser(prefix: string) {
  const u = await signedInClient(prefix);
  const start = await u.client.post("/api/create-subscription");
  expect(start.status).toBe(200);
  const subId = (await row(u.user.id)).stripeSubscriptionId!;
  setStripeState(subId, { status: "active" });
  return { ...u, subId };
}

describe("Stripe provider", () => {
  it("during free referral months: a trial to their end, the card saved now, the first charge then (issue 47)", async () => {
    const { client, user } = await signedInClient("stripe-after-free");
    const until = new Date((nowS() + 10 * DAY_S) * 1000);
    const db = await getDb();
    await db.update(users).set({ freePremiumUntil: until }).where(eq(users.id, user.id));
    const res = await client.post("/api/create-subscription");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: "stripe",
      clientSecret: expect.stringMatching(/^seti_\d+_secret_/),
      publishableKey: "pk_test_offline",
      intent: "setup",
      startsAt: until.toISOString(),
    });
    expect(mocks.subscriptionsCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        trial_end: Math.ceil(until.getTime() / 1000),
        trial_settings: { end_behavior: { missing_payment_method: "cancel" } },
        expand: ["latest_invoice.confirmation_secret", "pending_setup_intent"],
      }),
      expect.anything(),
    );
    const subId = (await row(user.id)).stripeSubscriptionId!;
    // Before the card is saved, the trial is not a paid plan: the upgrade can be finished later.
    expect((await client.post("/api/billing/refresh")).body).toMatchObject({ plan: "pending" });
    const again = await client.post("/api/create-subscription");
    expect(again.body.clientSecret).toBe(res.body.clientSecret);
    expect(mocks.subscriptionsCreate).toHaveBeenCalledTimes(1);
    // The card saved: the paid plan runs from the end of the free months (the trial's end).
    setStripeState(subId, { default_payment_method: "pm_1" });
    const status = (await client.post("/api/billing/refresh")).body;
    expect(status).toMatchObject({ plan: "active", paidUntil: until.toISOString() });
  });

  it("creates a customer and an incomplete subscription, and hands back the payment secret", async () => {
    const { client, user, email } = await signedInClient("stripe-create");
    const res = await client.post("/api/create-subscription");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: "stripe",
      clientSecret: expect.stringMatching(/^pi_\d+_secret_/),
      publishableKey: "pk_test_offline",
    });
    expect(mocks.customersCreate).toHaveBeenCalledWith(
      { email, metadata: { userId: user.id } },
      { idempotencyKey: `customer-${user.id}` },
    );
    expect(mocks.subscriptionsCreate).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [{ price: "price_premium_monthly" }],
        payment_behavior: "default_incomplete",
        expand: ["latest_invoice.confirmation_secret"],
        metadata: { userId: user.id },
      }),
      expect.objectContaining({ idempotencyKey: `subscription-${user.id}-first` }),
    );
    const r = await row(user.id);
    expect(r.stripeCustomerId).toMatch(/^cus_/);
    expect(r.stripeSubscriptionId).toMatch(/^sub_/);
    expect(r.subscriptionStatus).toBe("incomplete");
    expect((await client.get("/api/subscription")).body).toEqual({
      active: false,
      plan: "pending",
      provider: "stripe",
    });

    // Upgrade Now again while unpaid: the waiting subscription is reused, not a second one made.
    const again = await client.post("/api/create-subscription");
    expect(again.body.clientSecret).toBe(res.body.clientSecret);
    expect(mocks.subscriptionsCreate).toHaveBeenCalledTimes(1);
    expect(mocks.customersCreate).toHaveBeenCalledTimes(1);
  });

  it("the demo confirm step does not exist in Stripe mode", async () => {
    const { client } = await signedInClient("stripe-nodemo");
    const res = await client.post("/api/billing/demo/confirm", {
      clientSecret: "demo_sub_x_secret",
      card: { cardNumber: "4242424242424242", expiry: "12/34", cvc: "123", name: "A" },
    });
    expect(res.status).toBe(404);
  });

  it("after payment, refresh reads Stripe at once (the webhook may come later)", async () => {
    const { client, subId } = await paidUser("stripe-refresh");
    const res = await client.post("/api/billing/refresh");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: true, plan: "active", provider: "stripe" });
    const periodEnd = (subs.get(subId)!.items.data[0]!.current_period_end as number) * 1000;
    expect(Date.parse(res.body.paidUntil)).toBe(periodEnd);
    // Paid meanwhile: a second Upgrade Now is refused.
    expect((await client.post("/api/create-subscription")).status).toBe(409);
  });

  it("cancel sets cancel_at_period_end and keeps premium until the period ends", async () => {
    const { client, subId } = await paidUser("stripe-cancel");
    await client.post("/api/billing/refresh");
    const res = await client.post("/api/cancel-subscription");
    expect(res.status).toBe(200);
    expect(mocks.subscriptionsUpdate).toHaveBeenCalledWith(subId, { cancel_at_period_end: true });
    expect(res.body).toMatchObject({ active: true, plan: "canceling" });
    // At the period end Stripe deletes it and says so.
    setStripeState(subId, { status: "canceled", ended_at: nowS() });
    expect((await deliver(event("customer.subscription.deleted", subs.get(subId)))).status).toBe(
      200,
    );
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: false,
      plan: "none",
    });
  });
});

describe("Stripe webhook", () => {
  it("checks the signature header before reading, and reads at most 512 KB (chunked bodies too)", async () => {
    for (const [headers, status] of [
      [{}, 400],
      [{ "stripe-signature": "t=1,v1=x" }, 413],
    ] as const) {
      const body = endlessBody("{");
      try {
        const res = await within(
          HANG_GUARD_MS,
          new ApiClient().request("POST", "/api/stripe/webhook", undefined, {
            stream: body.stream,
            headers: { "content-type": "application/json", ...headers },
          }),
        );
        expect(res.status).toBe(status);
        expect(body.sent()).toBeLessThan(1024 * 1024);
      } finally {
        body.stop();
      }
    }
  });

  it("applies invoice.paid with a valid signature", async () => {
    const { client, user, subId } = await paidUser("wh-paid");
    const res = await deliver(event("invoice.paid", invoiceFor(subId)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "applied" });
    expect((await row(user.id)).subscriptionStatus).toBe("active");
    expect((await client.get("/api/settings")).body.hasPremium).toBe(true);
  });

  it("refuses bad signatures and changes nothing", async () => {
    const { user, subId } = await paidUser("wh-sig");
    const evt = event("invoice.paid", invoiceFor(subId));
    const tampered = await deliver(evt, {
      tamper: (s) => s.replace('"invoice.paid"', '"invoice.paid" '),
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe("Invalid Stripe signature");
    expect((await deliver(evt, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(evt, { timestamp: nowS() - 3600 })).status).toBe(400); // replayed from long ago
    const none = await deliver(evt, { noHeader: true });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Missing Stripe-Signature header");
    expect((await row(user.id)).subscriptionStatus).toBe("incomplete");
    expect(mocks.subscriptionsRetrieve).not.toHaveBeenCalled();
    const db = await getDb();
    expect(
      await db.select().from(processedEvents).where(eq(processedEvents.id, evt.id)),
    ).toHaveLength(0);
  });

  it("a replayed event changes nothing", async () => {
    const { user, subId } = await paidUser("wh-replay");
    const evt = event("invoice.paid", invoiceFor(subId));
    expect((await deliver(evt)).body.outcome).toBe("applied");
    const before = await row(user.id);
    // Stripe's state moves on; the same event delivered again must not re-apply anything.
    setStripeState(subId, { status: "past_due" });
    const replay = await deliver(evt);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe("duplicate");
    expect(await row(user.id)).toEqual(before);
    expect(mocks.subscriptionsRetrieve).toHaveBeenCalledTimes(1);
  });

  it("events in the wrong order end in Stripe's current state", async () => {
    const { client, subId } = await paidUser("wh-order");
    const paidEvt = event("invoice.paid", invoiceFor(subId));
    const updatedEvt = event("customer.subscription.updated", {
      ...clone(subs.get(subId)!),
      status: "active",
    });
    // Stripe cancels it; the deletion is delivered before the two older events.
    setStripeState(subId, { status: "canceled", ended_at: nowS() });
    const deletedEvt = event("customer.subscription.deleted", subs.get(subId));
    for (const evt of [deletedEvt, updatedEvt, paidEvt])
      expect((await deliver(evt)).status).toBe(200);
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: false,
      plan: "none",
    });
  });

  it("a late payment_failed after the retry succeeded leaves the plan active", async () => {
    const { client, user, subId } = await paidUser("wh-failed");
    const failedEvt = event("invoice.payment_failed", invoiceFor(subId));
    const paidEvt = event("invoice.paid", invoiceFor(subId));
    expect((await deliver(paidEvt)).body.outcome).toBe("applied");
    expect((await deliver(failedEvt)).body.outcome).toBe("applied");
    expect((await row(user.id)).subscriptionStatus).toBe("active");
    // When Stripe really is past due, the user keeps access to the period end.
    setStripeState(subId, { status: "past_due" });
    await deliver(event("invoice.payment_failed", invoiceFor(subId)));
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: true,
      plan: "past_due",
    });
  });

  it("an event about an old subscription does not undo the current one", async () => {
    const { client, user, subId: oldSub } = await paidUser("wh-old");
    await deliver(event("invoice.paid", invoiceFor(oldSub)));
    // The old plan ended; a new one is bought and paid.
    setStripeState(oldSub, { status: "canceled", ended_at: nowS() });
    const db = await getDb();
    await db.update(users).set({ subscriptionStatus: "canceled" }).where(eq(users.id, user.id));
    await client.post("/api/create-subscription");
    const newSub = (await row(user.id)).stripeSubscriptionId!;
    expect(newSub).not.toBe(oldSub);
    setStripeState(newSub, { status: "active" });
    await deliver(event("invoice.paid", invoiceFor(newSub)));
    // A late event about the old subscription arrives.
    const late = await deliver(event("customer.subscription.deleted", subs.get(oldSub)));
    expect(late.body.outcome).toBe("ignored");
    expect((await row(user.id)).stripeSubscriptionId).toBe(newSub);
    expect((await client.get("/api/subscription")).body).toMatchObject({
      active: true,
      plan: "active",
    });
  });

  it("acknowledges unhandled event types and unknown subscriptions without changes", async () => {
    expect(
      (await deliver(event("customer.created", { id: "cus_1", object: "customer" }))).body.outcome,
    ).toBe("unhandled");
    expect((await deliver(event("invoice.paid", invoiceFor("sub_nobody")))).body.outcome).toBe(
      "ignored",
    );
  });

  it("a Stripe outage while re-reading is a 500, so Stripe delivers the event again", async () => {
    const { user, subId } = await paidUser("wh-outage");
    const evt = event("invoice.paid", invoiceFor(subId));
    mocks.subscriptionsRetrieve.mockRejectedValueOnce(
      Object.assign(new Error("api down"), { statusCode: 500 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deliver(evt)).status).toBe(500);
    expect((await row(user.id)).subscriptionStatus).toBe("incomplete");
    expect((await deliver(evt)).body.outcome).toBe("applied");
    expect((await row(user.id)).subscriptionStatus).toBe("active");
  });
});

describe("account deletion with a Stripe subscription", () => {
  it("cancels the subscription at Stripe, then deletes the account", async () => {
    const { client, password, subId } = await paidUser("stripe-delete");
    await client.post("/api/billing/refresh");
    const res = await client.request("DELETE", "/api/account", { password });
    expect(res.status).toBe(200);
    expect(mocks.subscriptionsCancel).toHaveBeenCalledWith(subId);
    expect(subs.get(subId)!.status).toBe("canceled");
  });

  it("keeps the account when Stripe cannot cancel", async () => {
    const { client, password, user } = await paidUser("stripe-delete-fail");
    mocks.subscriptionsCancel.mockRejectedValueOnce(
      Object.assign(new Error("api down"), { statusCode: 500 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await client.request("DELETE", "/api/account", { password });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/account was not deleted/);
    expect(await row(user.id)).toBeDefined();
    expect((await client.get("/api/user")).status).toBe(200);
  });
});
