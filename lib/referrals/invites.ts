// Invite by e-mail from Refer & Earn. The e-mail carries the inviter's referral link and who they
// are. The answer is the same 202 whether or not the address has an account: the lookup and the
// e-mail happen after the response (lib/server/background.ts), and an address that has an account
// gets nothing. Limits: 20 invitations a day per user (429), and at most 3 invitation e-mails a day
// to one address from everyone together (more are dropped silently), so nobody's inbox becomes a
// target. The list shows each address invited and whether it joined with this user's code.
import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
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

/** Records the invitation and answers at once; the e-mail goes after the response. */
export async function inviteByEmail(
  userId: string,
  rawEmail: string,
  origin: string,
): Promise<{ message: string }> {
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
  await db
    .insert(invites)
    .values({ userId, email })
    .onConflictDoUpdate({ target: [invites.userId, invites.email], set: { sentAt: sql`now()` } });
  runAfterResponse("invite", () =>
    sendInvite(email, inviter.email, referralLink(origin, inviter.code)),
  );
  return { message: `Invitation sent to ${email}.` };
}

async function sendInvite(to: string, inviterEmail: string, link: string): Promise<void> {
  if (await findUserByEmail(to)) return; // already a member: no e-mail
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
