// readSet's bound on pages: an API that answers a new nextPageToken forever is stopped after
// MAX_PAGES pages, with a message, instead of reading without end. A session stands in for the
// API: the stand-in would need 1001 real requests for what this shows in-process.
import { describe, expect, it } from '@jest/globals'
import type { Session } from '../../../src/appstore/session.js'
import { MAX_PAGES, readSet } from '../../../src/capabilities/vitals/calls.js'
import type { VitalsInputs } from '../../../src/capabilities/vitals/inputs.js'

const BASE = new URL('https://vitals.test/api/appstore')

const read: VitalsInputs = {
  packageName: 'com.example.app',
  sets: ['crashMetricSet'],
  granularity: 'daily',
  days: 7,
  dir: '/tmp/none',
  shownDir: 'none',
  thresholds: [],
  topIssues: 0,
  base: BASE,
  join: (path) => new URL(`${BASE.pathname}${path}`, BASE)
}

/** A session whose every query page names a next page no page named before. */
function endless(): { session: Session; queries: () => number } {
  let queries = 0
  const answer = (text: string) => ({ status: 200, headers: {}, text, refusedAfterRenewal: false })
  const session = {
    exchange: async (request: { method: string }) => {
      if (request.method === 'GET') {
        return answer(JSON.stringify({ freshnessInfo: { freshnesses: [] } }))
      }
      queries++
      return answer(JSON.stringify({ rows: [], nextPageToken: `page-${queries}` }))
    }
  } as unknown as Session
  return { session, queries: () => queries }
}

describe('readSet', () => {
  it(`stops after ${MAX_PAGES} pages of new nextPageTokens, saying so`, async () => {
    const { session, queries } = endless()

    await expect(readSet('crashMetricSet', read, session, Date.UTC(2026, 10, 27))).rejects.toThrow(
      `The Vitals API answered more than ${MAX_PAGES} pages for crashMetricSet: stopped.`
    )
    expect(queries()).toBe(MAX_PAGES)
  })
})
