import "server-only";
// Settings a server must not start with (Node.js runtime only; called by instrumentation.ts).
// Kept out of instrumentation.ts, which Next also compiles for the edge runtime, where
// process.exit does not exist.
import { imageStoreKind } from "@/lib/storage/images";
import { checkPublicOriginConfig } from "./public-origin";

/**
 * With DATABASE_URL and no bucket, images on this server's disk would be lost or invisible to the
 * others; with DATABASE_URL and no AUTH_URL, links in e-mails would have no trustworthy origin.
 */
export function exitOnUnsafeConfig(): void {
  try {
    imageStoreKind();
    checkPublicOriginConfig();
  } catch (err) {
    console.error(`[config] ${(err as Error).message}`);
    process.exit(1);
  }
}
