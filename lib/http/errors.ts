// One error shape for every API error: { message, code?, field? } with the right status.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, field?: string) =>
  new ApiError(400, message, "BAD_REQUEST", field ? { field } : undefined);
export const unauthorized = () => new ApiError(401, "Please sign in to continue", "UNAUTHORIZED");
export const forbidden = (message = "Access denied") => new ApiError(403, message, "FORBIDDEN");
export const premiumRequired = (message = "Premium subscription required", extra?: Record<string, unknown>) =>
  new ApiError(403, message, "PREMIUM_REQUIRED", extra);
export const notFound = (what = "Resource") => new ApiError(404, `${what} not found`, "NOT_FOUND");
export const conflict = (message: string) => new ApiError(409, message, "CONFLICT");
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, "RATE_LIMITED", { retryAfter: retryAfterSeconds });
export const payloadTooLarge = (message = "Request body is too large") => new ApiError(413, message, "PAYLOAD_TOO_LARGE");
export const serviceUnavailable = (message: string) => new ApiError(503, message, "UNAVAILABLE");

export type ErrorBody = { message: string; code?: string; field?: string; [k: string]: unknown };

export function errorResponse(err: ApiError): Response {
  const body: ErrorBody = { message: err.message, ...(err.code ? { code: err.code } : {}), ...err.extra };
  const headers: Record<string, string> = {};
  if ((err.status === 429 || err.status === 503) && typeof err.extra?.retryAfter === "number") {
    headers["Retry-After"] = String(err.extra.retryAfter);
  }
  return Response.json(body, { status: err.status, headers });
}
