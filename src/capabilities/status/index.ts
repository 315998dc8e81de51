/**
 * The status capability (release-status: true): what a build needs to number its APKs, read with
 * GET requests only: the live version's version codes, the open edit, and the next version code.
 * Asked by the switch alone: app-id, which it needs too, does not make the step a release then.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'
import { INPUT } from '../edit/inputs.js'

export const status: Capability = {
  trigger: INPUT.status,
  // Only true asks for it: then app-id, which it needs too, makes the step no release.
  switchedOn: (inputs) => inputs.boolean(INPUT.status, false),
  title: 'Amazon Appstore release status',
  scope: SUBMISSION_SCOPE,
  read: async (inputs) => {
    const read = (await import('./inputs.js')).readStatusInputs(inputs)
    return { run: async (context) => (await import('./run.js')).runStatus(read, context) }
  }
}
