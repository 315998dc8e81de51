/**
 * "Is it live yet?": whether every version code a workflow waits for is among the live version's,
 * and whether an edit is in review, for a workflow that holds its GitHub release (or its
 * announcement) until Amazon approves. In review means committed and not yet live: an open edit
 * whose status is neither IN_PROGRESS (a draft) nor LIVE. REVIEW is the status one source shows
 * (verified against the live API); another name, or none, is counted in review too, as the
 * release counts such an edit submitted already (open.ts).
 */
import { IN_PROGRESS } from '../../appstore/submission/index.js'
import type { Journal } from '../edit/journal.js'
import type { Found } from './probe.js'

/** The outputs: 'true', 'false', or '' when not asked (live) or not known. */
export interface LiveAnswer {
  live: string
  inReview: string
}

const NOT_IN_REVIEW = new Set([IN_PROGRESS, 'LIVE'])

export function liveAnswer(codes: readonly string[], found: Found, journal: Journal): LiveAnswer {
  const open = found.open?.ok ? found.open.value : undefined
  const reviewing = open !== undefined && !NOT_IN_REVIEW.has(open.status.toUpperCase())
  const inReview = found.open?.ok ? String(reviewing) : ''
  if (codes.length === 0) return { live: '', inReview }
  const asked = codes.join(', ')
  if (!found.previous?.ok) {
    journal.row('Is it live?', `${asked}: not known, as the live version was not read (row "Live version")`)
    return { live: '', inReview }
  }
  const live = new Set(found.lists.find((list) => list.whose === 'live version')?.apks.map((apk) => apk.versionCode))
  const waiting = codes.filter((code) => !live.has(code))
  const review = !found.open?.ok
    ? 'whether an edit is in review is not known (the open edit was not read)'
    : open && reviewing
      ? `an edit is in review (${open.id}, ${open.status || 'no status given'})`
      : 'no edit is in review: the review ended without it (rejected, withdrawn, or a newer version went live), ' +
        'or it was never submitted'
  const words = codes.map((code) => `${code}: ${live.has(code) ? 'live' : 'not live yet'}`).join(', ')
  journal.row('Is it live?', waiting.length === 0 ? words : `${words}; ${review}`)
  return { live: String(waiting.length === 0), inReview }
}
