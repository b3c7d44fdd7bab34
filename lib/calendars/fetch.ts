// Fetching a subscribed calendar through the one outbound guard (lib/net): HTTPS only (plain http
// and private addresses only for hosts in CALENDAR_ALLOWED_HOSTS), every redirect re-checked (at
// most 3), a 10-second deadline, 5 MB read as a stream, conditional requests with the validators
// of the last good read. The address itself is never logged.
import "server-only";
import { checkOutboundUrl } from "@/lib/net/outbound-url";
import { allowedHostsFrom } from "@/lib/net/allowed-hosts";
import { guardedGet, OutboundError } from "@/lib/net/fetch";
import { ApiError } from "@/lib/errors/api-error";
import type { CalendarState } from "./shapes";

const FETCH_TIMEOUT_MS = 10_000;
const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;

export type Failure = Exclude<CalendarState, "ok" | "pending">;

export class CalendarFetchError extends Error {
  constructor(
    readonly kind: Failure,
    message: string,
  ) {
    super(message);
  }
}

const allowedHosts = () => allowedHostsFrom(process.env.CALENDAR_ALLOWED_HOSTS);

/**
 * The canonical address to store, from what the user pasted (webcal:// read as https://), or 400
 * CALENDAR_URL_REFUSED naming the reason; nothing is fetched.
 */
export function calendarAddress(raw: string): string {
  const trimmed = raw.trim();
  const https = /^webcals?:\/\//i.test(trimmed)
    ? trimmed.replace(/^webcals?:/i, "https:")
    : trimmed;
  const checked = checkOutboundUrl(https, { allowedHosts: allowedHosts() });
  if (!checked.ok)
    throw new ApiError("CALENDAR_URL_REFUSED", `The address was refused: ${checked.reason}.`, {
      field: "url",
    });
  return checked.value.href;
}

export type Validators = { etag: string | null; lastModified: string | null };
export type Fetched =
  | { modified: false }
  | { modified: true; text: string; etag: string | null; lastModified: string | null };

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export async function fetchCalendarText(href: string, validators?: Validators): Promise<Fetched> {
  const headers: Record<string, string> = { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1" };
  if (validators?.etag) headers["if-none-match"] = validators.etag;
  if (validators?.lastModified) headers["if-modified-since"] = validators.lastModified;
  let res;
  try {
    res = await guardedGet(href, {
      allowedHosts: allowedHosts(),
      maxBytes: MAX_CALENDAR_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxRedirects: 3,
      headers,
    });
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    if (err.kind === "refused") throw new CalendarFetchError("refused", err.message);
    if (err.kind === "too-large") throw new CalendarFetchError("too-large", err.message);
    throw new CalendarFetchError("unreachable", err.message);
  }
  if (res.status === 304 && validators) return { modified: false };
  if ([401, 403, 404, 410].includes(res.status))
    throw new CalendarFetchError("not-found", `The calendar's server answered ${res.status}.`);
  if (res.status < 200 || res.status >= 300)
    throw new CalendarFetchError("unreachable", `The calendar's server answered ${res.status}.`);
  return {
    modified: true,
    text: res.body.toString("utf8"),
    etag: header(res.headers.etag),
    lastModified: header(res.headers["last-modified"]),
  };
}

/** The API error for a failed first read (POST /api/calendars). */
export function fetchFailureError(err: CalendarFetchError): ApiError {
  switch (err.kind) {
    case "refused":
      return new ApiError("CALENDAR_URL_REFUSED", err.message, { field: "url" });
    case "unreachable":
      return new ApiError(
        "CALENDAR_UNREACHABLE",
        `The calendar could not be reached. ${err.message}`,
      );
    case "not-found":
      return new ApiError(
        "NOT_A_CALENDAR",
        `No calendar was found at that address. ${err.message}`,
      );
    case "too-large":
      return new ApiError("NOT_A_CALENDAR", "The calendar is larger than 5 MB.");
    case "not-a-calendar":
      return new ApiError("NOT_A_CALENDAR", "What that address gives back is not a calendar.");
  }
}
