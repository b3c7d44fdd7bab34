// What the server answers for an /api request before Next sees it, where Next's own answer would be
// wrong (issue 41): a malformed %-escape in the path (Next failed decoding it: a 500 with a plain
// text body) is a 400; a path no route serves is a JSON 404 (Next rendered the HTML not-found
// page); a method the route does not export is a 405 that says in `Allow` which ones it does
// (Next's had none). The routes and their methods come from lib/server/api-methods.ts, generated
// from app/api. Everything else goes on to Next unchanged.
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_METHODS } from "./api-methods";

type Pattern = { segments: string[]; methods: readonly string[]; statics: number };

const PATTERNS: Pattern[] = API_METHODS.map(([path, methods]) => {
  const segments = path.split("/").filter(Boolean);
  return { segments, methods, statics: segments.filter((s) => !s.startsWith("[")).length };
});

function matches(pattern: string[], path: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p.startsWith("[[...")) return true;
    if (p.startsWith("[...")) return path.length > i;
    if (i >= path.length) return false;
    if (!p.startsWith("[") && p !== path[i]) return false;
  }
  return pattern.length === path.length;
}

/** The methods the route serving `pathname` exports (the most specific route wins), or null. */
export function routeMethods(pathname: string): readonly string[] | null {
  const path = pathname.split("/").filter(Boolean);
  let best: Pattern | null = null;
  for (const p of PATTERNS)
    if (matches(p.segments, path) && (!best || p.statics > best.statics)) best = p;
  return best?.methods ?? null;
}

/** What a route answers: its own methods, HEAD with GET, and OPTIONS (Next answers it for every route). */
const allowHeader = (methods: readonly string[]) =>
  [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");

function answer(
  res: ServerResponse,
  status: number,
  body: { message: string; code: string },
  headers: Record<string, string> = {},
): true {
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json",
    "Cache-Control": "private, no-store",
  });
  res.end(JSON.stringify(body));
  return true;
}

/** True when the request was answered here (400, 404 or 405); only /api/ paths are looked at. */
export function answerApiPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (!url.startsWith("/api/")) return false;
  const pathname = url.split("?")[0]!;
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
  } catch {
    return answer(res, 400, {
      message: "The address has a malformed %-escape",
      code: "BAD_REQUEST",
    });
  }
  const methods = routeMethods(pathname);
  if (!methods) return answer(res, 404, { message: "No such API endpoint", code: "NOT_FOUND" });
  const method = req.method ?? "GET";
  if (method === "OPTIONS" || methods.includes(method)) return false;
  if (method === "HEAD" && methods.includes("GET")) return false;
  return answer(
    res,
    405,
    { message: `${method} is not allowed here`, code: "METHOD_NOT_ALLOWED" },
    { Allow: allowHeader(methods) },
  );
}
