/** What a report run made of each report: read by the run's outputs and by the job summary's pictures. */
import type { ReportTarget } from './inputs.js'

export interface ReportFile {
  path: string
  bytes: number
}

/** What became of one report: `missing` is a month without data (no failure); `skipped` was not tried, after a failure. */
export interface ReportResult {
  target: ReportTarget
  status: 'found' | 'missing' | 'failed' | 'skipped'
  /** The CSV when extracted (the first file otherwise), else the zip; '' when not found. */
  file: string
  files: ReportFile[]
}
