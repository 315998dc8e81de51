/**
 * How several reports of one step are downloaded: at most `parallel` at once (the `parallel`
 * input), the Reporting API's own pace kept by its client (appstore/reporting/pace.ts).
 */

/**
 * Runs `work` on every item, at most `parallel` at a time, in the items' order; once `stop()` says
 * so (after a failure), no further item is started. Resolves when every started item is done,
 * with each item's result or error (undefined for an item never started).
 */
export async function eachInPool<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<R>,
  stop: () => boolean = () => false
): Promise<({ ok: true; value: R } | { ok: false; error: unknown } | undefined)[]> {
  const results: ({ ok: true; value: R } | { ok: false; error: unknown } | undefined)[] = items.map(() => undefined)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < items.length && !stop()) {
      const index = next++
      try {
        results[index] = { ok: true, value: await work(items[index]) }
      } catch (error) {
        results[index] = { ok: false, error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(parallel, items.length)) }, worker))
  return results
}
