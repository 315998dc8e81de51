// The chart of a set (picture.ts): a Mermaid line has no gap, so the chart shows only the days on
// which every version code drawn has data; a day without data is never drawn as a rate of 0.
import { describe, expect, it } from '@jest/globals'
import type { SetResult } from '../../../src/capabilities/vitals/calls.js'
import { setPicture } from '../../../src/capabilities/vitals/picture.js'
import type { Point } from '../../../src/capabilities/vitals/rows.js'
import { renderParts } from '../../../src/step/errors.js'

const point = (period: string, versionCode: string, value: number): Point => ({
  period,
  versionCode,
  metric: 'crashRate',
  value
})
const drawn = (points: Point[]): string => {
  const result = { set: 'crashMetricSet', answers: [], freshnessRead: true, start: '', end: '' }
  const read = { ...result, status: 'read', points, rows: points.length } as SetResult
  return renderParts(setPicture(read, false)!, (text) => text)
}

describe('the chart of a set', () => {
  it('draws only the days on which every version code has data; the table shows each day', () => {
    const text = drawn([point('2026-11-25', '7', 0), point('2026-11-26', '7', 0.5), point('2026-11-26', '8', 0)]).split(
      '\n'
    )
    expect(text).toContain('  x-axis ["11-26"]')
    expect(text).toContain('  line [0.5]')
    expect(text).toContain('  line [0]')
    expect(text).toContain('| 2026-11-25 | 0 | - |')
  })

  it('draws a rate of 0 as 0, and says so when the chart shows all days', () => {
    const text = drawn([point('2026-11-25', '7', 0), point('2026-11-26', '7', 0.5)])
    expect(text).toContain('  x-axis ["11-25", "11-26"]\n  y-axis "crashRate"\n  line [0, 0.5]')
    expect(text).toContain('Lines, in order: version codes 7.')
  })

  it('draws no chart when no day has data for every version code, and keeps the table', () => {
    const text = drawn([point('2026-11-25', '7', 0.4), point('2026-11-26', '8', 0.6)])
    expect(text).not.toContain('```mermaid')
    expect(text).toContain('No day has data for every version code, so there is no chart: the table shows each day.')
    expect(text).toContain('| 2026-11-25 | 0.4 | - |')
    expect(text).toContain('| 2026-11-26 | - | 0.6 |')
  })
})
