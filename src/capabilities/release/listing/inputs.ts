/**
 * The listing inputs of a release: `listing-dir` (the folder, read whole and checked here, before
 * any request) and `listing-add-locales`. Release notes have one source: the folder's
 * `<locale>/changelogs/` or `release-notes`/`release-notes-dir`, never both.
 */
import { InputError } from '../../../step/errors.js'
import type { Inputs } from '../../../step/inputs.js'
import { INPUT } from '../../edit/inputs.js'
import { notesProblem, type Notes } from './notes.js'
import { LISTING_INPUT, readListingFolder, type ListingFolder } from './folder.js'

export interface ListingInputs {
  folder: ListingFolder
  /** A locale of the folder that the edit has no listing of is added (else left out, with a warning). */
  addLocales: boolean
  /** Some locale folder holds changelogs: the notes come from them. */
  hasChangelogs: boolean
}

export function readListingInputs(
  inputs: Inputs,
  notes: Notes | undefined,
  holdsSecret: (text: string) => boolean
): ListingInputs | undefined {
  const dir = inputs.text(LISTING_INPUT)
  const addLocales = inputs.boolean(INPUT.addLocales, false)
  if (dir === '') {
    if (addLocales) throw new InputError(INPUT.addLocales, 'needs listing-dir: it adds the locales of that folder.')
    return undefined
  }
  // The folder is read where it really is: in the workspace (step/inputs.ts readable).
  const folder = readListingFolder(inputs.readable(LISTING_INPUT, dir, dir), { cwd: inputs.cwd })
  checkPublicText(folder, holdsSecret)
  const withChangelogs = Object.values(folder.locales).filter(
    ({ changelogs }) => changelogs.fallback !== undefined || Object.keys(changelogs.byVersionCode).length > 0
  )
  if (notes && withChangelogs.length > 0) {
    throw new InputError(
      LISTING_INPUT,
      `holds release notes (${withChangelogs[0].folder}/changelogs/) and ${notes.from === 'release-notes' ? 'release-notes' : 'release-notes-dir'} ` +
        'gives them too: give the notes in one place.'
    )
  }
  return { folder, addLocales, hasChangelogs: withChangelogs.length > 0 }
}

/**
 * The listing and its notes are public: no text may hold the client secret, and each changelog is
 * checked as release notes are (length, UTF-8, no NUL), before any request.
 */
function checkPublicText(folder: ListingFolder, holdsSecret: (text: string) => boolean): void {
  for (const { folder: name, text, changelogs } of Object.values(folder.locales)) {
    for (const [field, value] of Object.entries(text)) {
      if ([value].flat().some((line) => typeof line === 'string' && holdsSecret(line))) {
        throw new InputError(
          LISTING_INPUT,
          `holds the client secret in ${name} (${field}): a listing is public. Remove it, and rotate the secret.`
        )
      }
    }
    const notes = Object.entries(changelogs.byVersionCode).map(([code, note]) => [`${code}.txt`, note] as const)
    if (changelogs.fallback !== undefined) notes.push(['default.txt', changelogs.fallback])
    for (const [file, note] of notes) {
      const problem = notesProblem(note, holdsSecret)
      if (problem) throw new InputError(LISTING_INPUT, `holds '${name}/changelogs/${file}', which ${problem}`)
    }
  }
}
