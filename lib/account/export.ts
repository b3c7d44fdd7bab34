// "Export my data": every row that belongs to the user, as JSON. Secrets stay out: the password
// hash, session tokens and provider tokens are the keys to the account, not data about the user.
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { accounts, invites, journals, sessions, taskItems, tasks, userSettings, users, visionBoardItems, visionBoards } from "@/db/schema";
import { unauthorized } from "@/lib/http/errors";
import { PRODUCT_NAME } from "@/lib/brand";

export const EXPORT_FORMAT = "balance-export/1";

export async function exportUserData(userId: string, now = new Date()) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const { password: _password, ...profile } = user;
  const [settings, taskRows, taskItemRows, journalRows, boardRows, itemRows, sessionRows, accountRows, inviteRows] = await Promise.all([
    db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    db.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(tasks.id),
    db.select().from(taskItems).where(eq(taskItems.userId, userId)).orderBy(taskItems.taskId, taskItems.order, taskItems.id),
    db.select().from(journals).where(eq(journals.userId, userId)).orderBy(journals.id),
    db.select().from(visionBoards).where(eq(visionBoards.userId, userId)).orderBy(visionBoards.id),
    db.select().from(visionBoardItems).where(eq(visionBoardItems.userId, userId)).orderBy(visionBoardItems.id),
    db.select({ expires: sessions.expires }).from(sessions).where(eq(sessions.userId, userId)),
    db
      .select({ type: accounts.type, provider: accounts.provider, providerAccountId: accounts.providerAccountId })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
    db.select({ email: invites.email, sentAt: invites.sentAt }).from(invites).where(eq(invites.userId, userId)).orderBy(invites.id),
  ]);
  return {
    format: EXPORT_FORMAT,
    product: PRODUCT_NAME,
    exportedAt: now.toISOString(),
    user: profile,
    settings: settings[0] ?? null,
    tasks: taskRows,
    taskItems: taskItemRows,
    journals: journalRows,
    visionBoards: boardRows,
    visionBoardItems: itemRows,
    sessions: sessionRows,
    accounts: accountRows,
    invites: inviteRows,
  };
}

export function exportFileName(now = new Date()): string {
  return `balance-data-${now.toISOString().slice(0, 10)}.json`;
}
