// The messages Balance sends, each as plain text and simple HTML in the product's voice: short,
// warm, one clear action. Every value that comes from a user is escaped in the HTML part.
import "server-only";
import { PRODUCT_NAME, TAGLINE } from "@/lib/brand";
import type { MailMessage } from "./index";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function html(paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#0f172a;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      // A long link (a reset token) wraps instead of running off a 360 px phone screen.
      `<p style="margin:0 0 16px;font-size:13px;color:#64748b;word-break:break-all;overflow-wrap:anywhere">Or paste this link into your browser:<br>${escapeHtml(action.href)}</p>`
    : "";
  return (
    `<!doctype html><html><body style="margin:0;padding:24px;background:#f8fafc">` +
    `<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">` +
    `<p style="margin:0 0 24px;font-weight:600">${PRODUCT_NAME} <span style="font-weight:400;color:#64748b">· ${TAGLINE}</span></p>` +
    body +
    button +
    `</div></body></html>`
  );
}

const signature = `\n— ${PRODUCT_NAME}, ${TAGLINE}\n`;

export function passwordResetMessage(to: string, link: string, validMinutes: number): MailMessage {
  const lines = [
    "Someone (hopefully you) asked to reset the password of your Balance account.",
    `Choose a new one with this link. It works once and for ${validMinutes} minutes:`,
  ];
  const after = "If you did not ask for this, ignore this e-mail: your password stays as it is.";
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    link,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${after}\n${signature}`,
    html: html([...lines.map(escapeHtml), escapeHtml(after)], {
      label: "Choose a new password",
      href: link,
    }),
  };
}

export function inviteMessage(to: string, inviterEmail: string, link: string): MailMessage {
  const lines = [
    `${inviterEmail} invited you to ${PRODUCT_NAME}, a planner that keeps the eight areas of your life in balance: health, career, relationships and the rest.`,
    "Sign up with this link and you both get a free month of Premium:",
  ];
  const after =
    "Not interested? Ignore this e-mail; we will not write again unless someone invites you.";
  return {
    to,
    // No user-supplied text in the subject (finding F2): an inviter's unverified address can read
    // like a security notice there. The body names them as plain, escaped text.
    subject: `You're invited to ${PRODUCT_NAME}`,
    link,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${after}\n${signature}`,
    html: html([...lines.map(escapeHtml), escapeHtml(after)], {
      label: `Join ${PRODUCT_NAME}`,
      href: link,
    }),
  };
}

/** The check-in reminder's words (the dashboard's invitation says the same). */
const CHECKIN_LINE =
  "It's time for a check-in: how satisfied are you with each area of your life? It takes a minute.";

export type ReminderTask = {
  description: string;
  dueDate: string;
  dueTime?: string | null;
  overdue: boolean;
};

/** "17:00 Call mom" for a timed task, the text alone otherwise. */
const withTime = (t: ReminderTask) => (t.dueTime ? `${t.dueTime} ${t.description}` : t.description);

export function reminderMessage(
  to: string,
  tasks: ReminderTask[],
  link: string,
  settingsLink: string,
  unsubscribe?: { url: string; pageUrl: string },
  extra: { checkinDue?: boolean } = {},
): MailMessage {
  const overdue = tasks.filter((t) => t.overdue);
  const today = tasks.filter((t) => !t.overdue);
  const parts: string[] = [];
  const htmlParts: string[] = [];
  if (today.length) {
    parts.push(`Due today:\n${today.map((t) => `  • ${withTime(t)}`).join("\n")}`);
    htmlParts.push(
      `<strong>Due today</strong><br>${today.map((t) => `• ${escapeHtml(withTime(t))}`).join("<br>")}`,
    );
  }
  if (overdue.length) {
    parts.push(
      `Overdue:\n${overdue.map((t) => `  • ${t.description} (was due ${t.dueDate})`).join("\n")}`,
    );
    htmlParts.push(
      `<strong>Overdue</strong><br>${overdue.map((t) => `• ${escapeHtml(t.description)} <span style="color:#64748b">(was due ${escapeHtml(t.dueDate)})</span>`).join("<br>")}`,
    );
  }
  const n = tasks.length;
  // A due satisfaction check-in rides on the day's e-mail (lib/checkins/reminders.ts), or is the
  // whole e-mail on a day with no task.
  if (extra.checkinDue && n > 0) {
    parts.push(`Also: ${CHECKIN_LINE}`);
    htmlParts.push(`<strong>Also</strong><br>${escapeHtml(CHECKIN_LINE)}`);
  }
  const intro =
    n === 0 ? CHECKIN_LINE : `${n === 1 ? "One task is" : `${n} tasks are`} waiting for you today.`;
  const off = unsubscribe
    ? `You get this because you turned on daily reminders. Turn them off with one click: ${unsubscribe.pageUrl} (or in Settings: ${settingsLink})`
    : `You get this because you turned on daily reminders. Turn them off in Settings: ${settingsLink}`;
  const offHtml = unsubscribe
    ? `You get this because you turned on daily reminders. <a href="${escapeHtml(unsubscribe.pageUrl)}">Turn them off</a> with one click, or in <a href="${escapeHtml(settingsLink)}">Settings</a>.`
    : `You get this because you turned on daily reminders. <a href="${escapeHtml(settingsLink)}">Turn them off in Settings</a>.`;
  return {
    to,
    subject:
      n === 0
        ? `Time for a check-in in ${PRODUCT_NAME}`
        : n === 1
          ? `1 task for today in ${PRODUCT_NAME}`
          : `${n} tasks for today in ${PRODUCT_NAME}`,
    link,
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe.url } : {}),
    text: `${intro}\n\n${parts.length ? `${parts.join("\n\n")}\n\n` : ""}${n === 0 ? "Check in" : "Open your tasks"}: ${link}\n\n${off}\n${signature}`,
    html: html(
      [
        escapeHtml(intro),
        ...htmlParts,
        `<span style="font-size:13px;color:#64748b">${offHtml}</span>`,
      ],
      { label: n === 0 ? "Check in now" : "Open my tasks", href: link },
    ),
  };
}
