/**
 * A release in one step: the open edit (reused, replaced, or opened), the APKs replaced in place
 * and any extra ones uploaded, the release notes set on every listing, then validated and committed
 * when asked, left open as a draft otherwise, or (a dry run) deleted again. A failure says which
 * stage failed, what the API said and what to do, and leaves the edit open for inspection; a rerun
 * reuses it and converges. A dry run deletes its edit whatever happens.
 */
import { ApiFailure } from '../../appstore/errors.js'
import { isTransientStatus } from '../../net/retry.js'
import { Failure, partsOf, type Part } from '../../step/errors.js'
import type { Outcome, RunContext } from '../capability.js'
import { putApks } from './apks.js'
import { afreshOnce, EditApi, type Apk } from './edit.js'
import { CONSOLE_URL, hintFor } from './hints.js'
import type { ReleaseInputs } from './inputs.js'
import { setPublishingDate } from './availability.js'
import { applyImages } from './images.js'
import { Journal } from './journal.js'
import { goesLarge, uploadLarge } from './large-upload.js'
import { applyListings } from './listing/apply.js'
import { setNotes } from './listings.js'
import { checkTargeting, targetNewApks } from './targeting.js'

interface State {
  /** The edit this run works on, once it has one. */
  edit?: string
  apks: Apk[]
  submitted: boolean
  listingChanged: boolean
}

export async function runRelease(release: ReleaseInputs, { session, log, clock }: RunContext): Promise<Outcome> {
  const api = new EditApi(session, release.appUrl)
  const journal = new Journal(log, clock)
  const state: State = { apks: [], submitted: false, listingChanged: false }
  const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft'
  const files = release.files.map((file) => file.name).join(', ') || 'no APK'
  journal.row('Release', `${release.appId}, ${mode}: ${files}`)
  let failure: Failure | undefined
  try {
    try {
      const edit = await openEdit(api, release, journal, state)
      if (release.files.length > 0) {
        await putApks(api, edit, release.files, journal, state.apks, (file) =>
          goesLarge(release.largeUpload, file)
            ? uploadLarge(api, edit, file, clock, journal)
            : api.uploadApk(edit, file)
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
    } catch (error) {
      if (!(error instanceof Failure)) throw error
      failure = releaseFailure(error, journal, release, state)
    }
  } finally {
    if (release.dryRun && state.edit) failure = await deleteDryRunEdit(api, state.edit, journal, failure)
  }
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
    failure
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

/** Finds the edit to work on, as release-open-edit says; a 409 on opening one means another appeared. */
function openEdit(api: EditApi, release: ReleaseInputs, journal: Journal, state: State): Promise<string> {
  journal.begin('opening the edit')
  return afreshOnce(
    async () => {
      const open = await api.openEdit()
      if (commitsDraftOnly(release)) return (state.edit = draftToCommit(open, journal))
      if (open) {
        const status = open.status ? ` (${open.status})` : ''
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
        await deleteEdit(api, open.id, journal)
        journal.finished('Edit deleted', `${open.id}${status}, as release-open-edit is 'replace'`)
        journal.begin('opening the edit')
      }
      const created = await api.createEdit()
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
function draftToCommit(open: { id: string; status: string } | undefined, journal: Journal): string {
  if (!open) {
    throw new Failure(
      'no edit is open, and only release-submit was given, which commits the draft an earlier run left open: ' +
        'there is nothing to submit. Give release-files, listing-dir or release notes to make a release.'
    )
  }
  if (open.status !== '' && open.status !== 'IN_PROGRESS') {
    throw new Failure(
      `edit ${open.id} is ${open.status}, not IN_PROGRESS: it was submitted already, so there is no draft to ` +
        'submit. Wait for the review, or withdraw it in the developer console.'
    )
  }
  journal.finished('Edit', `${open.id} (${open.status || 'status not given'}): the open draft, to be submitted`)
  return open.id
}

/** Deletes an edit, reading its ETag afresh once when it changed after the read (412). */
function deleteEdit(api: EditApi, edit: string, journal: Journal): Promise<void> {
  return afreshOnce(
    async () => ((await api.deleteEdit(edit)) === 'stale' ? 'stale' : undefined),
    {
      stale: `Edit ${edit} changed since its ETag was read (HTTP 412): reading it afresh and deleting it once more`,
      twice: `edit ${edit} changed between reading and deleting it twice (HTTP 412 twice): someone is working on it.`
    },
    journal.log
  )
}

/** The failure of the stage under way, with a hint, and what became of the edit. */
function releaseFailure(error: Failure, journal: Journal, release: ReleaseInputs, state: State): Failure {
  const { what, once } = journal.stage
  const parts: Part[] = [`Release failed while ${what}: `, ...error.parts]
  const hint = error instanceof ApiFailure ? hintFor(error) : undefined
  if (hint) parts.push(`\nHint: ${hint}`)
  const unanswered = !(error instanceof ApiFailure) || isTransientStatus(error.status)
  if (once && unanswered) parts.push('\nIt was not repeated, as it may have reached the server.')
  journal.row('Failed', `while ${what}`, 'none')
  if (state.edit && !release.dryRun) {
    parts.push(
      `\nEdit ${state.edit} is left open for inspection in the developer console (${CONSOLE_URL}); ${rerun(release)}`
    )
    journal.row('Left open', `edit ${state.edit}, for inspection`, 'none')
  }
  return new Failure(parts, { cause: error })
}

function rerun(release: ReleaseInputs): string {
  if (release.openEdit === 'reuse') return 'a rerun of the step reuses it and replaces its APKs again.'
  if (release.openEdit === 'replace') return 'a rerun of the step deletes it and starts afresh.'
  return "a rerun stops at it while release-open-edit is 'fail': delete it first, or rerun with 'reuse'."
}

/** The dry run's edit is deleted, after a failure too; a failure to delete is added to the step's failure. */
async function deleteDryRunEdit(
  api: EditApi,
  edit: string,
  journal: Journal,
  failure: Failure | undefined
): Promise<Failure | undefined> {
  journal.begin(`deleting the dry run's edit ${edit}`)
  try {
    await deleteEdit(api, edit, journal)
    journal.finished('Dry run', `edit ${edit} deleted: nothing is left behind`)
    return (
      failure &&
      new Failure([...failure.parts, `\nThe dry run's edit ${edit} was deleted: nothing is left behind.`], {
        cause: failure
      })
    )
  } catch (error) {
    journal.row('Dry run', `deleting edit ${edit} failed: delete it in the developer console`, 'warning')
    const problem = [
      `Deleting the dry run's edit ${edit} failed (`,
      ...partsOf(error),
      `): delete it in the developer console (${CONSOLE_URL}).`
    ]
    return new Failure(failure ? [...failure.parts, '\n', ...problem] : problem, { cause: failure ?? error })
  }
}
