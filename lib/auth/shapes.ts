// Sign-in, registration and password rules without zod: the forms check them in the browser and
// lib/auth/schemas.ts builds the routes' zod schemas from the same limits, pattern and messages.
import type { Problems } from "@/lib/forms/plain-resolver";

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;
export const REFERRAL_CODE_MAX = 32;

/** zod 4's own e-mail pattern (z.regexes.email), so browser and server accept the same addresses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const AUTH_MESSAGES = {
  email: "Please enter a valid email address",
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsDiffer: "Passwords don't match",
  referralTooLong: "Referral code is too long",
  mustAgree: "You must agree to the Terms of Service and Privacy Policy",
  currentPassword: "Enter your current password",
} as const;

export type LoginInput = { email: string; password: string; timeZone?: string };
export type RegisterPayload = {
  email: string;
  password: string;
  referredByCode?: string;
  timeZone?: string;
};
/** The register form adds fields that are checked in the browser and never sent. */
export type RegisterFormInput = RegisterPayload & {
  confirmPassword: string;
  agreeToTerms: boolean;
};
export type ForgotPasswordInput = { email: string };
export type ResetPasswordFormInput = { password: string; confirmPassword: string };
export type ChangePasswordFormInput = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export function emailProblem(email: string): string | undefined {
  const v = email.trim();
  return v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v) ? AUTH_MESSAGES.email : undefined;
}

function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordLong;
  return undefined;
}

export function checkLogin(v: LoginInput): Problems<LoginInput> {
  return { email: emailProblem(v.email), password: passwordProblem(v.password) };
}

export function checkRegisterForm(v: RegisterFormInput): Problems<RegisterFormInput> {
  return {
    email: emailProblem(v.email),
    password: passwordProblem(v.password),
    confirmPassword: v.password !== v.confirmPassword ? AUTH_MESSAGES.passwordsDiffer : undefined,
    referredByCode:
      (v.referredByCode ?? "").trim().length > REFERRAL_CODE_MAX
        ? AUTH_MESSAGES.referralTooLong
        : undefined,
    agreeToTerms: v.agreeToTerms !== true ? AUTH_MESSAGES.mustAgree : undefined,
  };
}

export function checkChangePasswordForm(
  v: ChangePasswordFormInput,
): Problems<ChangePasswordFormInput> {
  return {
    currentPassword:
      v.currentPassword.length === 0
        ? AUTH_MESSAGES.currentPassword
        : v.currentPassword.length > PASSWORD_MAX
          ? AUTH_MESSAGES.passwordLong
          : undefined,
    newPassword: passwordProblem(v.newPassword),
    confirmPassword:
      v.newPassword !== v.confirmPassword ? AUTH_MESSAGES.passwordsDiffer : undefined,
  };
}

export function checkForgotPassword(v: ForgotPasswordInput): Problems<ForgotPasswordInput> {
  return { email: emailProblem(v.email) };
}

export function checkResetPasswordForm(
  v: ResetPasswordFormInput,
): Problems<ResetPasswordFormInput> {
  return {
    password: passwordProblem(v.password),
    confirmPassword: v.password !== v.confirmPassword ? AUTH_MESSAGES.passwordsDiffer : undefined,
  };
}
