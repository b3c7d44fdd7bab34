// Issue 22 item 15: the embedded database opens and migrates when the server starts (Next's
// instrumentation register()), not inside the first request; only in Node and only for PGlite.
import { afterEach, describe, expect, it, vi } from "vitest";

const getDb = vi.fn(async () => ({}));
vi.mock("@/db/client", () => ({ getDb }));
vi.mock("../../db/client", () => ({ getDb }));
// The periodic image sweep is started too; here only its start matters.
const startImageSweeper = vi.fn();
vi.mock("../../lib/vision-boards/image-sweep", () => ({ startImageSweeper }));
// So is the reminder timer, on the embedded database only.
const startReminderTimer = vi.fn();
vi.mock("../../lib/reminders/reminders", () => ({ startReminderTimer }));
// And the push reminder timer (every minute), on the embedded database only.
const startPushTimer = vi.fn();
vi.mock("../../lib/push/send", () => ({ startPushTimer }));
// And the calendar refresh timer (issue 44), on the embedded database only.
const startCalendarTimer = vi.fn();
vi.mock("../../lib/calendars/refresh", () => ({ startCalendarTimer }));

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
  getDb.mockClear();
});

describe("instrumentation register()", () => {
  it("opens (and so migrates) the embedded database in the Node.js runtime", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    delete process.env.DATABASE_URL;
    const { register } = await import("../../instrumentation");
    await register();
    expect(getDb).toHaveBeenCalledTimes(1);
    expect(startImageSweeper).toHaveBeenCalled();
    expect(startReminderTimer).toHaveBeenCalled();
    expect(startPushTimer).toHaveBeenCalled();
    expect(startCalendarTimer).toHaveBeenCalled();
  });

  it("does nothing in the edge runtime", async () => {
    process.env.NEXT_RUNTIME = "edge";
    delete process.env.DATABASE_URL;
    const { register } = await import("../../instrumentation");
    await register();
    expect(getDb).not.toHaveBeenCalled();
  });

  it("leaves a configured Postgres alone (it connects on first use; migrations are a release step)", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.DATABASE_URL = "postgres://example.invalid/balance";
    process.env.AUTH_URL = "https://balance.example.com";
    process.env.S3_BUCKET = "images";
    startReminderTimer.mockClear();
    startPushTimer.mockClear();
    const { register } = await import("../../instrumentation");
    await register();
    expect(startReminderTimer).not.toHaveBeenCalled();
    expect(startPushTimer).not.toHaveBeenCalled();
    expect(getDb).not.toHaveBeenCalled();
  });

  it("refuses to start with DATABASE_URL and no bucket, unless IMAGE_STORE=disk (issue 17)", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.DATABASE_URL = "postgres://example.invalid/balance";
    process.env.AUTH_URL = "https://balance.example.com";
    delete process.env.S3_BUCKET;
    delete process.env.IMAGE_STORE;
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { register } = await import("../../instrumentation");
    await register();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls.flat().join(" ")).toMatch(/S3_BUCKET.*IMAGE_STORE=disk/);
    exit.mockClear();
    process.env.IMAGE_STORE = "disk";
    await register();
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
    error.mockRestore();
  });

  it("refuses to start with DATABASE_URL and no AUTH_URL: e-mail links need a configured origin (issue 26, F1)", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.DATABASE_URL = "postgres://example.invalid/balance";
    process.env.S3_BUCKET = "images";
    delete process.env.AUTH_URL;
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { register } = await import("../../instrumentation");
      await register();
      expect(exit).toHaveBeenCalledWith(1);
      expect(error.mock.calls.flat().join(" ")).toMatch(/AUTH_URL is not set/);
      exit.mockClear();
      process.env.AUTH_URL = "https://balance.example.com";
      await register();
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  it("a database that fails to open does not stop the server from starting", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    delete process.env.DATABASE_URL;
    getDb.mockRejectedValueOnce(new Error("disk full"));
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const { register } = await import("../../instrumentation");
    await expect(register()).resolves.toBeUndefined();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
