import { route } from "@/lib/http/handler";
import { registerPayloadSchema } from "@/lib/auth/schemas";
import { register } from "@/lib/auth/service";
import { clientAddress } from "@/lib/server/client-address";

export const POST = route({ auth: false, body: registerPayloadSchema }, async ({ body, req }) =>
  Response.json(await register(body, clientAddress(req)), { status: 201 }),
);
