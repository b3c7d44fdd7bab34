// The auth routes' payloads: zod schemas built from the same rules the forms check (./rules).
import { z } from "zod";
import {
  AUTH_MESSAGES as M,
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REFERRAL_CODE_MAX,
} from "./shapes";

export { PASSWORD_MAX } from "./shapes";
export type { LoginInput, RegisterPayload } from "./shapes";

/** An e-mail address, trimmed, with the browser's rules (./rules). */
export const emailSchema = z
  .string({ error: M.email })
  .trim()
  .max(EMAIL_MAX, M.email)
  .regex(EMAIL_PATTERN, M.email);

const email = emailSchema;

const password = z
  .string({ error: M.passwordShort })
  .min(PASSWORD_MIN, M.passwordShort)
  .max(PASSWORD_MAX, M.passwordLong);

/** The browser's zone, stored on the first sign-in (lib/settings); an unknown name is ignored, never a failed sign-in. */
const timeZone = z.string().max(64).optional();

export const loginSchema = z.strictObject({ email, password, timeZone });

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
  timeZone,
});

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, M.currentPassword).max(PASSWORD_MAX, M.passwordLong),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.strictObject({ email });

/** A reset token is 43 base64url characters; anything longer cannot be one. */
export const resetPasswordSchema = z.strictObject({
  token: z
    .string()
    .min(1, "This reset link is invalid or has expired.")
    .max(200, "This reset link is invalid or has expired."),
  password,
});
