// The embedded database's own thread (issue 30): PGlite runs here, not on the server's thread.
// PGlite is PostgreSQL compiled to WebAssembly; every statement ran on the thread that serves
// requests and blocked it while it ran (a profile of POST under load: ~38% of the server's time).
// Here it overlaps with the server's work. db/embedded-client.ts is the other end; messages:
//   { id, op: "query", sql, params, rowMode, raw, tx? }  a statement, in a transaction if `tx`
//   { id, op: "begin", tx }                               answered once the transaction holds PGlite
//   { id, op: "end", tx, commit }                         COMMIT or ROLLBACK
// answered { id, result } or { id, error }. Plain JavaScript: the server's bundler never sees it,
// Node runs it as it is (db/client.ts names it by path, like the migrations folder).
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const database = PGlite.create(workerData.dataDir);
// A database that cannot open fails every statement with its reason, instead of ending the thread.
database.catch(() => {});
/** Open transactions by the client's number: their PGlite handle and how to end them. */
const open = new Map();
const ROLLBACK = Symbol("rollback");
const same = (value) => value;

/**
 * A driver error as plain data: its PostgreSQL fields (code, constraint, detail, ...) survive the
 * trip. Only text and numbers are copied: an error can hold what cannot be sent (a function, a
 * result), and a failed send would end this thread.
 */
function plain(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = Object.entries(err).filter(([, v]) => ["string", "number"].includes(typeof v));
  return { ...Object.fromEntries(fields), name: err.name, message: err.message };
}

const reply = (id, outcome) => parentPort.postMessage({ id, ...outcome });

async function query({ sql, params, rowMode, raw, tx }) {
  // The client asks for some types as PostgreSQL's text (drizzle does, for dates and intervals):
  // those parsers are the identity, and functions cannot cross threads, so they are made here.
  const parsers = Object.fromEntries((raw ?? []).map((oid) => [oid, same]));
  const on = tx === undefined ? await database : open.get(tx)?.handle;
  if (!on) throw new Error(`The embedded database has no open transaction ${tx}`);
  const { rows, fields, affectedRows } = await on.query(sql, params, { rowMode, parsers });
  return { rows, fields, affectedRows };
}

function begin({ id, tx }) {
  database
    .then((db) =>
      db.transaction(
        (handle) =>
          new Promise((commit, rollback) => {
            open.set(tx, { handle, commit, rollback });
            reply(id, { result: null });
          }),
      ),
    )
    .then(
      () => settle(tx, null),
      (err) => settle(tx, err === ROLLBACK ? null : err),
    );
}

/** A transaction has ended: answer its "end" (or its "begin", if it never started). */
function settle(tx, err) {
  const entry = open.get(tx);
  open.delete(tx);
  const id = entry?.endId ?? entry?.beginId;
  if (id !== undefined) reply(id, err ? { error: plain(err) } : { result: null });
}

parentPort.on("message", (message) => {
  if (message.op === "begin") {
    open.set(message.tx, { beginId: message.id });
    return begin(message);
  }
  if (message.op === "end") {
    const entry = open.get(message.tx);
    if (!entry?.handle)
      return reply(message.id, { error: { message: `No open transaction ${message.tx}` } });
    entry.endId = message.id;
    return message.commit ? entry.commit() : entry.rollback(ROLLBACK);
  }
  query(message).then(
    (result) => reply(message.id, { result }),
    (err) => reply(message.id, { error: plain(err) }),
  );
});
