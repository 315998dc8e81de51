/**
 * Every error of a release ends here as its failure: the stage it happened in, what the API or the
 * check said, what to do, and what is true of the edit now. When a failure leaves it unclear what
 * the server did (an answer lost, unreadable or refused with a 5xx), the edit is read afresh and the
 * message says what that read found (still open, committed, gone), never a guess.
 */
import { ApiFailure } from '../../appstore/errors.js'
import { IN_PROGRESS, isGone, isInProgress, type SubmissionApi } from '../../appstore/submission/index.js'
import { RequestFailed } from '../../net/exchange.js'
import { isTransientStatus } from '../../net/retry.js'
import { Failure, partsOf, type Part } from '../../step/errors.js'
import { asFailure } from '../../step/report.js'
import { CONSOLE_URL } from '../edit/console.js'
import { unclear } from '../edit/create.js'
import type { Journal } from '../edit/journal.js'
import { hintFor } from './hints.js'
import type { ReleaseInputs } from './inputs.js'
import type { Found, Stage, State } from './stage.js'

async function readAfresh(api: SubmissionApi, edit: string): Promise<Found> {
  try {
    const now = await api.edits.get(edit)
    if (isInProgress(now)) return { is: 'open' }
    if (now.status.toUpperCase() === 'DELETED') return { is: 'gone' }
    return { is: 'closed', status: now.status || 'without a status' }
  } catch (error) {
    if (isGone(error)) return { is: 'gone' }
    return { is: 'unknown', why: [...partsOf(error)] }
  }
}

/**
 * The failure of `stage`, with a hint, and what is true of the edit now; undefined when a stage
 * whose answer was unclear turns out, read afresh, to have gone through (a commit).
 */
export async function failed(
  error: unknown,
  stage: Stage,
  api: SubmissionApi,
  journal: Journal,
  release: ReleaseInputs,
  state: State
): Promise<Failure | undefined> {
  const { what, once } = journal.stage
  const failure = asFailure(error, journal.log)
  const found = state.edit && !release.dryRun ? await readAfresh(api, state.edit) : undefined
  const { wentThrough } = stage
  const settling = wentThrough !== undefined && unclear(error)
  if (settling && found && wentThrough(found)) {
    state.submitted = true
    journal.row(
      'Committed',
      `edit ${state.edit} is ${found.status}, read afresh: it was committed${AFTER_COMMIT.get(found.status.toUpperCase()) ?? ''}, ` +
        `although the commit's answer was not clear (${failure.render((text) => text)})`,
      'warning'
    )
    return undefined
  }
  const parts: Part[] = [`Release failed while ${what}: `, ...failure.parts]
  const hint = error instanceof ApiFailure ? hintFor(error, what) : undefined
  if (hint) parts.push(`\nHint: ${hint}`)
  const unanswered = error instanceof RequestFailed || (error instanceof ApiFailure && isTransientStatus(error.status))
  if (!stage.redo && once && unanswered) parts.push('\nIt was not repeated, as it may have reached the server.')
  journal.row('Failed', `while ${what}`, 'none')
  if (state.edit && found) parts.push('\n', ...edited(state.edit, found, settling, release, journal))
  return new Failure(parts, { cause: error })
}

/** What a status read after a commit tells of it. */
const AFTER_COMMIT = new Map([
  ['REVIEW', ' and is in review'],
  ['LIVE', ' and is live already']
])

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
  return "a rerun stops at it while 'open-edit' is 'fail': delete it first, or rerun with 'reuse'."
}
