/** The release capability: APKs, release notes and (when asked) the commit, asked for with `release-files`. */
import { SUBMISSION_SCOPE } from '../api/scopes.js'
import type { Capability } from '../capability.js'
import { readReleaseInputs, type ReleaseInputs } from './inputs.js'

export const release: Capability<ReleaseInputs> = {
  trigger: 'release-files',
  title: 'Amazon Appstore release',
  scope: SUBMISSION_SCOPE,
  read: (inputs) => readReleaseInputs(inputs),
  // The globs are expanded and the files checked before the token is requested.
  prepare: async (inputs) => ({
    ...inputs,
    files: await (await import('./files.js')).findApks(inputs.patterns, inputs.cwd)
  }),
  run: async (inputs, context) => (await import('./run.js')).runRelease(inputs, context)
}
