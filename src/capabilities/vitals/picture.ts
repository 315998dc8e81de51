/**
 * The job summary's picture of each metric set read: its rate by day (or hour), a Mermaid line
 * chart with one line per version code, and a table of the same numbers. A Mermaid line has no gap,
 * and a day drawn as 0 would read as "no crashes": so the chart shows only the days on which every
 * version code has data (the days they can be compared on), and the table shows every day, with
 * `-` where a version code has none. The names a user or the API gives (the set, the metric) go in
 * as a Quote made plain by the step report. Periods and version codes are rows.ts's own text, not
 * the API's: 'YYYY-MM-DD' (and 'THH') written from whole numbers it checked, and the digits of a
 * version code it checked against /^\d{1,10}$/. They go in as plain text, which the report redacts
 * with the text around them: one redaction for the table rather than one for each of its cells.
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
  const known = rateOf(set)
  if (known !== undefined) return known
  const names = [...new Set(points.map((point) => point.metric))]
  return names.find((name) => /Rate$/.test(name)) ?? names[0]
}

/** The picture of a set: none when its rows were not read or give no rate to draw. */
export function setPicture(result: SetResult, hourly: boolean): Part[] | undefined {
  if (result.status !== 'read') return undefined
  const metric = drawnMetric(result.set, result.points)
  const points = result.points.filter((point) => point.metric === metric)
  if (metric === undefined || points.length === 0) return undefined
  return picture(result.set, metric, points, hourly)
}

/** A point's value by its period and version code: a map per period, not a key made for each look-up. */
function valueAt(points: Point[]): (period: string, code: string) => number | undefined {
  const byPeriod = new Map<string, Map<string, number>>()
  for (const point of points) {
    const values = byPeriod.get(point.period) ?? new Map<string, number>()
    byPeriod.set(point.period, values.set(point.versionCode, point.value))
  }
  return (period, code) => byPeriod.get(period)?.get(code)
}

function picture(set: string, metric: string, points: Point[], hourly: boolean): Part[] {
  const unit = hourly ? 'hour' : 'day'
  const periods = [...new Set(points.map((point) => point.period))].sort().slice(-MAX_PERIODS)
  const codes = [...new Set(points.map((point) => point.versionCode))]
    .sort((a, b) => Number(a) - Number(b))
    .slice(-MAX_LINES)
  const at = valueAt(points)
  // Each shown value's text, a row per period and a column per version code, made once for the chart
  // and the table; undefined where a version code has none.
  const cells = periods.map((period) =>
    codes.map((code) => {
      const value = at(period, code)
      return value === undefined ? undefined : numberText(value)
    })
  )
  const name = outsideLabel(set, 60)
  const rate = outsideLabel(metric, 60)
  // The rows (periods) on which every version code has a value: the chart's days.
  const shared = periods.flatMap((_, row) => (cells[row].every((text) => text !== undefined) ? [row] : []))
  const units = `${unit}${periods.length === 1 ? '' : 's'}`
  const chart: Part[][] =
    shared.length === 0
      ? [[`No ${unit} has data for every version code, so there is no chart: the table shows each ${unit}.`]]
      : [
          ['```mermaid'],
          ['xychart-beta'],
          ['  title ', outsideLabel(`${set} ${metric} by ${unit}`, 80, true)],
          [`  x-axis [${shared.map((row) => `"${periods[row].slice(5)}"`).join(', ')}]`],
          ['  y-axis ', outsideLabel(metric, 40, true)],
          ...codes.map((_, column): Part[] => [`  line [${shared.map((row) => cells[row][column]).join(', ')}]`]),
          ['```'],
          [],
          [
            `Lines, in order: version codes ${codes.join(', ')}`,
            shared.length === periods.length
              ? '.'
              : `, over the ${shared.length} of ${periods.length} ${units} on which each has data ` +
                `(the table shows every ${unit}, - where a version code has none).`
          ]
        ]
  const lines: Part[][] = [
    ['#### ', name, ': ', rate, ` by ${unit}`],
    [],
    ...chart,
    [],
    [`| ${unit === 'day' ? 'Day' : 'Hour (UTC)'} | ${codes.join(' | ')} |`],
    [`|---|${codes.map(() => '--:|').join('')}`],
    ...periods.map((period, row): Part[] => [
      `| ${period.replace('T', ' ')} | ${cells[row].map((text) => text ?? '-').join(' | ')} |`
    ])
  ]
  return lines.flatMap((line, index) => (index === 0 ? line : ['\n', ...line]))
}
