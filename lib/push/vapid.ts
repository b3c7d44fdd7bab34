// VAPID keys (RFC 8292) identify this server to the push services. From VAPID_PUBLIC_KEY /
// VAPID_PRIVATE_KEY when set; on the embedded default (no DATABASE_URL) a pair is generated once
// into DATA_DIR, like the auth secret (lib/auth/secret.ts), so a fresh clone just works. With
// DATABASE_URL and no keys push is off: several servers would each invent their own pair.
import "server-only";
import fs from "node:fs";
import webpush from "web-push";
import { dataPath } from "@/db/data-dir";
import { configuredOrigin } from "@/lib/server/public-origin";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

let cached: VapidKeys | null | undefined;

/** The subject push services may contact: VAPID_SUBJECT, else the site's https origin, else a placeholder mailto. */
function subject(): string {
  const fromEnv = process.env.VAPID_SUBJECT;
  if (fromEnv) return fromEnv;
  const origin = configuredOrigin();
  return origin?.startsWith("https:") ? origin : "mailto:push@balance.invalid";
}

/** The keys, or null when push is off (DATABASE_URL without VAPID keys). */
export function vapidKeys(): VapidKeys | null {
  if (cached !== undefined) return cached;
  const publicKey = process.env.VAPID_PUBLIC_KEY;
  const privateKey = process.env.VAPID_PRIVATE_KEY;
  if (publicKey && privateKey) return (cached = { publicKey, privateKey, subject: subject() });
  if (process.env.DATABASE_URL) return (cached = null);
  const file = dataPath("vapid-keys.json");
  if (!fs.existsSync(file)) {
    // "wx" fails if another process created it first; then we read theirs.
    try {
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), {
        flag: "wx",
        mode: 0o600,
      });
    } catch {
      /* created concurrently */
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, "utf8")) as {
    publicKey: string;
    privateKey: string;
  };
  return (cached = {
    publicKey: stored.publicKey,
    privateKey: stored.privateKey,
    subject: subject(),
  });
}

/** Tests change the environment between cases. */
export function forgetVapidKeys(): void {
  cached = undefined;
}

export const PUSH_OFF_MESSAGE =
  "Push notifications are not configured on this server (VAPID keys are not set).";
