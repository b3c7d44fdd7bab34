import type { ZodError } from "zod";

/** The first issue as a readable sentence naming the field, e.g. "description: Too short". */
export function zodMessage(error: ZodError, where: string): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: `Invalid ${where}` };
  const field = issue.path.map(String).join(".") || undefined;
  if (issue.code === "unrecognized_keys") {
    // A nested object's unknown key is named with its parent ("scores.walking").
    const named = issue.keys.map((k) => [...issue.path.map(String), k].join("."));
    return {
      message: `Unknown field${named.length > 1 ? "s" : ""}: ${named.join(", ")}`,
      field: named[0],
    };
  }
  if (issue.code === "invalid_type" && issue.path.length === 0) {
    return { message: `Request ${where} must be a JSON object` };
  }
  // Our schemas carry user-facing messages; only zod's generic type errors need the field named.
  const message =
    field && issue.code === "invalid_type" ? `${field}: ${issue.message}` : issue.message;
  return { message, field };
}
