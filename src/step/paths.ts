/**
 * Paths as the runner's OS reads them, and as a person reads them. Every function takes the
 * platform's `path` module (node:path by default), so tests run Windows' semantics on Linux with
 * `path.win32`: there a backslash separates as a slash does, and names are compared without regard
 * to case (its `relative` does so).
 *
 * A name shown to a person is relative to the workspace with '/' on every OS; a path outside the
 * workspace is shown whole, as the OS spells it.
 */
import nodePath, { type PlatformPath } from 'node:path'

/** The path module of the platform the action runs on; tests pass `path.win32` or `path.posix`. */
export type PathModule = PlatformPath

/** Whether `path` is `root` or inside it (both absolute), as the platform compares names. */
export function isWithin(path: string, root: string, p: PathModule = nodePath): boolean {
  const inside = p.relative(root, path)
  return inside === '' || !(inside === '..' || inside.startsWith(`..${p.sep}`) || p.isAbsolute(inside))
}

/** `path` as a person reads it: relative to `root` with '/', or the path itself when outside `root`. */
export function shownName(path: string, root: string, p: PathModule = nodePath): string {
  if (!isWithin(path, root, p)) return path
  return p.relative(root, path).split(p.sep).join('/') || '.'
}

/**
 * Paths in the order of their shown names, in code points, so that the order is the same on every OS:
 * `fire/` before `fireTv/` (sorting the OS's own paths, `\` sorts after the letters).
 */
export function byShownName(root: string, p: PathModule = nodePath): (a: string, b: string) => number {
  return (a, b) => {
    const [first, second] = [shownName(a, root, p).replace(/\\/g, '/'), shownName(b, root, p).replace(/\\/g, '/')]
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
