/**
 * The bootstrap capability (listing-bootstrap: true): today's listing text written into listing-dir
 * in the folder layout a release reads, so that a team starts from what is live. Nothing in the
 * store changes. Asked by the switch alone: app-id and listing-dir, which it needs too, do not make
 * the step a release then.
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'
import { BOOTSTRAP_INPUT, bootstrapAsked } from './mode.js'

export const bootstrap: Capability = {
  trigger: BOOTSTRAP_INPUT,
  switchedOn: bootstrapAsked,
  title: 'Amazon Appstore listing bootstrap',
  scope: SUBMISSION_SCOPE,
  read: async (inputs, _nowMs, _log, holdsSecret) => {
    const read = (await import('./inputs.js')).readBootstrapInputs(inputs)
    return { run: async (context) => (await import('./run.js')).runBootstrap(read, context, holdsSecret) }
  }
}
