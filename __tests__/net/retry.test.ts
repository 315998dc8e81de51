import { describe, expect, it } from '@jest/globals'
import {
  DEFAULT_POLICY,
  RetriesExhausted,
  backoffMs,
  isTransientStatus,
  parseRetryAfter,
  withRetries,
  type Attempt
} from '../../src/net/retry.js'
import { fakeClock } from '../support/fake-core.js'

const policy = (retries: number) => ({ ...DEFAULT_POLICY, retries })

describe('backoffMs', () => {
  it('draws from a window that doubles from 1 s up to the cap', () => {
    const windows = [1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, { reason: '' }, DEFAULT_POLICY, () => 1))
    expect(windows).toEqual([1000, 2000, 4000, 8000, 16000, 20000, 20000])
  })

  it('is full jitter: anywhere from 0 to the window', () => {
    expect(backoffMs(3, { reason: '' }, DEFAULT_POLICY, () => 0)).toBe(0)
    expect(backoffMs(3, { reason: '' }, DEFAULT_POLICY, () => 0.25)).toBe(1000)
  })

  it('prefers Retry-After, capped at 60 s and never negative', () => {
    expect(backoffMs(1, { reason: '', retryAfterMs: 3000 }, DEFAULT_POLICY, () => 1)).toBe(3000)
    expect(backoffMs(1, { reason: '', retryAfterMs: 3_600_000 }, DEFAULT_POLICY, () => 1)).toBe(60_000)
    expect(backoffMs(1, { reason: '', retryAfterMs: -5 }, DEFAULT_POLICY, () => 1)).toBe(0)
  })
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-21T10:00:00Z')
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Sat, 21 Nov 2026 10:00:30 GMT', 30_000],
    ['Sat, 21 Nov 2026 09:00:00 GMT', 0],
    [['5', '9'], 5000]
  ])('reads %p', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected)
  })

  it.each([undefined, '', 'soon', '-3', '1.5e3'])('ignores %p', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined()
  })
})

describe('isTransientStatus', () => {
  it.each([408, 429, 500, 502, 503, 504])('%i is transient', (status) => expect(isTransientStatus(status)).toBe(true))
  it.each([200, 301, 400, 401, 403, 404, 409])('%i is final', (status) => expect(isTransientStatus(status)).toBe(false))
})

describe('withRetries', () => {
  const judgeNumbers = (outcome: Attempt<number>) =>
    outcome.ok ? (outcome.value >= 500 ? { reason: `got ${outcome.value}` } : undefined) : { reason: 'threw' }

  it('returns the first final value and how many attempts it took', async () => {
    const answers = [503, 502, 200]
    const clock = fakeClock(1)
    const retried: number[] = []
    const result = await withRetries(
      async () => answers.shift()!,
      judgeNumbers,
      policy(3),
      clock,
      (n) => retried.push(n)
    )
    expect(result).toEqual({ value: 200, attempts: 3 })
    expect(clock.sleeps).toEqual([1000, 2000])
    expect(retried).toEqual([1, 2])
  })

  it('returns the last transient value when the retries are spent', async () => {
    const clock = fakeClock()
    const result = await withRetries(async () => 503, judgeNumbers, policy(2), clock)
    expect(result).toEqual({ value: 503, attempts: 3 })
    expect(clock.sleeps).toHaveLength(2)
  })

  it('throws RetriesExhausted with the count and the last error', async () => {
    let n = 0
    const run = withRetries(
      async () => {
        throw new Error(`failure ${++n}`)
      },
      judgeNumbers,
      policy(1),
      fakeClock()
    )
    await expect(run).rejects.toThrow(new RetriesExhausted(2, new Error('failure 2')))
    await expect(run).rejects.toThrow('2 attempts made; the last one failed: failure 2')
  })

  it('throws a final error at once', async () => {
    const clock = fakeClock()
    const final = new Error('final')
    await expect(
      withRetries(
        async () => {
          throw final
        },
        () => undefined,
        policy(5),
        clock
      )
    ).rejects.toBe(final)
    expect(clock.sleeps).toEqual([])
  })

  it('makes exactly one attempt with no retries', async () => {
    await expect(
      withRetries(
        async () => {
          throw 'plain'
        },
        judgeNumbers,
        policy(0),
        fakeClock()
      )
    ).rejects.toThrow('1 attempt made; the last one failed: plain')
  })
})
