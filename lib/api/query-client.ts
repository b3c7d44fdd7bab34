import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./client";

/** Spec §7 caching: never stale by itself, no refetch on focus, no polling, no retries. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
