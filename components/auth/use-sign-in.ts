"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { PublicUser } from "@/lib/auth/public-user";
import type { LoginInput, RegisterPayload } from "@/lib/auth/shapes";
import { toast } from "@/components/ui/use-toast";
import { safeNextPath } from "@/lib/auth/next-path";

type Outcome = { success: { title: string; description: string }; failureTitle: string };

/**
 * Login and registration from the sign-in screen. Plain state instead of React Query: the
 * screen has no cached data, and the signed-in pages load the user from the server prefetch.
 */
function useSignInCall<T>(url: string, outcome: Outcome, landing: string) {
  const router = useRouter();
  const [isPending, setPending] = useState(false);
  /** `onFailure` also gets the server's message: a form shows it at its field (issue 47). */
  const mutate = async (input: T, onFailure?: (message: string) => void) => {
    setPending(true);
    try {
      // The browser's zone becomes the account's on the first sign-in ("today" and due dates).
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      await apiJson<PublicUser>("POST", url, { ...input, timeZone });
      toast(outcome.success);
      // Checked again here: the hook must not become a way to leave the site.
      router.replace(safeNextPath(landing) ?? "/");
      router.refresh();
    } catch (err) {
      const message = serverMessage(err, "Please try again later.");
      toast({ title: outcome.failureTitle, description: message, variant: "destructive" });
      onFailure?.(message);
      setPending(false);
    }
  };
  return { mutate, isPending };
}

/** Login lands on `next` (the page the visitor was sent from), else the dashboard. */
export const useLogin = (next = "/") =>
  useSignInCall<LoginInput>(
    "/api/login",
    {
      success: { title: "Login successful", description: "Welcome back!" },
      failureTitle: "Login failed",
    },
    next,
  );

// A new account starts on the dashboard, where the tour is.
export const useRegister = () =>
  useSignInCall<RegisterPayload>(
    "/api/register",
    {
      success: { title: "Registration successful", description: "Your account has been created." },
      failureTitle: "Registration failed",
    },
    "/",
  );
