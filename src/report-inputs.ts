/** The inputs of a Reporting API download, checked before any request is sent. */
import { resolve } from 'node:path'
import { DEFAULT_API_BASE_URL, readBoolean, resolveApiUrl } from './api-inputs.js'
import type { GetInput } from './inputs.js'
import { parseReportPeriod, parseReportType, previousMonth, reportPath, type ReportPeriod } from './report-period.js'

export const REPORTING_SCOPE = 'adx_reporting::appstore:marketer'

export interface ReportInputs {
  type: string
  period: ReportPeriod
  /** The Reporting API's download endpoint for this report and month. */
  url: URL
  dir: string
  extract: boolean
}

export function readReportInputs(getInput: GetInput, cwd: string, nowMs: number): ReportInputs | undefined {
  const type = getInput('report').trim()
  if (type === '') return undefined
  const periodText = getInput('report-period').trim()
  const period = periodText === '' ? previousMonth(nowMs) : parseReportPeriod(periodText)
  return {
    type: parseReportType(type),
    period,
    url: resolveApiUrl(reportPath(type, period), getInput('api-base-url').trim() || DEFAULT_API_BASE_URL),
    dir: resolve(cwd, getInput('report-dir').trim() || 'appstore-reports'),
    extract: readBoolean(getInput, 'report-extract', true)
  }
}
