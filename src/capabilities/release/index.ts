/**
 * The release capability: APKs, the listing folder, release notes, the publishing date and (when
 * asked) the commit. Asked for with `app-id`, or with any of the things a release does (so that an
 * empty `app-id` is reported as required rather than ignored).
 */
import { SUBMISSION_SCOPE } from '../../appstore/scopes.js'
import type { Capability } from '../capability.js'
import { INPUT } from '../edit/inputs.js'

export const release: Capability = {
  trigger: INPUT.appId,
  alsoAskedBy: [INPUT.files, INPUT.listingDir, INPUT.notes, INPUT.notesDir, INPUT.publishAt],
  title: 'Amazon Appstore release',
  scope: SUBMISSION_SCOPE,
  read: async (inputs, _nowMs, log, holdsSecret) => {
    const read = await (await import('./inputs.js')).readReleaseInputs(inputs, log, holdsSecret)
    return { run: async (context) => (await import('./run.js')).runRelease(read, context) }
  }
}
