// The TZID a feed writes its timed events in, and the VTIMEZONE that defines it (RFC 5545 §3.6.5),
// from @touch4it/ical-timezones' copies of the IANA zones.
import { getVtimezoneComponent } from "@touch4it/ical-timezones";

/**
 * Node's Intl (and so a stored timeZone) still uses some old names the zone files lack; these
 * are the same zones under their current names.
 */
const CURRENT_NAMES: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

// The zone files never change while the server runs: each is read from disk once.
const components = new Map<string, string | null>();

/** The VTIMEZONE component for a TZID, or null when the package has none. */
export function vtimezone(tzid: string): string | null {
  if (!components.has(tzid)) components.set(tzid, getVtimezoneComponent(tzid));
  return components.get(tzid)!;
}

/**
 * The TZID for the user's zone, or null for UTC (times are then written in UTC, "…Z").
 * It is the TZID inside the zone's VTIMEZONE (Asia/Calcutta's file defines Asia/Kolkata), so
 * events and their VTIMEZONE always agree. A zone without a file (a zone newer than the package)
 * keeps its IANA name: Google, Apple and Outlook know those names without a VTIMEZONE.
 */
export function feedTimeZone(zone: string): string | null {
  if (zone === "UTC" || zone === "Etc/UTC") return null;
  const component =
    vtimezone(zone) ?? (CURRENT_NAMES[zone] ? vtimezone(CURRENT_NAMES[zone]) : null);
  const tzid = component && /^TZID:(.+)$/m.exec(component)?.[1]?.trim();
  return tzid || zone;
}
