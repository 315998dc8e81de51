/**
 * The Reporting API's pace: its requests go through a sliding window (3 a second is the limit
 * reported for it). The window is the exchange's `pace` hook, taken before every attempt: a 429
 * that gets through anyway is retried after its Retry-After (net/retry.ts) and then waits for its
 * turn in the same window as the first attempts. Time comes from the run's clock, so tests never
 * wait for real.
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
