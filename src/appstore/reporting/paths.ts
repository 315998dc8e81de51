/**
 * Where the Reporting API keeps its reports: `/download/report/{type}/{YYYY}/{MM}` for a month,
 * `/download/report/{type}/{YYYY}` for a yearly report. Kept apart from the client (index.ts) so
 * that the step's inputs can place the reports' URL without loading the client.
 */

export interface ReportPeriod {
  year: number
  /** 1 to 12; none for a yearly report. */
  month?: number
}

/** The reports' resource under the API's base URL: the client builds each report's path under it. */
export const REPORTS_PATH = '/download/report'

/** 'YYYY-MM', or 'YYYY' for a yearly report. */
export function formatPeriod(period: ReportPeriod): string {
  return period.month === undefined ? String(period.year) : `${period.year}-${twoDigits(period.month)}`
}

/** A report's path under the reports' resource: `/{type}/{YYYY}/{MM}`, or `/{type}/{YYYY}` for a year. */
export function reportPath(type: string, period: ReportPeriod): string {
  const month = period.month === undefined ? '' : `/${twoDigits(period.month)}`
  return `/${encodeURIComponent(type)}/${period.year}${month}`
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0')
}
