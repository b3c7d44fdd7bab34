// Turning what the user typed into a Postgres tsquery, and a marked snippet into safe HTML. Pure
// functions (no database), shared by lib/search/data.ts and its unit tests.

/** The SQL tsquery parts of a search: websearch syntax for the whole, plus a prefix on the last word. */
export type QueryParts = {
  /** Given to websearch_to_tsquery('english', …): everything but a last word still being typed. */
  websearch: string;
  /** The last word, letters and digits only, matched as a prefix (to_tsquery('english', word || ':*')); null when there is none. */
  prefix: string | null;
};

/**
 * While typing, the last word is usually unfinished ("pac" for "packing"): it is matched as a
 * prefix. Only a plain last word is: a quoted phrase, a "-word" exclusion or "or" keep their
 * websearch meaning. The prefix word is reduced to letters and digits, so it cannot carry
 * tsquery operators into to_tsquery.
 */
export function queryParts(q: string): QueryParts {
  const text = q.trim();
  const m = /(^|\s)([\p{L}\p{N}]+)$/u.exec(text);
  if (!m || /^or$/i.test(m[2]!)) return { websearch: text, prefix: null };
  return { websearch: text.slice(0, m.index).trim(), prefix: m[2]!.toLowerCase() };
}

/** Start and end of a match in ts_headline's output: control characters no stored text keeps (they are removed first). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * ts_headline's text, with MARK_START/MARK_END around matches, as HTML: everything the user wrote
 * is escaped first, then the markers become <mark> pairs. User HTML never gets through.
 */
export function markedSnippet(headline: string): string {
  const escaped = headline.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
  return escaped
    .replaceAll(MARK_START, "<mark>")
    .replaceAll(MARK_END, "</mark>")
    .replace(/\s+/g, " ")
    .trim();
}
