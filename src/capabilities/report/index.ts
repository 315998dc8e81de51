/** The report capability: a Reporting API download, asked for with `report`. */
import { REPORTING_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'
import { readReportInputs } from './inputs.js'

export const report: Capability = {
  trigger: 'report',
  title: 'Amazon Appstore report',
  scope: REPORTING_SCOPE,
  read: (inputs, nowMs) => {
    const read = readReportInputs(inputs, nowMs)
    return { run: async (context) => (await import('./run.js')).runReport(read, context) }
  }
}
