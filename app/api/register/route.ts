import { route } from "@/lib/http/handler";
import { registerPayloadSchema } from "@/lib/auth/schemas";
import { register } from "@/lib/auth/service";

export const POST = route({ auth: false, body: registerPayloadSchema }, async ({ body }) =>
  Response.json(await register(body), { status: 201 }),
);
