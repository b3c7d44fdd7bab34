// Password hashes (32 MB of scrypt each, ~100 ms of a core) run a few at a time. Left to libuv's
// 4-thread pool, 20 parallel sign-ups took every core and the pool that file and DNS work also
// wait on, and another user's GET /api/tasks stalled for 2 s. Here at most HASH_CONCURRENCY run
// (one core stays for the event loop), the rest wait in order, and past HASH_QUEUE_LIMIT waiting
// a request is told to come back (503) rather than held.
import "server-only";
import os from "node:os";
import { ApiError } from "@/lib/errors/api-error";

export const HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);
export const HASH_QUEUE_LIMIT = 64;

let running = 0;
const waiting: (() => void)[] = [];

export const hashQueueState = () => ({ running, waiting: waiting.length });

export async function inHashQueue<T>(job: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running++;
  else if (waiting.length >= HASH_QUEUE_LIMIT) {
    throw new ApiError("UNAVAILABLE", "The server is busy. Please try again in a moment.", {
      retryAfter: 2,
    });
  } else {
    // The finishing job hands its slot straight to us (running stays the same).
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
