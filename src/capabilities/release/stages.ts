/**
 * The release's stages after the APKs, each a function of what it needs that returns what it did:
 * the listing (text and release notes, then images), the validation, the commit (or the draft left
 * open). The run (run.ts) calls them in order, passing the edit on.
 */
import type { SubmissionApi } from '../../appstore/submission/index.js'
import { asFailure } from '../../step/report.js'
import { unclear } from '../edit/create.js'
import type { Journal } from '../edit/journal.js'
import { readAfresh, type EditNow } from './edit-now.js'
import type { ReleaseInputs } from './inputs.js'
import { applyListings } from './listing/apply.js'
import { replaceImages } from './replace-images.js'

/** What the listing stage did: the listings it wrote (or left as they were), and whether any changed. */
export interface Listed {
  languages: string[]
  changed: boolean
}

/**
 * The listing folder's text and the release notes (recentChanges, a field of the listing);
 * undefined when neither a folder nor notes were given.
 */
export async function listingText(
  api: SubmissionApi,
  edit: string,
  release: ReleaseInputs,
  journal: Journal
): Promise<Listed | undefined> {
  const { listing, notes } = release
  if (!listing && !notes) {
    journal.row('Notes', 'not given: the listings are left as they were')
    return undefined
  }
  const versionCodes = !listing?.hasChangelogs
    ? []
    : release.files.length > 0
      ? release.files.map((file) => String(file.manifest.versionCode))
      : await versionCodesOf(api, edit, journal)
  return applyListings(api, edit, { listing, notes, versionCodes }, journal)
}

/** The listing folder's images, in the listings `listed` wrote: true when some image was uploaded. */
export async function listingImages(
  api: SubmissionApi,
  edit: string,
  release: ReleaseInputs,
  listed: Listed,
  journal: Journal
): Promise<boolean> {
  if (!release.listing) return false
  return replaceImages(api, edit, release.listing, listed.languages, journal, !release.dryRun)
}

/** Without files: the version codes of the edit's APKs, for the changelogs (with files: their manifests'). */
async function versionCodesOf(api: SubmissionApi, edit: string, journal: Journal): Promise<string[]> {
  journal.begin("reading the edit's APKs for their version codes")
  return (await api.apks.list(edit)).map((apk) => apk.versionCode).filter((code) => code !== '')
}

export async function validate(api: SubmissionApi, edit: string, journal: Journal): Promise<void> {
  journal.begin('validating')
  await api.edits.validate(edit)
  journal.finished('Validated', 'the API found nothing that keeps the edit from review')
}

/** Without submit: the edit is left open, a draft. */
export function leaveDraft(edit: string, journal: Journal): void {
  const draft = `is a draft: submit it in the developer console, or with 'submit: true'`
  journal.row('Left open', `edit ${edit} ${draft}`)
}

/** A commit whose answer was unclear and which the edit, read afresh, shows did not go through. */
export class UnsettledCommit extends Error {
  constructor(
    /** What the commit failed with. */
    readonly error: unknown,
    readonly now: EditNow
  ) {
    super('the commit did not go through')
  }
}

/**
 * The commit. When its answer is unclear (lost, unreadable, a 5xx), the edit is read afresh: no
 * longer open, it went through, a success with a warning row; else an UnsettledCommit, which says
 * what the read found.
 */
export async function commit(api: SubmissionApi, edit: string, journal: Journal): Promise<void> {
  journal.begin('committing')
  const etag = await api.edits.etag(edit)
  try {
    await api.edits.commit(edit, etag)
  } catch (error) {
    if (!unclear(error)) throw error
    const now = await readAfresh(api, edit)
    if (now.is !== 'closed') throw new UnsettledCommit(error, now)
    journal.row(
      'Committed',
      `edit ${edit} is ${now.status}, read afresh: it was committed${AFTER_COMMIT.get(now.status.toUpperCase()) ?? ''}, ` +
        `although the commit's answer was not clear (${asFailure(error, journal.log).render((text) => text)})`,
      'warning'
    )
    return
  }
  journal.finished('Committed', `edit ${edit} is submitted for review`)
}

/** What a status read after a commit tells of it. */
const AFTER_COMMIT = new Map([
  ['REVIEW', ' and is in review'],
  ['LIVE', ' and is live already']
])
