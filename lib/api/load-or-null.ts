import { errorForLog } from "@/lib/errors/for-log";

/**
 * A page's data read on the server that may fail alone: the failure is logged and the page gets
 * null, so it can say "could not load" in that card instead of failing whole.
 */
export function loadOrNull<T>(what: string, load: Promise<T>): Promise<T | null> {
  return load.catch((err: unknown) => {
    console.error(`[page] could not load ${what}:`, errorForLog(err));
    return null;
  });
}
