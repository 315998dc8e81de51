/** The report capability (report/action.yml): Reporting API downloads. */
import { REPORTING_SCOPE } from '../../appstore/scopes.js'
import { lazyJob, type Capability } from '../capability.js'

export const report: Capability = {
  title: 'Amazon Appstore report',
  scope: REPORTING_SCOPE,
  read: async (inputs, nowMs) => {
    const read = (await import('./inputs.js')).readReportInputs(inputs, nowMs)
    return lazyJob(import('./run.js'), (code, context) => code.runReport(read, context))
  }
}
