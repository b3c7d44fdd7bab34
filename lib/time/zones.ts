// Time-zone names: which ones exist and how they are spelt. Below tasks and settings (both read a
// user's zone), free of zod, so the browser and the server share it.

export const DEFAULT_TIME_ZONE = "UTC";

export const TIME_ZONE_INVALID = "timeZone must be an IANA time zone name such as Europe/Paris";

/** Whether Intl knows the zone (the same database every browser and Node use). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical spelling ("europe/paris" → "Europe/Paris"). */
export const canonicalTimeZone = (value: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
