// Several reports of one step: a pool that bounds how many run at once and stops starting new ones
// after a failure.
import { describe, expect, it } from '@jest/globals'
import { eachInPool } from '../../../src/capabilities/report/pool.js'

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
