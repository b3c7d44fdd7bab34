// Long jobs (big imports, feeds, calendars, uploads) in slices: between two slices other work
// (other users' requests, timers, I/O) gets a turn of the event loop. `setImmediate` runs after
// the poll phase, so waiting I/O is served before the job goes on.

/** How long one stretch of a sliced loop may hold the event loop before it yields. */
const SLICE_MS = 10;

/** One turn of the event loop for other work. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A `tick()` to await in a loop: it yields when the stretch has run SLICE_MS, else does nothing. */
export function slicer(): () => Promise<void> | undefined {
  let start = performance.now();
  return () => {
    if (performance.now() - start < SLICE_MS) return undefined;
    return yieldToEventLoop().then(() => {
      start = performance.now();
    });
  };
}
