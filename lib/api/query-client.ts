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
        // Offline, a query still asks: the service worker answers with the last copy it kept
        // (React Query's default would pause it until the browser is online).
        networkMode: "offlineFirst",
      },
      // Offline, a mutation runs at once instead of waiting: adding and ticking tasks then go to
      // the offline outbox (components/tasks/use-tasks.ts), and other changes fail with a message.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
