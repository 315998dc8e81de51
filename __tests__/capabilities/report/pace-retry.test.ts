// A 429's retry keeps the Reporting API's pace: it goes through the same window as first attempts,
// so the server never sees more than 3 requests in a second, retries included.
import { describe, expect, it } from '@jest/globals'
import { answer, runScriptedReports } from '../../support/scripted-reports.js'

describe('a 429 among several reports', () => {
  it('is retried inside the pacing window: never 4 requests to the Reporting API in a second', async () => {
    let refused = false
    const core = await runScriptedReports(
      { types: 'sales earnings subscription', period: '2026-01..2026-03', extract: 'false' },
      {
        api: (path) => {
          if (refused || !path.endsWith('/2026/01')) return undefined
          refused = true
          return answer(429, '{"message":"Rate exceeded"}', { 'retry-after': '1' })
        }
      }
    )

    expect(core.failures).toEqual([])
    expect(refused).toBe(true)
    const { asked } = core
    expect(asked).toHaveLength(10)
    const most = Math.max(
      ...asked.map(({ at }) => asked.filter((other) => other.at >= at && other.at < at + 1000).length)
    )
    expect(most).toBe(3)
  })
})
