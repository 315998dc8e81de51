import { describe, expect, it } from '@jest/globals'
import { resolve } from 'node:path'
import { formatPeriod } from '../../../src/appstore/reporting/paths.js'
import { readReportInputs } from '../../../src/capabilities/report/inputs.js'
import { inputsOf } from '../../support/inputs.js'

const read = (inputs: Record<string, string>, now: string) =>
  readReportInputs(inputsOf(inputs, '/work/space'), Date.parse(now))
const planned = (inputs: ReturnType<typeof read>) =>
  inputs.reports.map((report) => `${report.type} ${formatPeriod(report.period)}`)

describe('readReportInputs', () => {
  it('defaults to the previous month, appstore-reports, extraction and three at a time', () => {
    expect(read({ types: 'sales' }, '2026-11-21T08:00:00Z')).toEqual({
      reports: [{ type: 'sales', period: { year: 2026, month: 10 } }],
      periodLabel: '2026-10',
      reportsUrl: new URL('https://developer.amazon.com/api/appstore/download/report'),
      dir: resolve('/work/space', 'appstore-reports'),
      extract: true,
      parallel: 3
    })
  })

  it('takes December of the year before in January', () => {
    expect(read({ types: 'earnings' }, '2027-01-01T00:00:00Z').reports).toEqual([
      { type: 'earnings', period: { year: 2026, month: 12 } }
    ])
  })

  it('takes the given month, folder, base URL and parallelism', () => {
    const inputs = read(
      {
        types: 'subscription',
        period: '2025-03',
        dir: 'r',
        'api-base-url': 'http://127.0.0.1:9/x',
        extract: 'false',
        parallel: '5'
      },
      '2026-11-21T00:00:00Z'
    )
    expect(inputs).toMatchObject({ periodLabel: '2025-03', dir: resolve('/work/space/r'), extract: false, parallel: 5 })
    expect(inputs.reportsUrl.href).toBe('http://127.0.0.1:9/x/download/report')
    expect(planned(inputs)).toEqual(['subscription 2025-03'])
  })

  it('plans every type for every month of a range, month by month', () => {
    const inputs = read({ types: 'sales, earnings', period: '2025-12..2026-01' }, '2026-11-21T00:00:00Z')
    expect(planned(inputs)).toEqual(['sales 2025-12', 'earnings 2025-12', 'sales 2026-01', 'earnings 2026-01'])
    expect(inputs.periodLabel).toBe('2025-12..2026-01')
  })

  it('asks for the yearly report of a year, and takes subscriptions_overview', () => {
    const inputs = read({ types: 'earnings subscriptions_overview', period: '2025' }, '2026-11-21T00:00:00Z')
    expect(planned(inputs)).toEqual(['earnings 2025', 'subscriptions_overview 2025'])
  })

  it('refuses an api-base-url with a query string before any request', () => {
    expect(() => read({ types: 'sales', 'api-base-url': 'https://h.example/x?a=1' }, '2026-11-21T00:00:00Z')).toThrow(
      "Input 'api-base-url' must not have a query string or fragment."
    )
  })

  it('makes at most 256 downloads in one step', () => {
    const many = { types: 'a b c d e f g h i j k', period: '2024-01..2026-01' }
    expect(() => read(many, '2026-11-21T00:00:00Z')).toThrow(
      "Input 'period' and 'types' ask for 275 downloads (11 types × 25 months); a step makes at most 256: split the range."
    )
    expect(read({ ...many, types: 'a' }, '2026-11-21T00:00:00Z').reports).toHaveLength(25)
  })

  it.each(['0', '11', 'many'])('refuses parallel %j', (parallel) => {
    expect(() => read({ types: 'sales', parallel: parallel }, '2026-11-21T00:00:00Z')).toThrow(
      `Input 'parallel' must be a whole number from 1 to 10, got '${parallel}'.`
    )
  })
})
