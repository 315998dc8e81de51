/** The report capability: a Reporting API download, asked for with `report`. */
import { REPORTING_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'

export const report: Capability = {
  trigger: 'report',
  title: 'Amazon Appstore report',
  scope: REPORTING_SCOPE,
  read: async (inputs, nowMs) => {
    const read = (await import('./inputs.js')).readReportInputs(inputs, nowMs)
    return { run: async (context) => (await import('./run.js')).runReport(read, context) }
  }
}
