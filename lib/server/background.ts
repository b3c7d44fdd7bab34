// Work that runs after the response has gone: the forgot-password and invite e-mails, so that a
// request for an address with an account takes as long as one for an address without.
// Inside Next (next start, or a serverless host) it goes to `after()`, which keeps a serverless
// function alive until the work is done (waitUntil); outside a request scope (tests calling the
// handlers in-process, scripts) it simply runs on its own. Failures are logged, never thrown.
import "server-only";
import { after } from "next/server";

const pending = new Set<Promise<void>>();

function guarded(label: string, work: () => Promise<unknown>): Promise<void> {
  const p = work()
    .then(() => undefined)
    .catch((err: unknown) =>
      console.error(`[${label}] background work failed:`, (err as Error)?.message ?? err),
    )
    .finally(() => pending.delete(p));
  pending.add(p);
  return p;
}

export function runAfterResponse(label: string, work: () => Promise<unknown>): void {
  try {
    after(() => guarded(label, work));
  } catch {
    // No request scope: nothing to extend, run it now without waiting.
    void guarded(label, work);
  }
}

/** Waits for every piece of background work started so far (tests). */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
