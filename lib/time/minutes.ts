// The two time helpers the dashboard's first JavaScript needs (the wheels), apart from the rest of
// ./rules so the page does not carry the estimate bounds and messages.

export const DEFAULT_ESTIMATE_MINUTES = 30;

/** What a task weighs in time: its estimate, or the user's default when it has none. */
export const minutesOf = (
  task: { estimateMinutes?: number | null },
  defaultMinutes: number = DEFAULT_ESTIMATE_MINUTES,
): number => task.estimateMinutes ?? defaultMinutes;

/** 195 → "3 h 15 m", 120 → "2 h", 45 → "45 m", 0 → "0 m". */
export function formatMinutes(total: number): string {
  const m = Math.max(0, Math.round(total));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} m`;
  return rest === 0 ? `${h} h` : `${h} h ${rest} m`;
}

/**
 * What the wheels, Insights, the review and the analysis say after an area's share (issue 44 item 5):
 * 2,460 → "41 h of it from your calendar".
 */
export const calendarPartText = (minutes: number): string =>
  `${formatMinutes(minutes)} of it from your calendar`;
