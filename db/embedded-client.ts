// The server's end of the embedded database's thread (db/embedded-thread.mjs): the part of
// PGlite's interface drizzle uses (`query`, `transaction`), each call a message to the thread
// where PGlite runs. Same statements, same order, same single connection and transaction lock as
// PGlite in the server's own thread; what changes is that its work no longer blocks requests
// (issue 30; docs/decisions/embedded-database.md has the measurements).
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";

type QueryOptions = {
  rowMode?: "array" | "object";
  parsers?: Record<number, (v: string) => unknown>;
};
type Results = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type Queryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
};
export type EmbeddedClient = Queryable & {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
};

type Message =
  | { op: "query"; sql: string; params: unknown[]; rowMode?: string; raw: number[]; tx?: number }
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean };
type Reply = {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
};

const EMBEDDED_THREAD = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "db",
  "embedded-thread.mjs",
);

/** A driver error rebuilt from the thread's copy: message, code, constraint, detail... */
function rebuilt(error: Reply["error"] & object): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * drizzle asks for dates, timestamps and intervals as PostgreSQL's text, by passing identity
 * parsers for their type ids. Functions cannot cross threads: the ids go, and the thread makes the
 * same identity parsers. A parser that is not the identity would be silently lost, so it is refused.
 */
function rawTypes(parsers: QueryOptions["parsers"]): number[] {
  const ids = Object.keys(parsers ?? {}).map(Number);
  for (const id of ids) {
    if (parsers![id]!("1") !== "1")
      throw new Error(`The embedded database's thread only takes identity parsers (type ${id})`);
  }
  return ids;
}

/**
 * Starts the thread for the data folder `dataDir`. `onExit` is told if the thread ends (a crash of
 * PGlite): every waiting call fails, and the caller opens a new one for the next request.
 */
export function startEmbeddedClient(dataDir: string, onExit: (err: Error) => void): EmbeddedClient {
  const worker = new Worker(EMBEDDED_THREAD, { workerData: { dataDir } });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let nextTx = 0;
  let ended: Error | null = null;
  // The thread keeps the process alive only while a call waits on it: a script that is done exits.
  worker.unref();

  worker.on("message", ({ id, result, error }: Reply) => {
    const call = waiting.get(id);
    if (!call) return;
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    if (error) call.reject(rebuilt(error));
    else call.resolve(result);
  });
  const end = (err: Error) => {
    if (ended) return;
    ended = err;
    for (const call of waiting.values()) call.reject(err);
    waiting.clear();
    onExit(err);
  };
  worker.on("error", (err: unknown) =>
    end(new Error(`The embedded database stopped: ${(err as Error)?.message ?? String(err)}`)),
  );
  worker.on("exit", (code) => end(new Error(`The embedded database stopped (exit ${code})`)));

  const send = <T>(message: Message): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = nextId++;
    if (waiting.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, ...message });
    });
  };
  const queryOn =
    (tx?: number): Queryable["query"] =>
    (sql, params = [], options = {}) =>
      send<Results>({
        op: "query",
        sql,
        params,
        rowMode: options.rowMode,
        raw: rawTypes(options.parsers),
        tx,
      });

  return {
    query: queryOn(),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = nextTx++;
      await send({ op: "begin", tx });
      let result: T;
      try {
        result = await fn({ query: queryOn(tx) });
      } catch (err) {
        await send({ op: "end", tx, commit: false }).catch(() => {});
        throw err;
      }
      await send({ op: "end", tx, commit: true });
      return result;
    },
  };
}
