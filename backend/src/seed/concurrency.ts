/**
 * Maps `items` through `work` with at most `limit` calls in flight, keeping the input order.
 * For work that waits on something other than the JavaScript thread (image rendering in
 * sharp's thread pool), so the waits overlap.
 */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
