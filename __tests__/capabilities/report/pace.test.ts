// The pace of several reports: a sliding window (3 requests in any 1.05 s) on the injected clock (no
// real waiting), and a pool that bounds how many run at once and stops starting new ones after a
// failure.
import { describe, expect, it } from '@jest/globals'
import { eachInPool, RateLimiter } from '../../../src/capabilities/report/pace.js'

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

describe('eachInPool', () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve))

  it('runs at most `parallel` at once and keeps every result in the order of the items', async () => {
    let running = 0
    let most = 0
    const results = await eachInPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++running)
      await tick()
      running--
      if (n === 4) throw new Error('four')
      return n * 10
    })
    expect(most).toBe(3)
    expect(results.map((r) => (r?.ok ? r.value : r && String(r.error)))).toEqual([
      10,
      20,
      30,
      'Error: four',
      50,
      60,
      70
    ])
  })

  it('starts nothing more once told to stop, and lets what runs finish', async () => {
    let failed = false
    const started: number[] = []
    const results = await eachInPool(
      [1, 2, 3, 4, 5, 6],
      2,
      async (n) => {
        started.push(n)
        await tick()
        if (n === 2) {
          failed = true
          throw new Error('two')
        }
        return n
      },
      () => failed
    )
    expect(started).toEqual([1, 2, 3])
    expect(results.map((r) => r?.ok)).toEqual([true, false, true, undefined, undefined, undefined])
  })

  it('runs one worker for no items, and no more workers than items', async () => {
    expect(await eachInPool([], 4, async () => 1)).toEqual([])
    let most = 0
    let running = 0
    await eachInPool([1, 2], 10, async () => {
      most = Math.max(most, ++running)
      await tick()
      running--
    })
    expect(most).toBe(2)
  })
})
