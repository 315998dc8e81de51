import { describe, expect, it } from '@jest/globals'
import { join } from 'node:path'
import { readReportInputs } from '../../../src/capabilities/report/inputs.js'
import { inputsOf } from '../../support/inputs.js'

const read = (inputs: Record<string, string>, now: string) =>
  readReportInputs(inputsOf(inputs, '/work/space'), Date.parse(now))

describe('readReportInputs', () => {
  it('defaults to the previous month, appstore-reports and extraction', () => {
    expect(read({ report: 'sales' }, '2026-11-21T08:00:00Z')).toEqual({
      type: 'sales',
      period: { year: 2026, month: 10 },
      url: new URL('https://developer.amazon.com/api/appstore/download/report/sales/2026/10'),
      dir: join('/work/space', 'appstore-reports'),
      extract: true
    })
  })

  it('takes December of the year before in January', () => {
    expect(read({ report: 'earnings' }, '2027-01-01T00:00:00Z')?.url.pathname).toBe(
      '/api/appstore/download/report/earnings/2026/12'
    )
  })

  it('takes the given month, folder and base URL', () => {
    const inputs = read(
      {
        report: 'subscription',
        'report-period': '2025-03',
        'report-dir': 'r',
        'api-base-url': 'http://127.0.0.1:9/x',
        'report-extract': 'false'
      },
      '2026-11-21T00:00:00Z'
    )
    expect(inputs).toMatchObject({ period: { year: 2025, month: 3 }, dir: '/work/space/r', extract: false })
    expect(inputs?.url.href).toBe('http://127.0.0.1:9/x/download/report/subscription/2025/03')
  })
})
