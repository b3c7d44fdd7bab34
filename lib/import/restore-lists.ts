// A Balance backup's lists that grow with years of use (journal entries, check-ins, habit checks,
// timer entries) are kept beside the preview's task rows, in chunks (./preview-rows.ts), not in
// the preview's own JSON value: with 11,000 entries and 20,000 timer entries that one value was
// serialised, written and (on the embedded database, on the same thread) parsed as jsonb in one
// step, holding the event loop 62-113 ms; it was read back whole by every change of the preview.
import "server-only";
import type { RestoreBundle } from "./restore-bundle";
import { readRowChunks, writeRowChunks, type RowsPart } from "./preview-rows";

type Conn = Parameters<typeof readRowChunks>[0];
const LONG_LISTS = [
  "journals",
  "checkins",
  "habitChecks",
  "timeEntries",
] as const satisfies readonly (keyof RestoreBundle & RowsPart)[];

/** The bundle as the preview keeps it: the long lists are in their chunks. */
export type StoredRestore = RestoreBundle & {
  /** Set when the long lists are in chunks (a preview stored before kept them here). */
  listsApart?: true;
};

/** The bundle to keep in the preview: the long lists go to their chunks (writeRestoreLists). */
export function withoutLongLists(bundle: RestoreBundle): StoredRestore {
  const kept: StoredRestore = { ...bundle, listsApart: true };
  for (const part of LONG_LISTS) kept[part] = [];
  return kept;
}

/** Writes the long lists in chunks, a turn of the event loop after each. */
export async function writeRestoreLists(
  db: Conn,
  userId: string,
  importId: string,
  bundle: RestoreBundle,
): Promise<void> {
  for (const part of LONG_LISTS)
    await writeRowChunks<unknown>(db, userId, importId, part, bundle[part]);
}

/** The whole bundle again, its long lists read back from their chunks. */
export async function readRestoreLists(
  db: Conn,
  userId: string,
  importId: string,
  stored: StoredRestore,
): Promise<RestoreBundle> {
  if (!stored.listsApart) return stored;
  const { listsApart: _apart, ...bundle } = stored;
  for (const part of LONG_LISTS)
    (bundle[part] as unknown[]) = (await readRowChunks(db, userId, importId, part)).flat();
  return bundle;
}
