// GET /api/push/key: the VAPID public key, or 503 NOT_CONFIGURED when push is off (Settings says so).
import "server-only";
import { ApiError } from "@/lib/errors/api-error";
import { PUSH_OFF_MESSAGE, vapidKeys } from "./vapid";

export function pushPublicKey(): { publicKey: string } {
  const keys = vapidKeys();
  if (!keys) throw new ApiError("NOT_CONFIGURED", PUSH_OFF_MESSAGE);
  return { publicKey: keys.publicKey };
}
