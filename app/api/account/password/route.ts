import { route } from "@/lib/http/handler";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { changePassword } from "@/lib/account/password";
import { startSession } from "@/lib/auth/login";

// Every session ended with the old password; this browser signs in again with the new one.
export const POST = route({ body: changePasswordSchema }, async ({ body, userId }) => {
  const email = await changePassword(userId, body);
  await startSession(email, body.newPassword);
  return { message: "Your password has been changed." };
});
