// Shell of every signed-in page: the server checks the session before anything renders.
import type { ReactNode } from "react";
import { HydrationBoundary } from "@tanstack/react-query";
import { requireUserId } from "@/lib/auth/session";
import { me } from "@/lib/auth/service";
import { queryKeys } from "@/lib/api/query-keys";
import { dehydratedState, prefetch } from "@/lib/api/server-prefetch";
import { QueryProvider } from "@/components/providers/query-provider";
import { AppHeader } from "@/components/layout/app-header";
import { AppFooter } from "@/components/layout/app-footer";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const userId = await requireUserId();
  await prefetch(queryKeys.user, () => me(userId));
  // React Query lives here, not in the root layout: the sign-in screen does not need it.
  return (
    <QueryProvider>
      <HydrationBoundary state={dehydratedState()}>
        <div className="flex min-h-dvh flex-col">
          <AppHeader />
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">
            {children}
          </main>
          <AppFooter />
        </div>
      </HydrationBoundary>
    </QueryProvider>
  );
}
