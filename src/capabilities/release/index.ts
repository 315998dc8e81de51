/**
 * The release capability (release/action.yml): APKs, the listing folder, release notes, the
 * publishing date and (when asked) the commit.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import { lazyJob, type Capability } from '../capability.js'

export const release: Capability = {
  title: 'Amazon Appstore release',
  scope: SUBMISSION_SCOPE,
  read: async (inputs, _nowMs, log, holdsSecret) => {
    const read = await (await import('./inputs.js')).readReleaseInputs(inputs, holdsSecret)
    if (read.reach.length > 0) (await import('./reach.js')).warnReach(read.reach, log)
    return lazyJob(import('./run.js'), (code, context) => code.runRelease(read, context))
  }
}
