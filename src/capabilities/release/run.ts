/**
 * A release in one step: the open edit (reused, replaced, or opened), the APKs replaced in place
 * and any extra ones uploaded, the release notes set on every listing, then validated and committed
 * when asked, left open as a draft otherwise, or (a dry run) deleted again.
 *
 * Every error, whatever it is, ends here as the release's failure: the stage it happened in, what
 * the API or the check said, what to do, and what is true of the edit now. When a failure leaves it
 * unclear what the server did (an answer lost, unreadable or refused with a 5xx), the edit is read
 * afresh and the message says what that read found (still open, committed, gone), never a guess.
 * A dry run deletes its edit whatever happens, also when the run is cancelled (SIGINT, SIGTERM).
 */
import { ApiFailure } from '../../appstore/errors.js'
import { RequestFailed } from '../../net/exchange.js'
import { isTransientStatus, type Clock } from '../../net/retry.js'
import { Failure, messageOf, partsOf, type Part } from '../../step/errors.js'
import type { Log } from '../../step/log.js'
import type { Outcome, RunContext, Signals } from '../capability.js'
import { putApks } from './apks.js'
import { afreshOnce, EditApi, IN_PROGRESS, isGone, type Apk, type OpenEdit } from './edit.js'
import { CONSOLE_URL, hintFor } from './hints.js'
import type { ReleaseInputs } from './inputs.js'
import { setPublishingDate } from './availability.js'
import { applyImages } from './images.js'
import { Journal } from './journal.js'
import { goesLarge, uploadLarge } from './large-upload.js'
import { applyListings } from './listing/apply.js'
import { leftOutSection } from './listing/summary.js'
import { setNotes } from './listings.js'
import { checkTargeting, targetNewApks } from './targeting.js'

interface State {
  /** The edit this run works on, once it has one. */
  edit?: string
  apks: Apk[]
  submitted: boolean
  listingChanged: boolean
}

export async function runRelease(
  release: ReleaseInputs,
  { session, log, clock, signals }: RunContext
): Promise<Outcome> {
  const api = new EditApi(session, release.appUrl)
  const journal = new Journal(log, clock)
  const state: State = { apks: [], submitted: false, listingChanged: false }
  const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft'
  const files = release.files.map((file) => file.name).join(', ') || 'no APK'
  journal.row('Release', `${release.appId}, ${mode}: ${files}`)
  const dryRun = release.dryRun ? new DryRunEdit(api, journal, state, signals) : undefined
  let failure: Failure | undefined
  try {
    await stages(api, release, journal, state, dryRun, clock)
  } catch (error) {
    failure = await failed(error, api, journal, release, state)
  }
  if (dryRun) failure = await dryRun.finish(failure)
  journal.row('Developer console', CONSOLE_URL, 'none')
  return {
    outputs: {
      'edit-id': state.edit ?? '',
      'apk-ids': state.apks.map((apk) => apk.id).join('\n'),
      'version-codes': state.apks.map((apk) => apk.versionCode).join('\n'),
      'release-submitted': String(state.submitted),
      'listing-changed': String(state.listingChanged)
    },
    rows: journal.rows,
    sections: release.listing ? [leftOutSection(release.listing.folder) ?? ''].filter(Boolean) : undefined,
    failure
  }
}

async function stages(
  api: EditApi,
  release: ReleaseInputs,
  journal: Journal,
  state: State,
  dryRun: DryRunEdit | undefined,
  clock: Clock
): Promise<void> {
  let edit: string
  try {
    edit = await openEdit(api, release, journal, state)
  } finally {
    dryRun?.opened()
  }
  if (release.files.length > 0) {
    await putApks(api, edit, release.files, journal, state.apks, (file) =>
      goesLarge(release.largeUpload, file) ? uploadLarge(api, edit, file, clock, journal) : api.uploadApk(edit, file)
    )
    await targetNewApks(api, edit, release.targeting, state.apks, journal)
  } else journal.row('APKs', "no release-files: the edit's APKs are left as they are")
  if (release.listing) {
    const versionCodes = release.listing.hasChangelogs ? await versionCodesOf(api, edit, journal) : []
    const { changed, languages } = await applyListings(api, edit, { ...release, versionCodes }, journal)
    const images = await applyImages(api, edit, release.listing, languages, journal, !release.dryRun)
    state.listingChanged = changed || images
  } else if (release.notes) await setNotes(api, edit, release.notes, journal)
  else journal.row('Notes', 'not given: the listings are left as they were')
  if (release.publishAt) await setPublishingDate(api, edit, release.publishAt, journal)
  if (release.submit || release.dryRun) {
    await checkTargeting(api, edit, journal)
    journal.begin('validating')
    await api.validate(edit)
    journal.finished('Validated', 'the API found nothing that keeps the edit from review')
  }
  if (release.submit) {
    journal.begin('committing')
    await api.commit(edit, await api.editEtag(edit))
    state.submitted = true
    journal.finished('Committed', `edit ${edit} is submitted for review`)
  } else if (!release.dryRun) {
    journal.row('Left open', `edit ${edit} is a draft: submit it in the developer console, or with release-submit`)
  }
}

/** The version codes of the edit's APKs as they are now (after the upload), for the changelogs. */
async function versionCodesOf(api: EditApi, edit: string, journal: Journal): Promise<string[]> {
  journal.begin("reading the edit's APKs for their version codes")
  return (await api.apks(edit)).map((apk) => apk.versionCode).filter((code) => code !== '')
}

/** Only release-submit: the run commits the draft an earlier run left open, and changes nothing. */
const commitsDraftOnly = (release: ReleaseInputs): boolean =>
  release.submit && release.files.length === 0 && !release.listing && !release.notes && !release.publishAt

const isInProgress = (edit: OpenEdit): boolean => edit.status.toUpperCase() === IN_PROGRESS

/**
 * Finds the edit to work on, as release-open-edit says; a 409 on opening one means another
 * appeared. Only an edit IN_PROGRESS is touched, and 'replace' deletes only the edit it found first.
 */
function openEdit(api: EditApi, release: ReleaseInputs, journal: Journal, state: State): Promise<string> {
  journal.begin('opening the edit')
  let found: string | undefined
  return afreshOnce(
    async (round) => {
      const open = await api.openEdit()
      if (round === 1) found = open?.id
      if (commitsDraftOnly(release)) return (state.edit = draftToCommit(open, journal))
      if (open) {
        const status = open.status ? ` (${open.status})` : ''
        if (!isInProgress(open)) {
          throw new Failure(
            `edit ${open.id}${status} is open, but not ${IN_PROGRESS}: it is under review or being published, and ` +
              'a release never touches it. Wait until the review is over, or withdraw the version in the developer ' +
              'console, then run the step again.'
          )
        }
        if (release.dryRun) {
          throw new Failure(
            `edit ${open.id}${status} is open, and a dry run needs none: it opens its own edit and deletes it, ` +
              "leaving nothing behind and no one's draft changed. Finish or delete that edit, then run again."
          )
        }
        if (release.openEdit === 'fail') {
          throw new Failure(
            `edit ${open.id}${status} is already open and release-open-edit is 'fail'. Finish or delete it in the ` +
              "developer console, or set release-open-edit to 'reuse' (work on it) or 'replace' (delete it first)."
          )
        }
        if (release.openEdit === 'reuse') {
          journal.finished('Edit', `${open.id}${status} reused: it was open already`)
          return (state.edit = open.id)
        }
        if (open.id !== found) {
          throw new Failure(
            `edit ${open.id}${status} was opened after the step began (it found ${found ? `edit ${found}` : 'none'} ` +
              "then): release-open-edit 'replace' deletes only the edit it found, never one that another run or " +
              'someone in the developer console opened since. Rerun the step once they are done.'
          )
        }
        await api.deleteEdit(open.id, journal.log)
        journal.finished('Edit deleted', `${open.id}${status}, as release-open-edit is 'replace'`)
        journal.begin('opening the edit')
      }
      const created = await createEdit(api, state)
      if (created === 'conflict') return 'stale'
      journal.finished('Edit', `${created.id} opened`)
      return (state.edit = created.id)
    },
    {
      stale: 'Another edit was opened meanwhile (HTTP 409): reading it again',
      twice:
        'POST /edits answered 409 (an edit is already open) twice, each time after no open edit was found: ' +
        'another run or someone in the developer console keeps opening edits. Rerun the step.'
    },
    journal.log
  )
}

/** The open draft that release-submit alone commits: it must be there, and in progress. */
function draftToCommit(open: OpenEdit | undefined, journal: Journal): string {
  if (!open) {
    throw new Failure(
      'no edit is open, and only release-submit was given, which commits the draft an earlier run left open: ' +
        'there is nothing to submit. Give release-files, listing-dir or release notes to make a release.'
    )
  }
  if (!isInProgress(open)) {
    throw new Failure(
      `edit ${open.id} is ${open.status || 'without a status'}, not ${IN_PROGRESS}: it was submitted already, so ` +
        'there is no draft to submit. Wait for the review, or withdraw it in the developer console.'
    )
  }
  journal.finished('Edit', `${open.id} (${open.status}): the open draft, to be submitted`)
  return open.id
}

/** A refusal the API answered clearly: it did nothing. Anything else may have done something unseen. */
function unclear(error: unknown): boolean {
  return !(error instanceof ApiFailure) || isTransientStatus(error.status)
}

/**
 * POST /edits; when its answer is unclear (lost, unreadable, a 5xx), the edit it may have opened is
 * looked for: the edit open now is taken as this run's, so that a failure names it and a dry run
 * deletes it.
 */
async function createEdit(api: EditApi, state: State): Promise<OpenEdit | 'conflict'> {
  try {
    return await api.createEdit()
  } catch (error) {
    if (!unclear(error)) throw error
    let found: Part[]
    try {
      const open = await api.openEdit()
      if (open && isInProgress(open)) {
        state.edit = open.id
        found = [`\nRead afresh, edit ${open.id} is open now: it is taken as the edit this POST opened.`]
      } else found = ['\nRead afresh, no edit is open: the POST opened none.']
    } catch (again) {
      found = ['\nWhether it opened an edit could not be read (', ...partsOf(again), ').']
    }
    throw new Failure([...partsOf(error), ...found], { cause: error })
  }
}

/** What is true of the edit, read afresh after a failure. */
type Found = { is: 'open' } | { is: 'gone' } | { is: 'closed'; status: string } | { is: 'unknown'; why: Part[] }

async function readAfresh(api: EditApi, edit: string): Promise<Found> {
  try {
    const now = await api.edit(edit)
    if (isInProgress(now)) return { is: 'open' }
    if (now.status.toUpperCase() === 'DELETED') return { is: 'gone' }
    return { is: 'closed', status: now.status || 'without a status' }
  } catch (error) {
    if (isGone(error)) return { is: 'gone' }
    return { is: 'unknown', why: [...partsOf(error)] }
  }
}

/**
 * Any error as the release's failure: a Failure as it is; a system error (a file gone) by its
 * message; anything else (a bug) by its name and message, asking for a report, its stack at debug.
 */
function asFailure(error: unknown, log: Log): Failure {
  if (error instanceof Failure) return error
  const stack = (error as { stack?: unknown } | null)?.stack
  if (typeof stack === 'string') log.debug(stack)
  if (typeof (error as { code?: unknown } | null)?.code === 'string')
    return new Failure(messageOf(error), { cause: error })
  const name = (error as { name?: unknown } | null)?.name
  return new Failure(
    `${typeof name === 'string' ? `${name}: ` : ''}${messageOf(error)} (an unexpected error of the action: please ` +
      'report it, with this log)',
    { cause: error }
  )
}

/**
 * The failure of the stage under way, with a hint, and what is true of the edit now; undefined when
 * a commit whose answer was unclear turns out, read afresh, to have gone through.
 */
async function failed(
  error: unknown,
  api: EditApi,
  journal: Journal,
  release: ReleaseInputs,
  state: State
): Promise<Failure | undefined> {
  const { what, once } = journal.stage
  const failure = asFailure(error, journal.log)
  const found = state.edit && !release.dryRun ? await readAfresh(api, state.edit) : undefined
  const committing = what === 'committing' && unclear(error)
  if (committing && found?.is === 'closed') {
    state.submitted = true
    journal.row(
      'Committed',
      `edit ${state.edit} is ${found.status}, read afresh: it was committed and is submitted for review, although ` +
        `the commit's answer was not clear (${failure.render((text) => text)})`,
      'warning'
    )
    return undefined
  }
  const parts: Part[] = [`Release failed while ${what}: `, ...failure.parts]
  const hint = error instanceof ApiFailure ? hintFor(error) : undefined
  if (hint) parts.push(`\nHint: ${hint}`)
  const unanswered = error instanceof RequestFailed || (error instanceof ApiFailure && isTransientStatus(error.status))
  if (once && unanswered) parts.push('\nIt was not repeated, as it may have reached the server.')
  journal.row('Failed', `while ${what}`, 'none')
  if (state.edit && found) parts.push('\n', ...edited(state.edit, found, committing, release, journal))
  return new Failure(parts, { cause: error })
}

/** What the failure says of the edit, as it was read afresh: never "left open" unless it is. */
function edited(edit: string, found: Found, committing: boolean, release: ReleaseInputs, journal: Journal): Part[] {
  switch (found.is) {
    case 'open':
      journal.row('Left open', `edit ${edit}, for inspection`, 'none')
      return [
        committing ? `Read afresh, edit ${edit} is still ${IN_PROGRESS}: the commit did not go through. ` : '',
        `Edit ${edit} is left open for inspection in the developer console (${CONSOLE_URL}); ${rerun(release)}`
      ]
    case 'gone':
      journal.row('Edit', `${edit} no longer exists`, 'none')
      return [
        committing
          ? `Read afresh, edit ${edit} is not found: it was committed (and the API lists it no more) or deleted. `
          : `Edit ${edit} no longer exists: it was deleted while the step worked on it (in the developer console, ` +
            'or by another run). ',
        `Nothing is left open; see the developer console (${CONSOLE_URL}). A rerun opens a new edit.`
      ]
    case 'closed':
      journal.row('Edit', `${edit} is ${found.status}`, 'none')
      return [
        `Edit ${edit} is ${found.status} now, no longer open for changes: it was committed meanwhile (in the ` +
          `developer console, or by another run). See the developer console (${CONSOLE_URL}) before rerunning.`
      ]
    case 'unknown':
      return [
        `What became of edit ${edit} could not be read (`,
        ...found.why,
        `): see the developer console (${CONSOLE_URL}) before rerunning.`
      ]
  }
}

function rerun(release: ReleaseInputs): string {
  if (release.openEdit === 'reuse') return 'a rerun of the step reuses it and replaces its APKs again.'
  if (release.openEdit === 'replace') return 'a rerun of the step deletes it and starts afresh.'
  return "a rerun stops at it while release-open-edit is 'fail': delete it first, or rerun with 'reuse'."
}

/**
 * The dry run's edit, deleted once whatever happens: at the end of the run, after a failure too, or
 * when the run is cancelled (SIGINT, SIGTERM), before it exits. A signal that comes while the edit is
 * being opened waits until its id is known.
 */
class DryRunEdit {
  private deletion?: Promise<{ done: 'deleted' | 'gone' } | { error: unknown }>
  private settle!: () => void
  private readonly settled = new Promise<void>((resolve) => (this.settle = resolve))
  private readonly listeners = (['SIGINT', 'SIGTERM'] as const).map(
    (signal) => [signal, () => this.cancelled(signal)] as const
  )

  constructor(
    private readonly api: EditApi,
    private readonly journal: Journal,
    private readonly state: State,
    private readonly signals: Signals
  ) {
    for (const [signal, listener] of this.listeners) signals.on(signal, listener)
  }

  /** The edit is open (state.edit), or opening it failed. */
  opened(): void {
    this.settle()
  }

  private cancelled(signal: 'SIGINT' | 'SIGTERM'): void {
    this.journal.log.warning(`${signal}: the run is cancelled; the dry run deletes its edit before it exits`)
    void this.settled
      .then(() => this.delete())
      .then((result) => {
        const edit = this.state.edit
        if (!edit) this.journal.log.info('Dry run: no edit was opened, so none is left behind')
        else if ('done' in result) this.journal.log.info(`Dry run: edit ${edit} ${result.done}: nothing is left behind`)
        else {
          this.journal.log.warning(
            new Failure([
              `Dry run: deleting edit ${edit} failed (`,
              ...partsOf(result.error),
              `): delete it in the developer console (${CONSOLE_URL}).`
            ])
          )
        }
        this.signals.exit(signal === 'SIGINT' ? 130 : 143)
      })
  }

  private delete(): Promise<{ done: 'deleted' | 'gone' } | { error: unknown }> {
    const edit = this.state.edit
    this.deletion ??= edit
      ? this.api.deleteEdit(edit, this.journal.log).then(
          (done) => ({ done }),
          (error: unknown) => ({ error })
        )
      : Promise.resolve({ done: 'gone' as const })
    return this.deletion
  }

  /** At the end of the run: the edit deleted, and a failure to delete it added to the step's failure. */
  async finish(failure: Failure | undefined): Promise<Failure | undefined> {
    for (const [signal, listener] of this.listeners) this.signals.removeListener(signal, listener)
    const edit = this.state.edit
    if (!edit) return failure
    this.journal.begin(`deleting the dry run's edit ${edit}`)
    const result = await this.delete()
    if ('done' in result) {
      const done = result.done === 'deleted' ? 'deleted' : 'already deleted (not by this run)'
      this.journal.finished('Dry run', `edit ${edit} ${done}: nothing is left behind`)
      return (
        failure &&
        new Failure([...failure.parts, `\nThe dry run's edit ${edit} was ${done}: nothing is left behind.`], {
          cause: failure
        })
      )
    }
    this.journal.row('Dry run', `deleting edit ${edit} failed: delete it in the developer console`, 'warning')
    const problem = [
      `Deleting the dry run's edit ${edit} failed (`,
      ...partsOf(result.error),
      `): delete it in the developer console (${CONSOLE_URL}).`
    ]
    return new Failure(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? result.error })
  }
}
