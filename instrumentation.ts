// Next calls register() once when a server starts, before it serves requests (Node.js runtime
// only: the edge runtime has no sockets of its own and no file system).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // With DATABASE_URL and no bucket, images written to this server's disk would be lost (serverless)
  // or invisible to the other servers: refuse to start, saying what to set (lib/storage/images.ts).
  const { exitOnUnsafeConfig } = await import("./lib/server/startup-checks");
  exitOnUnsafeConfig();
  // Every request is stamped with its socket's address (lib/server/peer-address.ts), and TRACE
  // is answered 405, before Next sees them.
  const { installHttpHook } = await import("./lib/server/http-hook");
  installHttpHook();
  // Unused vision-board images are deleted a day after they were stored, even for users who never
  // come back (lib/vision-boards/image-sweep.ts). A long-lived server sweeps every few hours.
  const { startImageSweeper } = await import("./lib/vision-boards/image-sweep");
  startImageSweeper();
  // Deleted tasks, entries and items can be restored for a day, then go for good (lib/trash/data.ts).
  // Each deletion purges its user's expired rows; this catches users who delete nothing more.
  const { startTrashPurger } = await import("./lib/trash/data");
  startTrashPurger();
  // The embedded database (PGlite) is opened and migrated now, so the first visitor's sign-up does
  // not wait for it (5.9 s on a fresh server before). With DATABASE_URL the pool connects on first
  // use and migrations are run by `npm run db:migrate`.
  if (process.env.DATABASE_URL) return;
  // The embedded default has no scheduler calling /api/cron/reminders: this process is it.
  const { startReminderTimer } = await import("./lib/reminders/reminders");
  startReminderTimer();
  // Push reminders at the due time (lib/push/send.ts): every minute, like a per-minute cron.
  const { startPushTimer } = await import("./lib/push/send");
  startPushTimer();
  // Subscribed calendars (lib/calendars/refresh.ts): each read again every 15 minutes.
  const { startCalendarTimer } = await import("./lib/calendars/refresh");
  startCalendarTimer();
  const { getDb } = await import("./db/client");
  try {
    await getDb();
  } catch (err) {
    // The server still starts; the first request tries again and reports the failure properly.
    console.error("[db] could not open the embedded database at start-up:", (err as Error).message);
  }
}
