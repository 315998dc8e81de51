// A file system given as a list of names, answering which file a name leads to as a real one would:
// APFS finds a name whatever its case and Unicode normalization, NTFS whatever its case, ext4 only
// as it is spelled. Every folder on the way to a listed name is there; a link leads where it says.
import type { PathModule, FileNames } from '../../src/step/paths.js'

/** How a file system makes names alike before it looks them up. */
export type Fold = (name: string) => string
export const exact: Fold = (name) => name
export const caseless: Fold = (name) => name.toLowerCase()
/** APFS: neither case nor Unicode normalization (é as one code point or as e and an accent) tells names apart. */
export const apfs: Fold = (name) => name.normalize('NFC').toLowerCase()

export function fakeNames(
  path: PathModule,
  names: string[],
  fold: Fold = exact,
  links: Record<string, string> = {}
): FileNames {
  const key = (name: string) => fold(path.resolve(name))
  const ids = new Map<string, bigint>()
  for (const name of names) {
    for (let at = path.resolve(name); !ids.has(key(at)); at = path.dirname(at)) {
      ids.set(key(at), BigInt(ids.size + 1))
      if (path.dirname(at) === at) break
    }
  }
  const linked = Object.entries(links).map(([from, to]) => [key(from), path.resolve(to)] as const)
  /** The name with a link on its way replaced by where the link leads. */
  const followed = (name: string): string => {
    const folded = key(name)
    for (const [from, to] of linked) {
      if (folded === from || folded.startsWith(from + path.sep))
        return followed(to + path.resolve(name).slice(from.length))
    }
    return name
  }
  return {
    path,
    identity: (name) => {
      const ino = ids.get(key(followed(name)))
      return ino === undefined ? undefined : { dev: 1n, ino }
    }
  }
}
