/** The inputs of a Reporting API download, checked before any request is sent. */
import { DEFAULT_API_BASE_URL } from '../../appstore/endpoints.js'
import type { Inputs } from '../../step/inputs.js'
import { parseReportPeriod, parseReportType, previousMonth, reportPath, type ReportPeriod } from './period.js'

export interface ReportInputs {
  type: string
  period: ReportPeriod
  /** The Reporting API's download endpoint for this report and month. */
  url: URL
  dir: string
  extract: boolean
}

export function readReportInputs(inputs: Inputs, nowMs: number): ReportInputs {
  const type = parseReportType(inputs.text('report'))
  const periodText = inputs.text('report-period')
  const period = periodText === '' ? previousMonth(nowMs) : parseReportPeriod(periodText, nowMs)
  return {
    type,
    period,
    url: inputs.urlUnder('api-base-url', DEFAULT_API_BASE_URL, reportPath(type, period), 'report'),
    dir: inputs.outputPath('report-dir', 'folder', 'appstore-reports')!,
    extract: inputs.boolean('report-extract', true)
  }
}
