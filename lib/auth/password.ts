// Password hashing with scrypt (node:crypto): slow by design, salted, constant-time comparison.
import "server-only";
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { inHashQueue } from "./hash-queue";

const KEY_LENGTH = 64;
// N=2^15 costs ~50-120 ms on this machine kind: expensive for an attacker, fine for a login.
const PARAMS: ScryptOptions = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/**
 * The cost new hashes are made with. Under the test runner (NODE_ENV=test, never a build) a sign-up
 * hashes at 2^10, or at TEST_SCRYPT_N where a test needs the real cost (the login timing test): the
 * suites sign up thousands of users, and at 2^15 the hashing was a fifth of the API tests' CPU
 * (docs/decisions/test-loop.md). A stored hash names its own N, so verifying follows it either way.
 */
export function hashCost(): number {
  if (process.env.NODE_ENV !== "test") return PARAMS.N!;
  return Number(process.env.TEST_SCRYPT_N) || 1 << 10;
}

/** Through the hash queue (./hash-queue.ts), so bursts of hashes cannot starve other requests. */
function scrypt(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  return inHashQueue(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password.normalize("NFKC"), salt, KEY_LENGTH, params, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** Format: scrypt$N$r$p$salt(base64)$hash(base64) so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = hashCost();
  const key = await scrypt(password, salt, { ...PARAMS, N });
  return ["scrypt", N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, hashB64] = stored.split("$");
  if (alg !== "scrypt" || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  const key = await scrypt(password, Buffer.from(saltB64, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A real hash of a random password, verified against when the e-mail is unknown, so that an
// unknown account takes as long to refuse as a wrong password (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
}
