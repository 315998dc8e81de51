/**
 * The job summary's picture of each metric set read: its rate by day (or hour), a Mermaid line
 * chart with one line per version code, and a table of the same numbers. Names come from the API
 * (metric names, version codes): each goes in as a Quote made plain by the step report.
 */
import type { Part } from '../../step/errors.js'
import { outsideLabel } from '../../step/report.js'
import type { SetResult } from './calls.js'
import { numberText } from './gate.js'
import type { Point } from './rows.js'
import { rateOf } from './sets.js'

/** The most periods (the newest) and version codes (the highest) a chart and its table show. */
export const MAX_PERIODS = 31
export const MAX_LINES = 10

/** The metric a set is drawn by: its rate, or for a set this action does not know, the first rate it gives. */
function drawnMetric(set: string, points: Point[]): string | undefined {
  const names = [...new Set(points.map((point) => point.metric))]
  return rateOf(set) ?? names.find((name) => /Rate$/.test(name)) ?? names[0]
}

export function vitalsPictures(results: SetResult[], hourly: boolean): Part[][] {
  return results.flatMap((result) => {
    if (result.status !== 'read') return []
    const metric = drawnMetric(result.set, result.points)
    const points = result.points.filter((point) => point.metric === metric)
    if (metric === undefined || points.length === 0) return []
    return [picture(result.set, metric, points, hourly)]
  })
}

function picture(set: string, metric: string, points: Point[], hourly: boolean): Part[] {
  const unit = hourly ? 'hour' : 'day'
  const periods = [...new Set(points.map((point) => point.period))].sort().slice(-MAX_PERIODS)
  const codes = [...new Set(points.map((point) => point.versionCode))]
    .sort((a, b) => Number(a) - Number(b))
    .slice(-MAX_LINES)
  const value = new Map(points.map((point) => [`${point.period} ${point.versionCode}`, point.value]))
  const at = (period: string, code: string) => value.get(`${period} ${code}`)
  const name = outsideLabel(set, 60)
  const rate = outsideLabel(metric, 60)
  const list = (parts: Part[][]): Part[] => parts.flatMap((part, index) => [...(index > 0 ? [', '] : []), ...part])
  const lines: Part[][] = [
    ['#### ', name, ': ', rate, ` by ${unit}`],
    [],
    ['```mermaid'],
    ['xychart-beta'],
    ['  title ', outsideLabel(`${set} ${metric} by ${unit}`, 80, true)],
    ['  x-axis [', ...list(periods.map((period) => [outsideLabel(period.slice(5), 12, true)])), ']'],
    ['  y-axis ', outsideLabel(metric, 40, true)],
    ...codes.map((code): Part[] => [
      `  line [${periods.map((period) => numberText(at(period, code) ?? 0)).join(', ')}]`
    ]),
    ['```'],
    [],
    [
      'Lines, in order: version codes ',
      ...list(codes.map((code) => [outsideLabel(code, 12)])),
      ' (0 where a version code has no data).'
    ],
    [],
    [
      '| ',
      unit === 'day' ? 'Day' : 'Hour (UTC)',
      ...codes.flatMap((code): Part[] => [' | ', outsideLabel(code, 12)]),
      ' |'
    ],
    [`|---|${codes.map(() => '--:|').join('')}`],
    ...periods.map((period): Part[] => [
      '| ',
      outsideLabel(period.replace('T', ' '), 16),
      ...codes.map((code) => {
        const found = at(period, code)
        return ` | ${found === undefined ? '-' : numberText(found)}`
      }),
      ' |'
    ])
  ]
  return lines.flatMap((line, index) => (index === 0 ? line : ['\n', ...line]))
}
