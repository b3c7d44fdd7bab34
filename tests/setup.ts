// Every test process gets its own throw-away data folder and never talks to the network.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { vi } from "vitest";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "balance-test-"));
delete process.env.OPENAI_API_KEY;
delete process.env.STRIPE_SECRET_KEY;
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";

// Route handlers run in-process: next/headers reads the test request (tests/helpers/request-scope.ts).
vi.mock("next/headers", async () => (await import("./helpers/request-scope")).nextHeadersShim);
