// A per-user, in-process copy of the task list as GET /api/tasks serves it (its JSON text), so a
// busy dashboard does not cost building the list on every request: on the embedded database every
// query runs on the server's own thread, and the list is the most read thing there is.
//
// Only on the embedded PGlite (databaseIsProcessLocal in db/client.ts), where this process sees
// every write. Every write to a user's tasks goes through writeTasks (lib/tasks/write.ts; ESLint
// allows no other), and every write of what else the list shows (checklist items, time entries)
// through writing() below: both call taskListWritten(userId) once it has finished (committed or
// failed), before it answers. A read remembers the write counter when it starts and its result is
// kept only if no write of that user finished since; a kept list is served only while no write of
// that user finished after the read started. So once a write has answered, no reader can be given
// the list from before it, and a hit costs no query. With DATABASE_URL other instances and scripts
// write too, and every read builds the list (a held copy checked by a fingerprint was measured
// and dropped in issue 42: docs/decisions/task-list-cache.md).
//
// State lives on globalThis: pages and route handlers are separate bundles of the same process and
// must share one cache (as they share one database, see db/client.ts).
import "server-only";
import { databaseIsProcessLocal, type Db } from "@/db/client";

/**
 * TASK_LIST_CACHE=off serves every GET /api/tasks from the database, on the embedded one too: the
 * bench's switch (BENCH_PARTS=list-cache) to measure what the cache is worth.
 */
export const taskListCacheOn = (): boolean => process.env.TASK_LIST_CACHE !== "off";

/** Cached lists in total, in characters of JSON; the least recently read lists are dropped first. */
export const MAX_CACHED_CHARS = 16 * 1024 * 1024;
/** Users whose last write is remembered one by one; older marks fold into a common floor. */
const MAX_WRITE_MARKS = 10_000;
type Entry = {
  db: Db;
  json: string;
  /** The write counter when the read started. */
  readFrom: number;
};
type Loading = { db: Db; readFrom: number; promise: Promise<string> };
type State = {
  /** Counts finished writes, all users together. */
  clock: number;
  /** The clock value after each user's last finished write (most recent last). */
  writes: Map<string, number>;
  /** At least the last write of any user no longer in `writes`. */
  floor: number;
  entries: Map<string, Entry>;
  chars: number;
  loading: Map<string, Loading>;
};

const state: State = ((globalThis as Record<string, unknown>).__balanceTaskListCache ??= {
  clock: 0,
  writes: new Map(),
  floor: 0,
  entries: new Map(),
  chars: 0,
  loading: new Map(),
}) as State;

const lastWrite = (userId: string) => state.writes.get(userId) ?? state.floor;

function drop(userId: string) {
  const entry = state.entries.get(userId);
  if (!entry) return;
  state.entries.delete(userId);
  state.chars -= entry.json.length;
}

/**
 * Marks the user's task list as changed. Call it after every write to the user's rows of `tasks`
 * has finished, whether it succeeded or not (a failed call may still have committed), and before
 * the write's caller gets its answer.
 */
export function taskListWritten(userId: string): void {
  const now = ++state.clock;
  state.writes.delete(userId);
  state.writes.set(userId, now);
  if (state.writes.size > MAX_WRITE_MARKS) {
    const [oldest, at] = state.writes.entries().next().value!;
    state.writes.delete(oldest);
    state.floor = Math.max(state.floor, at);
  }
  drop(userId);
}

/**
 * The user's task list as JSON text: from memory when no write of the user finished since it was
 * read, otherwise from `load`. Concurrent misses for the same user share one load.
 */
export async function cachedTaskList(
  db: Db,
  userId: string,
  load: () => Promise<string>,
): Promise<string> {
  if (!databaseIsProcessLocal()) return load();
  const entry = state.entries.get(userId);
  if (entry && entry.db === db && entry.readFrom >= lastWrite(userId))
    return touched(userId, entry);
  const pending = state.loading.get(userId);
  if (pending && pending.db === db && pending.readFrom >= lastWrite(userId)) return pending.promise;

  const readFrom = state.clock;
  const promise = load();
  const loading = { db, readFrom, promise };
  state.loading.set(userId, loading);
  try {
    const json = await promise;
    if (readFrom >= lastWrite(userId)) remember(userId, { db, readFrom, json });
    return json;
  } finally {
    if (state.loading.get(userId) === loading) state.loading.delete(userId);
  }
}

/** Serves a held list, marking it most recently read so that eviction takes the coldest list. */
function touched(userId: string, entry: Entry): string {
  if (state.entries.get(userId) === entry) {
    state.entries.delete(userId);
    state.entries.set(userId, entry);
  }
  return entry.json;
}

function remember(userId: string, entry: Entry) {
  if (entry.json.length > MAX_CACHED_CHARS / 8) return;
  drop(userId);
  state.entries.set(userId, entry);
  state.chars += entry.json.length;
  for (const [id, e] of state.entries) {
    if (state.chars <= MAX_CACHED_CHARS) break;
    state.entries.delete(id);
    state.chars -= e.json.length;
  }
}

/** For tests: how many lists are held, and their size. */
export function taskListCacheSize(): { lists: number; chars: number } {
  return { lists: state.entries.size, chars: state.chars };
}

/** For tests: whether a list of this user is held. */
export function isTaskListCached(userId: string): boolean {
  return state.entries.has(userId);
}

/**
 * Writes of what the list shows besides the tasks themselves (checklist items: the "2/5"; time
 * entries: the actual minutes) go through here, so the cached list is forgotten once the write, a
 * whole transaction, is over. Writes to tasks go through writeTasks (lib/tasks/write.ts).
 */
export async function writing<T>(userId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    taskListWritten(userId);
  }
}
