// Login throttling (OWASP ASVS 2.4.1): failed attempts are counted per account and per client
// address in fixed windows stored in the database, so every server process sees the same counts.
import { tooManyRequests } from "@/lib/http/errors";
import { hitLimit, peekLimit, resetLimit } from "@/lib/server/rate-limit";
import { normalizeEmail } from "./accounts";

/** Read on every call so operators (and tests) can tune it without a restart of the module. */
export const loginWindowSeconds = () => Number(process.env.LOGIN_RATE_WINDOW_SECONDS || 15 * 60);
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const accountKey = (email: string) => `login:account:${normalizeEmail(email)}`;
const addressKey = (address: string) => `login:address:${address}`;

export async function assertLoginAllowed(email: string, address: string): Promise<void> {
  const [account, addr] = await Promise.all([
    peekLimit(accountKey(email), loginWindowSeconds()),
    peekLimit(addressKey(address), loginWindowSeconds()),
  ]);
  const blocked =
    (account.count >= MAX_FAILURES_PER_ACCOUNT && account) || (addr.count >= MAX_FAILURES_PER_ADDRESS && addr);
  if (blocked) {
    throw tooManyRequests("Too many login attempts. Please wait a few minutes and try again.", blocked.retryAfterSeconds);
  }
}

export async function recordLoginFailure(email: string, address: string): Promise<void> {
  await Promise.all([
    hitLimit(accountKey(email), loginWindowSeconds()),
    hitLimit(addressKey(address), loginWindowSeconds()),
  ]);
}

export async function recordLoginSuccess(email: string): Promise<void> {
  await resetLimit(accountKey(email));
}
