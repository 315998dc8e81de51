/**
 * Release notes: the text of `release-notes` for every locale, or a folder of `<locale>.txt`
 * files with `default.txt` for the locales that have none. Read and checked with the inputs.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { withoutBom } from '../../appstore/json.js'
import { InputError } from '../../step/errors.js'
import { statOrUndefined, type Inputs } from '../../step/inputs.js'

export interface Notes {
  /** Where they come from, for messages: 'release-notes' or the folder. */
  from: string
  /** By locale in lower case, from `<locale>.txt`. */
  byLocale: Record<string, { locale: string; text: string }>
  /** For every other locale: `release-notes`, or `default.txt`. */
  fallback?: string
}

const LOCALE_FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.txt$/i

export function readNotes(inputs: Inputs): Notes | undefined {
  const text = inputs.text('release-notes')
  const dir = inputs.text('release-notes-dir')
  if (text !== '' && dir !== '') {
    throw new InputError('release-notes', 'and release-notes-dir cannot both be given; pick one.')
  }
  if (text !== '') return { from: 'release-notes', byLocale: {}, fallback: text }
  return dir === '' ? undefined : readNotesDir(inputs, dir)
}

/** The folder and each file are read where they really are: in the workspace (step/inputs.ts readable). */
function readNotesDir(inputs: Inputs, given: string): Notes {
  const input = 'release-notes-dir'
  const named = resolve(inputs.cwd, given)
  if (!statOrUndefined(named)?.isDirectory()) throw new InputError(input, `names no folder: '${given}'.`)
  const dir = inputs.readable(input, named, given)
  const notes: Notes = { from: given, byLocale: {} }
  for (const name of readdirSync(dir).sort()) {
    if (!/\.txt$/i.test(name)) continue
    const locale = name.toLowerCase() === 'default.txt' ? undefined : LOCALE_FILE.exec(name)?.[1]
    if (locale === undefined && name.toLowerCase() !== 'default.txt') {
      throw new InputError(
        input,
        `holds '${name}', which is neither <locale>.txt (en-US.txt, de-DE.txt) nor default.txt.`
      )
    }
    const link = join(named, name)
    if (!statOrUndefined(link)?.isFile()) throw new InputError(input, `holds '${name}', which is not a regular file.`)
    const path = inputs.readable(input, link, join(given, name))
    const text = withoutBom(readFileSync(path, 'utf8')).trimEnd()
    if (text.trim() === '') throw new InputError(input, `holds '${name}', which is empty.`)
    if (locale === undefined) notes.fallback = text
    else if (notes.byLocale[locale.toLowerCase()]) {
      throw new InputError(input, `holds notes for ${locale} twice, in letters of different case.`)
    } else notes.byLocale[locale.toLowerCase()] = { locale, text }
  }
  if (notes.fallback === undefined && Object.keys(notes.byLocale).length === 0) {
    throw new InputError(input, `holds no <locale>.txt (en-US.txt) and no default.txt: '${given}'.`)
  }
  return notes
}

/** The notes for a locale of the listing; undefined when there are none for it. */
export function notesFor(notes: Notes, locale: string): string | undefined {
  return notes.byLocale[locale.toLowerCase()]?.text ?? notes.fallback
}

/** The locales that have a file but no listing in the edit. */
export function unusedLocales(notes: Notes, locales: string[]): string[] {
  const listed = new Set(locales.map((locale) => locale.toLowerCase()))
  return Object.entries(notes.byLocale)
    .filter(([key]) => !listed.has(key))
    .map(([, { locale }]) => locale)
}
