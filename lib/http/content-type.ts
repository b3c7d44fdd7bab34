// Which content types a state-changing call may carry (the spec: "a body is sent as JSON only
// when present"):
//   - a call that carries a body must say Content-Type: application/json. No HTML form can send
//     that type, and a browser asks first (preflight) before any cross-origin fetch sends it;
//   - a call with no body and no Content-Type passes: DELETE /api/tasks/{id}, POST /api/logout
//     and the other bodyless rows of the spec's call table, as any HTTP client sends them;
//   - any other type is refused even with an empty body: a form (urlencoded, multipart,
//     text/plain) can post nothing, and nothing a form sends is accepted.
// "Has a body" is decided from the bytes read, not from headers: HTTP/2 may send neither
// Content-Length nor Transfer-Encoding, and an empty chunked body is still no body.
import "server-only";
import { ApiError } from "@/lib/errors/api-error";

const JSON_TYPE = "application/json";

function mediaType(contentType: string | null): string | null {
  if (contentType === null) return null;
  return contentType.split(";")[0]!.trim().toLowerCase();
}

export function checkJsonContentType(contentType: string | null, bodyBytes: number): void {
  const type = mediaType(contentType);
  if (type === JSON_TYPE) return;
  if (bodyBytes === 0 && (type === null || type === "")) return;
  throw new ApiError("UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json");
}
