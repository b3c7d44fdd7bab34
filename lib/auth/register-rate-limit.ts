// Sign-ups per client address per hour (issue 19: 30 throw-away accounts in 3 s farmed referral
// months). Counted before the account is created, in one statement (lib/server/rate-limit.ts).
import "server-only";
import { takeLimit } from "@/lib/server/rate-limit";
import { addressBucket } from "@/lib/server/address-bucket";

const registerLimitPerHour = () => Number(process.env.REGISTER_RATE_LIMIT_PER_HOUR || 10);
const HOUR_SECONDS = 60 * 60;

/**
 * 429 with Retry-After past the hourly limit (an IPv6 client counts by its /64); an unknown
 * address is not limited (see client-address.ts).
 */
export async function countRegistration(address: string | null): Promise<void> {
  if (!address) return;
  await takeLimit(
    `register:address:${addressBucket(address)}`,
    registerLimitPerHour(),
    HOUR_SECONDS,
    "Too many sign-ups from your network. Please try again later.",
  );
}
