/**
 * The pace of a step that downloads several reports: the Reporting API's requests go through a
 * sliding window (3 a second is the limit reported for it), and at most `parallel` reports are in
 * flight at once. The window is the exchange's `pace` hook, taken before every attempt: a 429 that
 * gets through anyway is retried after its Retry-After (net/retry.ts) and then waits for its turn
 * in the same window as the first attempts. Time comes from the run's clock, so tests never wait for real.
 */
import type { Clock } from '../../net/retry.js'

/**
 * At most 3 requests to the Reporting API in any second (the limit reported for it), counted over
 * a window a little longer than a second, so that the jitter of the network cannot bring 4 into
 * one second of the server's.
 */
export const REPORTING_RATE = { requests: 3, windowMs: 1050 }

/** A sliding window: `take()` resolves when a request may be sent; callers are served in order. */
export class RateLimiter {
  /** When the last `requests` requests went, oldest first. */
  private readonly sent: number[] = []
  private queue: Promise<void> = Promise.resolve()

  constructor(
    private readonly clock: Pick<Clock, 'now' | 'sleep'>,
    private readonly requests: number = REPORTING_RATE.requests,
    private readonly windowMs: number = REPORTING_RATE.windowMs
  ) {}

  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      if (this.sent.length >= this.requests) {
        const waitMs = this.sent[0] + this.windowMs - this.clock.now()
        if (waitMs > 0) await this.clock.sleep(waitMs)
        this.sent.shift()
      }
      this.sent.push(this.clock.now())
    })
    this.queue = turn
    return turn
  }
}

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
