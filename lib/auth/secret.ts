// AUTH_SECRET signs and encrypts session cookies. Production with a real database must set it;
// with the embedded defaults one is generated once and kept in DATA_DIR, so a fresh clone just runs.
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { dataPath } from "@/db/data-dir";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  if (process.env.DATABASE_URL) {
    throw new Error(
      "AUTH_SECRET must be set when DATABASE_URL is set (generate one with: openssl rand -base64 33)",
    );
  }
  const file = dataPath("auth-secret");
  if (!fs.existsSync(file)) {
    // "wx" fails if another process created it first; then we read theirs.
    try {
      fs.writeFileSync(file, randomBytes(33).toString("base64"), { flag: "wx", mode: 0o600 });
    } catch {
      /* created concurrently */
    }
  }
  return (cached = fs.readFileSync(file, "utf8").trim());
}
