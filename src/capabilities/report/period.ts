/**
 * Which reports to download and for which months: the `types` and `period` inputs. A step takes
 * several types and a range of months (the syntax of the reusable workflow), or a year for the
 * yearly reports.
 */
import { formatPeriod, type ReportPeriod } from '../../appstore/reporting/paths.js'
import { InputError } from '../../step/errors.js'
import { closest } from '../../step/typos.js'

/** A monthly period. */
export type ReportMonth = Required<ReportPeriod>

/** At most this many downloads in one step (types × months), as the reusable workflow allows. */
export const MAX_REPORTS = 256

/** A month as YYYY-MM, up to the current one (UTC): a later month can have no report yet. */
export function parseReportPeriod(text: string, nowMs: number): ReportMonth {
  const match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(text)
  if (!match) throw periodError(text)
  const period = { year: Number(match[1]), month: Number(match[2]) }
  const now = new Date(nowMs)
  const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }
  if (period.year * 12 + period.month > current.year * 12 + current.month) {
    throw new InputError(
      'period',
      `is ${text}, after the current month (${formatPeriod(current)}): reports exist only for months that have begun.`
    )
  }
  return period
}

/** The calendar month before the one `nowMs` falls in, in UTC: reports are published for whole UTC months. */
export function previousMonth(nowMs: number): ReportMonth {
  const now = new Date(nowMs)
  if (Number.isNaN(now.getTime())) throw new RangeError(`Not a valid time: ${nowMs}`)
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() // 0-based, so it already is the previous month counted from 1
  return month === 0 ? { year: year - 1, month: 12 } : { year, month }
}

/**
 * The `period` input: empty (the previous calendar month, UTC), a month `YYYY-MM`, a range
 * of months `YYYY-MM..YYYY-MM` (both included, spaces allowed around '..'), or a year `YYYY` for
 * the yearly report. `label` is the period as the `period` output gives it back.
 */
export function parseReportPeriods(text: string, nowMs: number): { periods: ReportPeriod[]; label: string } {
  if (text === '') {
    const month = previousMonth(nowMs)
    return { periods: [month], label: formatPeriod(month) }
  }
  if (/^\d{4}$/.test(text)) {
    const year = Number(text)
    const current = new Date(nowMs).getUTCFullYear()
    if (year < 2000 || year > current) {
      throw new InputError('period', `is the year ${text}; a year from 2000 to ${current} is expected.`)
    }
    return { periods: [{ year }], label: text }
  }
  const range = /^(\S+)\s*\.\.\s*(\S+)$/.exec(text)
  if (!range) return { periods: [parseReportPeriod(text, nowMs)], label: text }
  const [first, last] = [range[1], range[2]].map((end) => parseRangeEnd(end, text, nowMs))
  const [from, to] = [index(first), index(last)]
  if (from > to) throw new InputError('period', `is the range '${text}', which ends before it starts.`)
  const periods: ReportMonth[] = []
  for (let i = from; i <= to; i++) periods.push({ year: Math.floor(i / 12), month: (i % 12) + 1 })
  return { periods, label: `${formatPeriod(first)}..${formatPeriod(last)}` }
}

function parseRangeEnd(end: string, text: string, nowMs: number): ReportMonth {
  if (!/^\d{4}-\d{2}$/.test(end)) throw periodError(text)
  return parseReportPeriod(end, nowMs)
}

function periodError(text: string): InputError {
  return new InputError(
    'period',
    'must be a month as YYYY-MM (year 2000 to 2999, month 01 to 12) such as 2026-01, a range of months ' +
      `such as 2026-01..2026-06, or a year such as 2025, got '${text}'.`
  )
}

const index = (period: ReportMonth): number => period.year * 12 + period.month - 1

/**
 * The `types` input: one or more types, separated by commas, spaces or new lines (a JSON list
 * such as `["sales", "earnings"]` reads the same), each checked, duplicates dropped.
 */
export function parseReportTypes(text: string): string[] {
  const words = text
    .replace(/[[\]"]/g, ' ')
    .split(/[\s,]+/)
    .filter((word) => word !== '')
  if (words.length === 0) parseReportType(text)
  return [...new Set(words.map(parseReportType))]
}

/** The report types named in Amazon's docs and seen answered (the API may know others). */
export const REPORT_TYPES = ['sales', 'earnings', 'subscription', 'subscriptions_overview']

/** For an API's refusal of a type this action does not know: the known ones, and the likely typo; '' for a known type. */
export function unknownTypeNote(type: string): string {
  if (REPORT_TYPES.includes(type)) return ''
  const typo = closest(type, REPORT_TYPES)
  return (
    ` ('${type}' is not a report type this action knows: ${REPORT_TYPES.join(', ')}` +
    `${typo ? `; did you mean '${typo}'?` : ''})`
  )
}

export function parseReportType(text: string): string {
  if (!/^[a-z][a-z0-9_-]*$/.test(text)) {
    throw new InputError(
      'types',
      "must be a lowercase report name such as 'sales', 'earnings' or 'subscription' " +
        `(a letter, then letters, digits, '-' or '_'), got '${text}'.`
    )
  }
  return text
}
