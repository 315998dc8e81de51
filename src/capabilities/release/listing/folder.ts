/**
 * The listing folder (the input `listing-dir`): fastlane supply's layout, so that one folder serves
 * Google Play and Amazon as it is, read whole in one pass before any request.
 *
 *   <dir>/<locale>/title.txt, short_description.txt, ...   the text files of layout.ts
 *   <dir>/<locale>/changelogs/<versionCode>.txt, default.txt
 *   <dir>/<locale>/images/...                               see image-folder.ts
 *   <dir>/<locale>/amazon/...                               the same names, for Amazon only: they win
 *
 * Locale folders are named as locales.ts says. What Amazon has no place for (a locale it does not
 * list, Play-only files, image kinds, sizes or counts it does not take) is left out and listed in
 * `leftOut`, each with its reason; with `strict`, anything left out fails the step instead. Real
 * errors (the client secret in a text, text that is not UTF-8, a text over its limit, a link out of
 * the workspace) all come in one InputError.
 */
import { realpathSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { InputError } from '../../../step/errors.js'
import { statIdentity, type IdentityProbe } from '../../../step/identity.js'
import { notesProblem } from './notes.js'
import { readImages, type FolderImages } from './image-folder.js'
import {
  CHANGELOGS_FOLDER,
  CHANGELOG_DEFAULT,
  CHANGELOG_FILE,
  FIELD_FILES,
  LIMITS_SOURCE,
  parseField,
  type TextField
} from './layout.js'
import { matchLocale, rankOf } from './locales.js'
import { MAX_TEXT_BYTES } from './text-file.js'
import { entriesOf, inside, isNamed, readEntryText, type Entry, type LeftOut, type Reading } from './reading.js'

export type { LeftOut } from './reading.js'
export type { TextField } from './layout.js'
export const LISTING_INPUT = 'listing-dir'
/** The folder of Amazon-only files in a locale folder. */
export const OVERRIDES = 'amazon'

/** The text fields of an Amazon listing that the folder gives; a field without its file is absent. */
export interface ListingText {
  title?: string
  shortDescription?: string
  fullDescription?: string
  featureBullets?: string[]
  keywords?: string[]
}

export interface Changelogs {
  /** By version code, from `<versionCode>.txt` (written without leading zeros). */
  byVersionCode: Record<string, string>
  /** From `default.txt`. */
  fallback?: string
}

export interface LocaleFolder {
  /** The Amazon listing language. */
  locale: string
  /** The folder's name, as it is. */
  folder: string
  text: ListingText
  /** By Amazon image type: only the types the folder gives, as Amazon takes them. */
  images: FolderImages
  changelogs: Changelogs
}

export interface ListingFolder {
  /** As given. */
  dir: string
  /** Absolute. */
  root: string
  /** By Amazon listing language, in the order of the folders' names: look one up with localeFolder. */
  locales: Record<string, LocaleFolder>
  /** What is not used, and why. */
  leftOut: LeftOut[]
  /** Used, with a word: the type an icon was taken as, a size that is only warned about. */
  notes: LeftOut[]
}

export interface FolderOptions {
  /** The input that named the folder, for errors; `listing-dir` by default. */
  input?: string
  /** Where a relative `dir` is; the process's working directory by default. */
  cwd?: string
  /** Symbolic links may lead anywhere inside it; the folder itself by default. */
  workspace?: string
  /** MAX_TEXT_BYTES by default. */
  maxTextBytes?: number
  /** 50 MiB by default. */
  maxImageBytes?: number
  /** Whether a text holds the client secret. */
  holdsSecret?: (text: string) => boolean
  /** Fail when anything is left out. */
  strict?: boolean
  /** How the file system tells names apart (step/identity.ts); tests give a case-insensitive one. */
  identity?: IdentityProbe
}

/** By file name: a Map, since a name of the folder (`constructor`, `__proto__`) is no key of a plain object. */
const UNUSED_FILES: ReadonlyMap<string, string> = new Map([
  ['video.txt', "Google Play's video URL: Amazon takes videos as uploads, which this step does not make"]
])
const SHOWN_PROBLEMS = 100

/** Reads the whole folder; every real problem comes in one InputError naming the input and the files. */
export function readListingFolder(dir: string, options: FolderOptions = {}): ListingFolder {
  const input = options.input ?? LISTING_INPUT
  const root = resolve(options.cwd ?? process.cwd(), dir)
  let isFolder = false
  try {
    isFolder = statSync(root).isDirectory()
  } catch {
    // Reported below, as the folder that is not there.
  }
  if (!isFolder) throw new InputError(input, `names no folder: '${dir}'.`)
  const reading: Reading = {
    root,
    within: withinOf(root, options.workspace),
    maxTextBytes: options.maxTextBytes ?? MAX_TEXT_BYTES,
    maxImageBytes: options.maxImageBytes ?? 50 * 1024 * 1024,
    holdsSecret: options.holdsSecret ?? (() => false),
    leftOut: [],
    notes: [],
    problems: [],
    identity: options.identity ?? statIdentity
  }
  const locales: Record<string, LocaleFolder> = {}
  for (const [locale, entry] of localeFolders(reading)) {
    locales[locale] = readLocale(reading, entry, locale)
  }
  if (Object.keys(locales).length === 0) {
    reading.problems.push(
      `'${dir}' holds no folder of a language Amazon lists (en-US, de-DE, ...; see the left-out names).`
    )
  }
  if (options.strict) {
    for (const { name, why } of reading.leftOut)
      reading.problems.push(`${name} is left out (${why}), and 'listing-strict' is true.`)
  }
  if (reading.problems.length > 0) {
    const shown = reading.problems.slice(0, SHOWN_PROBLEMS).map((problem) => `\n- ${problem}`)
    const more = reading.problems.length - shown.length
    throw new InputError(
      input,
      `has ${reading.problems.length} problem${reading.problems.length === 1 ? '' : 's'} to fix, nothing was sent:` +
        shown.join('') +
        (more > 0 ? `\n- and ${more} more.` : '')
    )
  }
  return { dir, root, locales, leftOut: reading.leftOut, notes: reading.notes }
}

/**
 * The folder of a listing language, by an own key only: the language may come from the API's answer,
 * and `constructor` or `__proto__` is no locale of the folder, whatever a plain object inherits.
 */
export function localeFolder(folder: ListingFolder, locale: string): LocaleFolder | undefined {
  return Object.hasOwn(folder.locales, locale) ? folder.locales[locale] : undefined
}

/** The locale folder left out that would stand for `locale` (Amazon lists it after all), with why. */
export function leftOutFolderOf(folder: ListingFolder, locale: string): LeftOut | undefined {
  return folder.leftOut.find(({ name }) => !name.includes('/') && matchLocale(name, [locale]).kind === 'amazon')
}

/** Links may lead anywhere in the workspace; for a folder outside it (the runner's temp), in the folder. */
function withinOf(root: string, workspace: string | undefined): string {
  const real = realpathSync(root)
  const space = workspace === undefined ? real : realpathSync(workspace)
  return inside(real, space) ? space : real
}

/** The locale folders that give an Amazon language, by it; two for one: the exact name wins (locales.ts). */
function localeFolders(reading: Reading): Map<string, Entry> {
  const chosen = new Map<string, { entry: Entry; rank: number }>()
  const losers: { entry: Entry; locale: string }[] = []
  for (const entry of entriesOf(reading, '', reading.root)) {
    if (!entry.dir) {
      reading.leftOut.push({ name: entry.name, why: 'not a locale folder' })
      continue
    }
    const match = matchLocale(entry.name)
    if (match.kind === 'left-out') {
      reading.leftOut.push({ name: entry.name, why: match.why })
      continue
    }
    const rank = rankOf(entry.name, match)
    const earlier = chosen.get(match.locale)
    if (earlier && earlier.rank <= rank) losers.push({ entry, locale: match.locale })
    else {
      if (earlier) losers.push({ entry: earlier.entry, locale: match.locale })
      chosen.set(match.locale, { entry, rank })
    }
  }
  for (const { entry, locale } of losers) {
    const winner = chosen.get(locale)!.entry.name
    reading.leftOut.push({ name: entry.name, why: `${winner} gives Amazon's ${locale} (the exact name wins)` })
  }
  const order = [...chosen].sort(([, a], [, b]) => (a.entry.name < b.entry.name ? -1 : 1))
  return new Map(order.map(([locale, { entry }]) => [locale, entry]))
}

interface Parts {
  text: ListingText
  /** The file each text field came from, for messages. */
  files: Partial<Record<TextField, string>>
  images: FolderImages
  changelogs: Changelogs
}

function readLocale(reading: Reading, folder: Entry, locale: string): LocaleFolder {
  const base = readParts(reading, folder, true)
  const over = base.overrides ? readParts(reading, base.overrides, false) : undefined
  const parts: Parts = over
    ? {
        text: { ...base.text, ...over.text },
        files: { ...base.files, ...over.files },
        images: { ...base.images, ...over.images },
        changelogs: {
          byVersionCode: { ...base.changelogs.byVersionCode, ...over.changelogs.byVersionCode },
          fallback: over.changelogs.fallback ?? base.changelogs.fallback
        }
      }
    : base
  if (parts.changelogs.fallback === undefined) delete parts.changelogs.fallback
  checkLimits(reading, parts)
  return { locale, folder: folder.name, text: parts.text, images: parts.images, changelogs: parts.changelogs }
}

/** Title, descriptions and bullets against their limits (layout.ts), naming the file. */
function checkLimits(reading: Reading, parts: Parts): void {
  for (const spec of FIELD_FILES) {
    const value = parts.text[spec.field]
    const file = parts.files[spec.field]
    if (value === undefined || file === undefined) continue
    const count = Array.isArray(value) ? value.length : [...value].length
    const max = Array.isArray(value) ? spec.maxItems : spec.maxCharacters
    if (max !== undefined && count > max) {
      const what = Array.isArray(value) ? 'bullets' : 'characters'
      reading.problems.push(
        `${file} has ${count} ${what}: Amazon's ${spec.field} takes at most ${max} (${LIMITS_SOURCE}).`
      )
    }
  }
}

function readParts(reading: Reading, folder: Entry, top: boolean): Parts & { overrides?: Entry } {
  const parts: Parts & { overrides?: Entry } = { text: {}, files: {}, images: {}, changelogs: { byVersionCode: {} } }
  for (const entry of entriesOf(reading, folder.shown, folder.path)) {
    const named = (name: string) => isNamed(reading, entry, name)
    if (entry.dir) {
      if (named('images')) parts.images = readImages(reading, entry)
      else if (named(CHANGELOGS_FOLDER)) parts.changelogs = readChangelogs(reading, entry)
      else if (named(OVERRIDES) && top) parts.overrides = entry
      else reading.leftOut.push({ name: entry.shown, why: 'not a folder a listing has (images, changelogs, amazon)' })
      continue
    }
    const spec = FIELD_FILES.find(({ file }) => named(file))
    if (spec) {
      const text = readEntryText(reading, entry)
      if (text === '') reading.leftOut.push({ name: entry.shown, why: 'empty: the field keeps the value it has' })
      else if (text !== undefined) {
        Object.assign(parts.text, { [spec.field]: parseField(spec, text) })
        parts.files[spec.field] = entry.shown
      }
    } else if (UNUSED_FILES.has(entry.name)) {
      reading.leftOut.push({ name: entry.shown, why: UNUSED_FILES.get(entry.name)! })
    } else {
      const names = FIELD_FILES.map((file) => file.file).join(', ')
      reading.leftOut.push({ name: entry.shown, why: `no file an Amazon listing has (${names})` })
    }
  }
  return parts
}

function readChangelogs(reading: Reading, folder: Entry): Changelogs {
  const changelogs: Changelogs = { byVersionCode: {} }
  for (const entry of entriesOf(reading, folder.shown, folder.path)) {
    const code = CHANGELOG_FILE.exec(entry.name)?.[1]
    if (entry.dir || (code === undefined && !isNamed(reading, entry, CHANGELOG_DEFAULT))) {
      reading.leftOut.push({ name: entry.shown, why: 'not <versionCode>.txt or default.txt' })
      continue
    }
    const text = readEntryText(reading, entry)
    if (text === undefined) continue
    // As the fastlane plugin does, an empty changelog counts as none.
    if (text === '') {
      reading.leftOut.push({ name: entry.shown, why: 'empty, so it counts as none' })
      continue
    }
    const problem = notesProblem(text, reading.holdsSecret)
    if (problem) {
      reading.problems.push(`${entry.shown} ${problem}`)
      continue
    }
    if (code === undefined) {
      changelogs.fallback = text
      continue
    }
    const key = String(Number(code))
    if (changelogs.byVersionCode[key] !== undefined) {
      reading.leftOut.push({ name: entry.shown, why: `another file gives the changelog of version code ${key}` })
    } else changelogs.byVersionCode[key] = text
  }
  return changelogs
}
