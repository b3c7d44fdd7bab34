// Every test process gets its own throw-away data folder and never talks to the network.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { afterAll, afterEach, beforeEach, inject, vi } from "vitest";

// Inside the run's folder (tests/global-setup.ts), which goes when the run ends: made in /tmp
// itself and never removed, ~150 folders a run once filled the disk.
process.env.DATA_DIR = fs.mkdtempSync(
  path.join(inject("testRoot") || os.tmpdir(), "balance-test-"),
);
// The run's migrated database (tests/global-setup.ts), copied rather than created: the app opens
// it as its own and finds every migration applied.
const template = inject("pgliteTemplate");
if (template) fs.cpSync(template, path.join(process.env.DATA_DIR, "pglite"), { recursive: true });
delete process.env.OPENAI_API_KEY;
delete process.env.STRIPE_SECRET_KEY;
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
// Every API test signs up from the same address (127.0.0.1); the sign-up limit has its own test.
process.env.REGISTER_RATE_LIMIT_PER_HOUR ??= "100000";
// With DATABASE_URL (the suite on PostgreSQL) push needs configured keys, as in production.
if (process.env.DATABASE_URL && !process.env.VAPID_PRIVATE_KEY) {
  const { publicKey, privateKey } = (await import("web-push")).default.generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = publicKey;
  process.env.VAPID_PRIVATE_KEY = privateKey;
}

// Route handlers run in-process: next/headers reads the test request (tests/helpers/request-scope.ts).
vi.mock("next/headers", async () => (await import("./helpers/request-scope")).nextHeadersShim);

// Environment changes never outlive their test (issue 32): whatever a test sets or deletes in
// process.env is put back after it, even when it fails before its own clean-up runs; what a file
// sets for all its tests (at the top or in beforeAll) is put back after the file. These hooks are
// registered first, so they run before the file's own beforeEach and after its own afterEach.
const restoreEnv = (saved: NodeJS.ProcessEnv) => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  for (const [name, value] of Object.entries(saved))
    if (process.env[name] !== value) process.env[name] = value;
};
const envOfRun = { ...process.env };
let envOfTest: NodeJS.ProcessEnv = envOfRun;
beforeEach(() => {
  envOfTest = { ...process.env };
});
afterEach(() => restoreEnv(envOfTest));
afterAll(() => restoreEnv(envOfRun));

// Component tests (jsdom): a findBy or waitFor waits for what the test knows will come (a module
// arriving, a state update). Testing Library's default, 1 s, is shorter than a module's first
// import takes when the suite shares two cores with the browser tests (CI, stop 51); a wrong
// result still fails, only later.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 10_000 });
}
