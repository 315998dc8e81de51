/** The vitals capability (vitals/action.yml): app health from Amazon's Vitals API, and a gate on it. */
import { REPORTING_SCOPE } from '../../appstore/scopes.js'
import { lazyJob, type Capability } from '../capability.js'

export const vitals: Capability = {
  title: 'Amazon Appstore app health',
  scope: REPORTING_SCOPE,
  read: async (inputs) => {
    const read = (await import('./inputs.js')).readVitalsInputs(inputs)
    return lazyJob(import('./run.js'), (code, context) => code.runVitals(read, context))
  }
}
