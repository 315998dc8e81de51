// The Vitals API's rows and freshness in every shape this action reads (rows.ts), and the shapes it
// does not: Google's published schema (a fixture written to it), v2's ISO times and JSON numbers, maps.
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { namedValues, readFreshness, readPage, readTime } from '../../../src/capabilities/vitals/rows.js'

const fixture = (name: string): unknown => JSON.parse(readFileSync(`__fixtures__/vitals/${name}`, 'utf8'))

describe('a page of rows', () => {
  it("reads Google's shape, as its discovery document defines it", () => {
    const page = readPage(fixture('google-crash-rate-query.json'), false)
    expect(page).toEqual({
      rows: 2,
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
      points: [
        { period: '2026-11-26T05', versionCode: '1008', metric: 'anrRate', value: 0.25 },
        { period: '2026-11-26T06', versionCode: '1008', metric: 'anrRate', value: 0.3 }
      ]
    })
  })

  it("reads xingu's shape: lists of {name, value} with string values", () => {
    expect(readPage(fixture('xingu-crash-rate-query.json'), false)).toEqual({
      rows: 2,
      points: [
        { period: '2026-04-25', versionCode: '151', metric: 'crashRate', value: 0.0142 },
        { period: '2026-04-26', versionCode: '151', metric: 'crashRate', value: 0.0139 },
        { period: '2026-04-26', versionCode: '151', metric: 'distinctDevices', value: 2381 }
      ]
    })
  })

  it("reads hourly times with `hour`, and Google's int64Value, stringValue and a bare decimalValue", () => {
    const page = readPage(
      {
        rows: [
          {
            startTime: { year: 2026, month: 11, day: 26, hour: 7 },
            dimensions: [{ dimension: 'versionCode', int64Value: '1008' }],
            metrics: [
              { metric: 'crashCount', int64Value: '12' },
              { metric: 'crashRate', decimalValue: '0.25' },
              { metric: 'anrRate', stringValue: ' 0.5 ' }
            ]
          }
        ]
      },
      true
    )
    expect(page?.points).toEqual([
      { period: '2026-11-26T07', versionCode: '1008', metric: 'crashCount', value: 12 },
      { period: '2026-11-26T07', versionCode: '1008', metric: 'crashRate', value: 0.25 },
      { period: '2026-11-26T07', versionCode: '1008', metric: 'anrRate', value: 0.5 }
    ])
  })

  it('reads an answer without rows as no rows', () => {
    expect(readPage({ status: 'SUCCESS', resultCount: 0 }, false)).toEqual({ points: [], rows: 0 })
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
      'a value that is no number',
      {
        rows: [
          { startTime: '2026-11-26', dimensions: { versionCode: 1 }, metrics: [{ name: 'crashRate', value: true }] }
        ]
      }
    ],
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

describe('named values and metric values (also for the rows of other sets)', () => {
  it('reads lists named by name, dimension or metric, and maps', () => {
    expect([
      ...namedValues([
        { name: 'versionCode', value: '151' },
        { dimension: 'countryCode', stringValue: 'US' }
      ])
    ]).toEqual([
      ['versionCode', '151'],
      ['countryCode', 'US']
    ])
    expect([...namedValues({ versionCode: 7 })]).toEqual([['versionCode', 7]])
    expect(namedValues('versionCode=7').size).toBe(0)
  })

  it('reads metrics as numbers from numbers or numeric strings, and no row when one is not', () => {
    const metricsOf = (metrics: unknown) =>
      readPage({ rows: [{ startTime: '2026-11-26', dimensions: { versionCode: 7 }, metrics }] }, false)?.points.map(
        (point) => [point.metric, point.value]
      )
    expect(
      metricsOf([
        { name: 'errorEventCount', value: '78' },
        { metric: 'distinctUsers', value: 9 }
      ])
    ).toEqual([
      ['errorEventCount', 78],
      ['distinctUsers', 9]
    ])
    expect(metricsOf({ crashRate: '-1.5E-3' })).toEqual([['crashRate', -0.0015]])
    expect(metricsOf([{ name: 'errorEventCount', value: '78 events' }])).toBeUndefined()
    expect(metricsOf({ 'a b': 1 })).toBeUndefined()
    expect(metricsOf(undefined)).toBeUndefined()
  })

  it('keeps the last value of a metric or a version code a row names twice (the metric in its first place)', () => {
    const row = {
      startTime: '2026-11-26',
      dimensions: [
        { name: 'versionCode', value: '6' },
        { name: 'versionCode', value: '7' }
      ],
      metrics: [
        { name: 'crashRate', value: 1 },
        { name: 'anrRate', value: 2 },
        { name: 'crashRate', value: 3 }
      ]
    }
    expect(
      readPage({ rows: [row, row] }, false)?.points.map((point) => [point.versionCode, point.metric, point.value])
    ).toEqual([
      ['7', 'crashRate', 3],
      ['7', 'anrRate', 2],
      ['7', 'crashRate', 3],
      ['7', 'anrRate', 2]
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
    [
      { year: 2026, month: 11, day: 26, hour: 7 },
      { day: '2026-11-26', hour: 7 }
    ],
    [{ year: 2026, month: 11, day: 26, hours: 24 }, undefined],
    [{ year: 2026, month: 11, day: 26, hour: '7' }, undefined],
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
