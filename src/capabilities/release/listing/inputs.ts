/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `notes`/`notes-dir`, never both.
 */
import { InputError } from '../../../step/errors.js'
import type { Inputs } from '../../../step/inputs.js'
import { INPUT } from '../../edit/inputs.js'
import type { Notes } from './notes.js'
import { LISTING_INPUT, readListingFolder, type ListingFolder } from './folder.js'

export interface ListingInputs {
  folder: ListingFolder
  /** A locale of the folder that the edit has no listing of is added (else left out, named in one row). */
  addLocales: boolean
  /** listing-strict: anything left out fails, and so does a locale whose changelogs lag the release. */
  strict: boolean
  /** Some locale folder holds changelogs: the notes come from them. */
  hasChangelogs: boolean
  /** Whether a text holds a secret of the run (the token too, once issued): no such id goes into the record. */
  holdsSecret: (text: string) => boolean
}

export function readListingInputs(
  inputs: Inputs,
  notes: Notes | undefined,
  holdsSecret: (text: string) => boolean
): ListingInputs | undefined {
  const dir = inputs.text(LISTING_INPUT)
  const addLocales = inputs.boolean(INPUT.addLocales, false)
  const strict = inputs.boolean(INPUT.strict, false)
  if (dir === '') {
    if (addLocales) throw new InputError(INPUT.addLocales, "needs 'listing-dir': it adds the locales of that folder.")
    if (strict) throw new InputError(INPUT.strict, "needs 'listing-dir': it is about what that folder leaves out.")
    return undefined
  }
  // The folder is read where it really is: in the workspace (step/inputs.ts readable).
  const folder = readListingFolder(inputs.readable(LISTING_INPUT, dir, dir), {
    cwd: inputs.cwd,
    workspace: inputs.cwd,
    holdsSecret,
    strict
  })
  const withChangelogs = Object.values(folder.locales).filter(
    ({ changelogs }) => changelogs.fallback !== undefined || Object.keys(changelogs.byVersionCode).length > 0
  )
  if (notes && withChangelogs.length > 0) {
    throw new InputError(
      LISTING_INPUT,
      `holds release notes (${withChangelogs[0].folder}/changelogs/) and '${notes.from}' ` +
        'gives them too: give the notes in one place.'
    )
  }
  return { folder, addLocales, strict, hasChangelogs: withChangelogs.length > 0, holdsSecret }
}
