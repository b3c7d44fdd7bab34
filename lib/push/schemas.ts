// Push subscription payloads: what PushSubscription.toJSON() gives, plus an optional label.
// Server side only (Buffer); the Settings screen's lead choices are in ./lead.ts.
import { createECDH } from "node:crypto";
import { z } from "zod";

export const MAX_DEVICES = 10;
const LABEL_MAX = 60;
const ENDPOINT_MAX = 1000;

const base64url = (bytes: number, field: string) =>
  z
    .string({ error: `${field} must be a base64url string` })
    .max(200, `${field} is too long`)
    .refine(
      (v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v) && Buffer.from(v, "base64url").length === bytes,
      `${field} must be ${bytes} bytes in base64url`,
    );

/**
 * A key off the curve is refused here, not stored: nothing could ever be encrypted to it, and
 * every send would fail. Node's ECDH checks the point when it is used.
 */
function isOnCurve(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

export const subscribeSchema = z.strictObject({
  endpoint: z
    .string({ error: "endpoint must be a URL" })
    .min(1, "endpoint must be a URL")
    .max(ENDPOINT_MAX, "endpoint is too long"),
  keys: z.strictObject(
    {
      // An uncompressed P-256 public key (65 bytes, starting 0x04) and the 16-byte auth secret (RFC 8291).
      p256dh: base64url(65, "keys.p256dh")
        .refine(
          (v) => Buffer.from(v, "base64url")[0] === 4,
          "keys.p256dh must be an uncompressed P-256 key",
        )
        .refine(isOnCurve, "keys.p256dh is not a point on the P-256 curve"),
      auth: base64url(16, "keys.auth"),
    },
    { error: "keys must be {p256dh, auth}" },
  ),
  label: z
    .string({ error: "label must be text" })
    .trim()
    .max(LABEL_MAX, `label can be at most ${LABEL_MAX} characters`)
    .optional(),
  // PushSubscription.toJSON() also carries this; accepted and ignored.
  expirationTime: z.number().nullable().optional(),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
