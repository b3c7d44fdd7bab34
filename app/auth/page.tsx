import { redirect } from "next/navigation";
import type { Metadata } from "next";
import { currentUserId } from "@/lib/auth/session";
import { AuthScreen } from "@/components/auth/auth-screen";
import { safeNextPath } from "@/lib/auth/next-path";
import { ReleaseDevice } from "@/components/pwa/device-owner";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const next = safeNextPath(first(params.next)) ?? "/";
  if (await currentUserId()) redirect(next);
  return (
    <>
      {/* Nobody is signed in here: no copy of anyone's pages may be shown offline (F3). */}
      <ReleaseDevice />
      <AuthScreen
        initialTab={first(params.tab) === "register" ? "register" : "login"}
        referralCode={first(params.referralCode)?.slice(0, 32) ?? ""}
        next={next}
      />
    </>
  );
}
