// One mailbox, many spellings (issue 41 item 8; docs/decisions/referral-mailboxes.md): most
// providers deliver `me+anything@host` to `me@host`, and Gmail also ignores dots in the local part
// (and googlemail.com is gmail.com). Referral months are counted per mailbox, not per spelling.
// Browser-safe: the message is shown by the Refer & Earn screen.

/** Providers where dots in the local part reach the same mailbox, and the one domain they share. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);
const DOTLESS_CANONICAL = "gmail.com";

/**
 * The mailbox an address reaches: lower case, the local part cut at a "+" that is not its first
 * character, dots dropped at Gmail. The migration 0017_mailboxes_event_sequences.sql fills existing rows
 * with the same rule in SQL.
 */
export function mailboxOf(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.indexOf("@");
  if (at < 1) return e;
  let local = e.slice(0, at);
  let domain = e.slice(at + 1);
  const plus = local.indexOf("+", 1);
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll(".", "");
    domain = DOTLESS_CANONICAL;
  }
  return `${local}@${domain}`;
}

/** Why a referred sign-up earned no month; one text for every cause, naming no account. */
export const SAME_MAILBOX_MESSAGE =
  "No free month for this referral: referral months count once per mailbox, and this address " +
  "reaches a mailbox that has already been counted (a +tag, or dots at Gmail, do not make a new mailbox).";

/** The referrer's side of the same rule, for sign-ups with their code that earned nobody a month. */
export const REFERRER_SAME_MAILBOX_MESSAGE =
  "Some sign-ups with your code earned no free month: referral months count once per mailbox, " +
  "and their addresses reach a mailbox that has already been counted (a +tag, or dots at Gmail, do not make a new mailbox).";

export const REFERRAL_NO_REWARD_MESSAGES = { same_mailbox: SAME_MAILBOX_MESSAGE } as const;
