// Server prefetch: pages load their data with the lib/ functions directly (no HTTP hop) into a
// per-request QueryClient, then hand it to the browser with <HydrationBoundary>.
import { cache } from "react";
import { dehydrate } from "@tanstack/react-query";
import { makeQueryClient } from "./query-client";

const getServerQueryClient = cache(makeQueryClient);

/** JSON round trip so Dates arrive as the same strings the API would send. */
function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export async function prefetch<T>(
  queryKey: readonly unknown[],
  load: () => Promise<T>,
): Promise<void> {
  await getServerQueryClient().prefetchQuery({
    queryKey,
    queryFn: async () => asJson(await load()),
  });
}

export function dehydratedState() {
  return dehydrate(getServerQueryClient());
}
