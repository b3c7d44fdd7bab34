// tests/setup.ts puts process.env back after every test: a test that changes it and fails (or
// forgets) before its own clean-up cannot change what the next test sees.
import { describe, expect, it } from "vitest";

const NAME = "BALANCE_ENV_RESTORE_PROBE";

describe("process.env between tests", () => {
  it("a test sets one variable, changes another and deletes a third, without restoring them", () => {
    process.env[NAME] = "set by the first test";
    process.env.AUTH_SECRET = "changed-by-the-first-test";
    delete process.env.DATA_DIR;
    expect(process.env[NAME]).toBe("set by the first test");
  });

  it("the next test sees the environment as it was", () => {
    expect(process.env[NAME]).toBeUndefined();
    expect(process.env.AUTH_SECRET).not.toBe("changed-by-the-first-test");
    expect(process.env.DATA_DIR).toBeTruthy();
  });
});
