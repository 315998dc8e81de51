/**
 * Paths as the runner's OS reads them, and as a person reads them. Every function takes how the
 * platform reads names: its `path` module (node:path by default), so tests run Windows' semantics
 * on Linux with `path.win32` (a backslash separates as a slash does), and which file a name leads
 * to (step/identity.ts), so tests give the answers of a file system that ignores case or Unicode
 * normalization (APFS, NTFS).
 *
 * Whether a path is in a folder is decided by the file system, never by comparing names: its way up,
 * parent by parent, reaches a folder that is that folder (the same file identity). So the workspace
 * spelled in other case on APFS, or named through a symbolic link to it, holds what it holds.
 *
 * A name shown to a person is relative to the workspace with '/' on every OS; a path outside the
 * workspace is shown whole, as the OS spells it.
 */
import nodePath, { type PlatformPath } from 'node:path'
import { fileIdentity, sameFile, statIdentity, type IdentityProbe } from './identity.js'

/** The path module of the platform the action runs on; tests pass `path.win32` or `path.posix`. */
export type PathModule = PlatformPath

/** How the platform reads names, and which file a name leads to: injectable for tests. */
export interface FileNames {
  path: PathModule
  identity: IdentityProbe
}

export const LOCAL_NAMES: FileNames = { path: nodePath, identity: statIdentity }

/** Where a path is in a folder: `anchor`, its part that names the folder, and the names below it. */
export interface Way {
  anchor: string
  below: string[]
}

/**
 * A folder, to ask where paths are in it: its identity is read once. A folder that is not there
 * holds nothing.
 */
export class Folder {
  private readonly identity: string | undefined

  constructor(
    readonly root: string,
    private readonly names: FileNames = LOCAL_NAMES
  ) {
    this.identity = fileIdentity(names.path.resolve(root), names.identity)
  }

  /**
   * The way from this folder to `path` (made absolute), or undefined when `path` is not in it: the
   * topmost part of `path` that is this folder, so that a link in the folder back to it
   * (`ws/up` → ws) is a name below it, as it reads.
   */
  way(path: string): Way | undefined {
    if (this.identity === undefined) return undefined
    const p = this.names.path
    let at = p.resolve(path)
    const names: string[] = []
    let found: Way | undefined
    for (;;) {
      if (fileIdentity(at, this.names.identity) === this.identity) found = { anchor: at, below: [...names].reverse() }
      const up = p.dirname(at)
      if (up === at) return found
      names.push(p.basename(at))
      at = up
    }
  }

  /** Whether `path` is this folder or inside it. */
  holds(path: string): boolean {
    return this.way(path) !== undefined
  }

  /** `path` as a person reads it: relative to this folder with '/', or the path itself when outside. */
  shown(path: string): string {
    const way = this.way(path)
    return way === undefined ? path : way.below.join('/') || '.'
  }
}

/**
 * The workspace: GITHUB_WORKSPACE when it names the working directory's folder (a runner starts a
 * step there), else the working directory. The working directory is the folder's real path; the
 * workflow names it as GITHUB_WORKSPACE does (`${{ github.workspace }}/meta`), which a self-hosted
 * runner whose `_work` folder is a symbolic link reaches through that link. Names are shown
 * relative to it, and links are judged on the way from it.
 */
export function workspaceOf(cwd: string, given: string | undefined, names: FileNames = LOCAL_NAMES): string {
  if (!given || !names.path.isAbsolute(given)) return cwd
  return sameFile(given, cwd, names.identity) ? names.path.resolve(given) : cwd
}

/** Whether `path` is `root` or inside it, as the file system decides (see Folder). */
export function isWithin(path: string, root: string, names: FileNames = LOCAL_NAMES): boolean {
  return new Folder(root, names).holds(path)
}

/** `path` as a person reads it: relative to `root` with '/', or the path itself when outside `root`. */
export function shownName(path: string, root: string, names: FileNames = LOCAL_NAMES): string {
  return new Folder(root, names).shown(path)
}

/**
 * Paths in the order of their shown names, in code points, so that the order is the same on every OS:
 * `fire/` before `fireTv/` (sorting the OS's own paths, `\` sorts after the letters).
 */
export function byShownName(root: string, names: FileNames = LOCAL_NAMES): (a: string, b: string) => number {
  const folder = new Folder(root, names)
  const shown = new Map<string, string>()
  const nameOf = (path: string) => {
    let name = shown.get(path)
    if (name === undefined) shown.set(path, (name = folder.shown(path).replace(/\\/g, '/')))
    return name
  }
  return (a, b) => {
    const [first, second] = [nameOf(a), nameOf(b)]
    return first < second ? -1 : first > second ? 1 : 0
  }
}

/**
 * A relative path or glob without '.' and '..' segments, read with the platform's separators ('\'
 * is one on Windows): `.\out\*.apk` is `out\*.apk`. Undefined when '..' climbs out of where it starts.
 */
export function withoutDotSegments(relativePath: string, p: PathModule = nodePath): string | undefined {
  const separators = p.sep === '\\' ? '[\\\\/]' : '/'
  if (!new RegExp(`(^|${separators})\\.\\.?(${separators}|$)`).test(relativePath)) return relativePath
  const normalized = p.normalize(relativePath)
  return normalized === '..' || normalized.startsWith(`..${p.sep}`) ? undefined : normalized
}
