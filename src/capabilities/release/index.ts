/** The release capability: APKs, release notes and (when asked) the commit, asked for with `release-files`. */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'
import { readReleaseInputs } from './inputs.js'

export const release: Capability = {
  trigger: 'release-files',
  title: 'Amazon Appstore release',
  scope: SUBMISSION_SCOPE,
  read: async (inputs, _nowMs, log) => {
    const read = await readReleaseInputs(inputs, log)
    return { run: async (context) => (await import('./run.js')).runRelease(read, context) }
  }
}
