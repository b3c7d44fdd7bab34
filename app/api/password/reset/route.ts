import { route } from "@/lib/http/handler";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { resetPassword } from "@/lib/auth/password-reset";
import { clientAddress } from "@/lib/server/client-address";

export const POST = route({ auth: false, body: resetPasswordSchema }, ({ body, req }) =>
  resetPassword(body.token, body.password, clientAddress(req)),
);
