/**
 * The gate against the version before (`max-increase`). For each rate of a set read, each judged
 * version code (those of `version-codes`, else the highest with data of that rate) is compared, on
 * the day of its newest value, with its baseline: `baseline-version-code`, else the version code
 * below it seen on the most devices in the days read. The baseline's value is the one of that same
 * day or, when it has none, its newest in the days read (the summary says so).
 *
 * Devices are `distinctDevices`, which Amazon's crash and ANR sets list (Google's `distinctUsers`
 * when a set gives that instead); the API calls them approximate and not to be summed across days,
 * so a version code's devices "in the days read" are its largest count of one day. A judged version
 * code seen that day on fewer than `min-devices`, or whose devices the rows do not give while
 * `min-devices` is above 0, is not judged: the gate fails safe, saying why.
 */
import { noDataYet, type SetResult } from './calls.js'
import { NO_DATA_YET, numberText, type Verdict } from './gate.js'
import type { IncreaseGate } from './inputs.js'
import type { Point } from './rows.js'
import { RATES, type Rate } from './sets.js'

/** The metrics that count a version code's devices of a day, the first given. */
export const DEVICE_METRICS = ['distinctDevices', 'distinctUsers']

/** Version code to period to value. */
type Series = Map<string, Map<string, number>>

function seriesOf(points: Point[]): Series {
  const series: Series = new Map()
  for (const point of points) {
    const periods = series.get(point.versionCode) ?? new Map<string, number>()
    periods.set(point.period, point.value)
    series.set(point.versionCode, periods)
  }
  return series
}

const newestOf = (periods: Map<string, number>): string => [...periods.keys()].sort().at(-1)!
const byCode = (a: string, b: string) => Number(a) - Number(b)

/** The devices of each version code by period, from the first device metric the rows give. */
function devicesOf(points: Point[]): Series {
  const metric = DEVICE_METRICS.find((name) => points.some((point) => point.metric === name))
  return seriesOf(points.filter((point) => point.metric === metric))
}

/** The increase as the messages show it: '+39.2%', or 'from 0'. */
function increaseText(value: number, base: number): string {
  if (base === 0) return value === 0 ? '+0%' : 'from 0'
  const percent = Math.round(((value - base) / base) * 1000) / 10
  return `${percent >= 0 ? '+' : ''}${numberText(percent)}%`
}

/** The baseline of a version code, and how it was chosen; undefined when no version code below has data. */
export function baselineOf(code: string, values: Series, devices: Series): { code: string; why: string } | undefined {
  const below = [...values.keys()].filter((other) => Number(other) < Number(code)).sort(byCode)
  if (below.length === 0) return undefined
  const most = (other: string) => Math.max(-1, ...(devices.get(other)?.values() ?? []))
  const counted = below.filter((other) => most(other) >= 0)
  if (counted.length === 0) return { code: below.at(-1)!, why: 'the highest below it: the rows give no devices' }
  // The most devices; on a tie, the higher version code.
  const chosen = counted.reduce((best, other) => (most(other) >= most(best) ? other : best))
  return { code: chosen, why: `the version code below it on the most devices, ${numberText(most(chosen))}` }
}

interface Comparison {
  cell: string
  problem?: string
}

/** Why a version code is not judged for its devices that day, or undefined when it has enough. */
function devicesMissing(
  rate: Rate,
  code: string,
  day: string,
  minDevices: number,
  devices: Series
): Comparison | undefined {
  if (minDevices === 0) return undefined
  const seen = devices.get(code)?.get(day)
  if (seen === undefined) {
    return {
      cell: `${code}: no devices given on ${day}`,
      problem:
        `${code}: the rows give no devices (${DEVICE_METRICS.join(' or ')}) on ${day}, so 'min-devices' ` +
        `${minDevices} cannot be checked and its ${rate.metric} is not judged against 'max-increase' ` +
        "(set 'min-devices' to 0 to judge without it)."
    }
  }
  if (seen < minDevices) {
    return {
      cell: `${code}: ${numberText(seen)} devices on ${day}, too few to judge`,
      problem:
        `${code}: ${numberText(seen)} devices, fewer than 'min-devices' ${minDevices}, on ${day}: ` +
        `its ${rate.metric} cannot be judged against 'max-increase'.`
    }
  }
  return undefined
}

function compare(rate: Rate, code: string, gate: IncreaseGate, values: Series, devices: Series): Comparison {
  const own = values.get(code)
  if (!own) {
    return {
      cell: `${code}: no data yet`,
      problem: `No data yet for ${code}: its ${rate.metric} cannot be compared with the version before ('max-increase').`
    }
  }
  const day = newestOf(own)
  const value = own.get(day)!
  const unjudged = devicesMissing(rate, code, day, gate.minDevices, devices)
  if (unjudged) return unjudged
  const chosen = gate.baseline
    ? { code: gate.baseline, why: "'baseline-version-code'" }
    : baselineOf(code, values, devices)
  if (!chosen) {
    return {
      cell: `${code}: no version code below it to compare with`,
      problem:
        `${code}: no version code below it has ${rate.metric} data in these days, so it cannot be compared ` +
        "with the version before ('max-increase'); give 'baseline-version-code'."
    }
  }
  const base = values.get(chosen.code)
  if (!base) {
    return {
      cell: `${code} vs ${chosen.code}: no data of ${chosen.code}`,
      problem: `${code}: its baseline ${chosen.code} has no ${rate.metric} data in these days ('max-increase').`
    }
  }
  const baseDay = base.has(day) ? day : newestOf(base)
  const baseValue = base.get(baseDay)!
  const fallback = baseDay === day ? '' : ` (${chosen.code}'s newest, on ${baseDay}: it has none on ${day})`
  const increase = increaseText(value, baseValue)
  const limit = baseValue * (1 + gate.percent / 100)
  // A hair of tolerance: 0.4 × 1.5 is 0.6000000000000001 in floating point.
  const above = value > limit + Math.abs(limit) * 1e-9
  const cell =
    `${code} vs ${chosen.code} (${chosen.why}): ${numberText(value)} against ${numberText(baseValue)} ` +
    `on ${day}${fallback}, ${increase}${above ? ', above' : ''}`
  if (!above) return { cell }
  return {
    cell,
    problem:
      `Version code ${code}: ${rate.metric} ${numberText(value)} on ${day} is ${increase} over its baseline ` +
      `${chosen.code}'s ${numberText(baseValue)}${fallback}, more than 'max-increase' ${gate.text}.`
  }
}

export function judgeIncrease(gate: IncreaseGate, versionCodes: string[] | undefined, results: SetResult[]): Verdict {
  const verdict: Verdict = { rows: [], problems: [] }
  for (const rate of RATES) {
    const result = results.find((found) => found.set === rate.set)
    if (!result) continue
    const label = `Gate: ${rate.metric} at most ${gate.text} above the version before`
    if (result.status !== 'read') {
      const why = noDataYet(results)
        ? NO_DATA_YET
        : `${result.set} ${result.status === 'missing' ? 'was not found (HTTP 404)' : 'rows were not read (see its row)'}`
      verdict.problems.push(`'max-increase' could not be judged for ${rate.metric}: ${why}.`)
      verdict.rows.push([label, 'not judged: see the failure'])
      continue
    }
    const values = seriesOf(result.points.filter((point) => point.metric === rate.metric))
    const devices = devicesOf(result.points)
    const judged = versionCodes ?? [...values.keys()].sort(byCode).slice(-1)
    if (judged.length === 0) {
      verdict.problems.push(
        `'max-increase' could not be judged: no version code has ${rate.metric} data in these days.`
      )
      verdict.rows.push([label, 'no data'])
      continue
    }
    const comparisons = judged.map((code) => compare(rate, code, gate, values, devices))
    verdict.problems.push(...comparisons.flatMap((comparison) => comparison.problem ?? []))
    verdict.rows.push([label, comparisons.map((comparison) => comparison.cell).join('; ')])
  }
  return verdict
}
