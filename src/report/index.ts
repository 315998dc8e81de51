/** The report capability: a Reporting API download, asked for with `report`. */
import { REPORTING_SCOPE } from '../api/scopes.js'
import type { Capability } from '../capability.js'
import { readReportInputs, type ReportInputs } from './inputs.js'

export const report: Capability<ReportInputs> = {
  trigger: 'report',
  title: 'Amazon Appstore report',
  scope: REPORTING_SCOPE,
  read: readReportInputs,
  run: async (inputs, context) => (await import('./run.js')).runReport(inputs, context)
}
