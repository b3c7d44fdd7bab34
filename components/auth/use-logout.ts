"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiJson, serverMessage } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { forgetOfflineData } from "@/lib/pwa/forget";

/**
 * Logout for the header and the phone menu. Spec §4 wants the user and all cached data gone:
 * the pages' React Query caches live inside the pages, so leaving for /auth drops them, and the
 * refresh empties the router's cache of signed-in pages.
 */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      // This browser stops getting this account's reminders (loaded on demand; best effort).
      await import("@/lib/push/browser").then((m) => m.forgetThisDevice()).catch(() => undefined);
      await apiJson("POST", "/api/logout");
      await forgetOfflineData().catch(() => undefined);
      toast({ title: "Logged out", description: "You have been logged out successfully." });
      router.replace("/auth");
      router.refresh();
    } catch (err) {
      setPending(false);
      toast({ title: "Logout failed", description: serverMessage(err, "Please try again later."), variant: "destructive" });
    }
  };
  return { logout, pending };
}
