/**
 * The bootstrap capability (listing-bootstrap/action.yml): today's listing text written into
 * listing-dir in the folder layout a release reads, so that a team starts from what is live.
 * Nothing in the store changes.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import { lazyJob, type Capability } from '../capability.js'

export const bootstrap: Capability = {
  title: 'Amazon Appstore listing bootstrap',
  scope: SUBMISSION_SCOPE,
  read: async (inputs, _nowMs, _log, holdsSecret) => {
    const read = (await import('./inputs.js')).readBootstrapInputs(inputs)
    return lazyJob(import('./run.js'), (code, context) => code.runBootstrap(read, context, holdsSecret))
  }
}
