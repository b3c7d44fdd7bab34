// Shell of every signed-in page: the server checks the session before anything renders.
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { requireUserId } from "@/lib/auth/session";
import { me } from "@/lib/auth/service";
import { ApiError } from "@/lib/errors/api-error";
import { AppHeader } from "@/components/layout/app-header";
import { AppFooter } from "@/components/layout/app-footer";
import { DeviceOwner } from "@/components/pwa/device-owner";
import { runningTimer } from "@/lib/time-entries/data";

export default async function SignedInLayout({ children }: { children: ReactNode }) {
  // A session whose account was deleted meanwhile (another tab) is treated as expired; any other
  // failure (the database is down) reaches the error page, so nobody is sent to sign in for it.
  const userId = await requireUserId();
  const [user, timer] = await Promise.all([
    me(userId).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 401) redirect("/api/session/expired");
      throw err;
    }),
    // The focus timer comes with the page: the header's clock needs no request after load.
    runningTimer(userId),
  ]);
  // No React Query here: pages that keep live data client-side bring their own (PrefetchedQueries).
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Before the page: the offline outbox must know its user before any page component runs. */}
      <DeviceOwner userId={user.id} />
      {/* The first stop of the Tab key (issue 47, WCAG 2.4.1): past the header's links to the page. */}
      <a
        href="#main"
        data-testid="skip-link"
        className="sr-only z-50 rounded-md bg-background text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-3 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <AppHeader email={user.email} timer={timer ?? null} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6"
      >
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
