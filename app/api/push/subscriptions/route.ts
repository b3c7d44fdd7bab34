import { route } from "@/lib/http/handler";
import { subscribeSchema } from "@/lib/push/schemas";
import { listDevices, subscribe } from "@/lib/push/subscriptions";

export const GET = route({}, ({ userId }) => listDevices(userId));

// 201 for a new device, 200 when this endpoint was already known (its keys and owner updated).
export const POST = route({ body: subscribeSchema }, async ({ userId, body }) => {
  const { device, created } = await subscribe(userId, body);
  return Response.json(device, { status: created ? 201 : 200 });
});
