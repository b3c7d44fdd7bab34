// Every write to the `tasks` table goes through writeTasks (issue 42, item 1): the statements that
// write it are built from the writer it hands its callback, never from the table itself, and once
// the callback is over (a whole transaction, committed or failed) the user's list is marked as
// changed for the in-process list cache (lib/tasks/list-cache.ts). So a writer of tasks cannot
// forget the cache. ESLint holds the rule (eslint.config.mjs, "tasks are written in one module"):
// outside this file, `.insert(tasks)`, `.update(tasks)`, `.delete(tasks)` and raw
// `INSERT INTO / UPDATE / DELETE FROM ${tasks}` are errors.
import "server-only";
import type { Db } from "@/db/client";
import { tasks } from "@/db/schema";
import { taskListWritten } from "./list-cache";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or a transaction on it. */
type Executor = Db | Tx;

const writer = {
  insert: (on: Executor) => on.insert(tasks),
  update: (on: Executor) => on.update(tasks),
  delete: (on: Executor) => on.delete(tasks),
  /** The table, for a raw statement's text (the reorder's locking UPDATE). */
  table: tasks,
};
type TaskWriter = typeof writer;

/**
 * Runs `write` with the builders of writes to `tasks`, then marks the user's list as changed,
 * whether `write` succeeded or not (a failed call may still have committed). `user` is the user
 * whose tasks are written, or how to read it from the result (a sign-up's new user).
 * Also for writes that reach tasks without these builders: moving one to or from the trash
 * (lib/trash/data.ts), a user's deletion (the cascade takes the tasks).
 */
export async function writeTasks<T>(
  user: string | ((result: T) => string),
  write: (w: TaskWriter) => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write(writer);
  } finally {
    if (typeof user === "string") taskListWritten(user);
  }
  if (typeof user !== "string") taskListWritten(user(result));
  return result;
}

/**
 * A prepared write to `tasks` (built once per database handle, lib/db/prepared.ts): `build` makes
 * the statement from the writer; what comes back runs it for a user, marking the list like
 * writeTasks. The statement itself is never handed out.
 */
export function preparedTaskWrite<Params, Result>(
  build: (w: TaskWriter) => { execute: (params: Params) => Promise<Result> },
): (userId: string, params: Params) => Promise<Result> {
  const statement = build(writer);
  return (userId, params) => writeTasks(userId, () => statement.execute(params));
}
