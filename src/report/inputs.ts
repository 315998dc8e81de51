/** The inputs of a Reporting API download, checked before any request is sent. */
import { apiBaseUrl, resolveApiUrl } from '../api/base-url.js'
import type { Inputs } from '../inputs/read.js'
import { parseReportPeriod, parseReportType, previousMonth, reportPath, type ReportPeriod } from './period.js'

export interface ReportInputs {
  type: string
  period: ReportPeriod
  /** The Reporting API's download endpoint for this report and month. */
  url: URL
  dir: string
  extract: boolean
}

export function readReportInputs(inputs: Inputs, nowMs: number): ReportInputs | undefined {
  const text = inputs.text('report')
  if (text === '') return undefined
  const type = parseReportType(text)
  const periodText = inputs.text('report-period')
  const period = periodText === '' ? previousMonth(nowMs) : parseReportPeriod(periodText, nowMs)
  return {
    type,
    period,
    url: resolveApiUrl(reportPath(type, period), apiBaseUrl(inputs)),
    dir: inputs.outputPath('report-dir', 'folder', 'appstore-reports')!,
    extract: inputs.boolean('report-extract', true)
  }
}
