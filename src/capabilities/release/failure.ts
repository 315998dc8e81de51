/**
 * Every error of a release ends here as its failure: the stage it happened in, what the API or the
 * check said, what to do, and what is true of the edit now: the edit is read afresh, and the message
 * says what that read found (still open, committed, gone), never a guess. It only reports: a commit
 * whose unclear answer hid that it went through is settled by the commit itself (stages.ts).
 */
import { ApiFailure } from '../../appstore/errors.js'
import { IN_PROGRESS, type SubmissionApi } from '../../appstore/submission/index.js'
import { RequestFailed } from '../../net/exchange.js'
import { isTransientStatus } from '../../net/retry.js'
import { Failure, type Part } from '../../step/errors.js'
import { asFailure } from '../../step/report.js'
import { CONSOLE_URL } from '../edit/console.js'
import type { Journal } from '../edit/journal.js'
import { readAfresh, type EditNow } from './edit-now.js'
import { hintFor } from './hints.js'
import type { ReleaseInputs } from './inputs.js'
import { UnsettledCommit } from './stages.js'

export interface FailureContext {
  api: SubmissionApi
  journal: Journal
  release: ReleaseInputs
  /** The edit the release worked in, when it had one. */
  edit: string | undefined
}

/** The failure of the release, where it happened (the journal says what was under way), with a hint, and what is true of the edit now. */
export async function failed(error: unknown, { api, journal, release, edit }: FailureContext): Promise<Failure> {
  const what = journal.doing
  // A commit whose answer was unclear read the edit afresh already: what it found is said, not read again.
  const commit = error instanceof UnsettledCommit ? error : undefined
  const cause = commit ? commit.error : error
  const failure = asFailure(cause, journal.log)
  const now = commit?.now ?? (edit && !release.dryRun ? await readAfresh(api, edit) : undefined)
  const parts: Part[] = [`Release failed while ${what}: `, ...failure.parts]
  const hint = cause instanceof ApiFailure ? hintFor(cause, what) : undefined
  if (hint) parts.push(`\nHint: ${hint}`)
  if (sentOnceUnanswered(cause)) parts.push('\nIt was not repeated, as it may have reached the server.')
  journal.row('Failed', `while ${what}`, 'none')
  if (edit && now) parts.push('\n', ...edited(edit, now, commit !== undefined, release, journal))
  return new Failure(parts, { cause })
}

/** A call made once (src/appstore/calls.ts) whose answer was lost or a 5xx: it may have done its work unseen. */
function sentOnceUnanswered(error: unknown): boolean {
  if (error instanceof RequestFailed) return error.callClass === 'once'
  return error instanceof ApiFailure && isTransientStatus(error.status) && error.callClass === 'once'
}

/** What the failure says of the edit, as it was read afresh: never "left open" unless it is. */
function edited(edit: string, now: EditNow, committing: boolean, release: ReleaseInputs, journal: Journal): Part[] {
  switch (now.is) {
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
      journal.row('Edit', `${edit} is ${now.status}`, 'none')
      return [
        `Edit ${edit} is ${now.status} now, no longer open for changes: it was committed meanwhile (in the ` +
          `developer console, or by another run). See the developer console (${CONSOLE_URL}) before rerunning.`
      ]
    case 'unknown':
      return [
        `What became of edit ${edit} could not be read (`,
        ...now.why,
        `): see the developer console (${CONSOLE_URL}) before rerunning.`
      ]
  }
}

function rerun(release: ReleaseInputs): string {
  if (release.openEdit === 'reuse') return 'a rerun of the step reuses it and replaces its APKs again.'
  if (release.openEdit === 'replace') return 'a rerun of the step deletes it and starts afresh.'
  return "a rerun stops at it while 'open-edit' is 'fail': delete it first, or rerun with 'reuse'."
}
