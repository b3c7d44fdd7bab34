// The e-mail seam against a real SMTP server (smtp-server, started here), and the embedded default
// (.eml files under DATA_DIR/mail/).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { simpleParser } from "mailparser";
import { mailDir, sendMail } from "@/lib/mail";
import { inviteMessage, passwordResetMessage, reminderMessage } from "@/lib/mail/messages";
import { startSmtpServer } from "../helpers/smtp";

describe("over SMTP (SMTP_URL)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    process.env.MAIL_FROM = "Balance <hello@balance.test>";
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    await smtp.close();
  });

  it("delivers a password reset with the right recipient, subject and link, in text and HTML", async () => {
    const link = "https://balance.test/auth/reset?token=abc123";
    await sendMail(passwordResetMessage("ann@example.com", link, 60));
    const got = await smtp.next();
    expect(got.envelopeTo).toEqual(["ann@example.com"]);
    expect(got.mail.from?.text).toBe('"Balance" <hello@balance.test>');
    expect(got.mail.subject).toBe("Reset your Balance password");
    expect(got.mail.text).toContain(link);
    expect(got.mail.text).toContain("60 minutes");
    expect(got.mail.html).toContain(`href="${link}"`);
  });

  it("escapes what users wrote in the HTML part", async () => {
    await sendMail(
      reminderMessage(
        "bo@example.com",
        [{ description: "<b>pay</b> & go", dueDate: "2026-11-20", overdue: true }],
        "https://x.test/",
        "https://x.test/settings",
      ),
    );
    const got = await smtp.next();
    expect(got.mail.subject).toBe("1 task for today in Balance");
    expect(got.mail.html).toContain("&lt;b&gt;pay&lt;/b&gt; &amp; go");
    expect(got.mail.html).not.toContain("<b>pay</b>");
    expect(got.mail.text).toContain("<b>pay</b> & go (was due 2026-11-20)");
  });

  it("throws when the SMTP server refuses the message (the caller decides what that means)", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1"; // nothing listens on port 1
    await expect(
      sendMail(inviteMessage("cy@example.com", "ann@example.com", "https://x.test/")),
    ).rejects.toThrow();
    process.env.SMTP_URL = smtp.url;
  });
});

describe("embedded default (no SMTP_URL)", () => {
  it("writes an .eml file under DATA_DIR/mail/ and prints its link", async () => {
    delete process.env.SMTP_URL;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const link = "http://localhost:3000/auth?tab=register&referralCode=ABCD1234";
    await sendMail(inviteMessage("dee@example.com", "ann@example.com", link));
    expect(mailDir()).toBe(path.join(process.env.DATA_DIR!, "mail"));
    const files = fs.readdirSync(mailDir()).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(mailDir(), files[0]!)));
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("dee@example.com");
    expect(mail.subject).toBe("You're invited to Balance");
    expect(mail.text).toContain(link);
    expect(log.mock.calls.flat().join("\n")).toContain(`[mail] link: ${link}`);
    log.mockRestore();
  });
});
