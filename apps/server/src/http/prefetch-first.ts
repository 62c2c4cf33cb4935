/**
 * A download's rows with the first one already read. A streamed answer sends its 200 header
 * before the body's first chunk, so a query failing after that can only cut the transfer short;
 * awaited here, before the answer starts, the first query's failure answers as an error.
 */
export async function prefetchFirst<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => iterator };
  })();
}
