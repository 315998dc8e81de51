/**
 * The release capability (release/action.yml): APKs, the listing folder, release notes, the
 * publishing date and (when asked) the commit.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'

export const release: Capability = {
  title: 'Amazon Appstore release',
  scope: SUBMISSION_SCOPE,
  read: async (inputs, _nowMs, _log, holdsSecret) => {
    const read = await (await import('./inputs.js')).readReleaseInputs(inputs, holdsSecret)
    return { run: async (context) => (await import('./run.js')).runRelease(read, context) }
  }
}
