// Bundles the plain action (plain-action/) with ncc, as its template bundles it, into a folder of
// the bench's own: never into the repository. ncc runs in that folder, beside an empty
// tsconfig.json, so that the repository's tsconfig "paths" (which map package names to modules of
// src/) never reach the plain action: it gets @actions/core and @actions/http-client as published.
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const here = dirname(fileURLToPath(import.meta.url))
const ROOT = resolve(here, '..', '..')
const NCC = join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
/** The packages the plain action must hold as published, by the file each is entered by. */
const PACKAGES = ['@actions/core/lib/core.js', '@actions/http-client/lib/index.js']

/**
 * Bundles plain-action/index.mjs into `dir` and returns the bundle's path, after checking from
 * ncc's stats that it holds the packages themselves and nothing of src/.
 * @param {string} dir
 */
export async function bundlePlainAction(dir) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'tsconfig.json'), '{}\n')
  const stats = join(dir, 'stats.json')
  const entry = join(here, 'plain-action', 'index.mjs')
  const args = [NCC, 'build', entry, '-o', join(dir, 'dist'), '--license', 'licenses.txt', '--stats-out', stats]
  await promisify(execFile)(process.execPath, args, { cwd: dir })
  /** @type {string[]} */
  const modules = JSON.parse(readFileSync(stats, 'utf8')).modules.map((m) =>
    // A module webpack concatenated with others is named by the first: 'core.js + 5 modules'.
    resolve(dir, String(m.name).replace(/ \+ \d+ modules?$/, ''))
  )
  const missing = PACKAGES.filter((file) => !modules.some((m) => m.endsWith(join('node_modules', file))))
  const ours = modules.filter((m) => m.startsWith(join(ROOT, 'src') + sep))
  if (missing.length > 0 || ours.length > 0) {
    throw new Error(`the plain action's bundle lacks ${missing.join(', ') || '-'}; holds ${ours.join(', ') || '-'}`)
  }
  return join(dir, 'dist', 'index.mjs')
}
