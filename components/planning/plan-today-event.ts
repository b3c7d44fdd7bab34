/** Fired on window by the phone menu's "Plan today" when the dashboard is already the page. */
export const PLAN_TODAY_EVENT = "balance:plan-today";
