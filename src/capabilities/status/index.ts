/**
 * The status capability (status/action.yml): what a build needs to number its APKs, read with GET
 * requests only: the live version's version codes and devices, the open edit, and the next version
 * code.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import { lazyJob, type Capability } from '../capability.js'

export const status: Capability = {
  title: 'Amazon Appstore release status',
  scope: SUBMISSION_SCOPE,
  read: async (inputs) => {
    const read = (await import('./inputs.js')).readStatusInputs(inputs)
    return lazyJob(import('./run.js'), (code, context) => code.runStatus(read, context))
  }
}
