// Issue 41 item 11: every message is machine-written (Auto-Submitted: auto-generated) and uses
// CRLF line ends, over SMTP and in the embedded default's .eml files alike; the password reset's
// printed link may wrap (a long token must not overflow a 360 px phone). Read with mailparser.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { simpleParser } from "mailparser";
import { mailDir, sendMail, type MailMessage } from "@/lib/mail";
import { inviteMessage, passwordResetMessage, reminderMessage } from "@/lib/mail/messages";
import { startSmtpServer } from "../helpers/smtp";

const LONG_LINK = `https://balance.test/auth/reset?token=${"x".repeat(120)}`;
const messages: MailMessage[] = [
  passwordResetMessage("ann@example.com", LONG_LINK, 60),
  inviteMessage("bo@example.com", "ann@example.com", "https://balance.test/auth?tab=register"),
  reminderMessage(
    "cy@example.com",
    [{ description: "Line one\nline two", dueDate: "2026-11-20", overdue: true }],
    "https://balance.test/",
    "https://balance.test/settings",
    {
      url: "https://balance.test/api/unsubscribe/t",
      pageUrl: "https://balance.test/unsubscribe/t",
    },
  ),
];

/** Line feeds not preceded by a carriage return. */
const bareLineFeeds = (raw: string) => raw.match(/(?<!\r)\n/g)?.length ?? 0;

describe("over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await smtp.close();
  });

  it("every message says Auto-Submitted: auto-generated and has CRLF line ends only", async () => {
    for (const message of messages) {
      await sendMail(message);
      const got = await smtp.next();
      expect(got.mail.headers.get("auto-submitted"), message.subject).toBe("auto-generated");
      expect(bareLineFeeds(got.raw), message.subject).toBe(0);
      expect(got.raw.endsWith("\r\n"), message.subject).toBe(true);
    }
  });
});

describe("embedded default (.eml files)", () => {
  it("writes every message with CRLF line ends and Auto-Submitted", async () => {
    delete process.env.SMTP_URL;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const before = new Set(fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()) : []);
    for (const message of messages) await sendMail(message);
    log.mockRestore();
    const files = fs.readdirSync(mailDir()).filter((f) => f.endsWith(".eml") && !before.has(f));
    expect(files).toHaveLength(messages.length);
    for (const file of files) {
      const raw = fs.readFileSync(path.join(mailDir(), file), "utf8");
      expect(bareLineFeeds(raw), file).toBe(0);
      const mail = await simpleParser(raw);
      expect(mail.headers.get("auto-submitted"), file).toBe("auto-generated");
    }
  });
});

describe("the password reset's HTML", () => {
  // tests/e2e/mail-layout.spec.ts renders the mailed HTML at 360 px in Chromium.
  it("lets the printed link break anywhere, so it wraps on a narrow screen", () => {
    const html = messages[0]!.html;
    const paragraph =
      /<p style="([^"]*)">Or paste this link into your browser:<br>([^<]*)<\/p>/.exec(html);
    expect(paragraph, "the printed link's paragraph").not.toBeNull();
    expect(paragraph![1]).toMatch(/word-break:break-all/);
    expect(paragraph![1]).toMatch(/overflow-wrap:anywhere/);
    expect(paragraph![2]).toBe(LONG_LINK);
  });
});
