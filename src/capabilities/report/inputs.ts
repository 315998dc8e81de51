/** The inputs of Reporting API downloads, checked before any request is sent. */
import { DEFAULT_API_BASE_URL } from '../../appstore/endpoints.js'
import { REPORTS_PATH, type ReportPeriod } from '../../appstore/reporting/paths.js'
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { MAX_REPORTS, parseReportPeriods, parseReportTypes } from './period.js'

/** One report to download: a type for a month (or a year). */
export interface ReportTarget {
  type: string
  period: ReportPeriod
}

export interface ReportInputs {
  /** Month by month, and within a month in the order the types were given. */
  reports: ReportTarget[]
  /** The period as the `period` output gives it back: 2026-10, 2026-01..2026-06 or 2025. */
  periodLabel: string
  /** The Reporting API's reports, under `api-base-url`: the client places each report under it. */
  reportsUrl: URL
  dir: string
  extract: boolean
  /** How many reports are downloaded at the same time. */
  parallel: number
}

export const DEFAULT_PARALLEL = 3

export function readReportInputs(inputs: Inputs, nowMs: number): ReportInputs {
  const types = parseReportTypes(inputs.text('types'))
  const { periods, label } = parseReportPeriods(inputs.text('period'), nowMs)
  const count = types.length * periods.length
  if (count > MAX_REPORTS) {
    throw new InputError(
      'period',
      `and 'types' ask for ${count} downloads (${types.length} types × ${periods.length} months); ` +
        `a step makes at most ${MAX_REPORTS}: split the range.`
    )
  }
  return {
    reports: periods.flatMap((period) => types.map((type) => ({ type, period }))),
    periodLabel: label,
    reportsUrl: inputs.urlUnder('api-base-url', DEFAULT_API_BASE_URL, REPORTS_PATH, 'api-base-url'),
    dir: inputs.outputPath('dir', 'folder', 'appstore-reports')!,
    extract: inputs.boolean('extract', true),
    parallel: inputs.integer('parallel', DEFAULT_PARALLEL, 1, 10)
  }
}
