// E-mail seam. With SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start) every
// message goes out through nodemailer; MAIL_FROM is the sender. Without it (the embedded default)
// each message is written as an .eml file under DATA_DIR/mail/ and its link printed to the server
// log, so every flow (password reset, invites, reminders) works on a fresh clone.
// Every message is machine-written (`Auto-Submitted: auto-generated`, RFC 3834, so vacation
// replies stay away) and has CRLF line ends on the wire and in the .eml files alike (RFC 5322).
// A message with `unsubscribeUrl` carries List-Unsubscribe with it, one-click (RFC 8058), plus a
// mailto: when MAIL_UNSUBSCRIBE_TO names an address someone reads.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { dataPath } from "@/db/data-dir";
import { PRODUCT_NAME } from "@/lib/brand";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; printed to the log by the embedded default. */
  link?: string;
  /** The one-click address that turns this kind of e-mail off (lib/reminders/unsubscribe.ts). */
  unsubscribeUrl?: string;
};

/** The headers every message carries, and the unsubscribe ones when it has a link. */
function mailHeaders(message: MailMessage): Record<string, string> {
  const headers: Record<string, string> = { "Auto-Submitted": "auto-generated" };
  if (message.unsubscribeUrl) {
    const mailto = process.env.MAIL_UNSUBSCRIBE_TO?.trim();
    headers["List-Unsubscribe"] = [
      `<${message.unsubscribeUrl}>`,
      ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : []),
    ].join(", ");
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return headers;
}

/** What nodemailer gets for one message, the same for SMTP and the .eml files. */
const envelope = (message: MailMessage) => ({
  from: mailFrom(),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: mailHeaders(message),
});

const mailFrom = () => process.env.MAIL_FROM || `${PRODUCT_NAME} <no-reply@localhost>`;

let smtp: { url: string; transport: Transporter } | null = null;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transport.close();
    // A slow or dead SMTP server must not hold a request (or a cron run) for minutes.
    smtp = {
      url,
      transport: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return smtp.transport;
}

/** Where the embedded default writes its .eml files. */
export const mailDir = () => path.dirname(dataPath("mail", "x"));

async function writeEml(message: MailMessage): Promise<string> {
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "windows" })
    .sendMail(envelope(message));
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(mailDir(), `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  await fs.promises.writeFile(file, built.message as Buffer);
  return file;
}

/** Sends one message (throws if the SMTP server refuses it). */
export async function sendMail(message: MailMessage): Promise<void> {
  const url = process.env.SMTP_URL;
  if (url) {
    await smtpTransport(url).sendMail(envelope(message));
    return;
  }
  const file = await writeEml(message);
  console.log(
    `[mail] "${message.subject}" to ${message.to} written to ${file}${message.link ? `\n[mail] link: ${message.link}` : ""}`,
  );
}
