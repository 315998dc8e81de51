// A 429's retry keeps the Reporting API's pace: it goes through the same window as first attempts,
// so the server never sees more than 3 requests in a second, retries included. Driven through
// main() with a scripted transport and a clock on which every sleeper wakes in the order of its
// time (a discrete-event clock: no real waiting, and no two sleeps adding up).
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { main } from '../../../src/main.js'
import type { Clock } from '../../../src/net/retry.js'
import type { HttpRequest, HttpResponse } from '../../../src/net/transport.js'
import { fakeCore } from '../../support/fake-core.js'

/** Time that moves only to wake the earliest sleeper, once the work in hand is done. */
function eventClock(): Clock {
  let time = Date.UTC(2026, 6, 1)
  const sleepers: { at: number; wake: () => void }[] = []
  let pending = false
  const next = () => {
    pending = false
    sleepers.sort((a, b) => a.at - b.at)
    const first = sleepers.shift()
    if (!first) return
    time = Math.max(time, first.at)
    first.wake()
    schedule()
  }
  const schedule = () => {
    if (pending || sleepers.length === 0) return
    pending = true
    setTimeout(next, 0)
  }
  return {
    now: () => time,
    sleep: (ms) =>
      new Promise<void>((wake) => {
        sleepers.push({ at: time + ms, wake })
        schedule()
      }),
    random: () => 0.5
  }
}

describe('a 429 among several reports', () => {
  it('is retried inside the pacing window: never 4 requests to the Reporting API in a second', async () => {
    const clock = eventClock()
    const asked: { at: number; path: string }[] = []
    let refused = false
    const answer = (status: number, body: string, headers: Record<string, string> = {}): HttpResponse => ({
      status,
      headers,
      body: Readable.from([Buffer.from(body)])
    })
    const send = async ({ url }: HttpRequest): Promise<HttpResponse> => {
      if (url.pathname === '/auth/o2/token') {
        return answer(200, '{"access_token":"Atza|paced","token_type":"bearer","expires_in":3600}')
      }
      if (url.host === 'storage.test') return answer(200, 'PK')
      asked.push({ at: clock.now(), path: url.pathname })
      if (url.pathname.endsWith('/2026/01') && !refused) {
        refused = true
        return answer(429, '{"message":"Rate exceeded"}', { 'retry-after': '1' })
      }
      return answer(200, `https://storage.test${url.pathname}.zip?X-Amz-Signature=0123456789abcdef`)
    }
    const core = fakeCore({
      'client-id': 'id',
      'client-secret': 'secret',
      report: 'sales earnings subscription',
      'report-period': '2026-01..2026-03',
      'report-extract': 'false'
    })

    await main({ core, send, clock, cwd: mkdtempSync(join(tmpdir(), 'paced-')) })

    expect(core.failures).toEqual([])
    expect(refused).toBe(true)
    expect(asked).toHaveLength(10)
    const most = Math.max(
      ...asked.map(({ at }) => asked.filter((other) => other.at >= at && other.at < at + 1000).length)
    )
    expect(most).toBe(3)
  })
})
