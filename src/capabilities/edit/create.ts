/**
 * Opening an edit with POST /edits, whose answer may be lost: what a release and the bootstrap share.
 */
import { ApiFailure } from '../../appstore/errors.js'
import {
  IN_PROGRESS,
  isInProgress,
  type Conflict,
  type Done,
  type OpenEdit,
  type SubmissionApi
} from '../../appstore/submission/index.js'
import { isTransientStatus } from '../../net/retry.js'
import { Failure, partsOf, type Part } from '../../step/errors.js'

/** A refusal the API answered clearly: it did nothing. Anything else may have done something unseen. */
export function unclear(error: unknown): boolean {
  return !(error instanceof ApiFailure) || isTransientStatus(error.status)
}

/**
 * POST /edits answered unclearly (lost, unreadable, a 5xx): what a fresh read found. `taken`: the
 * edit open now and IN_PROGRESS, taken as the one this POST opened (a dry run deletes it).
 */
export class UnclearOpen extends Failure {
  constructor(
    parts: Part[],
    cause: unknown,
    readonly taken: string | undefined
  ) {
    super(parts, { cause })
  }
}

/** The edit an unclear POST /edits was taken to have opened, when `error` says so. */
export const takenBy = (error: unknown): string | undefined => (error instanceof UnclearOpen ? error.taken : undefined)

/**
 * POST /edits; when its answer is unclear (lost, unreadable, a 5xx), the edit it may have opened is
 * looked for: an edit open now and IN_PROGRESS is taken as this run's (never one under review,
 * which a dry run would then delete), and the UnclearOpen thrown names it.
 */
export async function createEdit(api: SubmissionApi): Promise<Conflict | Done<OpenEdit>> {
  try {
    return await api.edits.create()
  } catch (error) {
    if (!unclear(error)) throw error
    let found: Part[]
    let taken: string | undefined
    try {
      const open = await api.edits.open()
      if (open && isInProgress(open)) {
        taken = open.id
        found = [`\nRead afresh, edit ${open.id} is open now: it is taken as the edit this POST opened.`]
      } else if (open) {
        found = [
          `\nRead afresh, edit ${open.id} is open, but ${open.status || 'without a status'}, not ${IN_PROGRESS}: ` +
            'the POST opened none, and that edit is left as it is.'
        ]
      } else found = ['\nRead afresh, no edit is open: the POST opened none.']
    } catch (again) {
      found = ['\nWhether it opened an edit could not be read (', ...partsOf(again), ').']
    }
    throw new UnclearOpen([...partsOf(error), ...found], error, taken)
  }
}
