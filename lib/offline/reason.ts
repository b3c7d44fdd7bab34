/** The tooltip of an action that needs the server, while offline. */
export const OFFLINE_REASON =
  "Needs a network connection. You are offline: adding and ticking tasks and new journal entries still work.";
