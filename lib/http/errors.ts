// One error shape for every API error: { message, code, field? } with the status its code maps
// to. The codes and their statuses are one closed list in lib/errors/codes.ts, shared with the
// browser.
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors/codes";

export { ERROR_STATUS, type ErrorCode };

export class ApiError extends Error {
  readonly status: (typeof ERROR_STATUS)[ErrorCode];

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError("BAD_REQUEST", message, field ? { field } : undefined);
export const unauthorized = () => new ApiError("UNAUTHORIZED", "Please sign in to continue");
export const forbidden = (message = "Access denied") => new ApiError("FORBIDDEN", message);
export const premiumRequired = (
  message = "Premium subscription required",
  extra?: Record<string, unknown>,
) => new ApiError("PREMIUM_REQUIRED", message, extra);
export const notFound = (what = "Resource") => new ApiError("NOT_FOUND", `${what} not found`);
export const conflict = (message: string) => new ApiError("CONFLICT", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError("RATE_LIMITED", message, { retryAfter: retryAfterSeconds });
export const payloadTooLarge = (message = "Request body is too large") =>
  new ApiError("PAYLOAD_TOO_LARGE", message);
export const serviceUnavailable = (message: string) => new ApiError("UNAVAILABLE", message);

type ErrorBody = { message: string; code: ErrorCode; field?: string; [k: string]: unknown };

export function errorResponse(err: ApiError): Response {
  const body: ErrorBody = { message: err.message, code: err.code, ...err.extra };
  const headers: Record<string, string> = {};
  if ((err.status === 429 || err.status === 503) && typeof err.extra?.retryAfter === "number") {
    headers["Retry-After"] = String(err.extra.retryAfter);
  }
  return Response.json(body, { status: err.status, headers });
}
