/**
 * The listing-bootstrap action: today's listing text written into listing-dir in the folder layout a release
 * reads (layout.ts: its table and its format, so that a release after it changes nothing). The
 * text is read from the open edit (any status: it is only read), or from an edit opened for the
 * purpose and deleted again whatever happens (capabilities/edit/temporary.ts, as a dry run's).
 * Every listing is read first; then where each file goes is decided (place.ts, files.ts) and every
 * refusal raised (a secret of the run in a text, a link or a file in the way) before the first
 * file is written. A file that differs from the store is kept unless `overwrite` is
 * `true`. Images are not downloaded: the API lists them by id only and has no call that gives
 * their bytes; their counts are reported. Release notes are per version and are not written.
 */
import { SubmissionApi } from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'
import { asFailure } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import { createEdit, takenBy } from '../edit/create.js'
import { Journal } from '../edit/journal.js'
import { TemporaryEdit } from '../edit/temporary.js'
import { AMAZON_IMAGE_TYPES } from '../release/listing/image-rules.js'
import { planLocale, writePlanned, type Planned } from './files.js'
import type { BootstrapInputs } from './inputs.js'
import { folderNames, localeProblem } from './place.js'

interface Read {
  locale: string
  fields: Record<string, unknown>
  images: string
}

export async function runBootstrap(
  target: BootstrapInputs,
  { session, log, clock, signals }: RunContext,
  holdsSecret: (text: string) => boolean
): Promise<Outcome> {
  const api = new SubmissionApi(session, target.appUrl)
  const journal = new Journal(log, clock)
  journal.row('Bootstrap', `${target.appId}: today's listing into ${target.dir}; nothing in the store changes`)
  const reading = editToRead(api, journal)
  const opened = reading.then(
    (read) => (read.opened ? read.edit : undefined),
    (error: unknown) => takenBy(error)
  )
  const temporary = new TemporaryEdit(api, journal, signals, { label: 'Bootstrap', owner: 'the bootstrap' }, opened)
  let files = 0
  let failure: Failure | undefined
  try {
    const { edit } = await reading
    const listings = await readListings(api, edit, journal)
    journal.begin(`writing into ${target.dir}`)
    files = writeListings(target, listings, journal, holdsSecret)
  } catch (error) {
    const why = asFailure(error, log)
    failure = new Failure([`Bootstrap failed while ${journal.doing}: `, ...why.parts], { cause: error })
  }
  failure = await temporary.finish(failure)
  return {
    outputs: { 'listing-files': String(files) },
    rows: journal.rows,
    failure
  }
}

/** The open edit (read, never changed), or one opened to read from (`opened`: deleted again). */
async function editToRead(api: SubmissionApi, journal: Journal): Promise<{ edit: string; opened: boolean }> {
  journal.begin('reading the open edit')
  const open = await api.edits.open()
  if (open) {
    journal.finished('Edit', `${open.id} (${open.status || 'status not given'}) read, not changed`)
    return { edit: open.id, opened: false }
  }
  journal.begin('opening an edit to read from')
  const created = await createEdit(api)
  if (created.kind === 'conflict') throw new Failure('an edit was opened meanwhile (HTTP 409): rerun the step.')
  journal.finished('Edit', `${created.value.id} opened to read the listing; it is deleted again`)
  return { edit: created.value.id, opened: true }
}

/** Every listing of the edit, and its image counts; a language that cannot name a folder is refused first. */
async function readListings(api: SubmissionApi, edit: string, journal: Journal): Promise<Read[]> {
  journal.begin("reading the edit's listings")
  const locales = await api.listings.locales(edit)
  for (const locale of locales) {
    const problem = localeProblem(locale)
    if (problem) throw new Failure(problem)
  }
  const listings: Read[] = []
  for (const locale of locales) {
    journal.begin(`reading the ${locale} listing`)
    const { fields } = await api.listings.get(edit, locale)
    const counts: string[] = []
    for (const type of AMAZON_IMAGE_TYPES) {
      const { images } = await api.images.list(edit, locale, type)
      if (images.length > 0) counts.push(`${images.length} ${type}`)
    }
    listings.push({ locale, fields, images: counts.join(', ') || 'none' })
  }
  return listings
}

/** Plans every file, refuses before writing any, then writes the new ones (and, with overwrite, those that differ). */
function writeListings(
  target: BootstrapInputs,
  listings: readonly Read[],
  journal: Journal,
  holdsSecret: (text: string) => boolean
): number {
  const folders = folderNames(
    target.root,
    listings.map(({ locale }) => locale)
  )
  const plans = listings.map(({ locale, fields }) => planLocale(target.root, locale, folders.get(locale)!, fields))
  for (const file of plans.flat()) {
    if (holdsSecret(file.content)) {
      throw new Failure(
        `the ${file.locale} listing's ${file.field} holds a secret of this run (the client secret or a token): ` +
          `${file.shown} was not written, nor any other file. Remove it from the listing in the developer ` +
          'console, and rotate the secret.'
      )
    }
  }
  let count = 0
  listings.forEach(({ locale, images }, index) => {
    const plan = plans[index]
    for (const file of plan) {
      if (file.state === 'new' || (file.state === 'differs' && target.mode === 'overwrite')) {
        writePlanned(target.root, file)
        count++
      }
    }
    journal.row(
      `Listing ${locale}`,
      `${describe(plan, target.mode)}; images not downloaded (the API gives no image bytes): ${images}`
    )
  })
  summarize(plans.flat(), count, target, journal)
  return count
}

/** One row for the folder; a warning when a file was kept, as the next release would send it. */
function summarize(files: readonly Planned[], count: number, target: BootstrapInputs, journal: Journal): void {
  const same = files.filter((file) => file.state === 'same').length
  const kept = files.filter(
    (file) => file.state === 'unset' || (file.state === 'differs' && target.mode !== 'overwrite')
  ).length
  const text = `${count} written, ${same} unchanged, ${kept} kept (differs from the store)`
  if (kept === 0) journal.row('Files', text)
  else {
    journal.row(
      'Files',
      `${text}: a release from ${target.dir} sends what the kept files say ('overwrite: true' ` +
        'replaces those the store has other text for)',
      'warning'
    )
  }
}

/** The files of a locale by what became of them: written, unchanged, kept. */
function describe(plan: readonly Planned[], mode: BootstrapInputs['mode']): string {
  const names = (states: Planned['state'][]) =>
    plan
      .filter((file) => states.includes(file.state))
      .map((file) => file.shown)
      .join(', ')
  const parts = [
    ['written', names(mode === 'overwrite' ? ['new', 'differs'] : ['new'])],
    ['unchanged', names(['same'])],
    ['kept (differs from the store)', mode === 'overwrite' ? '' : names(['differs'])],
    ['kept (the store has no text)', names(['unset'])]
  ].filter(([, files]) => files !== '')
  return parts.map(([what, files]) => `${what}: ${files}`).join('; ') || 'no text in the store'
}
