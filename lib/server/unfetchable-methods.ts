// TRACE cannot be represented as a Web Request (the Fetch standard forbids it; so are TRACK and
// CONNECT, which Node's parser already refuses or routes elsewhere), so Next failed to build one
// and answered 500. It is answered 405 before Next sees it.
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";

const UNFETCHABLE = new Set(["TRACE"]);

/** True when the request was answered here (405). */
export function refuseUnfetchableMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!UNFETCHABLE.has(req.method ?? "")) return false;
  res.writeHead(405, {
    Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
    "Content-Type": "application/json",
  });
  res.end(JSON.stringify({ message: "Method not allowed", code: "METHOD_NOT_ALLOWED" }));
  return true;
}
