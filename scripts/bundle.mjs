#!/usr/bin/env node
// `npm run bundle`: runners run dist/, not src/, so this writes one ncc bundle of src/ (dist/action.js
// and the chunks its import()s load), and a small entry per action (scripts/doors.mjs) that loads it and runs its job: dist/index.js
// for the root action.yml, dist/<folder>/index.js for each sub-action. A release step loads no
// report code, nor a report step release code: each capability's code is a chunk of its own. Fails when
// an action.yml runs a file that is not one of these entries. The bundle is not minified: it is what
// runs with the client secret, so whoever audits a pinned commit reads it as written, and a stack
// trace in a bug report names our functions.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path, { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { DOORS, SHARED, actionYmlOf, entryOf } from './doors.mjs'
import { startedAsScript } from './main-module.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
/**
 * How the module at `from` imports the one at `to` (both paths of the OS, `paths` its path
 * functions): relative, with '/' on every OS, as an import specifier is a URL ('..\\action.js'
 * would not load on Windows).
 * @param {string} from
 * @param {string} to
 * @param {Pick<path.PlatformPath, 'dirname' | 'relative' | 'sep'>} [paths]
 */
export function importSpecifier(from, to, paths = path) {
  const relative = paths.relative(paths.dirname(from), to).split(paths.sep).join('/')
  return relative.startsWith('../') ? relative : `./${relative}`
}

/** The text of an action's entry. */
function entryText(/** @type {string} */ door) {
  const from = importSpecifier(join(root, entryOf(door)), join(root, SHARED))
  return `// The entry of ${actionYmlOf(door)}: written by scripts/bundle.mjs.\nimport { run } from '${from}'\n\nawait run('${door}')\n`
}

function build() {
  rmSync(dist, { recursive: true, force: true })
  const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js')
  const args = [ncc, 'build', 'src/index.ts', '-o', 'dist', '--transpile-only', '--license', 'licenses.txt']
  const built = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) return built.status ?? 1
  renameSync(join(dist, 'index.js'), join(root, SHARED))
  const problems = []
  for (const door of DOORS) {
    const entry = join(root, entryOf(door))
    mkdirSync(dirname(entry), { recursive: true })
    writeFileSync(entry, entryText(door))
    const runs = parse(readFileSync(join(root, actionYmlOf(door)), 'utf8'))?.runs ?? {}
    const main = join(root, dirname(actionYmlOf(door)), String(runs.main))
    if (main !== entry || !existsSync(main)) {
      problems.push(`${actionYmlOf(door)} runs '${runs.main}', not its entry ${entryOf(door)}.`)
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    return 1
  }
  console.log(`Entries: ${DOORS.map(entryOf).join(', ')}; shared bundle ${SHARED}.`)
  return 0
}

if (startedAsScript(import.meta.url)) {
  process.exitCode = build()
}
