// Every test process gets its own throw-away data folder and never talks to the network.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

if (!process.env.DATA_DIR) {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "balance-test-"));
}
delete process.env.OPENAI_API_KEY;
delete process.env.STRIPE_SECRET_KEY;
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
