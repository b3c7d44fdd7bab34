// Where the offline outbox lives in IndexedDB, and its one schema: shared by the page (./outbox.ts)
// and the service worker (app/sw-push.ts), which queues a notification's Done or Snooze there when
// it cannot reach the server. A new version of the schema is written here, once, for both.
import { openDB, type IDBPDatabase } from "idb";

const OUTBOX_DB_NAME = "balance-offline";
export const OUTBOX_STORE = "outbox";
const OUTBOX_VERSION = 1;

/** Opens the outbox database, creating its store on first use. */
export const openOutboxDb = (): Promise<IDBPDatabase> =>
  openDB(OUTBOX_DB_NAME, OUTBOX_VERSION, {
    upgrade: (d) => void d.createObjectStore(OUTBOX_STORE, { keyPath: "id" }),
  });
