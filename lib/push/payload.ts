// What a push message carries, written by the sender (./due.ts, ./send.ts) and read by the service
// worker (app/sw-push.ts): one type for both sides (browser-safe, types only).
/** The notification as the service worker shows it (app/sw-push.ts reads these fields). */
export type PushPayload = {
  title: string;
  body: string;
  /** One tag per task (or day group), so a repeat replaces the old notification. */
  tag: string;
  /** Dashboard URL with the task highlighted. */
  url: string;
  /** The task the Done and Snooze actions act on; absent on a group of several. */
  taskId?: number;
  /** A habit's reminder (./habit-due.ts): its Done action checks the habit on `date`. */
  habitId?: number;
  date?: string;
};
