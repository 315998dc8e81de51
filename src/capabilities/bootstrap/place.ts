/**
 * Where a bootstrap writes, decided before anything is written:
 *  - listing-dir must be reached through no symbolic link (below the workspace, or below / for a
 *    folder outside it) and through no dot folder (`.git`, `.github`...): a link could take the
 *    files out of the workspace, and a dot folder is no listing folder (the reader skips it);
 *  - a language goes into the folder that already stands for it, as the folder reader maps names
 *    (`de` for de-DE, `en_GB` for en-GB: locales.ts, the exact name winning as in folder.ts); a new
 *    folder, named as Amazon's language, only for a language that has none;
 *  - a language from the API must look like one (`en-US`), so that no name such as `..`, `.git`,
 *    `__proto__` or one too long for the file system makes a path.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { Folder, LOCAL_NAMES, type FileNames } from '../../step/paths.js'
import { matchLocale, rankOf } from '../release/listing/locales.js'

/** A language tag: 2 or 3 letters, then up to three parts of letters or digits (`en-US`, `zh-Hant-TW`). */
const LANGUAGE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/

/** What checkRoot asks of the file system; tests give macOS' and Windows' answers on Linux. */
export interface RootProbes extends FileNames {
  /** Whether the name is a symbolic link (or a Windows junction); undefined when nothing is there. */
  isLink: (path: string) => boolean | undefined
  realpath: (path: string) => string | undefined
}

const LOCAL: RootProbes = {
  ...LOCAL_NAMES,
  isLink: (path) => {
    try {
      return lstatSync(path).isSymbolicLink()
    } catch {
      return undefined
    }
  },
  realpath: (path) => {
    try {
      return realpathSync(path)
    } catch {
      return undefined
    }
  }
}

/**
 * Why listing-dir (absolute) cannot be written into, or undefined: a dot folder or a symbolic link
 * on the way from the workspace (`cwd`) to it, or from the file system's root when it is outside
 * the workspace. Where the workspace is on its way is decided by file identity (step/paths.ts), so
 * the workspace named through a link to it, or spelled in other case on APFS or NTFS, is the
 * workspace; below it, each name on the way is looked at itself (lstat), never compared as text with
 * its real path. A link in the root folder of a file system is the system's, made by an
 * administrator (macOS' /tmp and /var lead to /private/…, merged /usr's /bin to usr/bin), and
 * passes; below it, and anywhere in the workspace, a link is refused.
 */
export function checkRoot(root: string, cwd: string, probes: RootProbes = LOCAL): string | undefined {
  const p = probes.path
  const target = p.resolve(root)
  const way = new Folder(cwd, probes).way(target)
  const anchor = way?.anchor ?? p.parse(target).root
  const parts =
    way?.below ??
    p
      .relative(anchor, target)
      .split(p.sep)
      .filter((part) => part !== '')
  const dot = parts.find((part) => part.startsWith('.'))
  if (dot !== undefined) return `it is in the dot folder '${dot}', which is no listing folder (a release skips it).`
  let at = anchor
  for (const [index, part] of parts.entries()) {
    at = p.join(at, part)
    const link = probes.isLink(at)
    if (link === undefined) break
    if (link && (way !== undefined || index > 0)) {
      const real = probes.realpath(at)
      const shown = way === undefined ? at : parts.slice(0, index + 1).join('/')
      return (
        `'${shown}' is reached through a symbolic link (${real ? `it leads to ${real}` : 'it leads nowhere'}): ` +
        'the bootstrap writes only into real folders, so that nothing lands outside the workspace.'
      )
    }
  }
  return undefined
}

/** Why a language the API lists cannot name a folder, or undefined. */
export function localeProblem(locale: string): string | undefined {
  if (LANGUAGE.test(locale)) return undefined
  const shown = JSON.stringify(locale.length > 40 ? `${locale.slice(0, 40)}…` : locale)
  return (
    `the API lists a listing language ${shown} (${locale.length} characters), which is no language tag ` +
    '(2 or 3 letters, then up to three parts of up to 8 letters or digits, as en-US): nothing was written.'
  )
}

/**
 * The folder each of `locales` (Amazon's languages) goes into: the folder already there that the
 * reader takes for it, else one named as the language. Folders only: a file of the name is no
 * locale folder (the writer refuses it where a folder must go).
 */
export function folderNames(root: string, locales: readonly string[]): Map<string, string> {
  const chosen = new Map<string, { name: string; rank: number }>()
  const names = listNames(root).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  for (const name of names) {
    if (name.startsWith('.') || !isFolderOrLink(join(root, name))) continue
    const match = matchLocale(name, locales)
    if (match.kind !== 'amazon') continue
    const rank = rankOf(name, match)
    const earlier = chosen.get(match.locale)
    if (!earlier || rank < earlier.rank) chosen.set(match.locale, { name, rank })
  }
  return new Map(locales.map((locale) => [locale, chosen.get(locale)?.name ?? locale]))
}

function listNames(root: string): string[] {
  try {
    return readdirSync(root)
  } catch {
    return []
  }
}

/** A folder, or a link (which the writer refuses, naming it, rather than writing beside it). */
function isFolderOrLink(path: string): boolean {
  const stats = lstatSync(path)
  return stats.isDirectory() || stats.isSymbolicLink()
}
