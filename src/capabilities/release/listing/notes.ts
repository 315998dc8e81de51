/**
 * Release notes: the text of `notes` for every locale, or a folder of `<locale>.txt`
 * files with `default.txt` for the locales that have none. Read and checked with the inputs, before
 * any request: each text is at most MAX_NOTES characters, UTF-8 (or UTF-16 with its byte order
 * mark, text-file.ts) without NUL, and never holds the client secret (notes are public); a file is
 * read no further than MAX_NOTES_BYTES.
 */
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { INPUT } from '../../edit/inputs.js'
import { InputError } from '../../../step/errors.js'
import { statOrUndefined, type Inputs } from '../../../step/inputs.js'
import { shownName } from '../../../step/paths.js'
import { readTextFile } from './text-file.js'

export interface Notes {
  /** Where they come from, for messages: 'notes' or the folder. */
  from: string
  /** By locale in lower case, from `<locale>.txt`. */
  byLocale: Record<string, { locale: string; text: string }>
  /** For every other locale: `notes`, or `default.txt`. */
  fallback?: string
}

const LOCALE_FILE = /^([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.txt$/i
/** Characters (Unicode code points) of one locale's notes: this action's limit, as the store documents none. */
export const MAX_NOTES = 4000
/** A notes file is read no further: 4000 characters are at most 16,000 bytes of UTF-8. */
export const MAX_NOTES_BYTES = 64 * 1024
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** `holdsSecret`: notes are public, so no text may hold a secret of the run (the client secret). */
export function readNotes(inputs: Inputs, holdsSecret: (text: string) => boolean): Notes | undefined {
  const text = inputs.text(INPUT.notes)
  const dir = inputs.text(INPUT.notesDir)
  if (text !== '' && dir !== '') {
    throw new InputError(INPUT.notes, "and 'notes-dir' cannot both be given; pick one.")
  }
  if (text !== '') {
    const problem = notesProblem(text, holdsSecret)
    if (problem) throw new InputError(INPUT.notes, problem)
    return { from: 'notes', byLocale: {}, fallback: text }
  }
  return dir === '' ? undefined : readNotesDir(inputs, dir, holdsSecret)
}

/** What keeps a text from being release notes, said after the input or 'which'; undefined when nothing does. */
export function notesProblem(text: string, holdsSecret: (text: string) => boolean): string | undefined {
  if (text.includes('\0')) return 'holds a NUL character, which no text holds.'
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text (it holds a lone surrogate).'
  const characters = [...text].length
  if (characters > MAX_NOTES) {
    return `has ${characters} characters: release notes are at most ${MAX_NOTES} (a limit of this action; shorten them).`
  }
  if (holdsSecret(text)) return 'holds the client secret: release notes are public. Remove it, and rotate the secret.'
  return undefined
}

/** The folder and each file are read where they really are: in the workspace (step/inputs.ts readable). */
function readNotesDir(inputs: Inputs, given: string, holdsSecret: (text: string) => boolean): Notes {
  const input = INPUT.notesDir
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
    const path = inputs.readable(input, link, shownName(link, inputs.cwd))
    const read = readTextFile(path, MAX_NOTES_BYTES)
    if ('problem' in read) {
      throw new InputError(
        input,
        read.problem === 'too-big'
          ? `holds '${name}', which is over ${MAX_NOTES_BYTES / 1024} KiB: release notes are at most ${MAX_NOTES} characters.`
          : read.problem === 'nul'
            ? `holds '${name}', which holds a NUL character, which no text holds.`
            : `holds '${name}', which is not UTF-8 text: save it as UTF-8.`
      )
    }
    const text = read.text
    if (text.trim() === '') throw new InputError(input, `holds '${name}', which is empty.`)
    const problem = notesProblem(text, holdsSecret)
    if (problem) throw new InputError(input, `holds '${name}', which ${problem}`)
    if (locale === undefined) notes.fallback = text
    else if (Object.hasOwn(notes.byLocale, locale.toLowerCase())) {
      throw new InputError(input, `holds notes for ${locale} twice, in letters of different case.`)
    } else notes.byLocale[locale.toLowerCase()] = { locale, text }
  }
  if (notes.fallback === undefined && Object.keys(notes.byLocale).length === 0) {
    throw new InputError(input, `holds no <locale>.txt (en-US.txt) and no default.txt: '${given}'.`)
  }
  return notes
}

/** The notes for a locale of the listing (the API's name: an own key only); undefined when there are none for it. */
export function notesFor(notes: Notes, locale: string): string | undefined {
  const key = locale.toLowerCase()
  return Object.hasOwn(notes.byLocale, key) ? notes.byLocale[key].text : notes.fallback
}

/** The locales that have a file but no listing in the edit. */
export function unusedLocales(notes: Notes, locales: string[]): string[] {
  const listed = new Set(locales.map((locale) => locale.toLowerCase()))
  return Object.entries(notes.byLocale)
    .filter(([key]) => !listed.has(key))
    .map(([, { locale }]) => locale)
}
