// Issue 41 item 11: the daily reminder e-mail carries List-Unsubscribe (an https one-click
// address) and List-Unsubscribe-Post (RFC 8058), and that address works: a POST with the form a
// mail provider sends turns the e-mail off in the user's settings, with no session; a person
// opening it gets the page that asks first. Read back from a real SMTP server with mailparser.
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { smtpForThisFile } from "../helpers/smtp";
import { getDb } from "@/db/client";
import { tasks, userSettings } from "@/db/schema";
import { sendDueReminders } from "@/lib/reminders/reminders";
import { unsubscribeToken, UNSUBSCRIBED_MESSAGE } from "@/lib/reminders/unsubscribe";

const smtp = smtpForThisFile();
const ORIGIN = "https://balance.test";

async function remindersOn(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ on: userSettings.remindersEnabled })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.on;
}

async function optedIn(prefix: string) {
  const u = await signedInClient(prefix);
  const res = await u.client.patch("/api/settings", {
    timeZone: "UTC",
    remindersEnabled: true,
    reminderHour: 8,
  });
  expect(res.status, res.text).toBe(200);
  const db = await getDb();
  await db.insert(tasks).values({
    userId: u.user.id,
    description: "Water the plants",
    category: "health",
    dueDate: "2026-05-04",
  });
  return u;
}

/** What a mail provider does with List-Unsubscribe-Post (RFC 8058 section 3.2): no cookie, a form body. */
const oneClick = (path: string, body = "List-Unsubscribe=One-Click") =>
  new ApiClient().request("POST", path, undefined, {
    rawBody: body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

/** mailparser's reading of List-Unsubscribe: the https address and the mailto address, if any. */
function listUnsubscribe(mail: ParsedMail): { url?: string; mail?: string } {
  const list = mail.headers.get("list") as unknown as
    { unsubscribe?: { url?: string; mail?: string } } | undefined;
  return list?.unsubscribe ?? {};
}

afterEach(() => {
  delete process.env.MAIL_UNSUBSCRIBE_TO;
});

describe("the reminder e-mail's one-click unsubscribe", { timeout: 120_000 }, () => {
  it("carries List-Unsubscribe, List-Unsubscribe-Post and Auto-Submitted; its POST turns reminders off", async () => {
    const u = await optedIn("unsub-mail");
    await sendDueReminders(new Date("2026-05-04T09:00:00Z"), ORIGIN);
    const [got] = smtp.mailsTo(u.email);
    expect(got).toBeDefined();
    const headers = got!.mail.headers;
    expect(headers.get("auto-submitted")).toBe("auto-generated");
    const lines = new Map(got!.mail.headerLines.map((h) => [h.key, h.line]));
    expect(lines.get("list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    // mailparser reads the List-* headers (RFC 2369) into `list`; the raw value is checked too.
    const list = listUnsubscribe(got!.mail);
    expect(list.url).toMatch(
      /^https:\/\/balance\.test\/api\/unsubscribe\/reminders\.[\w-]+\.[\w-]{43}$/,
    );
    expect(list.mail).toBeUndefined(); // no mailto: without MAIL_UNSUBSCRIBE_TO
    const rawHeader = lines.get("list-unsubscribe")!.replace(/\r?\n[ \t]+/g, " ");
    expect(rawHeader).toMatch(
      new RegExp(`^List-Unsubscribe: *<${list.url!.replace(/\./g, "\\.")}>$`),
    );
    const url = list.url!;
    // The body's own link goes to the page that asks first.
    expect(got!.mail.text).toContain(`${ORIGIN}/unsubscribe?token=reminders.`);

    expect(await remindersOn(u.user.id)).toBe(true);
    const path = new URL(url).pathname;
    const res = await oneClick(path);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect(await remindersOn(u.user.id)).toBe(false);
    // Again: still 200, still off (a provider may retry).
    expect((await oneClick(path)).status).toBe(200);
    expect(await remindersOn(u.user.id)).toBe(false);

    // No e-mail the next day.
    await sendDueReminders(new Date("2026-05-05T09:00:00Z"), ORIGIN);
    expect(smtp.mailsTo(u.email)).toHaveLength(1);
  });

  it("adds a mailto: only when MAIL_UNSUBSCRIBE_TO names an address", async () => {
    process.env.MAIL_UNSUBSCRIBE_TO = "unsubscribe@balance.test";
    const u = await optedIn("unsub-mailto");
    await sendDueReminders(new Date("2026-05-04T09:00:00Z"), ORIGIN);
    const [got] = smtp.mailsTo(u.email);
    const list = listUnsubscribe(got!.mail);
    expect(list.url).toMatch(/^https:\/\//);
    expect(list.mail).toBe("unsubscribe@balance.test?subject=unsubscribe");
  });

  it("refuses forged, altered and other users' tokens with 404, and a person's GET goes to the asking page", async () => {
    const a = await optedIn("unsub-a");
    const b = await optedIn("unsub-b");
    const token = unsubscribeToken(a.user.id);
    const [kind, , signature] = token.split(".");
    const forged = [
      `${kind}.${b.user.id}.${signature}`, // a's signature on b's id
      `${kind}.${a.user.id}.${"A".repeat(43)}`,
      `digest.${a.user.id}.${signature}`,
      `${token}x`,
      "reminders.x.y",
      "..",
    ];
    for (const t of forged) {
      const res = await oneClick(`/api/unsubscribe/${encodeURIComponent(t)}`);
      expect(res.status, t).toBe(404);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
    expect(await remindersOn(a.user.id)).toBe(true);
    expect(await remindersOn(b.user.id)).toBe(true);

    // Opening the link (GET) changes nothing and sends the person to the page that asks first.
    const opened = await new ApiClient().get(`/api/unsubscribe/${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await remindersOn(a.user.id)).toBe(true);

    // The confirmation page's POST (same origin, no body) works too; b is untouched.
    const page = await new ApiClient().request("POST", `/api/unsubscribe/${token}`, undefined, {
      headers: { origin: "http://localhost:3000" },
    });
    expect(page.status, page.text).toBe(200);
    expect(await remindersOn(a.user.id)).toBe(false);
    expect(await remindersOn(b.user.id)).toBe(true);
  });

  it("limits guessing per address (429) without blocking valid links from other addresses", async () => {
    process.env.UNSUBSCRIBE_MISS_HOURLY_LIMIT = "3";
    try {
      const guesser = new ApiClient();
      guesser.peerAddress = "198.51.100.77";
      const guess = () =>
        guesser.request("POST", `/api/unsubscribe/reminders.nobody.${"B".repeat(43)}`, undefined, {
          rawBody: "List-Unsubscribe=One-Click",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
      for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(404);
      const limited = await guess();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

      const u = await optedIn("unsub-limit");
      expect((await oneClick(`/api/unsubscribe/${unsubscribeToken(u.user.id)}`)).status).toBe(200);
    } finally {
      delete process.env.UNSUBSCRIBE_MISS_HOURLY_LIMIT;
    }
  });
});
