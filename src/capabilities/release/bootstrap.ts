/**
 * listing-bootstrap: today's listing text written into listing-dir in the folder layout
 * (`<locale>/title.txt`, `short_description.txt`, `full_description.txt`, `feature_bullets.txt`,
 * `keywords.txt`), so that a team starts from what is live; nothing in the store changes. The text
 * is read from the open edit (any status: it is only read), or from an edit opened for the purpose
 * and deleted again, as a dry run does. Images are not downloaded: the API lists them by id only
 * and has no call that gives their bytes; their counts are reported. Release notes are per version
 * and are not written. Files are written only as regular files (a symbolic link is refused).
 */
import { lstatSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Failure, InputError, partsOf } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import type { Outcome, RunContext } from '../capability.js'
import { SubmissionApi } from '../../appstore/submission/index.js'
import { CONSOLE_URL } from '../edit/console.js'
import type { ReleaseInputs } from './inputs.js'
import { Journal } from '../edit/journal.js'
import { AMAZON_IMAGE_TYPES } from './listing/images.js'

export const BOOTSTRAP_INPUT = 'listing-bootstrap'

/** The folder to write, when listing-bootstrap is true; refused with anything that would change the store. */
export function readBootstrap(inputs: Inputs): { dir: string; root: string } | undefined {
  if (!inputs.boolean(BOOTSTRAP_INPUT, false)) return undefined
  const dir = inputs.text('listing-dir')
  if (dir === '') throw new InputError(BOOTSTRAP_INPUT, 'needs listing-dir: the folder to write the listing into.')
  const changes = [
    'release-files',
    'release-notes',
    'release-notes-dir',
    'release-publish-at',
    'release-submit',
    'release-dry-run'
  ].filter((name) => inputs.text(name) !== '' && inputs.text(name).toLowerCase() !== 'false')
  if (changes.length > 0) {
    throw new InputError(
      BOOTSTRAP_INPUT,
      `changes nothing in the store, so it cannot go with ${changes.join(', ')}: run it in a step of its own.`
    )
  }
  // Where the action writes: outputPath refuses a file in the way and the runner's own files.
  return { dir, root: inputs.outputPath('listing-dir', 'folder')! }
}

const FILES: [string, string, 'text' | 'lines'][] = [
  ['title', 'title.txt', 'text'],
  ['shortDescription', 'short_description.txt', 'text'],
  ['fullDescription', 'full_description.txt', 'text'],
  ['featureBullets', 'feature_bullets.txt', 'lines'],
  ['keywords', 'keywords.txt', 'lines']
]

export async function runBootstrap(release: ReleaseInputs, { session, log, clock }: RunContext): Promise<Outcome> {
  const target = release.bootstrap!
  const api = new SubmissionApi(session, release.appUrl)
  const journal = new Journal(log, clock)
  journal.row('Bootstrap', `${release.appId}: today's listing into ${target.dir}; nothing in the store changes`)
  let opened: string | undefined
  let failure: Failure | undefined
  let written = 0
  try {
    journal.begin('reading the open edit')
    const open = await api.edits.open()
    let edit = open?.id
    if (!edit) {
      journal.begin('opening an edit to read from')
      const created = await api.edits.create()
      if (created.kind === 'conflict') throw new Failure('an edit was opened meanwhile (HTTP 409): rerun the step.')
      edit = opened = created.value.id
      journal.finished('Edit', `${edit} opened to read the listing; it is deleted again`)
    } else journal.finished('Edit', `${edit} (${open?.status || 'status not given'}) read, not changed`)
    journal.begin("reading the edit's listings")
    for (const locale of await api.listings.locales(edit)) {
      journal.begin(`reading the ${locale} listing`)
      const { fields } = await api.listings.get(edit, locale)
      const folder = join(target.root, locale)
      mkdirSync(folder, { recursive: true })
      // A link planted in the folder would take the files elsewhere: only a real folder is written into.
      if (!lstatSync(folder).isDirectory()) {
        throw new Failure(
          `listing-dir holds ${locale}, which is no folder (a symbolic link?): nothing was written there.`
        )
      }
      const names: string[] = []
      for (const [field, file, kind] of FILES) {
        const value = fields[field]
        const text = kind === 'lines' ? listText(value) : typeof value === 'string' ? value : undefined
        if (text === undefined || (kind === 'text' && text.trim() === '')) continue
        writeSafely(join(folder, file), `${text.replace(/\r\n?/g, '\n').trimEnd()}\n`, `${locale}/${file}`)
        names.push(file)
        written++
      }
      const counts: string[] = []
      for (const type of AMAZON_IMAGE_TYPES) {
        const { images } = await api.images.list(edit, locale, type)
        if (images.length > 0) counts.push(`${images.length} ${type}`)
      }
      journal.finished(
        `Listing ${locale}`,
        `wrote ${names.join(', ') || 'nothing (no text)'}; images not downloaded (the API gives no image bytes): ` +
          `${counts.join(', ') || 'none'}`
      )
    }
  } catch (error) {
    if (!(error instanceof Failure)) throw error
    failure = new Failure([`Bootstrap failed while ${journal.stage.what}: `, ...error.parts], { cause: error })
  } finally {
    if (opened) {
      try {
        const edit = opened
        journal.begin(`deleting the edit ${edit}`)
        await api.edits.delete(edit, journal.log)
        journal.finished('Edit deleted', `${edit}: nothing is left behind`)
      } catch (error) {
        journal.row('Edit', `deleting ${opened} failed: delete it in the developer console (${CONSOLE_URL})`, 'warning')
        failure ??= new Failure([`Deleting the edit ${opened} failed: `, ...partsOf(error)], { cause: error })
      }
    }
  }
  return { outputs: { 'listing-files': String(written), 'listing-changed': 'false' }, rows: journal.rows, failure }
}

function listText(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined
  const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
  return items.length ? items.join('\n') : undefined
}

function writeSafely(path: string, text: string, name: string): void {
  let isLink = false
  try {
    isLink = !lstatSync(path).isFile()
  } catch {
    // Not there yet.
  }
  if (isLink) throw new Failure(`listing-dir holds ${name}, which is no regular file: it was not overwritten.`)
  writeFileSync(path, text, { mode: 0o644 })
}
