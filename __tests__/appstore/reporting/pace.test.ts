// The Reporting API's pace: a sliding window (3 requests in any 1.05 s) on the injected clock, so
// nothing waits for real.
import { describe, expect, it } from '@jest/globals'
import { RateLimiter } from '../../../src/appstore/reporting/pace.js'

/** Time that moves only when slept: every wait is exact. */
function virtualClock() {
  let time = 1_000_000
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      time += ms
    }
  }
}

describe('RateLimiter', () => {
  it('lets 3 go at once, then 3 more a window later, in order, never 4 in a second', async () => {
    const clock = virtualClock()
    const limiter = new RateLimiter(clock)
    const start = clock.now()
    const times: number[] = []
    const order: number[] = []
    await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        limiter.take().then(() => {
          times.push(clock.now() - start)
          order.push(i)
        })
      )
    )

    expect(times).toEqual([0, 0, 0, 1050, 1050, 1050, 2100, 2100, 2100])
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    for (const time of times) expect(times.filter((t) => t >= time && t < time + 1000).length).toBeLessThanOrEqual(3)
  })

  it('waits only for what the window still holds', async () => {
    const clock = virtualClock()
    const limiter = new RateLimiter(clock, 2, 1000)
    await limiter.take()
    await clock.sleep(600)
    await limiter.take()
    await clock.sleep(10_000)
    await limiter.take()
    await limiter.take()
    expect(clock.sleeps).toEqual([600, 10_000])
    await limiter.take()
    expect(clock.sleeps).toEqual([600, 10_000, 1000])
  })
})
