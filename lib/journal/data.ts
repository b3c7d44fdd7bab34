// Journal entry data functions. Every query is scoped by the signed-in user's id.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { journals, type Journal } from "@/db/schema";
import { notFound } from "@/lib/errors/api-error";
import type { Category } from "@/lib/categories";
import { restoreRow, trashRow } from "@/lib/trash/data";
import type { CreateJournalInput, UpdateJournalInput } from "./schemas";
import type { JournalDto } from "./shapes";

function toJournalDto(j: Journal): JournalDto {
  return {
    id: j.id,
    title: j.title,
    content: j.content,
    category: j.category,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}

const owned = (userId: string, id: number) => and(eq(journals.userId, userId), eq(journals.id, id));

/** Newest first; optionally one life area. */
export async function listJournals(userId: string, category?: Category): Promise<JournalDto[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(journals)
    .where(
      category
        ? and(eq(journals.userId, userId), eq(journals.category, category))
        : eq(journals.userId, userId),
    )
    .orderBy(desc(journals.createdAt), desc(journals.id));
  return rows.map(toJournalDto);
}

/** The entry, or 404 when it does not exist or belongs to someone else (the two look the same). */
export async function getJournal(userId: string, id: number): Promise<JournalDto> {
  const db = await getDb();
  const [row] = await db.select().from(journals).where(owned(userId, id));
  if (!row) throw notFound("Journal entry");
  return toJournalDto(row);
}

export async function createJournal(
  userId: string,
  input: CreateJournalInput,
): Promise<JournalDto> {
  const db = await getDb();
  const [row] = await db
    .insert(journals)
    .values({ userId, title: input.title, content: input.content, category: input.category })
    .returning();
  return toJournalDto(row!);
}

export async function updateJournal(
  userId: string,
  id: number,
  patch: UpdateJournalInput,
): Promise<JournalDto> {
  const db = await getDb();
  const [row] = await db
    .update(journals)
    .set({ ...patch, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  if (!row) throw notFound("Journal entry");
  return toJournalDto(row);
}

/** Deletes the entry, restorable for a day (lib/trash/data.ts). */
export async function deleteJournal(userId: string, id: number): Promise<void> {
  if (!(await trashRow("journal", userId, id))) throw notFound("Journal entry");
}

/** Undo of a delete: the entry comes back as it was, and is again the reflection of its weekly review. */
export async function restoreJournal(userId: string, id: number): Promise<JournalDto> {
  if (!(await restoreRow("journal", userId, id))) throw notFound("Deleted journal entry");
  return getJournal(userId, id);
}
