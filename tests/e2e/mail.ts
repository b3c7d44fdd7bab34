// The e-mails the e2e server wrote (no SMTP_URL: .eml files under its DATA_DIR/mail/).
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { expect } from "./helpers";

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR || ".data-e2e", "mail");

/** The first match of `pattern` in the newest .eml addressed to `email` (waits for the server to write it). */
export async function linkMailedTo(email: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(MAIL_DIR)
          ? fs
              .readdirSync(MAIL_DIR)
              .filter((f) => f.endsWith(".eml"))
              .sort()
          : [];
        for (const file of files.reverse()) {
          const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, file)));
          const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : "";
          const m = pattern.exec(mail.text ?? "");
          if (to === email && m) return (link = m[0]);
        }
        return "";
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}
