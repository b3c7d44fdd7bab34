// A table read in keyset-paged batches, so a large account's rows are never one query: each query
// asks for the rows after the last one of the batch before, in the read's own order.

/**
 * The batches `read` gives: `read(last)` returns at most `size` rows after `last` (the last row of
 * the batch before; none for the first); a shorter batch is the end.
 */
export async function* keysetPages<R>(
  read: (last: R | undefined) => Promise<R[]>,
  size: number,
): AsyncGenerator<R[]> {
  let last: R | undefined;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
