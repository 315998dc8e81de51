/**
 * The APK files of `release-files`: one path or glob a line, relative to the workspace, with the
 * glob syntax of @actions/glob (`*`, `**`, `?`, `[...]`, and `!` lines that exclude). Each line
 * must find something; each file must be a regular, non-empty `.apk`. Order: the lines' order,
 * the matches of one glob by path. Runs before any request; loaded only in release runs.
 */
import { statSync } from 'node:fs'
import { isAbsolute, relative, resolve } from 'node:path'
import { create } from '@actions/glob'
import { InputError } from '../../step/errors.js'

export interface ApkFile {
  path: string
  size: number
  /** As it is shown: relative to the workspace when it is inside it. */
  name: string
}

const INPUT = 'release-files'
const GLOB = /[*?[]/

export async function findApks(patterns: string[], cwd: string): Promise<ApkFile[]> {
  const lines = patterns.filter((line) => !line.startsWith('#'))
  const excluded = lines.filter((line) => line.startsWith('!')).map((line) => `!${rooted(line.slice(1), cwd)}`)
  const files: ApkFile[] = []
  const seen = new Map<string, string>()
  for (const line of lines.filter((candidate) => !candidate.startsWith('!'))) {
    const paths = GLOB.test(line) ? await expand(line, excluded, cwd) : [resolve(cwd, line)]
    for (const path of paths) {
      const earlier = seen.get(path)
      if (earlier !== undefined) {
        throw new InputError(INPUT, `names ${shown(path, cwd)} twice (by '${earlier}' and by '${line}').`)
      }
      seen.set(path, line)
      files.push(checked(path, line, cwd))
    }
  }
  if (files.length === 0) throw new InputError(INPUT, 'has only lines that exclude (!) or comments (#): name an APK.')
  return files
}

async function expand(line: string, excluded: string[], cwd: string): Promise<string[]> {
  const globber = await create([rooted(line, cwd), ...excluded].join('\n'), {
    matchDirectories: false,
    implicitDescendants: false
  })
  const paths = (await globber.glob()).sort()
  if (paths.length === 0) throw new InputError(INPUT, `has '${line}', which matches no file (in ${cwd}).`)
  return paths
}

function checked(path: string, line: string, cwd: string): ApkFile {
  const name = shown(path, cwd)
  const from = name === line ? `'${line}'` : `'${name}' (from '${line}')`
  if (/\.aab$/i.test(path)) {
    throw new InputError(
      INPUT,
      `names an app bundle, ${from}: the App Submission API takes APK files only. ` +
        'Build APKs for the Amazon Appstore (e.g. with assembleRelease), or upload the bundle in the developer console.'
    )
  }
  if (!/\.apk$/i.test(path)) throw new InputError(INPUT, `names ${from}, which is not an .apk file.`)
  let stats
  try {
    stats = statSync(path)
  } catch {
    throw new InputError(INPUT, `names a file that does not exist: ${from} (in ${cwd}).`)
  }
  if (!stats.isFile()) throw new InputError(INPUT, `must name regular files, got ${from}.`)
  if (stats.size === 0) throw new InputError(INPUT, `names an empty file: ${from}.`)
  return { path, size: stats.size, name }
}

function shown(path: string, cwd: string): string {
  const inside = relative(cwd, path)
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path
}

/**
 * A pattern made absolute against `cwd`, which @actions/glob would take from process.cwd(). The
 * folder is escaped as @actions/glob escapes process.cwd(), so that its name is never a pattern.
 */
function rooted(pattern: string, cwd: string): string {
  if (isAbsolute(pattern) || pattern.startsWith('~')) return pattern
  const escaped = (process.platform === 'win32' ? cwd : cwd.replace(/\\/g, '\\\\'))
    .replace(/(\[)(?=[^/]+\])/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]')
  return `${escaped.replace(/[\\/]+$/, '')}/${pattern}`
}
