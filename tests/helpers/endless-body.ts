// A request body that never ends (until stop()): 16 KB chunks of JSON-looking text, one per
// millisecond, the way a hostile client trickles an unbounded chunked upload.
export function endlessBody(prefix = '{"description":"') {
  let stopped = false;
  let sent = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stopped) return controller.close();
      await new Promise((r) => setTimeout(r, 1));
      const chunk = encoder.encode((sent === 0 ? prefix : "") + "x".repeat(16 * 1024));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      stopped = true;
    },
  });
  return { stream, stop: () => void (stopped = true), sent: () => sent };
}

/**
 * How long the endless-body tests wait before calling a request hung. Only a guard: what proves a
 * body was refused at its limit is how little of it was sent (the stream is pulled, so the bytes
 * sent are the bytes the server read).
 */
export const HANG_GUARD_MS = 15_000;

/** The promise's value, or a failure once `ms` have passed. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}
