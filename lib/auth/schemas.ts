// The auth routes' payloads: zod schemas built from the same rules the forms check (./rules).
import { z } from "zod";
import { AUTH_MESSAGES as M, EMAIL_MAX, EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN, REFERRAL_CODE_MAX } from "./rules";

export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./rules";
export type { LoginInput, RegisterPayload } from "./rules";

const email = z.string({ error: M.email }).trim().max(EMAIL_MAX, M.email).regex(EMAIL_PATTERN, M.email);

const password = z
  .string({ error: M.passwordShort })
  .min(PASSWORD_MIN, M.passwordShort)
  .max(PASSWORD_MAX, M.passwordLong);

export const loginSchema = z.strictObject({ email, password });

export const registerPayloadSchema = z.strictObject({
  email,
  password,
  referredByCode: z
    .string()
    .trim()
    .max(REFERRAL_CODE_MAX, M.referralTooLong)
    .optional()
    .nullable()
    .transform((v) => v || undefined),
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, M.currentPassword).max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
