/**
 * How the listing folder is walked: every problem is collected (not thrown at the first), every
 * name Amazon has no place for is left out with its reason, and nothing outside the workspace is
 * read. A symbolic link is followed only when it leads to a place inside the workspace (a folder
 * link to a folder above it is left out: it would loop); one that leads out is a problem, so that
 * no file of the runner (a secret, say) can be published in a listing. Text files must be valid
 * UTF-8 (or UTF-16 with its byte order mark) without NUL, at most `maxTextBytes`; a byte order mark
 * is dropped, CRLF becomes LF and trailing white space goes (text-file.ts).
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { sameName, statIdentity, type IdentityProbe } from '../../../step/identity.js'
import { isWithin } from '../../../step/paths.js'
import { readTextFile } from './text-file.js'

export interface LeftOut {
  /** Relative to the listing folder. */
  name: string
  why: string
}

export interface Reading {
  root: string
  /** Real path of the workspace: links may lead anywhere inside it. */
  within: string
  maxTextBytes: number
  maxImageBytes: number
  holdsSecret: (text: string) => boolean
  leftOut: LeftOut[]
  /** Used, and worth a word: which type an icon was taken as, Amazon Ads sizes. */
  notes: LeftOut[]
  /** Real errors, all reported together. */
  problems: string[]
  /** How names are told apart: as the file system does (step/identity.ts); injected in tests. */
  identity: IdentityProbe
}

export interface Entry {
  name: string
  /** Relative to the listing folder. */
  shown: string
  /** Where to read it (a link's target). */
  path: string
  /** The folder that lists it, where it really is. */
  folder: string
  dir: boolean
}

export const inside = (path: string, root: string) => isWithin(path, root)

/**
 * Whether the entry is the listing's file or folder `name` as the file system looks names up: on
 * NTFS and APFS, `Title.txt` is title.txt; on ext4 it is not. The bootstrap looks up the files it
 * writes the same way (entryNamed), so that the two agree on what a folder holds.
 */
export function isNamed(
  reading: Pick<Reading, 'identity'>,
  entry: Pick<Entry, 'folder' | 'name'>,
  name: string
): boolean {
  return sameName(entry.folder, entry.name, name, reading.identity)
}

/** The name under which `folder` holds the listing's file or folder `name` (see isNamed), or undefined. */
export function entryNamed(folder: string, name: string, identity: IdentityProbe = statIdentity): string | undefined {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return undefined
  }
  return names.includes(name) ? name : names.find((other) => isNamed({ identity }, { folder, name: other }, name))
}

/**
 * The entries of a folder inside the listing folder, by name (code point order); hidden ones (a
 * leading dot: .DS_Store, .gitkeep, the image record) skipped; anything but a regular file or a
 * folder left out.
 */
export function entriesOf(reading: Reading, folder: string, path: string): Entry[] {
  const entries: Entry[] = []
  const names = readdirSync(path).filter((name) => !name.startsWith('.'))
  for (const name of names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    const shown = folder === '' ? name : `${folder}/${name}`
    let target = join(path, name)
    if (lstatSync(target).isSymbolicLink()) {
      try {
        target = realpathSync(target)
      } catch {
        reading.leftOut.push({ name: shown, why: 'a symbolic link that leads nowhere' })
        continue
      }
      if (!inside(target, reading.within)) {
        reading.problems.push(
          `${shown} is a symbolic link that leads out of the workspace: only files in the workspace are read. Copy the file in.`
        )
        continue
      }
      if (inside(realpathSync(path), target)) {
        reading.leftOut.push({ name: shown, why: 'a symbolic link to a folder above it (it would loop)' })
        continue
      }
    }
    const stats = statSync(target)
    if (stats.isFile() || stats.isDirectory()) {
      entries.push({ name, shown, path: target, folder: path, dir: stats.isDirectory() })
    } else reading.leftOut.push({ name: shown, why: 'neither a regular file nor a folder' })
  }
  return entries
}

/** A text file's text, checked (size, NUL, UTF-8, the client secret); undefined after a problem. */
export function readEntryText(reading: Reading, entry: Entry): string | undefined {
  const read = readTextFile(entry.path, reading.maxTextBytes)
  if ('problem' in read) {
    reading.problems.push(
      read.problem === 'too-big'
        ? `${entry.shown} is ${statSync(entry.path).size} bytes, more than the ${reading.maxTextBytes} a text file may have here.`
        : read.problem === 'nul'
          ? `${entry.shown} has a NUL byte: is it a text file?`
          : `${entry.shown} is not valid UTF-8: save it as UTF-8.`
    )
    return undefined
  }
  const text = read.text
  if (reading.holdsSecret(text)) {
    reading.problems.push(
      `${entry.shown} holds the client secret: a listing is public. Remove it, and rotate the secret.`
    )
    return undefined
  }
  return text
}
