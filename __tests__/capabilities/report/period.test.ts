import { InputError } from '../../../src/step/errors.js'
import { formatPeriod } from '../../../src/appstore/reporting/paths.js'
import {
  parseReportPeriod,
  parseReportPeriods,
  parseReportType,
  parseReportTypes,
  previousMonth
} from '../../../src/capabilities/report/period.js'

// A clock late enough that every well-formed month has begun.
const END = Date.parse('2999-12-31T12:00:00Z')

describe('parseReportPeriod', () => {
  it.each([
    ['2026-01', 2026, 1],
    ['2025-12', 2025, 12],
    ['2000-10', 2000, 10],
    ['2999-09', 2999, 9]
  ])('reads %s', (text, year, month) => {
    expect(parseReportPeriod(text, END)).toEqual({ year, month })
  })

  it.each(['2026-13', '2026-00', '26-01', '2026/01', '2026-1', '2026-001', '1999-12', '3000-01', '20260-01', ' ', ''])(
    "refuses '%s' with the value and what is allowed",
    (text) => {
      const attempt = () => parseReportPeriod(text, END)
      expect(attempt).toThrow(InputError)
      expect(attempt).toThrow(
        "Input 'period' must be a month as YYYY-MM (year 2000 to 2999, month 01 to 12) such as 2026-01, " +
          `a range of months such as 2026-01..2026-06, or a year such as 2025, got '${text}'.`
      )
    }
  )

  it.each([
    ['2026-12', '2026-11-30T23:59:59Z'],
    ['2027-01', '2026-12-31T23:00:00Z']
  ])('refuses %s, a month that has not begun at %s', (text, now) => {
    expect(() => parseReportPeriod(text, Date.parse(now))).toThrow(
      `Input 'period' is ${text}, after the current month (${now.slice(0, 7)})`
    )
  })

  it('takes the current month', () => {
    expect(parseReportPeriod('2026-11', Date.parse('2026-11-01T00:00:00Z'))).toEqual({ year: 2026, month: 11 })
  })

  it.each([' 2026-01', '2026-01 ', '2026-01\n', '２０２６-01', '2026-01-01'])(
    'refuses %j: the value must be exact',
    (text) => {
      expect(() => parseReportPeriod(text, END)).toThrow(InputError)
    }
  )
})

describe('parseReportPeriods', () => {
  const NOV_2026 = Date.parse('2026-11-21T08:00:00Z')
  const months = (text: string) => parseReportPeriods(text, NOV_2026).periods.map(formatPeriod)

  it('is the previous month when empty, labelled as the single-report output always was', () => {
    expect(parseReportPeriods('', NOV_2026)).toEqual({ periods: [{ year: 2026, month: 10 }], label: '2026-10' })
  })

  it('reads one month', () => {
    expect(parseReportPeriods('2026-03', NOV_2026)).toEqual({ periods: [{ year: 2026, month: 3 }], label: '2026-03' })
  })

  it('reads a range, both ends included, across a year, spaces around .. allowed', () => {
    expect(months('2025-11..2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02'])
    expect(parseReportPeriods('2025-11 .. 2026-02', NOV_2026).label).toBe('2025-11..2026-02')
    expect(months('2026-11..2026-11')).toEqual(['2026-11'])
  })

  it('reads a year as the yearly report', () => {
    expect(parseReportPeriods('2025', NOV_2026)).toEqual({ periods: [{ year: 2025 }], label: '2025' })
    expect(parseReportPeriods('2026', NOV_2026).periods).toEqual([{ year: 2026 }])
  })

  it.each([
    ['2026-03..2026-01', "Input 'period' is the range '2026-03..2026-01', which ends before it starts."],
    ['2026-10..2026-12', "Input 'period' is 2026-12, after the current month (2026-11)"],
    ['2026-01..', "Input 'period' must be a month as YYYY-MM"],
    ['2026-01..2026', "got '2026-01..2026'"],
    ['2026-1..2026-02', "got '2026-1..2026-02'"],
    ['2027', "Input 'period' is the year 2027; a year from 2000 to 2026 is expected."],
    ['1999', 'is the year 1999'],
    ['2026-01,2026-02', "got '2026-01,2026-02'"]
  ])('refuses %j', (text, message) => {
    expect(() => parseReportPeriods(text, NOV_2026)).toThrow(message)
  })
})

describe('parseReportTypes', () => {
  it.each([
    ['sales', ['sales']],
    ['sales earnings subscription', ['sales', 'earnings', 'subscription']],
    ['sales,earnings', ['sales', 'earnings']],
    ['sales, earnings\nsales\r\nsubscriptions_overview', ['sales', 'earnings', 'subscriptions_overview']],
    ['["subscription", "sales"]', ['subscription', 'sales']]
  ])('reads %j', (text, types) => {
    expect(parseReportTypes(text)).toEqual(types)
  })

  it.each([
    ['sales Earnings', "got 'Earnings'"],
    [' , ', "got ' , '"],
    ['sales ../x', "got '../x'"]
  ])('refuses %j, naming the word', (text, message) => {
    expect(() => parseReportTypes(text)).toThrow("Input 'types' must be a lowercase report name")
    expect(() => parseReportTypes(text)).toThrow(message)
  })
})

describe('previousMonth', () => {
  it.each([
    ['2026-01-01T00:00:00Z', 2025, 12],
    ['2026-01-31T23:59:59.999Z', 2025, 12],
    ['2026-02-01T00:00:00Z', 2026, 1],
    ['2026-03-31T23:59:59Z', 2026, 2],
    ['2026-12-31T23:59:59.999Z', 2026, 11],
    ['2024-03-01T00:00:00Z', 2024, 2]
  ])('is the month before %s', (iso, year, month) => {
    expect(previousMonth(Date.parse(iso))).toEqual({ year, month })
  })

  it('counts in UTC, not in the local time zone', () => {
    // Still 31 December at 23:30 in UTC, though New Year's Day already in UTC+1 and beyond.
    expect(previousMonth(Date.parse('2026-01-01T00:30:00+01:00'))).toEqual({ year: 2025, month: 11 })
    // Already 1 February in UTC, though still 31 January west of it.
    expect(previousMonth(Date.parse('2026-01-31T20:00:00-05:00'))).toEqual({ year: 2026, month: 1 })
  })

  it('refuses a time that is not a number of milliseconds', () => {
    expect(() => previousMonth(Number.NaN)).toThrow(RangeError)
    expect(() => previousMonth(Number.POSITIVE_INFINITY)).toThrow('Not a valid time: Infinity')
  })
})

describe('formatPeriod', () => {
  it('writes YYYY-MM with a two-digit month', () => {
    expect(formatPeriod({ year: 2026, month: 1 })).toBe('2026-01')
    expect(formatPeriod({ year: 2025, month: 12 })).toBe('2025-12')
  })

  it('round-trips with parseReportPeriod', () => {
    for (const text of ['2000-01', '2026-07', '2999-12']) expect(formatPeriod(parseReportPeriod(text, END))).toBe(text)
  })
})

describe('parseReportType', () => {
  it.each(['sales', 'earnings', 'subscription', 'sales-v2', 'app_usage', 'a'])('passes %s through', (text) => {
    expect(parseReportType(text)).toBe(text)
  })

  it.each([
    '',
    ' ',
    'Sales',
    'SALES',
    '2sales',
    '-sales',
    '_sales',
    'sales report',
    ' sales',
    'sales/2026',
    '../sales',
    'ventes-é'
  ])("refuses '%s' with the value and what is allowed", (text) => {
    const attempt = () => parseReportType(text)
    expect(attempt).toThrow(InputError)
    expect(attempt).toThrow(
      "Input 'types' must be a lowercase report name such as 'sales', 'earnings' or 'subscription' " +
        `(a letter, then letters, digits, '-' or '_'), got '${text}'.`
    )
  })
})
