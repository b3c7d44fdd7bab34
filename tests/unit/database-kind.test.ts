// The one place that picks the driver (db/client.ts): DATABASE_DRIVER wins over the host rule, so
// a Neon database behind a custom domain, or a local proxy, still gets the Neon driver.
import { describe, expect, it } from "vitest";
import { databaseKind, databaseIsProcessLocal } from "@/db/client";

describe("databaseKind", () => {
  it("is the embedded database without DATABASE_URL, whatever the driver says", () => {
    expect(databaseKind(undefined, undefined)).toBe("pglite");
    expect(databaseKind("", "neon")).toBe("pglite");
  });

  it("picks by host when no driver is named", () => {
    expect(databaseKind("postgres://u:p@ep-cool-1.eu-central-1.aws.neon.tech/db", undefined)).toBe(
      "neon",
    );
    expect(databaseKind("postgres://u:p@db.internal:5432/db", undefined)).toBe("postgres");
    expect(databaseKind("postgres://u:p@neon.tech.evil.example/db", undefined)).toBe("postgres");
  });

  it("DATABASE_DRIVER chooses explicitly, in any case", () => {
    expect(databaseKind("postgres://u:p@db.balance.example/db", "neon")).toBe("neon");
    expect(databaseKind("postgres://u:p@127.0.0.1:54329/db", " Neon ")).toBe("neon");
    expect(databaseKind("postgres://u:p@ep-x.neon.tech/db", "pg")).toBe("postgres");
  });

  it("refuses an unknown driver instead of guessing", () => {
    expect(() => databaseKind("postgres://x/db", "mysql")).toThrow(
      /DATABASE_DRIVER must be "neon" or "pg"/,
    );
  });

  it("only the embedded database is process-local", () => {
    expect(databaseIsProcessLocal("")).toBe(true);
    expect(databaseIsProcessLocal("postgres://x/db")).toBe(false);
  });
});
