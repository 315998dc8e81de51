/** What is true of the release's edit, read afresh when a failure (or a commit's unclear answer) leaves it unclear. */
import { isGone, isInProgress, type SubmissionApi } from '../../appstore/submission/index.js'
import { partsOf, type Part } from '../../step/errors.js'

export type EditNow =
  { is: 'open' } | { is: 'gone' } | { is: 'closed'; status: string } | { is: 'unknown'; why: Part[] }

export async function readAfresh(api: SubmissionApi, edit: string): Promise<EditNow> {
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
