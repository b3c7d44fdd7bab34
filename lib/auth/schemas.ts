// Auth forms and payloads. The client forms and the server routes validate with the same rules.
import { z } from "zod";

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

const email = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(EMAIL_MAX, "Please enter a valid email address")
  .pipe(z.email({ error: "Please enter a valid email address" }));

const password = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const loginSchema = z.strictObject({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerPayloadSchema = z.strictObject({
  email,
  password,
  referredByCode: z
    .string()
    .trim()
    .max(32, "Referral code is too long")
    .optional()
    .nullable()
    .transform((v) => v || undefined),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The register form adds fields that are checked in the browser and never sent. */
export const registerFormSchema = z
  .object({
    email,
    password,
    confirmPassword: z.string(),
    referredByCode: z.string().trim().max(32, "Referral code is too long").optional(),
    agreeToTerms: z.boolean().refine((v) => v === true, {
      message: "You must agree to the Terms of Service and Privacy Policy",
    }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, "Enter your current password").max(PASSWORD_MAX),
  newPassword: password,
});
