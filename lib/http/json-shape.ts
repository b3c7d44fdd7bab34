// Checks a parsed JSON body before any schema sees it: no NUL characters (Postgres text cannot
// hold them) and no nesting deeper than MAX_JSON_DEPTH (no payload of ours needs more). Iterative,
// with its own stack: a recursive walk overflowed the call stack on a body nested 100,000 deep.
import { badRequest } from "@/lib/errors/api-error";

export const MAX_JSON_DEPTH = 64;

export function checkJsonShape(root: unknown): void {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) throw badRequest("Text must not contain NUL characters");
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH)
      throw badRequest(`JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`);
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) throw badRequest("Text must not contain NUL characters");
      stack.push([item, depth + 1]);
    }
  }
}
