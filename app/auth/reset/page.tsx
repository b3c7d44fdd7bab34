import type { Metadata } from "next";
import { ResetPasswordScreen } from "@/components/auth/reset-password-screen";

export const metadata: Metadata = { title: "Choose a new password" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page a password reset e-mail links to: /auth/reset?token=… (lib/auth/password-reset.ts). */
export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  return <ResetPasswordScreen token={token} />;
}
