// The Vitals API's rows and freshness in every shape this action reads (rows.ts), and the shapes it
// does not: Google's published schema (a fixture written to it), v2's ISO times and JSON numbers, maps.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { readFreshness, readPage, readTime } from '../../../src/capabilities/vitals/rows.js'

const fixture = (name: string): unknown => JSON.parse(readFileSync(`__fixtures__/vitals/${name}`, 'utf8'))

describe('a page of rows', () => {
  it("reads Google's shape, as its discovery document defines it", () => {
    const page = readPage(fixture('google-crash-rate-query.json'), false)
    expect(page).toEqual({
      rows: 2,
      next: '',
      points: [
        { period: '2026-11-25', versionCode: '1007', metric: 'crashRate', value: 0.0042 },
        { period: '2026-11-25', versionCode: '1007', metric: 'distinctUsers', value: 2381 },
        { period: '2026-11-26', versionCode: '1007', metric: 'crashRate', value: 0.0051 },
        { period: '2026-11-26', versionCode: '1007', metric: 'distinctUsers', value: 2410 }
      ]
    })
  })

  it("reads v2's shape: ISO times, JSON numbers, and lists with `value` or maps", () => {
    const page = readPage(
      {
        rows: [
          {
            startTime: '2026-11-26T05:00:00Z',
            dimensions: [{ dimension: 'versionCode', value: 1008 }],
            metrics: [{ metric: 'anrRate', value: 0.25 }]
          },
          { startTime: '2026-11-26T06:00', dimensions: { versionCode: '1008' }, metrics: { anrRate: 0.3 } }
        ],
        nextPageToken: 'next'
      },
      true
    )
    expect(page).toEqual({
      rows: 2,
      next: 'next',
      points: [
        { period: '2026-11-26T05', versionCode: '1008', metric: 'anrRate', value: 0.25 },
        { period: '2026-11-26T06', versionCode: '1008', metric: 'anrRate', value: 0.3 }
      ]
    })
  })

  it('reads an answer without rows as no rows', () => {
    expect(readPage({ status: 'SUCCESS', resultCount: 0 }, false)).toEqual({ points: [], rows: 0, next: '' })
  })

  it.each([
    ['not an object', 'rows'],
    ['rows not a list', { rows: {} }],
    ['a page token that is no string', { rows: [], nextPageToken: 3 }],
    ['a row that is no object', { rows: [3] }],
    ['a row without a time', { rows: [{ dimensions: { versionCode: 1 }, metrics: { crashRate: 1 } }] }],
    [
      'a time out of range',
      {
        rows: [
          { startTime: { year: 2026, month: 13, day: 1 }, dimensions: { versionCode: 1 }, metrics: { crashRate: 1 } }
        ]
      }
    ],
    [
      'a time that is no date',
      { rows: [{ startTime: '26/11/2026', dimensions: { versionCode: 1 }, metrics: { crashRate: 1 } }] }
    ],
    ['no version code', { rows: [{ startTime: '2026-11-26', metrics: { crashRate: 1 } }] }],
    [
      'a version code that is no number',
      { rows: [{ startTime: '2026-11-26', dimensions: { versionCode: 'v1' }, metrics: { crashRate: 1 } }] }
    ],
    [
      'a value with a unit',
      { rows: [{ startTime: '2026-11-26', dimensions: { versionCode: 1 }, metrics: { crashRate: '0.8%' } }] }
    ],
    ['no metric', { rows: [{ startTime: '2026-11-26', dimensions: { versionCode: 1 }, metrics: [] }] }],
    [
      'a metric name with markup',
      { rows: [{ startTime: '2026-11-26', dimensions: { versionCode: 1 }, metrics: { '<b>': 1 } }] }
    ]
  ])('reads no page with %s', (_, body) => {
    expect(readPage(body, false)).toBeUndefined()
  })

  it('skips list entries without a name', () => {
    const row = {
      startTime: '2026-11-26',
      dimensions: [3, { value: 1 }, { dimension: 'versionCode', stringValue: '7' }],
      metrics: { crashRate: '1e-3' }
    }
    expect(readPage({ rows: [row] }, false)?.points).toEqual([
      { period: '2026-11-26', versionCode: '7', metric: 'crashRate', value: 0.001 }
    ])
  })
})

describe('a time', () => {
  it.each([
    [
      { year: 2026, month: 11, day: 26 },
      { day: '2026-11-26', hour: 0 }
    ],
    [
      { year: 2026, month: 11, day: 26, hours: 23 },
      { day: '2026-11-26', hour: 23 }
    ],
    ['2026-11-26', { day: '2026-11-26', hour: 0 }],
    ['2026-11-26T23:30:00.5+02:00', { day: '2026-11-26', hour: 21 }],
    [{ year: 2026, month: 11, day: 26, hours: 24 }, undefined],
    ['2026-11-26T25:00:00Z', undefined],
    [20261126, undefined]
  ])('%j is %j', (value, time) => {
    expect(readTime(value)).toEqual(time)
  })
})

describe('freshness', () => {
  it("reads Google's freshnessInfo for the granularity asked", () => {
    const body = fixture('google-crash-rate-metric-set.json')
    expect(readFreshness(body, 'DAILY')).toBe('2026-11-27')
    expect(readFreshness(body, 'HOURLY')).toBe('2026-11-27')
  })

  it.each([
    [{ freshness: '2026-11-27T00:00:00Z' }, '2026-11-27'],
    [{ latestEndTime: '2026-11-27' }, '2026-11-27'],
    [{ freshnesses: [{ aggregationPeriod: 'DAILY', latestEndTime: '2026-11-27T00:00:00Z' }] }, '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    [{ freshness: { daily: 'yesterday' } }, undefined],
    [{ freshnessInfo: { freshnesses: [{ aggregationPeriod: 'HOURLY', latestEndTime: {} }] } }, undefined],
    [null, undefined]
  ])('%j is %j', (body, day) => {
    expect(readFreshness(body, 'DAILY')).toBe(day)
  })
})
