// The premium rule, the provider choice, the Stripe state mapping and the demo card checks.
import type { SubscriptionStatus } from "@/lib/billing/subscription-status";
import { describe, expect, it } from "vitest";
import type Stripe from "stripe";
import { addMonths, hasPremium, premiumExpiresAt } from "@/lib/billing/premium";
import { billingConfig, BillingConfigError } from "@/lib/billing/config";
import { stateFromStripe } from "@/lib/billing/stripe/state";
import { toSubscriptionDto } from "@/lib/billing/status";
import { demoCardSchema, expiryValid, luhnValid } from "@/lib/billing/schemas";

const now = new Date("2026-03-15T12:00:00Z");
const later = new Date("2026-04-15T12:00:00Z");
const earlier = new Date("2026-02-15T12:00:00Z");
const user = (status: SubscriptionStatus, paidEnd: Date | null, freeEnd: Date | null = null) => ({
  subscriptionStatus: status,
  subscriptionExpiresAt: paidEnd,
  freePremiumUntil: freeEnd,
});

describe("hasPremium: the one rule", () => {
  it("paid statuses count until the period end", () => {
    for (const s of ["active", "canceling", "past_due"] as const) {
      expect(hasPremium(user(s, later), now)).toBe(true);
      expect(hasPremium(user(s, earlier), now)).toBe(false);
      expect(hasPremium(user(s, null), now)).toBe(false);
    }
  });

  it("other statuses never count, whatever the date", () => {
    for (const s of ["inactive", "incomplete", "canceled", "unpaid", "paused"] as const)
      expect(hasPremium(user(s, later), now)).toBe(false);
  });

  it("referral months count on their own, until they run out", () => {
    expect(hasPremium(user("inactive", null, later), now)).toBe(true);
    expect(hasPremium(user("inactive", null, earlier), now)).toBe(false);
    expect(hasPremium(user("inactive", null, now), now)).toBe(false);
  });

  it("premium ends at the later of the two", () => {
    const far = addMonths(later, 2);
    expect(premiumExpiresAt(user("active", later, far), now)).toEqual(far);
    expect(premiumExpiresAt(user("active", far, later), now)).toEqual(far);
    expect(premiumExpiresAt(user("canceled", far, later), now)).toEqual(later);
    expect(premiumExpiresAt(user("inactive", null, null), now)).toBeNull();
  });

  it("addMonths clamps to the end of a shorter month", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(addMonths(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe(
      "2028-02-29T10:00:00.000Z",
    );
    expect(addMonths(new Date("2026-12-15T10:00:00Z"), 1).toISOString()).toBe(
      "2027-01-15T10:00:00.000Z",
    );
  });

  it("the subscription status says the same as the rule", () => {
    expect(toSubscriptionDto(user("canceling", later), "demo", now)).toEqual({
      active: true,
      plan: "canceling",
      expiresAt: later.toISOString(),
      paidUntil: later.toISOString(),
      provider: "demo",
    });
    expect(toSubscriptionDto(user("active", earlier), "stripe", now)).toEqual({
      active: false,
      plan: "none",
      provider: "stripe",
    });
    expect(toSubscriptionDto(user("incomplete", null, later), "stripe", now)).toMatchObject({
      active: true,
      plan: "pending",
      freeUntil: later.toISOString(),
    });
  });
});

describe("billingConfig: the provider seam", () => {
  const all = {
    STRIPE_SECRET_KEY: "sk_test_1",
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1",
    STRIPE_WEBHOOK_SECRET: "whsec_1",
    STRIPE_PRICE_ID: "price_1",
  };
  it("no Stripe variables: demo", () => expect(billingConfig({})).toEqual({ provider: "demo" }));
  it("all four: Stripe", () =>
    expect(billingConfig(all)).toEqual({
      provider: "stripe",
      stripe: {
        secretKey: "sk_test_1",
        publishableKey: "pk_test_1",
        webhookSecret: "whsec_1",
        priceId: "price_1",
      },
    }));
  it("some but not all: a configuration error naming what is missing, never demo", () => {
    expect(() => billingConfig({ ...all, STRIPE_WEBHOOK_SECRET: " " })).toThrow(BillingConfigError);
    expect(() => billingConfig({ STRIPE_SECRET_KEY: "sk" })).toThrow(
      /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID/,
    );
  });
});

describe("Stripe subscription → local state", () => {
  const end = Math.floor(later.getTime() / 1000);
  const sub = (fields: Partial<Stripe.Subscription>) =>
    ({
      id: "sub_1",
      customer: "cus_1",
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      ended_at: null,
      items: { data: [{ current_period_end: end - 100 }, { current_period_end: end }] },
      ...fields,
    }) as unknown as Stripe.Subscription;

  it("maps statuses and takes the latest item period end", () => {
    expect(stateFromStripe(sub({}))).toEqual({
      stripeSubscriptionId: "sub_1",
      stripeCustomerId: "cus_1",
      subscriptionStatus: "active",
      subscriptionExpiresAt: later,
    });
    // A trial over free referral months counts as paid once its card is saved (issue 47 item 10).
    expect(
      stateFromStripe(sub({ status: "trialing", default_payment_method: "pm_1" }))
        .subscriptionStatus,
    ).toBe("active");
    expect(stateFromStripe(sub({ status: "trialing" })).subscriptionStatus).toBe("incomplete");
    expect(stateFromStripe(sub({ cancel_at_period_end: true })).subscriptionStatus).toBe(
      "canceling",
    );
    expect(stateFromStripe(sub({ status: "past_due" })).subscriptionStatus).toBe("past_due");
    expect(stateFromStripe(sub({ status: "incomplete" })).subscriptionStatus).toBe("incomplete");
    expect(stateFromStripe(sub({ status: "incomplete_expired" })).subscriptionStatus).toBe(
      "canceled",
    );
    expect(stateFromStripe(sub({ status: "unpaid" })).subscriptionStatus).toBe("unpaid");
    expect(
      stateFromStripe(sub({ customer: { id: "cus_9" } as Stripe.Customer })).stripeCustomerId,
    ).toBe("cus_9");
  });

  it("a canceled subscription ends when Stripe ended it, and grants nothing", () => {
    const ended = Math.floor(now.getTime() / 1000);
    const state = stateFromStripe(sub({ status: "canceled", ended_at: ended }));
    expect(state).toMatchObject({ subscriptionStatus: "canceled", subscriptionExpiresAt: now });
    expect(hasPremium({ ...state, freePremiumUntil: null }, earlier)).toBe(false);
  });
});

describe("demo card checks", () => {
  it("Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4242")).toBe(false);
  });
  it("expiry is valid through the end of its month", () => {
    expect(expiryValid("03/26", now)).toBe(true);
    expect(expiryValid("02/26", now)).toBe(false);
    expect(expiryValid("12 / 30", now)).toBe(true);
    expect(expiryValid("13/30", now)).toBe(false);
  });
  it("the schema normalises the number and reports the first problem", () => {
    const ok = demoCardSchema.parse({
      cardNumber: "4242 4242-4242 4242",
      expiry: "12/40",
      cvc: "1234",
      name: " Ada ",
    });
    expect(ok).toEqual({
      cardNumber: "4242424242424242",
      expiry: "12/40",
      cvc: "1234",
      name: "Ada",
    });
    expect(
      demoCardSchema.safeParse({ cardNumber: "4242", expiry: "12/40", cvc: "123", name: "A" })
        .success,
    ).toBe(false);
  });
});
