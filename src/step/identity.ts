/**
 * Whether two names name one file, as the file system decides it: by the file's identity (its
 * device and file id), never by comparing the names. Two names of one file: a link and its target,
 * two hard links, or (on a file system that does not tell case apart: NTFS, APFS) `App.apk` and
 * `app.apk`. Device and file ids are read as bigints: NTFS file ids can exceed 2^53, where two
 * numbers compare equal though the ids differ.
 */
import { statSync, type BigIntStats } from 'node:fs'
import { join } from 'node:path'

/** The bigint stat of a path (following links), undefined when there is nothing there: injectable for tests. */
export type IdentityProbe = (path: string) => Pick<BigIntStats, 'dev' | 'ino'> | undefined

export const statIdentity: IdentityProbe = (path) => {
  try {
    return statSync(path, { bigint: true })
  } catch {
    return undefined
  }
}

/**
 * The file's identity, `dev:ino`, equal for every name of one file; undefined when nothing is there.
 * A file system with no file ids (ino 0) is identified by the name itself.
 */
export function fileIdentity(path: string, probe: IdentityProbe = statIdentity): string | undefined {
  const stats = probe(path)
  if (stats === undefined) return undefined
  return stats.ino === 0n ? `path:${path}` : `${stats.dev}:${stats.ino}`
}

/** The same path, or two names of one file. */
export function sameFile(a: string, b: string, probe: IdentityProbe = statIdentity): boolean {
  if (a === b) return true
  const first = fileIdentity(a, probe)
  return first !== undefined && first === fileIdentity(b, probe)
}

/**
 * Whether names `a` and `b` in `folder` name one entry, as the file system looks names up: the same
 * name, or the same in other case where the folder does not tell case apart (probed: both names
 * lead to one file). `Title.txt` is `title.txt` on NTFS and APFS, and not on ext4.
 */
export function sameName(folder: string, a: string, b: string, probe: IdentityProbe = statIdentity): boolean {
  if (a === b) return true
  return a.toLowerCase() === b.toLowerCase() && sameFile(join(folder, a), join(folder, b), probe)
}
