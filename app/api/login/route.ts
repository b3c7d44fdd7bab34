import { route } from "@/lib/http/handler";
import { loginSchema } from "@/lib/auth/schemas";
import { login } from "@/lib/auth/service";
import { clientAddress } from "@/lib/server/client-address";

export const POST = route({ auth: false, body: loginSchema }, ({ body, req }) =>
  login(body, clientAddress(req)),
);
