import { idParam, route } from "@/lib/http/handler";
import { removeDevice } from "@/lib/push/subscriptions";

export const DELETE = route({ params: idParam }, ({ userId, params }) =>
  removeDevice(userId, params.id),
);
