// Long per-item work in slices of at most SLICE_MS, yielding to the event loop between them, so
// one request's list (5,000 open tasks cost ~100-220 ms of date parsing) does not hold up
// everyone else's requests. The total CPU is the same; no single stretch blocks for long.
import { yieldToEventLoop } from "@/lib/server/event-loop";

const SLICE_MS = 10;

export async function mapInSlices<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
): Promise<R[]> {
  const out: R[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i]!, i));
    if (performance.now() - sliceStart >= SLICE_MS) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
  return out;
}
