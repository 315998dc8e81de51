// The job summary of a report, through main(): CSV text is redacted whole before any of it is made
// plain or cut, so that no part of a secret (the pre-signed link's signature) reaches the summary.
import { describe, expect, it } from '@jest/globals'
import { runScriptedReports } from '../../support/scripted-reports.js'

const SIGNATURE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9'

describe('the job summary of a report', () => {
  it('shows no part of a secret that a CSV label holds, neither in a table nor in a chart', async () => {
    const csv = `Country,Units,Revenue,Currency\n${SIGNATURE},3,1.50,USD\nUS,1,0.99,${SIGNATURE}\n`
    const core = await runScriptedReports(
      { types: 'sales', period: '2026-06' },
      { signature: `X-Amz-Signature=${SIGNATURE}`, csv: () => csv }
    )

    expect(core.failures).toEqual([])
    const summary = core.summaries.join('\n')
    expect(summary).toContain('| (redacted) | 3 |')
    expect(summary).toContain('| Month | Units | Revenue (USD) | Revenue ((redacted)) |')
    for (let at = 0; at + 8 <= SIGNATURE.length; at += 8) {
      expect(summary).not.toContain(SIGNATURE.slice(at, at + 8))
      expect(summary).not.toContain(SIGNATURE.slice(at, at + 8).toUpperCase())
    }
  })
})
