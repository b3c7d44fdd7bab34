import { route } from "@/lib/http/handler";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { clientAddress } from "@/lib/server/client-address";
import { publicOrigin } from "@/lib/server/public-origin";

export const POST = route({ auth: false, body: forgotPasswordSchema }, ({ body, req }) =>
  requestPasswordReset(body.email, clientAddress(req), publicOrigin()),
);
