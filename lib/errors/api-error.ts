// The errors domain code throws: ApiError with a code from the closed list in ./codes.ts (shared
// with the browser), and one constructor per kind. The HTTP layer turns them into responses
// (lib/http/error-response.ts); domain code never imports lib/http.
import { ERROR_STATUS, type ErrorCode } from "./codes";

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
