/**
 * The record of the images this action uploaded: `<listing-dir>/.amazon-images.json`, asset id →
 * sha256 of the bytes uploaded. The API lists images by id only (no hash), so without it a rerun
 * cannot tell whether the images there are the folder's and uploads them again; with it, a rerun
 * whose images are unchanged uploads nothing. Ids the record does not know (someone uploaded in
 * the console, or the API gave new ids) simply make that type upload again: it converges either
 * way. Commit the file beside the folder (or restore it from a cache) for reruns in CI to skip.
 * Hidden (a leading dot), so the folder reader never takes it for a locale.
 */
import { lstatSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const RECORD_FILE = '.amazon-images.json'

export interface ImageRecord {
  /** Asset id → sha256 (lower case hex). */
  known: Record<string, string>
  path: string
  /** Whether the file was there to read (a run without it uploads again, and says why once). */
  found: boolean
}

/**
 * Whether an asset id may go into the record, which is committed: an id of the shape ids have
 * (letters, digits, `.`, `_`, `:`, `-`; at most 200 characters) and no secret of the run. An answer
 * that echoed the token as an id is never written down.
 */
export function recordableId(id: string, isSecret: (text: string) => boolean = () => false): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/.test(id) && !isSecret(id)
}

/** Keeps only the ids still in the edit (`seen`), so that the record does not grow with ids long gone; how many went. */
export function pruneRecord(record: ImageRecord, seen: ReadonlySet<string>): number {
  let pruned = 0
  for (const id of Object.keys(record.known)) {
    if (seen.has(id)) continue
    delete record.known[id]
    pruned++
  }
  return pruned
}

/** The record, or an empty one when the file is absent or unreadable (it is a cache: nothing breaks). */
export function readRecord(root: string): ImageRecord {
  const path = join(root, RECORD_FILE)
  const known: Record<string, string> = {}
  let found = false
  try {
    if (!lstatSync(path).isFile()) return { known, path, found }
    found = true
    const images = (JSON.parse(readFileSync(path, 'utf8')) as { images?: unknown }).images
    if (images && typeof images === 'object' && !Array.isArray(images)) {
      for (const [id, sha256] of Object.entries(images)) {
        if (typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) && recordableId(id)) {
          known[id] = sha256.toLowerCase()
        }
      }
    }
  } catch {
    // Absent or not JSON: no record.
  }
  return { known, path, found }
}

/** Writes the record (sorted, so that it diffs well); never through a link, and never fatal. */
export function writeRecord(record: ImageRecord): string | undefined {
  try {
    let stats
    try {
      stats = lstatSync(record.path)
    } catch {
      // Not there yet.
    }
    if (stats && !stats.isFile()) return `${RECORD_FILE} is not a regular file: it was not written.`
    const kept = Object.entries(record.known).filter(([id]) => recordableId(id))
    const images = Object.fromEntries(kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    const text = JSON.stringify(
      { note: 'Written by the Amazon Appstore action: the images it uploaded, so that a rerun skips them.', images },
      null,
      2
    )
    writeFileSync(record.path, `${text}\n`, { mode: 0o644 })
    return undefined
  } catch (error) {
    return `${RECORD_FILE} could not be written (${(error as Error).message}): the next run uploads the images again.`
  }
}
