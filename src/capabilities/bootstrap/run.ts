/**
 * listing-bootstrap: today's listing text written into listing-dir in the folder layout
 * (`<locale>/title.txt`, `short_description.txt`, `full_description.txt`, `feature_bullets.txt`,
 * `keywords.txt`). The text is read from the open edit (any status: it is only read), or from an
 * edit opened for the purpose and deleted again whatever happens (capabilities/edit/temporary.ts,
 * as a dry run's). Images are not downloaded: the API lists them by id only and has no call that
 * gives their bytes; their counts are reported. Release notes are per version and are not written.
 * Files are written only as regular files inside real folders (a symbolic link is refused), and no
 * text that holds a secret of the run is written.
 */
import { lstatSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SubmissionApi } from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'
import { asFailure } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import { createEdit } from '../edit/create.js'
import { Journal } from '../edit/journal.js'
import { TemporaryEdit } from '../edit/temporary.js'
import { AMAZON_IMAGE_TYPES } from '../release/listing/images.js'
import type { BootstrapInputs } from './inputs.js'

const FILES: [string, string, 'text' | 'lines'][] = [
  ['title', 'title.txt', 'text'],
  ['shortDescription', 'short_description.txt', 'text'],
  ['fullDescription', 'full_description.txt', 'text'],
  ['featureBullets', 'feature_bullets.txt', 'lines'],
  ['keywords', 'keywords.txt', 'lines']
]

export async function runBootstrap(
  target: BootstrapInputs,
  { session, log, clock, signals }: RunContext,
  holdsSecret: (text: string) => boolean
): Promise<Outcome> {
  const api = new SubmissionApi(session, target.appUrl)
  const journal = new Journal(log, clock)
  journal.row('Bootstrap', `${target.appId}: today's listing into ${target.dir}; nothing in the store changes`)
  let opened: string | undefined
  const temporary = new TemporaryEdit(api, journal, signals, {
    label: 'Bootstrap',
    owner: 'the bootstrap',
    edit: () => opened
  })
  const written = { files: 0 }
  let failure: Failure | undefined
  try {
    let edit: string
    try {
      edit = await editToRead(api, journal, (id) => (opened = id))
    } finally {
      temporary.opened()
    }
    await writeListings(api, edit, target, journal, holdsSecret, written)
  } catch (error) {
    const why = asFailure(error, log)
    failure = new Failure([`Bootstrap failed while ${journal.stage.what}: `, ...why.parts], { cause: error })
  }
  failure = await temporary.finish(failure)
  return {
    outputs: { 'listing-files': String(written.files), 'listing-changed': 'false' },
    rows: journal.rows,
    failure
  }
}

/** The open edit (read, never changed), or one opened to read from: `own` hears of that one. */
async function editToRead(api: SubmissionApi, journal: Journal, own: (edit: string) => void): Promise<string> {
  journal.begin('reading the open edit')
  const open = await api.edits.open()
  if (open) {
    journal.finished('Edit', `${open.id} (${open.status || 'status not given'}) read, not changed`)
    return open.id
  }
  journal.begin('opening an edit to read from')
  const created = await createEdit(api, own)
  if (created.kind === 'conflict') throw new Failure('an edit was opened meanwhile (HTTP 409): rerun the step.')
  own(created.value.id)
  journal.finished('Edit', `${created.value.id} opened to read the listing; it is deleted again`)
  return created.value.id
}

async function writeListings(
  api: SubmissionApi,
  edit: string,
  target: BootstrapInputs,
  journal: Journal,
  holdsSecret: (text: string) => boolean,
  written: { files: number }
): Promise<void> {
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
      if (holdsSecret(text)) {
        throw new Failure(
          `the ${locale} listing's ${field} holds a secret of this run (the client secret): ${locale}/${file} was ` +
            'not written. Remove it from the listing in the developer console, and rotate the secret.'
        )
      }
      writeSafely(join(folder, file), `${text.replace(/\r\n?/g, '\n').trimEnd()}\n`, `${locale}/${file}`)
      names.push(file)
      written.files++
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
