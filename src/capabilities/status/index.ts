/**
 * The status capability (release-status: true): what a build needs to number its APKs, read with
 * GET requests only: the live version's version codes, the open edit, and the next version code.
 * Asked by the switch alone: app-id, which it needs too, does not make the step a release then.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'
import { readStatusInputs, STATUS_INPUT, statusAsked } from './inputs.js'

export const status: Capability = {
  trigger: STATUS_INPUT,
  switchedOn: statusAsked,
  title: 'Amazon Appstore release status',
  scope: SUBMISSION_SCOPE,
  read: (inputs) => {
    const read = readStatusInputs(inputs)
    return { run: async (context) => (await import('./run.js')).runStatus(read, context) }
  }
}
