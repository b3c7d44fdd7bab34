// Issue 22 item 11: after login the user lands where they were sent from, and nowhere else.
import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/auth/next-path";

describe("safeNextPath", () => {
  it.each(["/settings", "/notebook", "/", "/vision-board?board=3", "/settings#calendar"])(
    "keeps the same-origin path %s",
    (p) => {
      expect(safeNextPath(p)).toBe(p);
    },
  );

  it.each([
    "//evil.example",
    "//evil.example/settings",
    "https://evil.example",
    "http://127.0.0.1:3000/settings",
    "javascript:alert(1)",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "%2F%2Fevil.example",
    "/%2Fevil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%255Cevil.example",
    "%252F%252Fevil.example",
    "/%09/evil.example",
    "https:%2F%2Fevil.example",
    "settings",
    "",
    "/auth",
    "/api/logout",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (p) => {
    expect(safeNextPath(p)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(safeNextPath(undefined)).toBeNull();
    expect(safeNextPath(["/settings"])).toBeNull();
  });
});
