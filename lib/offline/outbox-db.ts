// Where the offline outbox lives in IndexedDB: shared by the page (./outbox.ts) and the service
// worker, which queues a notification's Done or Snooze there when it cannot reach the server.
export const OUTBOX_DB_NAME = "balance-offline";
export const OUTBOX_STORE = "outbox";
