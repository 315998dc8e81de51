/**
 * The Vitals API's answers, read in every shape they may come in. Amazon shows no row: its request
 * copies Google Play's Developer Reporting API field for field, whose rows are
 *   {startTime: {year, month, day, hours?, timeZone}, dimensions: [{dimension, int64Value | stringValue}],
 *    metrics: [{metric, decimalValue: {value}}]}
 * and v2's pages say times are ISO 8601 strings and metric values JSON numbers. The public client
 * closest to Amazon (xingu) reads lists of `{name, value}` with string
 * values, and `hour` in hourly times. All are read, as are dimensions and metrics given as a map
 * ({versionCode: 1007}, {crashRate: 0.8}). A row read in no such shape makes its whole answer unread
 * (undefined): the caller keeps it as JSON and says so.
 */
import { jsonObject as sharedJsonObject } from '../../appstore/json.js'

// Taken once: in the bundle, this module's chunk reaches another chunk's export through a getter on
// every call, and rows call it about ten times each (900 rows in a 30-day read of ten version codes).
const jsonObject = sharedJsonObject

/** One value of one metric, for one version code and one period. */
export interface Point {
  /** 'YYYY-MM-DD', or 'YYYY-MM-DDTHH' for an hour (UTC). */
  period: string
  versionCode: string
  metric: string
  value: number
}

/** A page of a query's answer: its points, and the number of its rows. */
export interface Page {
  points: Point[]
  rows: number
}

const METRIC_NAME = /^[A-Za-z][A-Za-z0-9_]{0,80}$/
const VERSION_CODE = /^\d{1,10}$/
const NUMBER = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i

/** A page read, or undefined when its rows are in a shape none of the known ones. */
export function readPage(body: unknown, hourly: boolean): Page | undefined {
  const answer = jsonObject(body)
  if (!answer) return undefined
  // A page token that is no string is no answer the client follows: a shape not read.
  if (answer.nextPageToken !== undefined && typeof answer.nextPageToken !== 'string') return undefined
  if (answer.rows === undefined || answer.rows === null) return { points: [], rows: 0 }
  if (!Array.isArray(answer.rows)) return undefined
  const points: Point[] = []
  for (const item of answer.rows) {
    if (!readRow(item, hourly, points)) return undefined
  }
  return { points, rows: answer.rows.length }
}

/** Adds a row's points to `points`; false when the row is in none of the shapes read. */
function readRow(item: unknown, hourly: boolean, points: Point[]): boolean {
  const row = jsonObject(item)
  const time = row && readTime(row.startTime)
  if (!row || !time) return false
  const period = hourly ? `${time.day}T${pad(time.hour)}` : time.day
  const versionCode = versionCodeOf(valueNamed(row.dimensions, 'versionCode'))
  if (versionCode === undefined) return false
  const first = points.length
  const read = eachMetric(row.metrics, (metric, value) => {
    // A metric named twice keeps its last value, in its first place.
    let twice: Point | undefined
    for (let i = first; i < points.length && !twice; i++) if (points[i].metric === metric) twice = points[i]
    if (twice) twice.value = value
    else points.push({ period, versionCode, metric, value })
  })
  return read && points.length > first
}

/** A version code as the API may give it (a number or its digits), as the summary shows it; undefined when it is none. */
export function versionCodeOf(raw: unknown): string | undefined {
  const code = typeof raw === 'number' ? String(raw) : raw
  return typeof code === 'string' && VERSION_CODE.test(code) ? String(Number(code)) : undefined
}

/** A value as the API may give it: a JSON number or a numeric string ('78', ' 0.5'); NaN when it is neither. */
export function numberOf(raw: unknown): number {
  if (typeof raw === 'number') return raw
  return typeof raw === 'string' && NUMBER.test(raw.trim()) ? Number(raw) : NaN
}

/**
 * Name to value, from a list of entries named by `name` (xingu's shape), `dimension` or `metric`
 * (Google's), each with `value`, `int64Value`, `stringValue` or `decimalValue` (`{value}` or bare),
 * or from a map `{name: value}`. Entries without a name are skipped; of a name given twice, the last.
 */
export function namedValues(field: unknown): Map<string, unknown> {
  const values = new Map<string, unknown>()
  eachNamed(field, (name, value) => {
    values.set(name, value)
    return true
  })
  return values
}

/** The value of one name, as namedValues reads it (the last, when it is given twice). */
export function valueNamed(field: unknown, wanted: string): unknown {
  let found: unknown
  eachNamed(field, (name, value) => {
    if (name === wanted) found = value
    return true
  })
  return found
}

/**
 * Calls `each` with every named value of `field` in order, as namedValues reads them, until it
 * returns false; false then. (The 900 rows of a 30-day read of ten version codes are read without a
 * Map for each of their lists.)
 */
function eachNamed(field: unknown, each: (name: string, value: unknown) => boolean): boolean {
  if (Array.isArray(field)) {
    for (const item of field) {
      const entry = jsonObject(item)
      const name = entry?.name ?? entry?.dimension ?? entry?.metric
      if (!entry || typeof name !== 'string') continue
      const decimal = jsonObject(entry.decimalValue)?.value ?? entry.decimalValue
      if (!each(name, decimal ?? entry.int64Value ?? entry.stringValue ?? entry.value)) return false
    }
    return true
  }
  const map = jsonObject(field) ?? {}
  for (const name of Object.keys(map)) if (!each(name, map[name])) return false
  return true
}

/**
 * Calls `each` with the metrics of a row (a `metrics` list or map, as namedValues reads it) as
 * numbers, from JSON numbers or numeric strings: `[{name: 'errorEventCount', value: '78'}]` gives
 * errorEventCount 78. False, and no more calls, at a name that is not a plain metric name or a value
 * that is not a number.
 */
function eachMetric(field: unknown, each: (metric: string, value: number) => void): boolean {
  return eachNamed(field, (metric, raw) => {
    const value = numberOf(raw)
    if (!METRIC_NAME.test(metric) || !Number.isFinite(value)) return false
    each(metric, value)
    return true
  })
}

const pad = (n: number): string => String(n).padStart(2, '0')
const whole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max

/**
 * A time, a date object (its hour as Google's `hours` or xingu's `hour`) or an ISO 8601 string, as its
 * UTC day and hour (0 when it has none).
 */
export function readTime(value: unknown): { day: string; hour: number } | undefined {
  const date = jsonObject(value)
  if (date) {
    const { year, month, day } = date
    const hours = date.hours ?? date.hour ?? 0
    if (!whole(year, 1970, 9999) || !whole(month, 1, 12) || !whole(day, 1, 31) || !whole(hours, 0, 23)) return undefined
    return { day: `${year}-${pad(month)}-${pad(day)}`, hour: hours }
  }
  if (typeof value !== 'string') return undefined
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value)
  if (!iso) return undefined
  // A time without a zone is UTC, as the API's pages say every time is.
  const at = new Date(iso[1] === undefined ? `${value}T00:00:00Z` : iso[4] === undefined ? `${value}Z` : value)
  if (Number.isNaN(at.getTime())) return undefined
  return { day: at.toISOString().slice(0, 10), hour: at.getUTCHours() }
}

/**
 * The end of the data the API has for a granularity, as a day 'YYYY-MM-DD' (Google's
 * `latestEndTime`: the end of the last complete period, exclusive), from Google's
 * `{freshnessInfo: {freshnesses: [{aggregationPeriod, latestEndTime}]}}`, a `freshnesses` list at the
 * top, or an ISO string (the body itself, `freshness` or `latestEndTime`); undefined when none is found.
 */
export function readFreshness(body: unknown, period: 'DAILY' | 'HOURLY'): string | undefined {
  const answer = jsonObject(body)
  if (!answer) return readTime(body)?.day
  const info = jsonObject(answer.freshnessInfo) ?? answer
  const list = Array.isArray(info.freshnesses) ? info.freshnesses : []
  const entry = list.map((item) => jsonObject(item)).find((item) => item?.aggregationPeriod === period)
  const time = entry?.latestEndTime ?? answer.freshness ?? answer.latestEndTime
  return readTime(time)?.day
}
