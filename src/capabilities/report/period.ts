/** Which report to download and for which month: the `report` and `report-period` inputs, and the path they make. */
import { InputError } from '../../step/errors.js'

export interface ReportPeriod {
  year: number
  /** 1 to 12. */
  month: number
}

/** A month as YYYY-MM, up to the current one (UTC): a later month can have no report yet. */
export function parseReportPeriod(text: string, nowMs: number): ReportPeriod {
  const match = /^(2\d{3})-(0[1-9]|1[0-2])$/.exec(text)
  if (!match) {
    throw new InputError(
      'report-period',
      `must be a month as YYYY-MM (year 2000 to 2999, month 01 to 12), e.g. 2026-01, got '${text}'.`
    )
  }
  const period = { year: Number(match[1]), month: Number(match[2]) }
  const now = new Date(nowMs)
  const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }
  if (period.year * 12 + period.month > current.year * 12 + current.month) {
    throw new InputError(
      'report-period',
      `is ${text}, after the current month (${formatPeriod(current)}): reports exist only for months that have begun.`
    )
  }
  return period
}

/** The calendar month before the one `nowMs` falls in, in UTC: reports are published for whole UTC months. */
export function previousMonth(nowMs: number): ReportPeriod {
  const now = new Date(nowMs)
  if (Number.isNaN(now.getTime())) throw new RangeError(`Not a valid time: ${nowMs}`)
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() // 0-based, so it already is the previous month counted from 1
  return month === 0 ? { year: year - 1, month: 12 } : { year, month }
}

export function formatPeriod(period: ReportPeriod): string {
  return `${period.year}-${twoDigits(period.month)}`
}

export function reportPath(type: string, period: ReportPeriod): string {
  return `/download/report/${encodeURIComponent(type)}/${period.year}/${twoDigits(period.month)}`
}

export function parseReportType(text: string): string {
  if (!/^[a-z][a-z0-9_-]*$/.test(text)) {
    throw new InputError(
      'report',
      "must be a lowercase report name such as 'sales', 'earnings' or 'subscription' " +
        `(a letter, then letters, digits, '-' or '_'), got '${text}'.`
    )
  }
  return text
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0')
}
