// Login throttling (OWASP ASVS 2.2.1): attempts are counted in fixed windows stored in the
// database (every server process sees the same counts), before the password is checked
// (lib/server/rate-limit.ts); a successful attempt is given back, so the limits are on failures.
//   - per account AND address (5): guessing one account from one place. Keyed by both so that a
//     stranger's failures never lock the owner out: the right password from another address works.
//   - per address (20): one place trying many accounts.
// There is deliberately no limit per account alone: any such ceiling that refuses the right
// password is a lock a stranger can set (docs/decisions/rate-limits.md).
import "server-only";
import { refundHit, resetLimit, takeLimit } from "@/lib/server/rate-limit";
import { loginAccountAddressKey } from "@/lib/server/limit-keys";
import { addressBucket } from "@/lib/server/address-bucket";

/** Read on every call so operators (and tests) can tune it without a restart of the module. */
export const loginWindowSeconds = () => Number(process.env.LOGIN_RATE_WINDOW_SECONDS || 15 * 60);
const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

const TOO_MANY = "Too many login attempts. Please wait a few minutes and try again.";

const addressKey = (address: string) => `login:address:${address}`;

let warnedUnknown = false;

export type LoginAttempt = { succeeded: () => Promise<void> };

/**
 * Counts this attempt; 429 when it is over a limit. Call `succeeded()` after a correct password.
 * `address` is null only when the server cannot see it (the peer-address hook is not running): the
 * account's attempts then share one counter, and the operator is told.
 */
export async function countLoginAttempt(
  email: string,
  clientAddress: string | null,
): Promise<LoginAttempt> {
  const address = clientAddress ? addressBucket(clientAddress) : null;
  if (!address && !warnedUnknown) {
    warnedUnknown = true;
    console.warn(
      "[auth] client address unknown: is instrumentation.ts loaded, and TRUSTED_PROXY right? (README, Configuration)",
    );
  }
  const window = loginWindowSeconds();
  const pairKey = loginAccountAddressKey(email, address);
  // One after the other, not side by side: an attempt the pair's limit refuses never reaches the
  // address's counter. Taken together, 30 parallel guesses could each win a slot of one counter
  // and lose the other's (seen on PostgreSQL: 4 passwords checked of the 5 allowed); this way
  // exactly the pair's first 5 are checked, and the address counts only attempts that were.
  await takeLimit(pairKey, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, window, TOO_MANY);
  if (address) await takeLimit(addressKey(address), MAX_FAILURES_PER_ADDRESS, window, TOO_MANY);
  return {
    succeeded: async () => {
      await Promise.all([
        resetLimit(pairKey),
        address ? refundHit(addressKey(address)) : undefined,
      ]);
    },
  };
}
