// Reports through main() in this process, with no server at all: a scripted transport answers the
// token service, the Reporting API (a pre-signed link per report) and the storage host (a zip of
// the report's CSV), on a clock where time moves only when every sleeper is due.
import { Readable } from 'node:stream'
import { zipOf } from '../../scripts/stand-in.mjs'
import { main } from '../../src/main.js'
import type { Clock } from '../../src/net/retry.js'
import type { HttpRequest, HttpResponse } from '../../src/net/transport.js'
import { fakeCore, type FakeCore } from './fake-core.js'
import { tempDir } from './temp.js'

/**
 * Time that moves only to wake the earliest sleeper, once the work in hand is done: concurrent
 * sleeps run side by side (they do not add up), in the order of their ends, without real waiting.
 */
export function eventClock(start = Date.UTC(2026, 6, 1)): Clock {
  let time = start
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

export const answer = (status: number, body: string | Buffer, headers: Record<string, string> = {}): HttpResponse => ({
  status,
  headers,
  body: Readable.from([typeof body === 'string' ? Buffer.from(body) : body])
})

export interface ScriptedReports {
  /** The Reporting API's answer to a download path; undefined: a link to the storage host. */
  api?: (path: string, now: number) => HttpResponse | undefined
  /** The CSV of a report, by its download path (/download/report/sales/2026/01). */
  csv?: (path: string) => string
  /** The link's query, a credential: masked when it arrives. */
  signature?: string
}

/** Runs main() with these inputs (the credentials added); `asked` is every Reporting API request, with its time. */
export async function runScriptedReports(
  inputs: Record<string, string>,
  script: ScriptedReports = {}
): Promise<FakeCore & { asked: { at: number; path: string }[] }> {
  const clock = eventClock()
  const asked: { at: number; path: string }[] = []
  const signature = script.signature ?? 'X-Amz-Signature=0123456789abcdef'
  const send = async ({ url }: HttpRequest): Promise<HttpResponse> => {
    if (url.pathname === '/auth/o2/token') {
      return answer(200, '{"access_token":"Atza|scripted","token_type":"bearer","expires_in":3600}')
    }
    if (url.host === 'storage.test') {
      const path = url.pathname.replace(/\.zip$/, '')
      return answer(200, await zipOf('report.csv', script.csv?.(path) ?? 'Units\n1\n'))
    }
    asked.push({ at: clock.now(), path: url.pathname })
    return (
      script.api?.(url.pathname, clock.now()) ?? answer(200, `https://storage.test${url.pathname}.zip?${signature}`)
    )
  }
  const core = fakeCore({ 'client-id': 'id', 'client-secret': 'secret', ...inputs })
  await main({ door: 'report', core, send, clock, cwd: tempDir('scripted-reports-') })
  return Object.assign(core, { asked })
}
