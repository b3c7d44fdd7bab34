// One error shape for every API error: { message, code, field? } with the status its code maps
// to (lib/errors/codes.ts), and Retry-After on 429 and 503.
import type { ErrorCode } from "@/lib/errors/codes";
import type { ApiError } from "@/lib/errors/api-error";

type ErrorBody = { message: string; code: ErrorCode; field?: string; [k: string]: unknown };

export function errorResponse(err: ApiError): Response {
  const body: ErrorBody = { message: err.message, code: err.code, ...err.extra };
  const headers: Record<string, string> = {};
  if ((err.status === 429 || err.status === 503) && typeof err.extra?.retryAfter === "number") {
    headers["Retry-After"] = String(err.extra.retryAfter);
  }
  return Response.json(body, { status: err.status, headers });
}
