// Login throttling (OWASP ASVS 2.2.1): attempts are counted per account and per client address in
// fixed windows stored in the database, so every server process sees the same counts. Each
// attempt is counted before the password is checked (lib/server/rate-limit.ts), and a successful
// one is given back, so the limits are on failures in effect.
import { refundHit, resetLimit, takeLimit } from "@/lib/server/rate-limit";
import { normalizeEmail } from "./accounts";

/** Read on every call so operators (and tests) can tune it without a restart of the module. */
export const loginWindowSeconds = () => Number(process.env.LOGIN_RATE_WINDOW_SECONDS || 15 * 60);
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const TOO_MANY = "Too many login attempts. Please wait a few minutes and try again.";

export const loginAccountKey = (email: string) => `login:account:${normalizeEmail(email)}`;
const addressKey = (address: string) => `login:address:${address}`;

export type LoginAttempt = { succeeded: () => Promise<void> };

/** Counts this attempt; 429 when it is over a limit. Call `succeeded()` after a correct password. */
export async function countLoginAttempt(email: string, address: string | null): Promise<LoginAttempt> {
  const window = loginWindowSeconds();
  await Promise.all([
    takeLimit(loginAccountKey(email), MAX_FAILURES_PER_ACCOUNT, window, TOO_MANY),
    address ? takeLimit(addressKey(address), MAX_FAILURES_PER_ADDRESS, window, TOO_MANY) : undefined,
  ]);
  return {
    succeeded: async () => {
      await Promise.all([resetLimit(loginAccountKey(email)), address ? refundHit(addressKey(address)) : undefined]);
    },
  };
}
