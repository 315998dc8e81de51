/**
 * A bootstrap's files: each field of a listing rendered with layout.ts (the table and format a
 * release reads), compared with the file already there, and written only as a regular file inside
 * real folders. A file is `new` (not there), `same` (it reads back as the store's value, however it
 * is spelled: keywords on one line, `* ` bullets), `differs`, or `unset`: there, for a field the
 * store has no text in (never written, never deleted: a release from the folder would send it). The whole plan is made, and every
 * refusal raised, before the first file is written.
 */
import { lstatSync, mkdirSync, writeFileSync, type Stats } from 'node:fs'
import { join } from 'node:path'
import { Failure } from '../../step/errors.js'
import { statIdentity, type IdentityProbe } from '../../step/identity.js'
import { OVERRIDES } from '../release/listing/folder.js'
import { FIELD_FILES, parseField, renderField, type FieldFile, type TextField } from '../release/listing/layout.js'
import { entryNamed } from '../release/listing/reading.js'
import { MAX_TEXT_BYTES, readTextFile } from '../release/listing/text-file.js'

export interface Planned {
  locale: string
  field: TextField
  /** Relative to listing-dir, as messages and the summary name it (`de/amazon/title.txt`). */
  shown: string
  /** The folders to make, outermost first, and the file. */
  folders: string[]
  path: string
  /** Empty for `unset`. */
  content: string
  state: 'new' | 'same' | 'differs' | 'unset'
}

function statOf(path: string): Stats | undefined {
  try {
    return lstatSync(path)
  } catch {
    return undefined
  }
}

/** A folder on the way: absent, or a real folder; a link or a file there is refused. */
function checkFolder(path: string, shown: string): boolean {
  const stats = statOf(path)
  if (stats === undefined) return false
  if (stats.isSymbolicLink()) {
    throw new Failure(`'listing-dir' holds ${shown}, which is no folder (a symbolic link?): nothing was written.`)
  }
  if (!stats.isDirectory()) {
    throw new Failure(
      `'listing-dir' holds a file named ${shown} where the ${shown} folder goes: nothing was written. Move or remove it.`
    )
  }
  return true
}

/**
 * The files of one locale's listing: where each goes (the override when it holds the file), and how
 * it stands. A file or folder already there is found by its name as the release's folder reader
 * finds it (entryNamed: `Title.txt` is title.txt where the file system does not tell case apart).
 */
export function planLocale(
  root: string,
  locale: string,
  folder: string,
  fields: Readonly<Record<string, unknown>>,
  identity: IdentityProbe = statIdentity
): Planned[] {
  const base = join(root, folder)
  const hasBase = checkFolder(base, folder)
  const overName = (hasBase && entryNamed(base, OVERRIDES, identity)) || OVERRIDES
  const over = join(base, overName)
  const hasOver = hasBase && checkFolder(over, `${folder}/${overName}`)
  const planned: Planned[] = []
  for (const spec of FIELD_FILES) {
    const value = Object.hasOwn(fields, spec.field) ? fields[spec.field] : undefined
    const content = renderField(spec, value)
    const inOver = hasOver ? entryNamed(over, spec.file, identity) : undefined
    const name = inOver ?? ((hasBase && entryNamed(base, spec.file, identity)) || spec.file)
    const folders = inOver ? [base, over] : [base]
    const path = join(folders[folders.length - 1], name)
    const shown = `${folder}/${inOver ? `${overName}/` : ''}${name}`
    const file = { locale, field: spec.field, shown, folders, path }
    if (content !== undefined) planned.push({ ...file, content, state: stateOf(spec, path, shown, content) })
    else if (hasBase && statOf(path) !== undefined) planned.push({ ...file, content: '', state: 'unset' })
  }
  return planned
}

function stateOf(spec: FieldFile, path: string, shown: string, content: string): Planned['state'] {
  const stats = statOf(path)
  if (stats === undefined) return 'new'
  if (!stats.isFile()) throw new Failure(`'listing-dir' holds ${shown}, which is no regular file: nothing was written.`)
  // A file the folder reader would refuse (too big, not UTF-8) differs from the store.
  const read = readTextFile(path, MAX_TEXT_BYTES)
  if ('problem' in read) return 'differs'
  const text = read.text
  const same = JSON.stringify(parseField(spec, text)) === JSON.stringify(parseField(spec, content.trimEnd()))
  return same ? 'same' : 'differs'
}

/** Writes a planned file, making its folders; each is checked again as it is made. */
export function writePlanned(root: string, file: Planned): void {
  for (const folder of [root, ...file.folders]) {
    if (folder === root) mkdirSync(folder, { recursive: true })
    else if (!checkFolder(folder, folder.slice(root.length + 1))) mkdirSync(folder)
  }
  const stats = statOf(file.path)
  if (stats && !stats.isFile()) {
    throw new Failure(`'listing-dir' holds ${file.shown}, which is no regular file: it was not overwritten.`)
  }
  writeFileSync(file.path, file.content, { mode: 0o644 })
}
