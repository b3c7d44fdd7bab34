import { route } from "@/lib/http/handler";
import { deleteAccountSchema } from "@/lib/account/schemas";
import { deleteAccount } from "@/lib/account/delete";
import { endSession } from "@/lib/auth/login";

// The account is gone, so the session ends with it (its cookie is cleared too).
export const DELETE = route({ body: deleteAccountSchema }, async ({ userId, body }) => {
  await deleteAccount(userId, body.password);
  await endSession();
  return { message: "Your account and all your data have been deleted." };
});
