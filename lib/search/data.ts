// Search over the user's tasks (their notes and checklist items), journal entries and vision boards (and
// their item captions), and their calendars' events (by title and location, issue 44): Postgres
// full-text search on the generated `search` vectors of migrations 0012 and 0021, ranked with
// ts_rank_cd, open tasks before completed ones. Every query is scoped by user id;
// deleted rows are in lib/trash's table, not these, so they are never found.
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { databaseKind, getDb, type Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { pgErrorCode } from "@/lib/db/errors";
import { takeLimit } from "@/lib/server/rate-limit";
import { searchLimitKey } from "@/lib/server/limit-keys";
import { MARK_END, MARK_START, markedSnippet, queryParts } from "./query";

import { userTimeZone } from "@/lib/settings/data";
import type { BoardHit, EventHit, JournalHit, SearchResults, TaskHit } from "./shapes";
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
/**
 * The work of one search is bounded, not only its answer (issue 41: 50 entries of 20,000
 * characters made one search take seconds and stalled every other user on the embedded
 * database): at most MATCHED_MAX matching rows of a kind are ranked (the newest), and a snippet
 * is cut from at most HEADLINE_TEXT_MAX characters of the text (ts_headline re-reads its text).
 * Ranking is ts_rank_cd (cover density): ts_rank compares every position of every query word
 * with every other's, ~11 ms per 20,000-character entry with an 8-word query, where ts_rank_cd
 * takes under 1 ms (docs/decisions/search-bounds.md).
 */
const MATCHED_MAX = 200;
const HEADLINE_TEXT_MAX = 2000;
const headline = (text: SQL, query: SQL) =>
  sql`ts_headline('english', regexp_replace(left(${text}, ${HEADLINE_TEXT_MAX}), '[\\u0001\\u0002]', '', 'g'), ${query}, ${HEADLINE_OPTS})`;

/** Searches one user may run a minute: the palette searches as you type (debounced), a loop cannot. */
export const SEARCHES_PER_MINUTE = Number(process.env.SEARCH_RATE_LIMIT_PER_MINUTE) || 120;
/** On PostgreSQL a search that still runs this long is cancelled (PGlite has no statement timeout). */
const STATEMENT_TIMEOUT_MS = 2000;

export async function search(userId: string, q: string, limit: number): Promise<SearchResults> {
  await takeLimit(
    searchLimitKey(userId),
    SEARCHES_PER_MINUTE,
    60,
    "Too many searches in a minute. Please wait a moment.",
  );
  const db = await getDb();
  const timeZone = await userTimeZone(userId);
  if (databaseKind() === "pglite") return runSearch(db, userId, q, limit, timeZone);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`));
      return runSearch(tx as unknown as Db, userId, q, limit, timeZone);
    });
  } catch (err) {
    if (pgErrorCode(err) === "57014")
      throw new ApiError("UNAVAILABLE", "That search took too long. Try fewer or other words.");
    throw err;
  }
}

async function runSearch(
  db: Db,
  userId: string,
  q: string,
  limit: number,
  timeZone: string,
): Promise<SearchResults> {
  const query = tsQuery(q);
  // Ranking over at most MATCHED_MAX matches of a kind; the snippets only for the rows returned.
  const [tasks, journals, boards, events] = await Promise.all([
    db.execute(sql`
      WITH q AS (SELECT ${query} AS q),
      hits AS (
        (SELECT t.id, t.description, t.category, t.completed, t.important, to_char(t.due_date, 'YYYY-MM-DD') AS "dueDate",
          ts_rank_cd(t.search, q.q) AS rank, NULL::text AS item, t.notes
        FROM tasks t, q WHERE t.user_id = ${userId} AND t.search @@ q.q
        ORDER BY t.id DESC LIMIT ${MATCHED_MAX})
        UNION ALL
        (SELECT t.id, t.description, t.category, t.completed, t.important, to_char(t.due_date, 'YYYY-MM-DD'),
          ts_rank_cd(i.search, q.q) * 0.8, i.text, NULL::text
        FROM task_items i JOIN tasks t ON t.id = i.task_id AND t.user_id = ${userId}, q
        WHERE i.user_id = ${userId} AND i.search @@ q.q
        ORDER BY i.id DESC LIMIT ${MATCHED_MAX})
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
      matched AS (
        SELECT j.id, j.created_at FROM journals j, q WHERE j.user_id = ${userId} AND j.search @@ q.q
        ORDER BY j.created_at DESC, j.id DESC LIMIT ${MATCHED_MAX}
      ),
      top AS (
        SELECT j.id, j.title, j.category, j.created_at, j.content, ts_rank_cd(j.search, q.q) AS rank
        FROM matched m JOIN journals j ON j.id = m.id, q
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
        (SELECT b.id, b.title, b.description AS text, ts_rank_cd(b.search, q.q) AS rank, true AS own
        FROM vision_boards b, q WHERE b.user_id = ${userId} AND b.search @@ q.q
        ORDER BY b.id DESC LIMIT ${MATCHED_MAX})
        UNION ALL
        (SELECT b.id, b.title, i.description, ts_rank_cd(i.search, q.q) * 0.8, false
        FROM vision_board_items i JOIN vision_boards b ON b.id = i.vision_board_id AND b.user_id = ${userId}, q
        WHERE i.user_id = ${userId} AND i.search @@ q.q
        ORDER BY i.id DESC LIMIT ${MATCHED_MAX})
      ),
      best AS (SELECT DISTINCT ON (id) * FROM hits ORDER BY id, own DESC, rank DESC),
      top AS (SELECT * FROM best ORDER BY rank DESC, id DESC LIMIT ${limit})
      SELECT top.id, top.title, ${headline(sql`CASE WHEN top.own THEN top.title || ' — ' || top.text ELSE top.text END`, sql`q.q`)} AS snippet
      FROM top, q ORDER BY top.rank DESC, top.id DESC
    `),
    // An event series is found once, at its next occurrence (one still going counts), else its
    // latest; a series with no occurrence in the kept window is left out.
    db.execute(sql`
      WITH q AS (SELECT ${query} AS q),
      matched AS (
        SELECT s.id, ts_rank_cd(s.search, q.q) AS rank FROM calendar_series s, q
        WHERE s.user_id = ${userId} AND s.search @@ q.q
        ORDER BY s.id DESC LIMIT ${MATCHED_MAX}
      ),
      top AS (
        SELECT m.id, m.rank, o.all_day, o.starts_at, o.start_date, o.upcoming, o.at
        FROM matched m
        JOIN LATERAL (
          SELECT e.all_day, e.starts_at, e.start_date,
            coalesce(e.ends_at, e.end_date::timestamp AT TIME ZONE ${timeZone}) > now() AS upcoming,
            extract(epoch FROM coalesce(e.starts_at, e.start_date::timestamp AT TIME ZONE ${timeZone})) AS at
          FROM calendar_events e
          WHERE e.series_id = m.id AND e.user_id = ${userId}
          ORDER BY upcoming DESC, CASE WHEN coalesce(e.ends_at, e.end_date::timestamp AT TIME ZONE ${timeZone}) > now()
            THEN extract(epoch FROM coalesce(e.starts_at, e.start_date::timestamp AT TIME ZONE ${timeZone}))
            ELSE -extract(epoch FROM coalesce(e.starts_at, e.start_date::timestamp AT TIME ZONE ${timeZone})) END
          LIMIT 1
        ) o ON true
        ORDER BY m.rank DESC, o.upcoming DESC, o.at, m.id DESC LIMIT ${limit}
      )
      SELECT s.id AS "seriesId", s.title, s.location, s.category, c.name AS "calendarName", c.color,
        top.all_day AS "allDay",
        CASE WHEN top.all_day THEN to_char(top.start_date, 'YYYY-MM-DD')
          ELSE to_char(top.starts_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') END AS date,
        CASE WHEN top.all_day THEN NULL ELSE to_char(top.starts_at AT TIME ZONE ${timeZone}, 'HH24:MI') END AS start,
        ${headline(sql`s.title || coalesce(' — ' || nullif(s.location, ''), '')`, sql`q.q`)} AS snippet
      FROM top
      JOIN calendar_series s ON s.id = top.id AND s.user_id = ${userId}
      JOIN calendars c ON c.id = s.calendar_id AND c.user_id = ${userId}, q
      ORDER BY top.rank DESC, top.upcoming DESC, top.at, top.id DESC
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
    events: rowsOf<EventHit>(events).map((e) => ({
      ...e,
      seriesId: Number(e.seriesId),
      snippet: markedSnippet(e.snippet),
    })),
  };
}
