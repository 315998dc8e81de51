/**
 * The listing folder (the planned input `listing-dir`): fastlane supply's layout, so that one
 * folder serves Google Play and Amazon, read whole and checked before any request.
 *
 *   <dir>/<locale>/title.txt, short_description.txt, full_description.txt   (supply's)
 *   <dir>/<locale>/feature_bullets.txt   one bullet a line                  (ours)
 *   <dir>/<locale>/keywords.txt          one a line, or separated by commas (ours)
 *   <dir>/<locale>/changelogs/<versionCode>.txt, default.txt               (supply's)
 *   <dir>/<locale>/images/...            see images.ts                      (supply's, and ours)
 *
 * Locale folders are named as locales.ts says. Text files must be valid UTF-8 without NUL bytes, at
 * most `maxTextBytes`; a byte order mark is dropped, CRLF becomes LF and trailing white space goes.
 * Nothing is followed through a symbolic link: a link is refused, so that no file outside the
 * folder is read (and published in the listing). What the folder holds that Amazon has no place
 * for (Play-only locales, Play's video URL, watch screenshots, a README) is left out and listed in
 * `leftOut`; a name that looks meant but is not known (a .txt file, an image, a locale) is refused,
 * since it is most likely a typo.
 */
import { lstatSync, readFileSync, readdirSync, statSync, type Dirent } from 'node:fs'
import { join, resolve } from 'node:path'
import { withoutBom } from '../../../appstore/json.js'
import { InputError } from '../../../step/errors.js'
import {
  AMAZON_IMAGE_TYPES,
  IMAGE_EXTENSIONS,
  IMAGE_SOURCES,
  checkImages,
  imageSourceOf,
  readImageFile,
  type AmazonImageType,
  type ImageFile,
  type ImageSource
} from './images.js'
import { localeOf } from './locales.js'

export const LISTING_INPUT = 'listing-dir'

/** The text fields of an Amazon listing that the folder gives; a field without its file is absent. */
export interface ListingText {
  title?: string
  shortDescription?: string
  fullDescription?: string
  featureBullets?: string[]
  keywords?: string[]
}
export type TextField = keyof ListingText

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
  /** By Amazon image type: only the types the folder gives, checked against Amazon's rules. */
  images: Partial<Record<AmazonImageType, ImageFile[]>>
  changelogs: Changelogs
}

export interface LeftOut {
  /** Relative to the listing folder. */
  name: string
  why: string
}

export interface ListingFolder {
  /** As given. */
  dir: string
  /** Absolute. */
  root: string
  /** By Amazon listing language, in the order of the folders' names. */
  locales: Record<string, LocaleFolder>
  /** What is not used, and why. */
  leftOut: LeftOut[]
}

export interface FolderOptions {
  /** The input that named the folder, for errors; `listing-dir` by default. */
  input?: string
  /** Where a relative `dir` is; the process's working directory by default. */
  cwd?: string
  /** 64 KiB by default: Amazon's longest field, the description, takes 4,000 characters. */
  maxTextBytes?: number
  /** 50 MiB by default. */
  maxImageBytes?: number
}

type TextFile =
  | { field: 'title' | 'shortDescription' | 'fullDescription' }
  | { field: 'featureBullets' | 'keywords'; list: 'lines' | 'keywords' }
const TEXT_FILES: Readonly<Record<string, TextFile>> = {
  'title.txt': { field: 'title' },
  'short_description.txt': { field: 'shortDescription' },
  'full_description.txt': { field: 'fullDescription' },
  'feature_bullets.txt': { field: 'featureBullets', list: 'lines' },
  'keywords.txt': { field: 'keywords', list: 'keywords' }
}
const UNUSED_FILES: Readonly<Record<string, string>> = {
  'video.txt': "Google Play's video URL: Amazon takes videos as uploads, which this step does not make"
}
const CHANGELOG = /^(\d{1,10})\.txt$/

interface Reading {
  root: string
  input: string
  maxTextBytes: number
  maxImageBytes: number
  leftOut: LeftOut[]
}

/** Reads and checks the whole folder; every problem is an InputError naming the input and the file. */
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
    input,
    maxTextBytes: options.maxTextBytes ?? 64 * 1024,
    maxImageBytes: options.maxImageBytes ?? 50 * 1024 * 1024,
    leftOut: []
  }
  const locales: Record<string, LocaleFolder> = {}
  for (const entry of entriesOf(reading, '')) {
    if (!entry.isDirectory()) {
      reading.leftOut.push({ name: entry.name, why: 'not a locale folder' })
      continue
    }
    const match = localeOf(entry.name, { input, file: `the folder '${entry.name}'` })
    if (match.kind === 'play-only') {
      reading.leftOut.push({
        name: entry.name,
        why: `Google Play's ${match.locale}: Amazon has no listing language for it`
      })
      continue
    }
    const earlier = locales[match.locale]
    if (earlier) {
      throw new InputError(
        input,
        `holds the folders '${earlier.folder}' and '${entry.name}', which both stand for Amazon's ${match.locale}: keep one.`
      )
    }
    locales[match.locale] = readLocale(reading, entry.name, match.locale)
  }
  if (Object.keys(locales).length === 0) {
    throw new InputError(
      input,
      `holds no folder of a locale Amazon lists (en-US, de-DE, ...): '${dir}'` +
        (reading.leftOut.length ? ` (left out: ${reading.leftOut.map((item) => item.name).join(', ')}).` : '.')
    )
  }
  return { dir, root, locales, leftOut: reading.leftOut }
}

/**
 * The changelog for a release of these version codes, by the Amazon fastlane plugin's rule: the
 * file of the highest version code, else default.txt; undefined when there is neither.
 */
export function changelogFor(
  locale: LocaleFolder,
  versionCodes: readonly (number | string)[]
): { text: string; file: string } | undefined {
  const codes = versionCodes.map(Number).filter((code) => Number.isSafeInteger(code) && code >= 0)
  if (codes.length > 0) {
    const highest = String(Math.max(...codes))
    const text = locale.changelogs.byVersionCode[highest]
    if (text !== undefined) return { text, file: `${locale.folder}/changelogs/${highest}.txt` }
  }
  const fallback = locale.changelogs.fallback
  return fallback === undefined ? undefined : { text: fallback, file: `${locale.folder}/changelogs/default.txt` }
}

function readLocale(reading: Reading, folder: string, locale: string): LocaleFolder {
  const found: LocaleFolder = { locale, folder, text: {}, images: {}, changelogs: { byVersionCode: {} } }
  for (const entry of entriesOf(reading, folder)) {
    const name = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (entry.name === 'images') found.images = readImages(reading, name)
      else if (entry.name === 'changelogs') found.changelogs = readChangelogs(reading, name)
      else reading.leftOut.push({ name, why: 'not a folder a listing has (images, changelogs)' })
      continue
    }
    const known = TEXT_FILES[entry.name]
    if (known) {
      const text = readText(reading, name)
      if ('list' in known) found.text[known.field] = listOf(text, known.list)
      else if (text === '') {
        throw new InputError(
          reading.input,
          `holds ${name}, which is empty: write the text, or delete the file to leave the field as it is.`
        )
      } else found.text[known.field] = text
    } else if (UNUSED_FILES[entry.name]) {
      reading.leftOut.push({ name, why: UNUSED_FILES[entry.name] })
    } else if (/\.txt$/i.test(entry.name)) {
      throw new InputError(
        reading.input,
        `holds ${name}, which is no file a listing has: ${[...Object.keys(TEXT_FILES), ...Object.keys(UNUSED_FILES)].join(', ')}.`
      )
    } else reading.leftOut.push({ name, why: 'not a file a listing has' })
  }
  return found
}

/**
 * Feature bullets: one a line, blank lines dropped, each trimmed, and a leading bullet sign
 * ("- ", "* ", "• ") dropped (Amazon shows them as bullets already). Keywords: one a line or
 * separated by commas, trimmed, blanks and repeats (letter case aside) dropped. An empty file
 * gives none: the field is emptied.
 */
function listOf(text: string, kind: 'lines' | 'keywords'): string[] {
  if (kind === 'lines') {
    return text
      .split('\n')
      .map((line) => line.trim().replace(/^[-*•]\s+/u, ''))
      .filter((line) => line !== '')
  }
  const seen = new Set<string>()
  return text
    .split(/[\n,]/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()))
}

function readChangelogs(reading: Reading, folder: string): Changelogs {
  const changelogs: Changelogs = { byVersionCode: {} }
  for (const entry of entriesOf(reading, folder)) {
    const name = `${folder}/${entry.name}`
    const code = CHANGELOG.exec(entry.name)?.[1]
    if (entry.isDirectory() || !/\.txt$/i.test(entry.name)) {
      reading.leftOut.push({ name, why: 'not <versionCode>.txt or default.txt' })
      continue
    }
    if (code === undefined && entry.name !== 'default.txt') {
      throw new InputError(
        reading.input,
        `holds ${name}, which is neither <versionCode>.txt (1234.txt) nor default.txt.`
      )
    }
    const text = readText(reading, name)
    // As the fastlane plugin does, an empty changelog counts as none.
    if (text === '') {
      reading.leftOut.push({ name, why: 'empty, so it counts as none' })
      continue
    }
    if (code === undefined) {
      changelogs.fallback = text
      continue
    }
    const key = String(Number(code))
    if (changelogs.byVersionCode[key] !== undefined) {
      throw new InputError(reading.input, `holds two changelogs for version code ${key} in ${folder}.`)
    }
    changelogs.byVersionCode[key] = text
  }
  return changelogs
}

function readImages(reading: Reading, folder: string): Partial<Record<AmazonImageType, ImageFile[]>> {
  // The files of each source, by the source's name; a source with no image is as if absent.
  const given = new Map<ImageSource, string[]>()
  const knownNames = (kind: ImageSource['kind']) =>
    IMAGE_SOURCES.filter((source) => source.kind === kind).map((source) => source.name)
  for (const entry of entriesOf(reading, folder)) {
    const name = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      const source = imageSourceOf(entry.name, 'folder')
      if (!source) {
        throw new InputError(
          reading.input,
          `holds the folder ${name}, which is no image folder this step knows: ${knownNames('folder').join(', ')}.`
        )
      }
      if (source.unused) reading.leftOut.push({ name, why: source.unused })
      else {
        const files = imagesIn(reading, name)
        if (files.length > 0) given.set(source, files)
      }
      continue
    }
    if (!isImageName(entry.name)) {
      reading.leftOut.push({ name, why: 'not a .png, .jpg or .jpeg file' })
      continue
    }
    const source = imageSourceOf(entry.name, 'file')
    if (!source) {
      throw new InputError(
        reading.input,
        `holds ${name}, which is no image name this step knows: ${knownNames('file').join(', ')} (.png, .jpg or .jpeg).`
      )
    }
    if (source.unused) {
      reading.leftOut.push({ name, why: source.unused })
      continue
    }
    const earlier = given.get(source)
    if (earlier) throw new InputError(reading.input, `holds both ${earlier[0]} and ${name}: keep one.`)
    given.set(source, [name])
  }

  const images: Partial<Record<AmazonImageType, ImageFile[]>> = {}
  for (const type of AMAZON_IMAGE_TYPES) {
    const sources = IMAGE_SOURCES.filter((source) => source.type === type && given.has(source))
    const [used, ...others] = sources
    if (!used) continue
    for (const other of others) {
      reading.leftOut.push({
        name: `${folder}/${other.name}`,
        why: `Amazon takes one set of ${type}; ${used.name} gives them`
      })
    }
    const files = (given.get(used) ?? []).map((name) =>
      readImageFile(join(reading.root, name), name, { input: reading.input, maxBytes: reading.maxImageBytes })
    )
    checkImages(type, files, used.kind === 'folder' ? `${folder}/${used.name}` : folder, reading.input)
    images[type] = files
  }
  return images
}

/** The images of a screenshot folder, in the order of their names (as supply uploads them). */
function imagesIn(reading: Reading, folder: string): string[] {
  const names: string[] = []
  for (const entry of entriesOf(reading, folder)) {
    const name = `${folder}/${entry.name}`
    if (!entry.isDirectory() && isImageName(entry.name)) names.push(name)
    else reading.leftOut.push({ name, why: 'not a .png, .jpg or .jpeg file' })
  }
  return names
}

const isImageName = (name: string) => IMAGE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))

/**
 * The entries of a folder inside the listing folder, by name (code point order), hidden ones
 * (a leading dot: .DS_Store, .gitkeep) skipped; a symbolic link, or anything but a regular file or
 * a folder, is refused.
 */
function entriesOf(reading: Reading, folder: string): Dirent[] {
  const entries = readdirSync(join(reading.root, folder), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const entry of entries) {
    const name = folder === '' ? entry.name : `${folder}/${entry.name}`
    if (entry.isSymbolicLink()) {
      throw new InputError(
        reading.input,
        `holds ${name}, a symbolic link: links are not followed, so that nothing outside the folder is read. Copy the file in.`
      )
    }
    if (!entry.isFile() && !entry.isDirectory()) {
      throw new InputError(reading.input, `holds ${name}, which is neither a regular file nor a folder.`)
    }
  }
  return entries
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** A text file: size capped, UTF-8 without NUL, BOM dropped, CRLF (or CR) as LF, trailing white space trimmed. */
function readText(reading: Reading, name: string): string {
  const path = join(reading.root, name)
  const size = lstatSync(path).size
  if (size > reading.maxTextBytes) {
    throw new InputError(
      reading.input,
      `holds ${name}, which is ${size} bytes, more than the ${reading.maxTextBytes} a text file may have here.`
    )
  }
  const bytes = readFileSync(path)
  if (bytes.includes(0)) throw new InputError(reading.input, `holds ${name}, which has a NUL byte: is it a text file?`)
  let text: string
  try {
    text = UTF8.decode(bytes)
  } catch {
    throw new InputError(reading.input, `holds ${name}, which is not valid UTF-8: save it as UTF-8.`)
  }
  return withoutBom(text).replace(/\r\n?/g, '\n').trimEnd()
}
