// The closed list of API error codes and the one status each maps to (dub's lib/api/errors.ts
// pattern): a new kind of error is a new line here, never a status picked at the throw site.
// A plain module, for every side: the server throws them (lib/errors/api-error.ts), the browser reads
// them from an error body (lib/api/client.ts) and decides by code, never by message text.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  // Issue 44: a calendar address refused before anything is fetched.
  CALENDAR_URL_REFUSED: 400,
  TOO_MANY_OPEN_TASKS: 400,
  // Issue 43: a file POST /api/import cannot read; the message names the line or part that failed.
  IMPORT_UNREADABLE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  // The account holds the most tasks one account may keep (docs/decisions/task-caps.md).
  TOO_MANY_TASKS: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // Issue 44: what a calendar address gave back is not a calendar (or is missing, or too large).
  NOT_A_CALENDAR: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // Issue 44: the calendar's server could not be reached (or failed, or took too long).
  CALENDAR_UNREACHABLE: 502,
  UNAVAILABLE: 503,
  NOT_CONFIGURED: 503,
  ANALYSIS_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Whether a value from an error body is one of our codes (an older server, a proxy's page: not). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}
