// What a server log line says about an unexpected error. A failed query's error (drizzle's
// DrizzleQueryError) carries the whole statement and its parameters in its message: a restore's
// failed INSERT of 11,000 journal entries wrote one 7 MB line holding every entry's text. The log
// keeps the statement's start, never its parameters (a person's tasks and journal), the
// database's own reason (the error's `cause`) and where it was thrown.

/** Characters of a statement kept: enough to tell which query it was. */
const STATEMENT_MAX = 200;
const MESSAGE_MAX = 1000;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;

/** The error as one log-safe string: its message (a query's without parameters), cause and stack. */
export function errorForLog(err: unknown): string {
  if (!(err instanceof Error)) return cut(String(err), MESSAGE_MAX);
  const query = (err as Error & { query?: unknown }).query;
  const message =
    typeof query === "string"
      ? `Failed query: ${cut(query, STATEMENT_MAX)}`
      : cut(err.message, MESSAGE_MAX);
  const cause =
    err.cause instanceof Error ? `\n  cause: ${cut(err.cause.message, MESSAGE_MAX)}` : "";
  // Only the frames: a stack begins with the name and the message, parameters and all, whose
  // lines can themselves read like frames (a journal entry's line "    at the cafe, …"). V8 writes
  // the message as it is on the stack's first line, so the frames are looked for after it; a
  // message found only further down (changed after the stack was taken) is in a frame, not before.
  const raw = err.stack ?? "";
  const messageAt = err.message ? raw.indexOf(err.message) : -1;
  const inHeader = messageAt !== -1 && !raw.slice(0, messageAt).includes("\n");
  const stack = (inHeader ? raw.slice(messageAt + err.message.length) : raw)
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 5)
    .join("\n");
  const name = err.name === "Error" ? err.constructor.name : err.name;
  return `${name}: ${message}${cause}${stack ? `\n${stack}` : ""}`;
}
