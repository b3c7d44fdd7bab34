// Minutes typed by hand (issue 46 item 5): whole minutes from 1 to 1440, for a new entry or a
// corrected one. Browser-safe.
import { MANUAL_MAX, MANUAL_MIN } from "@/lib/time-entries/shapes";

export const MINUTES_INVALID_TEXT = `Enter whole minutes from ${MANUAL_MIN} to ${MANUAL_MAX}.`;

/** The typed minutes when they are a whole number in range, else null. */
export function manualMinutes(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= MANUAL_MIN && n <= MANUAL_MAX ? n : null;
}
