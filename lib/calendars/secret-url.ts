// A calendar's secret address is a password to someone's calendar: stored encrypted at rest with
// AES-256-GCM (node:crypto), the key derived with HKDF-SHA256 from CALENDAR_URL_KEY when set, else
// from AUTH_SECRET (lib/auth/secret.ts). Stored form: "v1.<iv>.<tag>.<ciphertext>" (base64url). The
// clear address lives only in memory while a request for it is made; it is never logged.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

let cached: { source: string; key: Buffer } | undefined;

function key(): Buffer {
  const source = process.env.CALENDAR_URL_KEY || authSecret();
  if (cached?.source === source) return cached.key;
  const derived = Buffer.from(
    hkdfSync("sha256", source, "balance-calendar-url", "calendar subscription address v1", 32),
  );
  cached = { source, key: derived };
  return derived;
}

export function encryptUrl(url: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(url, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The clear address, or null when the stored value cannot be opened (a changed key). */
export function decryptUrl(stored: string): string | null {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(data, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
}
