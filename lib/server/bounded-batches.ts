// Items in batches bounded by count and by size, so one batch is never one long step of work
// (an ical.js parse, a JSONB value written): a batch closes before the item that would take it past
// either bound; an item larger than the size bound goes alone.

export function* boundedBatches<T>(
  items: Iterable<T>,
  sizeOf: (item: T) => number,
  most: { count: number; size: number },
): Generator<T[]> {
  let batch: T[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = sizeOf(item);
    if (batch.length > 0 && (batch.length >= most.count || size + itemSize > most.size)) {
      yield batch;
      batch = [];
      size = 0;
    }
    batch.push(item);
    size += itemSize;
  }
  if (batch.length > 0) yield batch;
}
