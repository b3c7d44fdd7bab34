"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiJson, getQueryFn, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { PublicUser } from "@/lib/auth/public-user";
import { toast } from "@/components/ui/use-toast";

/** The signed-in user (spec §4: loaded from GET /api/user; a 401 means no user). */
export function useCurrentUser() {
  return useQuery<PublicUser | null>({
    queryKey: queryKeys.user,
    queryFn: getQueryFn<PublicUser>({ on401: "returnNull" }),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiJson("POST", "/api/logout"),
    onSuccess: () => {
      // Spec §4: logout clears the user and all cached data.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user, null);
      toast({ title: "Logged out", description: "You have been logged out successfully." });
      router.replace("/auth");
      router.refresh();
    },
    onError: (err) =>
      toast({ title: "Logout failed", description: serverMessage(err, "Please try again later."), variant: "destructive" }),
  });
}
