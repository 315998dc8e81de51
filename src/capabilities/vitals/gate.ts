/**
 * The gate: for each rate that has a threshold, the newest value of each version code judged (those
 * of `version-codes`, or else every one with data) must not be above it. What cannot be judged fails
 * safe: a version code named without data yet, a set not found or whose rows were not read, or no
 * data at all.
 */
import { noDataYet, type SetResult } from './calls.js'
import type { Threshold } from './inputs.js'
import type { Point } from './rows.js'
import { RATES } from './sets.js'

export interface Verdict {
  /** One row of the summary per threshold: what was judged, and how it came out. */
  rows: [string, string][]
  /** What fails the step; none: healthy. */
  problems: string[]
}

/** A public client's notes say a package the API does not know answers 404 too. */
export const NO_DATA_YET =
  "the app has no data yet (every metric set answered HTTP 404): a new app's first data comes a day or more after users " +
  "get it (if it has had users for days, check 'package': a package the API does not know answers 404 too)"

/**
 * A value as the messages show it: as the API gave it, without float noise. A value whose shortest
 * form has at most 12 characters and no exponent has no noise to take away: it is that form.
 */
export function numberText(value: number): string {
  const shortest = String(value)
  return shortest.length <= 12 && !shortest.includes('e') ? shortest : String(Number(value.toPrecision(12)))
}

/** The newest point of each version code, from the points of one metric. */
function newestByVersion(points: Point[]): Map<string, Point> {
  const newest = new Map<string, Point>()
  for (const point of points) {
    const seen = newest.get(point.versionCode)
    if (!seen || point.period > seen.period) newest.set(point.versionCode, point)
  }
  return newest
}

/** Why a rate could not be read from the sets that may give it, or undefined when one was read. */
function unreadable(threshold: Threshold, results: SetResult[], dir: string): string | undefined {
  const { rate } = threshold
  const candidates = results.filter((r) => r.set === rate.set || !RATES.some((known) => known.set === r.set))
  if (candidates.some((r) => r.status === 'read')) return undefined
  if (noDataYet(results)) return `'${rate.input}' could not be judged: ${NO_DATA_YET}.`
  const why = candidates.map((r) =>
    r.status === 'missing'
      ? `${r.set} was not found (HTTP 404)`
      : `the rows of ${r.set} were not read (a shape this action does not know; the answers are in ${dir}/${r.set}.json)`
  )
  return `'${rate.input}' could not be judged: ${why.join('; ') || `no metric set that gives ${rate.metric} was read`}.`
}

export function judge(
  thresholds: Threshold[],
  versionCodes: string[] | undefined,
  results: SetResult[],
  dir: string
): Verdict {
  const verdict: Verdict = { rows: [], problems: [] }
  for (const threshold of thresholds) {
    const { rate, max } = threshold
    const label = `Gate: ${rate.metric} at most ${numberText(max)}`
    const cannot = unreadable(threshold, results, dir)
    if (cannot) {
      verdict.problems.push(cannot)
      verdict.rows.push([label, 'not judged: see the failure'])
      continue
    }
    const points = results.flatMap((r) => (r.status === 'read' ? r.points.filter((p) => p.metric === rate.metric) : []))
    const newest = newestByVersion(points)
    const judged = versionCodes ?? [...newest.keys()].sort((a, b) => Number(a) - Number(b))
    if (judged.length === 0) {
      verdict.problems.push(
        `'${rate.input}' could not be judged: no version code has ${rate.metric} data in these days.`
      )
    }
    const cells: string[] = []
    for (const code of judged) {
      const point = newest.get(code)
      if (!point) {
        verdict.problems.push(`No data yet for ${code}: its ${rate.metric} cannot be judged against '${rate.input}'.`)
        cells.push(`${code}: no data yet`)
      } else if (point.value > max) {
        verdict.problems.push(
          `Version code ${code}: ${rate.metric} ${numberText(point.value)} on ${point.period} is above '${rate.input}' ${numberText(max)}.`
        )
        cells.push(`${code}: ${numberText(point.value)} (${point.period}) above`)
      } else {
        cells.push(`${code}: ${numberText(point.value)} (${point.period})`)
      }
    }
    verdict.rows.push([label, cells.join(', ') || 'no data'])
  }
  return verdict
}
