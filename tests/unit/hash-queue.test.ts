// Password hashes run a few at a time (security round two, finding 5): a burst of sign-ups
// cannot take every core and libuv's thread pool from other requests.
import { describe, expect, it } from "vitest";
import {
  HASH_CONCURRENCY,
  HASH_QUEUE_LIMIT,
  hashQueueState,
  inHashQueue,
} from "@/lib/auth/hash-queue";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("hash queue", () => {
  it(`runs at most ${HASH_CONCURRENCY} jobs at once, the rest in order`, async () => {
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inHashQueue(async () => {
          peak = Math.max(peak, ++now);
          await sleep(10);
          now--;
          order.push(i);
        }),
      ),
    );
    expect(peak).toBe(HASH_CONCURRENCY);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(hashQueueState()).toEqual({ running: 0, waiting: 0 });
  });

  it("password hashing goes through it", async () => {
    // Read the queue in the same tick the hashes were asked for: a job enters the queue
    // synchronously, and under the test runner a hash is cheap (2^10) and can finish within a
    // timer's tick, so a sleep here made the count depend on the machine's speed.
    const burst = Promise.all(
      Array.from({ length: HASH_CONCURRENCY + 3 }, (_, i) => hashPassword(`password-${i}`)),
    );
    expect(hashQueueState()).toEqual({ running: HASH_CONCURRENCY, waiting: 3 });
    const hashes = await burst;
    expect(await verifyPassword("password-0", hashes[0]!)).toBe(true);
    expect(hashQueueState()).toEqual({ running: 0, waiting: 0 });
  });

  it("answers 503 with Retry-After when too many are waiting, and a failing job frees its slot", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const held = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE_LIMIT }, () =>
      inHashQueue(() => gate),
    );
    await expect(inHashQueue(async () => 1)).rejects.toMatchObject({
      status: 503,
      extra: { retryAfter: 2 },
    });
    open();
    await Promise.all(held);
    await expect(inHashQueue(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(hashQueueState()).toEqual({ running: 0, waiting: 0 });
  });
});
