/**
 * The images of a release's listing: for each locale of the listing folder that the edit has, and each
 * image type the folder gives, the images there are compared with the folder's (by the sha256s of
 * the record this action keeps, listing/record.ts); a type whose images are the folder's, in order,
 * is left alone, any other is replaced whole: emptied (DELETE with the If-Match of the list; not for
 * a type of one image, which an upload replaces), then each image uploaded in order with the
 * If-Match of a fresh GET of the list. A 412 is answered by
 * reading the list afresh once. A list whose GET answers 404 or 400 is a type with no image (as the
 * API answers one): its first image goes with the listing's ETag (appstore/submission/images.ts).
 * Only the types the folder gives are read or written. Sizes and formats were checked with the
 * inputs, before any request.
 */
import { afreshOnce, type SubmissionApi } from '../../appstore/submission/index.js'
import type { Journal } from '../edit/journal.js'
import { planImages } from './listing/diff.js'
import { IMAGE_RULES, type AmazonImageType, type ImageFile } from './listing/image-rules.js'
import type { ListingInputs } from './listing/inputs.js'
import { pruneRecord, readRecord, recordableId, RECORD_FILE, writeRecord, type ImageRecord } from './listing/record.js'

/** True when some image was uploaded. `keep`: false in a dry run, whose edit (and its ids) is deleted. */
export async function replaceImages(
  api: SubmissionApi,
  edit: string,
  listing: ListingInputs,
  languages: readonly string[],
  journal: Journal,
  keep: boolean
): Promise<boolean> {
  const record = readRecord(listing.folder.root)
  // The ids the edit holds now (and those uploaded): any other id of the record is gone, and pruned.
  const seen = new Set<string>()
  let changed = false
  let unverified = false
  let complete = false
  try {
    for (const [locale, folder] of Object.entries(listing.folder.locales)) {
      if (!languages.includes(locale)) continue
      for (const [type, files] of Object.entries(folder.images) as [AmazonImageType, ImageFile[]][]) {
        const label = `Images ${locale} ${type}`
        journal.begin(`reading the ${locale} ${type}`)
        const current = await api.images.list(edit, locale, type)
        for (const image of current.images) seen.add(image.id)
        const plan = planImages(type, current.images, files, record.known)
        if (plan.kind === 'unchanged') {
          journal.finished(label, `unchanged (${count(files.length)})`)
          continue
        }
        journal.begin(`replacing the ${locale} ${type}`)
        // An upload to a type of one image takes the place of the one there: no deletion needed.
        const empty = plan.remove.length > 0 && IMAGE_RULES[type].max !== 1
        unverified ||= plan.why === 'unverified'
        await replace(api, edit, locale, type, empty, files, { record, listing }, journal, seen)
        for (const id of plan.remove) delete record.known[id]
        changed = true
        const noList = current.refused ? `; GET of its list answered HTTP ${current.refused.status}, read as none` : ''
        journal.finished(label, `replaced (${WHY[plan.why]}${noList}): ${count(files.length)} uploaded`)
      }
    }
    complete = true
    if (unverified && !record.found) {
      journal.row(
        'Images',
        `uploaded again: 'listing-dir' has no ${RECORD_FILE}, so the images in the edit could not be compared with the ` +
          "folder's. Commit the file this run writes, and a rerun with the same images uploads nothing."
      )
    }
  } finally {
    // Only after every type was read: a run that stopped halfway has not seen every id there is.
    const pruned = complete ? pruneRecord(record, seen) : 0
    const problem = keep && (changed || pruned > 0) ? writeRecord(record) : undefined
    if (problem) journal.row('Images', problem, 'warning')
  }
  return changed
}

const WHY = {
  none: 'the edit had none',
  count: 'not as many as in the folder',
  content: 'other images',
  unverified: `images this action did not upload`
} as const

const count = (n: number) => `${n} image${n === 1 ? '' : 's'}`

async function replace(
  api: SubmissionApi,
  edit: string,
  locale: string,
  type: AmazonImageType,
  empty: boolean,
  files: readonly ImageFile[],
  { record, listing }: { record: ImageRecord; listing: ListingInputs },
  journal: Journal,
  seen: Set<string>
): Promise<void> {
  const what = {
    stale: `The ${locale} ${type} changed since they were read (HTTP 412): reading them afresh and trying once more`,
    twice: `the ${locale} ${type} changed between reading and writing them twice (HTTP 412 twice): someone is editing them.`
  }
  if (empty) {
    await afreshOnce(
      async () => api.images.clear(edit, locale, type, (await api.images.writeTag(edit, locale, type)).etag),
      what,
      journal.log
    )
  }
  for (const file of files) {
    const id = await afreshOnce(
      async () => api.images.upload(edit, locale, type, file, await api.images.writeTag(edit, locale, type)),
      what,
      journal.log
    )
    seen.add(id)
    // The record is committed: an id that is no id, or holds a secret (a token echoed back, say), is never written down.
    if (recordableId(id, listing.holdsSecret)) record.known[id] = file.sha256
  }
}
