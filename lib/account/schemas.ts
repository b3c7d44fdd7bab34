// Account payloads shared by the Settings screen and the API (change password lives in lib/auth/schemas).
import { z } from "zod";
import { PASSWORD_MAX } from "@/lib/auth/schemas";

export const deleteAccountSchema = z.strictObject({
  password: z
    .string({ error: "Enter your password" })
    .min(1, "Enter your password")
    .max(PASSWORD_MAX),
});
