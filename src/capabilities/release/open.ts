/**
 * The edit a release works on, as open-edit says: the open one reused, replaced, or a new
 * one opened; only an edit IN_PROGRESS is ever touched. A 409 on opening one means another
 * appeared meanwhile: read afresh once.
 */
import {
  afreshOnce,
  done,
  IN_PROGRESS,
  isInProgress,
  STALE,
  type OpenEdit,
  type SubmissionApi
} from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'
import type { Journal } from '../edit/journal.js'
import { createEdit } from '../edit/create.js'
import type { ReleaseInputs } from './inputs.js'

/** Only submit: the run commits the draft an earlier run left open, and changes nothing. */
const commitsDraftOnly = (release: ReleaseInputs): boolean =>
  release.submit && release.files.length === 0 && !release.listing && !release.notes && !release.publishAt

/**
 * The id of the edit to work on. 'replace' deletes only the edit it found first. After a POST whose
 * answer was unclear, the UnclearOpen it throws names the edit taken as this run's (edit/create.ts),
 * so that a failure names it and a dry run deletes it.
 */
export function openEdit(api: SubmissionApi, release: ReleaseInputs, journal: Journal): Promise<string> {
  journal.begin('opening the edit')
  let found: string | undefined
  return afreshOnce(
    async (round) => {
      const open = await api.edits.open()
      if (round === 1) found = open?.id
      if (commitsDraftOnly(release)) return done(draftToCommit(open, journal))
      if (open) {
        const status = open.status ? ` (${open.status})` : ''
        refuseOpen(open, status, release)
        if (release.openEdit === 'reuse') {
          journal.finished('Edit', `${open.id}${status} reused: it was open already`)
          return done(open.id)
        }
        if (open.id !== found) {
          throw new Failure(
            `edit ${open.id}${status} was opened after the step began (it found ${found ? `edit ${found}` : 'none'} ` +
              "then), and 'open-edit: replace' deletes only the edit it found, never one that another run or " +
              'someone in the developer console opened since. Rerun the step once they are done.'
          )
        }
        await api.edits.delete(open.id, journal.log)
        journal.finished('Edit deleted', `${open.id}${status}, as 'open-edit' is 'replace'`)
        journal.begin('opening the edit')
      }
      const created = await createEdit(api)
      if (created.kind === 'conflict') return STALE
      journal.finished('Edit', `${created.value.id} opened`)
      return done(created.value.id)
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

/** An open edit the release may not take: not IN_PROGRESS, in a dry run, or with open-edit 'fail'. */
function refuseOpen(open: OpenEdit, status: string, release: ReleaseInputs): void {
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
      `edit ${open.id}${status} is already open and 'open-edit' is 'fail'. Finish or delete it in the ` +
        "developer console, or set 'open-edit' to 'reuse' (work on it) or 'replace' (delete it first)."
    )
  }
}

/** The open draft that submit alone commits: it must be there, and in progress. */
function draftToCommit(open: OpenEdit | undefined, journal: Journal): string {
  if (!open) {
    throw new Failure(
      "no edit is open, and only 'submit' was given, which commits the draft an earlier run left open: " +
        "there is nothing to submit. Give 'files', 'listing-dir' or release notes to make a release."
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
