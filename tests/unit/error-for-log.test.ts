// A failed query's log line (lib/errors/for-log.ts): the statement's start and the database's
// reason, never the parameters (a person's journal) and never megabytes.
import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { errorForLog } from "@/lib/errors/for-log";

describe("errorForLog", () => {
  it("keeps a failed query's start and cause, and leaves its parameters out", () => {
    const values = Array.from(
      { length: 11_000 },
      (_, i) => `(default, $${i * 2 + 1}, $${i * 2 + 2})`,
    );
    const err = new DrizzleQueryError(
      `insert into "journals" ("id", "user_id", "content") values ${values.join(", ")}`,
      ["user-1", "Dear diary, a secret only I know"],
      new Error("bind message has 464 parameter formats but 0 parameters"),
    );
    const line = errorForLog(err);
    expect(line).toContain('Failed query: insert into "journals"');
    expect(line).toContain("cause: bind message has 464 parameter formats");
    expect(line).not.toContain("Dear diary");
    expect(line.length).toBeLessThan(2_000);
  });

  it("cuts a long message and says what else an error is", () => {
    expect(errorForLog(new Error("x".repeat(5_000))).length).toBeLessThan(2_000);
    expect(errorForLog("plain text")).toBe("plain text");
  });

  it("never takes a parameter's line that reads like a stack frame for one", () => {
    const err = new DrizzleQueryError(
      'insert into "journals" ("content") values ($1)',
      ["We met for lunch\n    at the cafe, we talked about my divorce"],
      new Error("value too long"),
    );
    const line = errorForLog(err);
    expect(line).not.toContain("divorce");
    // The real frames are kept: this test file is among them.
    expect(line).toMatch(/\n\s+at .*error-for-log\.test\.ts/);
  });

  it("keeps every frame when the message, changed after the stack was taken, names one of them", () => {
    function findTheRow() {
      return new Error("not found");
    }
    const err = findTheRow();
    // V8 writes the stack's text when it is first read: here, before the message changes.
    expect(err.stack).toContain("Error: not found");
    err.message = "findTheRow";
    expect(errorForLog(err)).toMatch(/\n\s+at findTheRow /);
  });
});
