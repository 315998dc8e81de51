// The gate against the version before (increase.ts), on points made here.
import { describe, expect, it } from '@jest/globals'
import type { SetResult } from '../../../src/capabilities/vitals/calls.js'
import { numberText } from '../../../src/capabilities/vitals/gate.js'
import { baselineOf, judgeIncrease } from '../../../src/capabilities/vitals/increase.js'
import type { IncreaseGate } from '../../../src/capabilities/vitals/inputs.js'
import type { Point } from '../../../src/capabilities/vitals/rows.js'

const gate = (more: Partial<IncreaseGate> = {}): IncreaseGate => ({
  percent: 25,
  text: '25%',
  minDevices: 100,
  ...more
})
const crash = (points: Point[]): SetResult => ({
  set: 'crashMetricSet',
  answers: [],
  freshnessRead: true,
  start: '2026-11-20',
  end: '2026-11-27',
  status: 'read',
  points,
  rows: points.length
})
/** A day's crashRate and devices of a version code. */
const day = (
  versionCode: string,
  period: string,
  rate: number,
  devices?: number,
  metric = 'distinctDevices'
): Point[] => [
  { period, versionCode, metric: 'crashRate', value: rate },
  ...(devices === undefined ? [] : [{ period, versionCode, metric, value: devices }])
]
const series = (points: Point[], metric: string) => {
  const map = new Map<string, Map<string, number>>()
  for (const p of points.filter((point) => point.metric === metric)) {
    map.set(p.versionCode, (map.get(p.versionCode) ?? new Map()).set(p.period, p.value))
  }
  return map
}

describe('baselineOf', () => {
  const points = [
    ...day('1005', '2026-11-24', 0.3, 900),
    ...day('1005', '2026-11-25', 0.3, 5000),
    ...day('1006', '2026-11-26', 0.6, 5000),
    ...day('1007', '2026-11-26', 0.5, 1000),
    ...day('1009', '2026-11-26', 0.5, 99999),
    ...day('1008', '2026-11-26', 0.7, 2000)
  ]
  const values = series(points, 'crashRate')
  const devices = series(points, 'distinctDevices')

  it('takes the version code below on the most devices of one day (not summed), the higher one on a tie; never one above', () => {
    expect(baselineOf('1008', values, devices)).toEqual({
      code: '1006',
      why: 'the version code below it on the most devices, 5000'
    })
    expect(baselineOf('1006', values, devices)?.code).toBe('1005')
  })

  it('takes the highest below when the rows give no devices, and none when nothing is below', () => {
    expect(baselineOf('1008', values, new Map())).toEqual({
      code: '1007',
      why: 'the highest below it: the rows give no devices'
    })
    expect(baselineOf('1005', values, devices)).toBeUndefined()
  })
})

describe('judgeIncrease', () => {
  it('compares on the same day, and passes a rise within the percentage', () => {
    const verdict = judgeIncrease(gate(), undefined, [
      crash([
        ...day('1007', '2026-11-25', 0.9, 800),
        ...day('1007', '2026-11-26', 0.5, 800),
        ...day('1008', '2026-11-26', 0.625, 150)
      ])
    ])
    expect(verdict.problems).toEqual([])
    expect(verdict.rows).toEqual([
      [
        'Gate: crashRate at most 25% above the version before',
        '1008 vs 1007 (the version code below it on the most devices, 800): 0.625 against 0.5 on 2026-11-26, +25%'
      ]
    ])
  })

  it("falls back to the baseline's newest value when it has none that day, saying so", () => {
    const verdict = judgeIncrease(
      gate({ baseline: '1007' }),
      ['1008'],
      [
        crash([
          ...day('1007', '2026-11-24', 0.2, 800),
          ...day('1007', '2026-11-25', 0.4, 800),
          ...day('1008', '2026-11-26', 0.6, 150)
        ])
      ]
    )
    expect(verdict.problems).toEqual([
      "Version code 1008: crashRate 0.6 on 2026-11-26 is +50% over its baseline 1007's 0.4 (1007's newest, on 2026-11-25: it has none on 2026-11-26), more than 'max-increase' 25%."
    ])
    expect(verdict.rows[0][1]).toBe(
      "1008 vs 1007 ('baseline-version-code'): 0.6 against 0.4 on 2026-11-26 (1007's newest, on 2026-11-25: it has none on 2026-11-26), +50%, above"
    )
  })

  it("refuses to judge on fewer devices than 'min-devices' that day, or on none given; 0 judges without them", () => {
    const few = crash([
      ...day('1007', '2026-11-26', 0.5, 800),
      ...day('1008', '2026-11-25', 0.5, 500),
      ...day('1008', '2026-11-26', 0.5, 30)
    ])
    expect(judgeIncrease(gate(), undefined, [few]).problems).toEqual([
      "1008: 30 devices, fewer than 'min-devices' 100, on 2026-11-26: its crashRate cannot be judged against 'max-increase'."
    ])
    const none = crash([...day('1007', '2026-11-26', 0.5), ...day('1008', '2026-11-26', 0.9)])
    expect(judgeIncrease(gate(), undefined, [none]).problems[0]).toBe(
      "1008: the rows give no devices (distinctDevices or distinctUsers) on 2026-11-26, so 'min-devices' 100 cannot be checked and its crashRate is not judged against 'max-increase' (set 'min-devices' to 0 to judge without it)."
    )
    expect(judgeIncrease(gate({ minDevices: 0 }), undefined, [none]).problems[0]).toContain(
      'is +80% over its baseline 1007'
    )
  })

  it("counts Google's distinctUsers as devices", () => {
    const users = crash([
      ...day('1007', '2026-11-26', 0.5, 800, 'distinctUsers'),
      ...day('1008', '2026-11-26', 0.5, 30, 'distinctUsers')
    ])
    expect(judgeIncrease(gate(), undefined, [users]).problems[0]).toContain(
      "1008: 30 devices, fewer than 'min-devices' 100"
    )
  })

  it('says what it cannot compare: no data yet, nothing below, a baseline without data, a baseline of 0', () => {
    const points = [...day('1007', '2026-11-26', 0, 800), ...day('1008', '2026-11-26', 0.1, 800)]
    expect(judgeIncrease(gate(), ['1009', '1007', '1008'], [crash(points)]).problems).toEqual([
      "No data yet for 1009: its crashRate cannot be compared with the version before ('max-increase').",
      "1007: no version code below it has crashRate data in these days, so it cannot be compared with the version before ('max-increase'); give 'baseline-version-code'.",
      "Version code 1008: crashRate 0.1 on 2026-11-26 is from 0 over its baseline 1007's 0, more than 'max-increase' 25%."
    ])
    expect(judgeIncrease(gate({ baseline: '1001' }), ['1008'], [crash(points)]).problems).toEqual([
      "1008: its baseline 1001 has no crashRate data in these days ('max-increase')."
    ])
    expect(judgeIncrease(gate(), undefined, [crash([])]).problems).toEqual([
      "'max-increase' could not be judged: no version code has crashRate data in these days."
    ])
  })

  it('judges only the rates of the sets read, and fails safe on one not read', () => {
    const unread: SetResult = { ...crash([]), set: 'anrMetricSet', status: 'unread' }
    const verdict = judgeIncrease(gate({ minDevices: 0 }), undefined, [unread])
    expect(verdict.problems).toEqual([
      "'max-increase' could not be judged for anrRate: anrMetricSet rows were not read (see its row)."
    ])
    expect(verdict.rows).toEqual([
      ['Gate: anrRate at most 25% above the version before', 'not judged: see the failure']
    ])
  })
})

describe('numberText', () => {
  it.each([
    [0.5, '0.5'],
    [0.1 + 0.2, '0.3'],
    [-0, '0'],
    [123456789012, '123456789012'],
    // Past 12 characters the value is rounded to 12 significant digits, as before the short form was taken as it is.
    [1234567890123, '1234567890120'],
    [0.30000000000000004, '0.3'],
    [1e21, '1e+21'],
    [1e-7, '1e-7']
  ])('%p is shown as %p', (value, shown) => {
    expect(numberText(value)).toBe(shown)
  })
})
