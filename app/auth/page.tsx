import { redirect } from "next/navigation";
import type { Metadata } from "next";
import { currentUserId } from "@/lib/auth/session";
import { AuthScreen } from "@/components/auth/auth-screen";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthPage({ searchParams }: Props) {
  if (await currentUserId()) redirect("/");
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return (
    <AuthScreen
      initialTab={first(params.tab) === "register" ? "register" : "login"}
      referralCode={first(params.referralCode)?.slice(0, 32) ?? ""}
    />
  );
}
