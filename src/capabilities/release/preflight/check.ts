/**
 * What the preflight action reads and checks: the release's content inputs (files, notes,
 * notes-dir, listing-dir, listing-strict, targeting), read by the release's own functions, so that
 * a check of the release is a check of the preflight as it is. What the release checks only
 * against the app's live APKs needs a request, and is not here.
 */
import { InputError } from '../../../step/errors.js'
import type { Inputs } from '../../../step/inputs.js'
import type { Log } from '../../../step/log.js'
import type { Row } from '../../../step/report.js'
import type { HoldsSecret, Outcome } from '../../capability.js'
import { INPUT } from '../../edit/inputs.js'
import { readTargeting } from '../choices.js'
import { readReleaseFiles } from '../inputs.js'
import { readListingInputs } from '../listing/inputs.js'
import { leftOutSection } from '../listing/summary.js'
import { readNotes } from '../listing/notes.js'
import { manifestOutputs, manifestSection } from '../manifests.js'
import { reachOutput, reachSection, warnReach } from '../reach.js'

export async function checkRelease(
  inputs: Inputs,
  log: Pick<Log, 'warning'>,
  holdsSecret: HoldsSecret
): Promise<Outcome> {
  const notes = readNotes(inputs, holdsSecret)
  const listing = readListingInputs(inputs, notes, holdsSecret)
  const targeting = readTargeting(inputs)
  const patterns = inputs.lines(INPUT.files)
  if (patterns.length === 0 && !notes && !listing) {
    throw new InputError(
      INPUT.files,
      "is empty, and so are 'notes', 'notes-dir' and 'listing-dir': give what the release step will be given, " +
        'so that the preflight checks it.'
    )
  }
  const { files, reach } = await readReleaseFiles(patterns, inputs, listing)
  warnReach(reach, log)
  const manifests = files.map((file) => file.manifest)
  const packages = [...new Set(manifests.map((manifest) => manifest.package))]
  const rows: Row[] = [
    ['Files', files.map((file) => file.name).join(', ') || 'none'],
    ['Notes', notes ? `from ${notes.from}` : listing?.hasChangelogs ? "the changelogs of 'listing-dir'" : 'none'],
    ['Listing', listing ? `${Object.keys(listing.folder.locales).length} locale(s), read and checked` : 'none'],
    ['Targeting', targeting.kind === 'like-existing' ? 'like-existing' : targeting.devices.join(', ')],
    ['Requests', 'none: no token was asked for; checks against the live app are the release step’s']
  ]
  const placed = Object.fromEntries(files.map((file) => [file.name, 'checked, not sent (preflight)']))
  return {
    outputs: {
      'version-codes': manifestOutputs(manifests)['version-codes'],
      package: packages.join('\n'),
      reach: reachOutput(reach)
    },
    rows,
    sections: [
      manifestSection(manifests, placed),
      reachSection(reach),
      listing && leftOutSection(listing.folder)
    ].filter((section) => section !== undefined)
  }
}
