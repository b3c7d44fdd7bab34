// Search over the user's tasks (their notes and checklist items), journal entries and vision boards (and
// their item captions): Postgres full-text search on the generated `search` vectors of migration
// 0010, ranked with ts_rank, open tasks before completed ones. Every query is scoped by user id;
// deleted rows are in lib/trash's table, not these, so they are never found.
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { MARK_END, MARK_START, markedSnippet, queryParts } from "./query";

import type { BoardHit, JournalHit, SearchResults, TaskHit } from "./types";
export type { SearchResults };

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

/** The tsquery of what was typed: websearch syntax, the last word as a prefix. */
function tsQuery(q: string): SQL {
  const { websearch, prefix } = queryParts(q);
  const whole = websearch ? sql`websearch_to_tsquery('english', ${websearch})` : null;
  const last = prefix ? sql`to_tsquery('english', ${`${prefix}:*`})` : null;
  if (whole && last) return sql`(${whole} && ${last})`;
  return whole ?? last ?? sql`''::tsquery`;
}

// Control characters are removed before ts_headline, so the markers it adds are the only ones.
const HEADLINE_OPTS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=20, MinWords=8, ShortWord=2`;
const headline = (text: SQL, query: SQL) =>
  sql`ts_headline('english', regexp_replace(${text}, '[\\u0001\\u0002]', '', 'g'), ${query}, ${HEADLINE_OPTS})`;

export async function search(userId: string, q: string, limit: number): Promise<SearchResults> {
  const db = await getDb();
  const query = tsQuery(q);
  // Ranking happens over every match; the snippets (the costly part) only for the rows returned.
  const [tasks, journals, boards] = await Promise.all([
    db.execute(sql`
      WITH q AS (SELECT ${query} AS q),
      hits AS (
        SELECT t.id, t.description, t.category, t.completed, t.important, to_char(t.due_date, 'YYYY-MM-DD') AS "dueDate",
          ts_rank(t.search, q.q) AS rank, NULL::text AS item, t.notes
        FROM tasks t, q WHERE t.user_id = ${userId} AND t.search @@ q.q
        UNION ALL
        SELECT t.id, t.description, t.category, t.completed, t.important, to_char(t.due_date, 'YYYY-MM-DD'),
          ts_rank(i.search, q.q) * 0.8, i.text, NULL::text
        FROM task_items i JOIN tasks t ON t.id = i.task_id AND t.user_id = ${userId}, q
        WHERE i.user_id = ${userId} AND i.search @@ q.q
      ),
      best AS (
        SELECT DISTINCT ON (id) * FROM hits ORDER BY id, (item IS NULL) DESC, rank DESC
      ),
      top AS (SELECT * FROM best ORDER BY completed, rank DESC, id DESC LIMIT ${limit})
      SELECT top.id, top.description, top.category, top.completed, top.important, top."dueDate",
        ${headline(sql`coalesce(top.item, top.description || coalesce(' — ' || top.notes, ''))`, sql`q.q`)} AS snippet
      FROM top, q ORDER BY top.completed, top.rank DESC, top.id DESC
    `),
    db.execute(sql`
      WITH q AS (SELECT ${query} AS q),
      top AS (
        SELECT j.id, j.title, j.category, j.created_at, j.content, ts_rank(j.search, q.q) AS rank
        FROM journals j, q WHERE j.user_id = ${userId} AND j.search @@ q.q
        ORDER BY rank DESC, j.created_at DESC, j.id DESC LIMIT ${limit}
      )
      SELECT top.id, top.title, top.category,
        to_char(top.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
        ${headline(sql`top.title || ' — ' || top.content`, sql`q.q`)} AS snippet
      FROM top, q ORDER BY top.rank DESC, top.created_at DESC, top.id DESC
    `),
    db.execute(sql`
      WITH q AS (SELECT ${query} AS q),
      hits AS (
        SELECT b.id, b.title, b.description AS text, ts_rank(b.search, q.q) AS rank, true AS own
        FROM vision_boards b, q WHERE b.user_id = ${userId} AND b.search @@ q.q
        UNION ALL
        SELECT b.id, b.title, i.description, ts_rank(i.search, q.q) * 0.8, false
        FROM vision_board_items i JOIN vision_boards b ON b.id = i.vision_board_id AND b.user_id = ${userId}, q
        WHERE i.user_id = ${userId} AND i.search @@ q.q
      ),
      best AS (SELECT DISTINCT ON (id) * FROM hits ORDER BY id, own DESC, rank DESC),
      top AS (SELECT * FROM best ORDER BY rank DESC, id DESC LIMIT ${limit})
      SELECT top.id, top.title, ${headline(sql`CASE WHEN top.own THEN top.title || ' — ' || top.text ELSE top.text END`, sql`q.q`)} AS snippet
      FROM top, q ORDER BY top.rank DESC, top.id DESC
    `),
  ]);
  return {
    tasks: rowsOf<TaskHit>(tasks).map((t) => ({
      ...t,
      id: Number(t.id),
      snippet: markedSnippet(t.snippet),
    })),
    journals: rowsOf<JournalHit>(journals).map((j) => ({
      ...j,
      id: Number(j.id),
      snippet: markedSnippet(j.snippet),
    })),
    boards: rowsOf<BoardHit>(boards).map((b) => ({
      ...b,
      id: Number(b.id),
      snippet: markedSnippet(b.snippet),
    })),
  };
}
