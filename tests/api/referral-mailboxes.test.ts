// Issue 41 item 8: referral months are farmed with plus-addressed (and, at Gmail, dotted) sign-ups
// that all reach one mailbox. One mailbox counts once: such a sign-up earns no month for either
// side, and both sides are told why; the yearly cap stays (referral-farming.test.ts).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { mailboxOf, REFERRER_SAME_MAILBOX_MESSAGE, SAME_MAILBOX_MESSAGE } from "@/lib/auth/mailbox";

async function freeMonths(id: string) {
  const db = await getDb();
  const [r] = await db.select({ n: users.freeMonthsAwarded }).from(users).where(eq(users.id, id));
  return r?.n;
}

const signUp = (email: string, code?: string) =>
  new ApiClient().post("/api/register", {
    email,
    password: "secret123",
    ...(code ? { referredByCode: code } : {}),
  });

/** `prefix.123.4@example.com` → `prefix.123.4+tag@example.com`. */
const plus = (email: string, tag: string) => email.replace("@", `+${tag}@`);

describe("one mailbox counts once", { timeout: 120_000 }, () => {
  it("the referrer's own +tag variants earn no month for either side, and say why", async () => {
    const referrer = await signedInClient("mbx-self");
    for (const tag of ["1", "2", "farm"]) {
      const res = await signUp(plus(referrer.email, tag), referrer.user.affiliateCode);
      expect(res.status, res.text).toBe(201);
      expect(res.body.referralNote).toBe(SAME_MAILBOX_MESSAGE);
      expect(await freeMonths(res.body.id)).toBe(0);
    }
    expect(await freeMonths(referrer.user.id)).toBe(0);

    const code = await referrer.client.get("/api/affiliate/code");
    expect(code.body).toMatchObject({
      referredCount: 3,
      freeMonthsAwarded: 0,
      referralsWithoutMonth: 3,
      referralsWithoutMonthReason: REFERRER_SAME_MAILBOX_MESSAGE,
    });

    // The new account sees the reason where its reward is shown.
    const farmed = new ApiClient();
    await farmed.post("/api/register", {
      email: plus(referrer.email, "seen"),
      password: "secret123",
      referredByCode: referrer.user.affiliateCode,
    });
    const status = await farmed.get("/api/affiliate/status");
    expect(status.body.referralNote).toBe(SAME_MAILBOX_MESSAGE);
  });

  it("a +tag variant of another existing account earns nothing; a new mailbox still earns both months", async () => {
    const referrer = await signedInClient("mbx-ref");
    const existing = await signedInClient("mbx-existing");
    const variant = await signUp(plus(existing.email, "x"), referrer.user.affiliateCode);
    expect(variant.status).toBe(201);
    expect(variant.body.referralNote).toBe(SAME_MAILBOX_MESSAGE);
    expect(await freeMonths(variant.body.id)).toBe(0);
    expect(await freeMonths(referrer.user.id)).toBe(0);

    // The base address of a mailbox whose +tag variant already signed up counts as taken too.
    const tagged = await signUp(plus(uniqueEmail("mbx-base"), "first"));
    expect(tagged.status).toBe(201);
    const base = await signUp(tagged.body.email.replace("+first", ""), referrer.user.affiliateCode);
    expect(base.body.referralNote).toBe(SAME_MAILBOX_MESSAGE);
    expect(await freeMonths(base.body.id)).toBe(0);

    const fresh = await signUp(uniqueEmail("mbx-fresh"), referrer.user.affiliateCode);
    expect(fresh.status).toBe(201);
    expect(fresh.body.referralNote).toBeUndefined();
    expect(await freeMonths(fresh.body.id)).toBe(1);
    expect(await freeMonths(referrer.user.id)).toBe(1);
    const code = await referrer.client.get("/api/affiliate/code");
    expect(code.body).toMatchObject({ referredCount: 3, referralsWithoutMonth: 2 });
  });

  it("at Gmail, dotted and googlemail.com spellings are one mailbox", async () => {
    const referrer = await signedInClient("mbx-gmail-ref");
    const n = `${process.pid}${Date.now()}`;
    const owner = await signUp(`jane.doe.${n}@gmail.com`);
    expect(owner.status).toBe(201);
    for (const email of [`janedoe${n}@gmail.com`, `j.a.n.e.doe.${n}+x@googlemail.com`]) {
      const res = await signUp(email, referrer.user.affiliateCode);
      expect(res.status, email).toBe(201);
      expect(res.body.referralNote, email).toBe(SAME_MAILBOX_MESSAGE);
      expect(await freeMonths(res.body.id)).toBe(0);
    }
    // Dots still count elsewhere: another provider may deliver them to different people.
    const dotted = await signUp(`jane.doe.${n}@example.org`);
    expect(dotted.status).toBe(201);
    const other = await signUp(`janedoe${n}@example.org`, referrer.user.affiliateCode);
    expect(other.body.referralNote).toBeUndefined();
    expect(await freeMonths(other.body.id)).toBe(1);
  });

  it("a deleted account's +tag variant earns nothing either (one reward per mailbox ever)", async () => {
    const referrer = await signedInClient("mbx-again-ref");
    const email = uniqueEmail("mbx-again");
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
    const again = await signUp(plus(email, "back"), referrer.user.affiliateCode);
    expect(again.status).toBe(201);
    expect(again.body.referralNote).toBe(SAME_MAILBOX_MESSAGE);
    expect(await freeMonths(again.body.id)).toBe(0);
    expect(await freeMonths(referrer.user.id)).toBe(1);
  });
});

describe("mailboxOf and the migration's SQL agree", () => {
  const samples = [
    "me@example.com",
    "me+1@example.com",
    "me+a+b@example.com",
    "+me@example.com",
    "+me+x@example.com",
    "first.last@example.com",
    "First.Last+News@Gmail.com",
    "f.i.r.s.t+x@googlemail.com",
    "a@gmail.com",
    "me+@example.com",
  ];

  it("reads each spelling as the expected mailbox", () => {
    expect(mailboxOf("me+1@example.com")).toBe("me@example.com");
    expect(mailboxOf("+me+x@example.com")).toBe("+me@example.com");
    expect(mailboxOf("First.Last+News@Gmail.com")).toBe("firstlast@gmail.com");
    expect(mailboxOf("f.i.r.s.t+x@googlemail.com")).toBe("first@gmail.com");
    expect(mailboxOf("first.last@example.com")).toBe("first.last@example.com");
  });

  it("the backfill in 0017_mailboxes_event_sequences.sql computes the same value as mailboxOf", async () => {
    const migration = fs.readFileSync(
      path.join(process.cwd(), "db/migrations/0017_mailboxes_event_sequences.sql"),
      "utf8",
    );
    const expression = /SET "mailbox" = (CASE[\s\S]*?END);/.exec(migration)![1]!;
    const db = await getDb();
    for (const email of samples) {
      const lower = email.toLowerCase(); // stored e-mails are normalised
      const result = await db.execute(
        sql.raw(`SELECT ${expression} AS m FROM (SELECT '${lower}'::text AS email) AS v`),
      );
      const rows = (result as unknown as { rows: { m: string }[] }).rows;
      expect(rows[0]!.m, email).toBe(mailboxOf(lower));
    }
  });
});
