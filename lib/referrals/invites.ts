// Invite by e-mail from Refer & Earn. The e-mail carries the inviter's referral link and who they
// are; it goes after the response (lib/server/background.ts). Issue 47 item 10
// (docs/decisions/invitation-answers.md): an address that already has an account is told as such
// ("already a member", nothing sent, nothing listed), which reveals what sign-up's 409 "An account
// with this email already exists" reveals and no more (not who, not since when, not whether
// someone else invited them); a second invitation from the same user to the same address within
// 24 hours is not sent again and says when the first went. Limits: 20 invitations a day per user
// (429, every attempt counts, members and repeats too, so the check is no cheaper a lookup than
// sign-up), and at most 3 invitation e-mails a day to one address from everyone together (more are
// dropped silently), so nobody's inbox becomes a target. The list shows each address invited and
// whether it joined with this user's code.
import "server-only";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { invites, users } from "@/db/schema";
import { unauthorized } from "@/lib/errors/api-error";
import { sendMail } from "@/lib/mail";
import { inviteMessage } from "@/lib/mail/messages";
import { runAfterResponse } from "@/lib/server/background";
import { inviteKey } from "@/lib/server/limit-keys";
import { hitLimit, takeLimit } from "@/lib/server/rate-limit";
import { findUserByEmail, normalizeEmail } from "@/lib/auth/accounts";
import { referralLink } from "./link";

export const INVITES_PER_DAY = 20;
const INVITE_EMAILS_PER_ADDRESS_PER_DAY = 3;
const DAY = 24 * 60 * 60;
const LIST_LIMIT = 200;

export type InviteDto = { email: string; sentAt: string; joined: boolean };

/**
 * The answer: `sent` whether an invitation goes out; else why not ("member": the address has an
 * account; "recent": this user invited it less than a day ago).
 */
export type InviteAnswer = { message: string; sent: boolean; reason?: "member" | "recent" };

/** Sign-up's words for the same fact (lib/auth/accounts.ts), so neither tells more than the other. */
const MEMBER_MESSAGE = (email: string) =>
  `An account with ${email} already exists, so no invitation was sent.`;
const RECENT_MESSAGE = (email: string) =>
  `You invited ${email} less than a day ago, so it was not sent again. You can send a reminder after 24 hours.`;

/** Records the invitation and answers at once; the e-mail goes after the response. */
export async function inviteByEmail(
  userId: string,
  rawEmail: string,
  origin: string,
  now = new Date(),
): Promise<InviteAnswer> {
  const email = normalizeEmail(rawEmail);
  await takeLimit(
    inviteKey(userId),
    INVITES_PER_DAY,
    DAY,
    `You can send up to ${INVITES_PER_DAY} invitations a day. Please try again tomorrow.`,
  );
  const db = await getDb();
  const [inviter] = await db
    .select({ email: users.email, code: users.affiliateCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!inviter) throw unauthorized();
  if (await findUserByEmail(email))
    return { message: MEMBER_MESSAGE(email), sent: false, reason: "member" };
  // One statement decides a repeat: the row is written (or its time moved on) only when the last
  // invitation is a day old or more, so two quick presses cannot both send.
  const dayAgo = new Date(now.getTime() - DAY * 1000);
  const written = await db
    .insert(invites)
    .values({ userId, email, sentAt: now })
    .onConflictDoUpdate({
      target: [invites.userId, invites.email],
      set: { sentAt: now },
      setWhere: lt(invites.sentAt, dayAgo),
    })
    .returning({ id: invites.id });
  if (written.length === 0)
    return { message: RECENT_MESSAGE(email), sent: false, reason: "recent" };
  runAfterResponse("invite", () =>
    sendInvite(email, inviter.email, referralLink(origin, inviter.code)),
  );
  return { message: `Invitation sent to ${email}.`, sent: true };
}

async function sendInvite(to: string, inviterEmail: string, link: string): Promise<void> {
  if (await findUserByEmail(to)) return; // became a member meanwhile: no e-mail
  const { count } = await hitLimit(`invite:to:${to}`, DAY);
  if (count > INVITE_EMAILS_PER_ADDRESS_PER_DAY) return;
  await sendMail(inviteMessage(to, inviterEmail, link));
}

/** The user's invitations, newest first; `joined`: the address signed up with this user's code after the invitation. */
export async function listInvites(userId: string): Promise<InviteDto[]> {
  const db = await getDb();
  const [inviter] = await db
    .select({ code: users.affiliateCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!inviter) throw unauthorized();
  const rows = await db
    .select({ email: invites.email, sentAt: invites.sentAt, joinedId: users.id })
    .from(invites)
    .leftJoin(
      users,
      and(
        eq(users.email, invites.email),
        eq(users.referredByCode, inviter.code),
        gte(users.createdAt, invites.createdAt),
      ),
    )
    .where(eq(invites.userId, userId))
    .orderBy(desc(invites.sentAt), desc(invites.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    email: r.email,
    sentAt: r.sentAt.toISOString(),
    joined: r.joinedId !== null,
  }));
}
