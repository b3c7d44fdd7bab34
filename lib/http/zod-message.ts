import type { ZodError } from "zod";

/** The first issue as a readable sentence naming the field, e.g. "description: Too short". */
export function zodMessage(error: ZodError, where: string): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: `Invalid ${where}` };
  const field = issue.path.map(String).join(".") || undefined;
  if (issue.code === "unrecognized_keys") {
    return {
      message: `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`,
      field: issue.keys[0],
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
