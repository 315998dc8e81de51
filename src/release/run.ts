/**
 * A release in one step: the open edit (reused, replaced, or opened), the APKs replaced in place
 * and any extra ones uploaded, the release notes set on every listing, then validated and committed
 * when asked, left open as a draft otherwise, or (a dry run) deleted again. A failure says which
 * stage failed, what the API said and what to do, and leaves the edit open for inspection; a rerun
 * reuses it and converges. A dry run deletes its edit whatever happens.
 */
import { ActionError, messageOf } from '../action/errors.js'
import type { Outcome, RunContext } from '../capability.js'
import { putApks } from './apks.js'
import { ApiFailure, EditApi, type Apk } from './edit.js'
import { CONSOLE_URL, hintFor } from './hints.js'
import type { ReleaseInputs } from './inputs.js'
import { Journal } from './journal.js'
import { setNotes } from './listings.js'

interface State {
  /** The edit this run works on, once it has one. */
  edit?: string
  apks: Apk[]
  submitted: boolean
}

export async function runRelease(
  release: ReleaseInputs,
  { session, log, clock, secrets }: RunContext
): Promise<Outcome> {
  const api = new EditApi(session, secrets, release.appUrl)
  const journal = new Journal(log, clock)
  const state: State = { apks: [], submitted: false }
  const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft'
  journal.note('Release', `${release.appId}, ${mode}: ${release.files.map((file) => file.name).join(', ')}`)
  let failure: string | undefined
  try {
    try {
      const edit = await openEdit(api, release, journal, state)
      await putApks(api, edit, release.files, journal, state.apks)
      if (release.notes) await setNotes(api, edit, release.notes, journal)
      else journal.note('Notes', 'not given: the listings are left as they were')
      if (release.submit || release.dryRun) {
        journal.begin('validating')
        await api.validate(edit)
        journal.done('Validated', 'the API found nothing that keeps the edit from review')
      }
      if (release.submit) {
        journal.begin('committing')
        await api.commit(edit, await api.editEtag(edit))
        state.submitted = true
        journal.done('Committed', `edit ${edit} is submitted for review`)
      } else if (!release.dryRun) {
        journal.note('Left open', `edit ${edit} is a draft: submit it in the developer console, or with release-submit`)
      }
    } catch (error) {
      if (!(error instanceof ActionError)) throw error
      failure = failureMessage(error, journal, release, state)
    }
  } finally {
    if (release.dryRun && state.edit) failure = await discard(api, state.edit, journal, failure)
  }
  journal.row('Developer console', CONSOLE_URL)
  return {
    outputs: {
      'edit-id': state.edit ?? '',
      'apk-ids': state.apks.map((apk) => apk.id).join('\n'),
      'version-codes': state.apks.map((apk) => apk.versionCode).join('\n'),
      'release-submitted': String(state.submitted)
    },
    rows: journal.rows,
    failure
  }
}

/** Finds the edit to work on, as release-open-edit says; a 409 on opening one means another appeared. */
async function openEdit(api: EditApi, release: ReleaseInputs, journal: Journal, state: State): Promise<string> {
  journal.begin('opening the edit')
  for (let round = 1; ; round++) {
    const open = await api.openEdit()
    if (open) {
      const status = open.status ? ` (${open.status})` : ''
      if (release.dryRun) {
        throw new ActionError(
          `edit ${open.id}${status} is open, and a dry run needs none: it opens its own edit and deletes it, ` +
            "leaving nothing behind and no one's draft changed. Finish or delete that edit, then run again."
        )
      }
      if (release.openEdit === 'fail') {
        throw new ActionError(
          `edit ${open.id}${status} is already open and release-open-edit is 'fail'. Finish or delete it in the ` +
            "developer console, or set release-open-edit to 'reuse' (work on it) or 'replace' (delete it first)."
        )
      }
      if (release.openEdit === 'reuse') {
        journal.done('Edit', `${open.id}${status} reused: it was open already`)
        return (state.edit = open.id)
      }
      await api.deleteEdit(open.id)
      journal.done('Edit deleted', `${open.id}${status}, as release-open-edit is 'replace'`)
      journal.begin('opening the edit')
    }
    const created = await api.createEdit()
    if (created !== 'conflict') {
      journal.done('Edit', `${created.id} opened`)
      return (state.edit = created.id)
    }
    if (round === 2) {
      throw new ActionError(
        'POST /edits answered 409 (an edit is already open) twice, each time after no open edit was found: ' +
          'another run or someone in the developer console keeps opening edits. Rerun the step.'
      )
    }
    journal.say('Another edit was opened meanwhile (HTTP 409): reading it again')
  }
}

function failureMessage(error: ActionError, journal: Journal, release: ReleaseInputs, state: State): string {
  const { what, once } = journal.stage
  const lines = [`Release failed while ${what}: ${error.message}`]
  const hint = error instanceof ApiFailure ? hintFor(error) : undefined
  if (hint) lines.push(`Hint: ${hint}`)
  const unanswered = !(error instanceof ApiFailure) || error.status >= 500 || [408, 429].includes(error.status)
  if (once && unanswered) lines.push('It was not repeated, as it may have reached the server.')
  journal.row('Failed', `while ${what}`)
  if (state.edit && !release.dryRun) {
    lines.push(
      `Edit ${state.edit} is left open for inspection in the developer console (${CONSOLE_URL}); ${rerun(release)}`
    )
    journal.row('Left open', `edit ${state.edit}, for inspection`)
  }
  return lines.join('\n')
}

function rerun(release: ReleaseInputs): string {
  if (release.openEdit === 'reuse') return 'a rerun of the step reuses it and replaces its APKs again.'
  if (release.openEdit === 'replace') return 'a rerun of the step deletes it and starts afresh.'
  return "a rerun stops at it while release-open-edit is 'fail': delete it first, or rerun with 'reuse'."
}

/** The dry run's edit is deleted, after a failure too; a failure to delete is added to the step's failure. */
async function discard(
  api: EditApi,
  edit: string,
  journal: Journal,
  failure: string | undefined
): Promise<string | undefined> {
  journal.begin(`deleting the dry run's edit ${edit}`)
  try {
    await api.deleteEdit(edit)
    journal.done('Dry run', `edit ${edit} deleted: nothing is left behind`)
    return failure && `${failure}\nThe dry run's edit ${edit} was deleted: nothing is left behind.`
  } catch (error) {
    journal.warn('Dry run', `deleting edit ${edit} failed: delete it in the developer console`)
    const problem = `Deleting the dry run's edit ${edit} failed (${messageOf(error)}): delete it in the developer console (${CONSOLE_URL}).`
    return failure ? `${failure}\n${problem}` : problem
  }
}
