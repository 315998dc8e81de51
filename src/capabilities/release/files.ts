/**
 * The APK files of `files`: one path or glob a line, relative to the workspace, with the
 * glob syntax of @actions/glob (`*`, `**`, `?`, `[...]`, and `!` lines that exclude). Each line
 * must find something, and all of them at most MAX_FILES files; each file must be a regular,
 * non-empty `.apk` that is an APK whose binary AndroidManifest.xml can be read (its package and
 * versionCode: android/manifest.ts). Order: the lines' order, the matches of one glob by their shown
 * name (the same on every OS). An `!` line drops the files it finds as the file system finds them: it
 * is expanded on its own, and the files of the same identity are dropped, so `!app/out/*-debug.apk`
 * drops `App/out/x-debug.apk` where the file system ignores case (APFS, NTFS), as @actions/glob's
 * own excludes, which compare text, do not off Windows. Paths are read with the platform's path
 * module and identities (step/paths.ts), which tests replace with `path.win32` and APFS' answers.
 * Runs before any request; loaded only in release runs.
 */
import { statSync } from 'node:fs'
import nodePath from 'node:path'
import { create } from '@actions/glob'
import type { ApkManifest } from '../../android/apk.js'
import { readApkManifest } from '../../android/manifest.js'
import { Failure, InputError } from '../../step/errors.js'
import { fileIdentity } from '../../step/identity.js'
import type { Inputs } from '../../step/inputs.js'
import {
  byShownName,
  LOCAL_NAMES,
  shownName,
  withoutDotSegments,
  type FileNames,
  type PathModule
} from '../../step/paths.js'

export interface ApkFile {
  path: string
  size: number
  /** As it is shown: relative to the workspace when it is inside it. */
  name: string
  /** What the APK says of itself; its `file` is `name`. */
  manifest: ApkManifest
}

const INPUT = 'files'
const GLOB = /[*?[]/
/** An edit holds a few APKs (one per device group): more files than this is a glob that reaches too far. */
export const MAX_FILES = 50

/** Where the files are looked for, and where they really are (step/inputs.ts: they stay in the workspace). */
export type Finder = Pick<Inputs, 'cwd' | 'readable'>

/** How files are looked up: names and identities (step/paths.ts), and globs; tests give APFS' answers. */
export interface Lookup extends FileNames {
  /** The files an absolute pattern (globPattern) matches, as @actions/glob finds them. */
  glob: (pattern: string) => AsyncIterable<string>
}

export const LOCAL_LOOKUP: Lookup = {
  ...LOCAL_NAMES,
  glob: async function* (pattern) {
    yield* (await create(pattern, { matchDirectories: false, implicitDescendants: false })).globGenerator()
  }
}

export async function findApks(patterns: string[], inputs: Finder, lookup: Lookup = LOCAL_LOOKUP): Promise<ApkFile[]> {
  const { cwd } = inputs
  const lines = patterns.filter((line) => !line.startsWith('#'))
  const excludes = lines.filter((line) => line.startsWith('!')).map((line) => globPattern(line, cwd, lookup.path))
  let excluded: Set<string> | undefined
  const files: ApkFile[] = []
  /**
   * By identity (step/identity.ts): two names of one file (a symbolic link and its target, hard
   * links, names in other case where the file system does not tell case apart) are one file.
   */
  const seen = new Map<string, { name: string; line: string }>()
  for (const line of lines.filter((candidate) => !candidate.startsWith('!'))) {
    const paths = GLOB.test(line)
      ? await expand(line, (excluded ??= await identitiesOf(excludes, lookup)), cwd, MAX_FILES - files.length, lookup)
      : [lookup.path.resolve(cwd, line)]
    for (const path of paths) {
      if (files.length === MAX_FILES) throw tooMany(line)
      const file = checked(path, line, inputs, lookup)
      const identity = fileIdentity(file.path, lookup.identity) ?? file.path
      const earlier = seen.get(identity)
      if (earlier !== undefined) {
        throw new InputError(
          INPUT,
          earlier.name === file.name
            ? `names ${file.name} twice (by '${earlier.line}' and by '${line}').`
            : `names one file twice: '${file.name}' (by '${line}') is '${earlier.name}' (by '${earlier.line}').`
        )
      }
      seen.set(identity, { name: file.name, line })
      files.push({ ...file, manifest: await manifestOf(file, line) })
    }
  }
  if (files.length === 0) throw new InputError(INPUT, 'has only lines that exclude (!) or comments (#): name an APK.')
  return files
}

/** The identities of the files the exclude patterns (globPattern) find, each expanded on its own. */
export async function identitiesOf(patterns: string[], lookup: Lookup): Promise<Set<string>> {
  const identities = new Set<string>()
  for (const pattern of patterns) {
    for await (const path of lookup.glob(pattern)) {
      const identity = fileIdentity(path, lookup.identity)
      if (identity !== undefined) identities.add(identity)
    }
  }
  return identities
}

/**
 * The matches of a glob but the excluded files, sorted; more than `room` fails at once, without
 * walking the rest of the tree.
 */
export async function expand(
  line: string,
  excluded: Set<string>,
  cwd: string,
  room: number,
  lookup: Lookup
): Promise<string[]> {
  const paths: string[] = []
  for await (const path of lookup.glob(globPattern(line, cwd, lookup.path))) {
    if (excluded.has(fileIdentity(path, lookup.identity) ?? '')) continue
    if (paths.length === room) throw tooMany(line)
    paths.push(path)
  }
  if (paths.length === 0) throw new InputError(INPUT, `has '${line}', which matches no file (in ${cwd}).`)
  return paths.sort(byShownName(cwd, lookup))
}

/**
 * The pattern @actions/glob gets for a line (`!` kept off): absolute, without the '.' and '..'
 * segments it refuses ('./out/*.apk' is 'out/*.apk'; so is '.\out\*.apk' on Windows, where '\' is
 * a separator). A glob that '..' takes out of the workspace is refused (a file outside it is named by its path).
 */
export function globPattern(line: string, cwd: string, p: PathModule = nodePath): string {
  const glob = line.startsWith('!') ? line.slice(1) : line
  const within = withoutDotSegments(glob, p)
  if (within === undefined) {
    throw new InputError(
      INPUT,
      `has '${line}', a glob that climbs out of the workspace ('..'): globs find files in the workspace (${cwd}) ` +
        'or under an absolute path. Name a file outside it by its path, without wildcards.'
    )
  }
  return rooted(within, cwd, p)
}

function tooMany(line: string): InputError {
  return new InputError(
    INPUT,
    `finds more than ${MAX_FILES} files (with '${line}'): a release takes at most ${MAX_FILES} APKs. Narrow the ` +
      "globs (app/build/outputs/apk/release/*.apk), or exclude what is not an APK to ship with '!' lines."
  )
}

/** The file as it is named in messages: by itself, or with the line that found it. */
function from(name: string, line: string): string {
  return name === line ? `'${line}'` : `'${name}' (from '${line}')`
}

/** A regular, non-empty .apk in the workspace: its path is where it really is. */
function checked(path: string, line: string, inputs: Finder, names: FileNames): Omit<ApkFile, 'manifest'> {
  const name = shownName(path, inputs.cwd, names)
  const found = from(name, line)
  if (/\.aab$/i.test(path)) {
    throw new InputError(
      INPUT,
      `names an app bundle, ${found}: the App Submission API takes APK files only. ` +
        'Build APKs for the Amazon Appstore (e.g. with assembleRelease), or upload the bundle in the developer console.'
    )
  }
  if (!/\.apk$/i.test(path)) throw new InputError(INPUT, `names ${found}, which is not an .apk file.`)
  let stats
  try {
    stats = statSync(path)
  } catch {
    throw new InputError(INPUT, `names a file that does not exist: ${found} (in ${inputs.cwd}).`)
  }
  if (!stats.isFile()) throw new InputError(INPUT, `must name regular files, got ${found}.`)
  if (stats.size === 0) throw new InputError(INPUT, `names an empty file: ${found}.`)
  return { path: inputs.readable(INPUT, path, name), size: stats.size, name }
}

/** The file's manifest; what keeps it from being read is an input error naming the file and its line. */
async function manifestOf(file: Omit<ApkFile, 'manifest'>, line: string): Promise<ApkManifest> {
  const found = from(file.name, line)
  try {
    return { ...(await readApkManifest(file.path, found)), file: file.name }
  } catch (error) {
    if (!(error instanceof Failure)) throw error
    const why = error.message.startsWith(`${found}: its `)
      ? `whose ${error.message.slice(found.length + 6)}`
      : `which ${error.message.slice(found.length + 1)}`
    throw new InputError(INPUT, `names ${found}, ${why}`)
  }
}

/**
 * A pattern made absolute against `cwd`, which @actions/glob would take from process.cwd(). The
 * folder is escaped as @actions/glob escapes process.cwd(), so that its name is never a pattern.
 */
function rooted(pattern: string, cwd: string, p: PathModule): string {
  if (p.isAbsolute(pattern) || pattern.startsWith('~')) return pattern
  const escaped = (p.sep === '\\' ? cwd : cwd.replace(/\\/g, '\\\\'))
    .replace(/(\[)(?=[^/]+\])/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]')
  return `${escaped.replace(/[\\/]+$/, '')}/${pattern}`
}
