import "server-only";
// Settings a server must not start with (Node.js runtime only; called by instrumentation.ts).
// Kept out of instrumentation.ts, which Next also compiles for the edge runtime, where
// process.exit does not exist.
import { imageStoreKind } from "@/lib/storage/images";

/** With DATABASE_URL and no bucket, images on this server's disk would be lost or invisible to the others. */
export function exitOnUnsafeConfig(): void {
  try {
    imageStoreKind();
  } catch (err) {
    console.error(`[config] ${(err as Error).message}`);
    process.exit(1);
  }
}
