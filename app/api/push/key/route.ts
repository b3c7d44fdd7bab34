import { route } from "@/lib/http/handler";
import { pushPublicKey } from "@/lib/push/keys";

// Public: the browser needs the server's VAPID public key to subscribe (PushManager.subscribe).
export const GET = route({ auth: false }, () => pushPublicKey());
