#!/usr/bin/env node
// Keeps the actions our workflows and docs pin by commit SHA in step with .github/pins.json, so that a
// Dependabot bump needs one command and every pin stays on a node24 release.
//
//   node scripts/pins.mjs           record new pins in .github/pins.json, and pin in the docs what
//                                   the workflows pin
//   node scripts/pins.mjs --check   change nothing; exit 1 when either is needed, or a pin is wrong
//
// The workflows in .github/workflows are where a pin changes: Dependabot moves a SHA and its
// `# vX.Y.Z` comment there, and not in the ```yaml blocks of README.md and docs/. After such a bump
// this records the new SHA with the release its comment names and the runtime .github/pins.json
// gives that release (node24 from a release on, per action), and writes the same pin into the docs.
// It never changes a recorded pin, and refuses (exit 1) a pin that is wrong: not a SHA, no comment,
// an action .github/pins.json has no entry for, a SHA recorded for another release, another SHA
// for a recorded release, or a release before the action's first node24 one.
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { docFiles, root, workflowFiles, yamlBlocks } from './actionlint.mjs'
import { startedAsScript } from './main-module.mjs'

export const PINS_FILE = '.github/pins.json'

/** @typedef {{ node24: string, source: string }} ActionEntry */
/** @typedef {{ action: string, tag: string, sha: string, using: string, source: string }} Pin */
/** @typedef {{ $comment?: string[], actions: Record<string, ActionEntry>, pins: Pin[] }} PinData */
/** @typedef {{ file: string, text: string, workflow: boolean }} Source */
/** @typedef {{ file: string, line: number, uses: string, tag: string | undefined, workflow: boolean }} Use */

/** Our own action's `owner/name`, from package.json's repository URL. */
export function ownName(pkg) {
  return /github\.com\/([^/]+\/[^/.]+)(\.git)?$/.exec(pkg.repository?.url ?? '')?.[1] ?? '(unknown)'
}

// A `uses:` line: its value (a placeholder such as `<commit SHA>` may hold spaces), then the comment.
const USES = /^(\s*(?:-\s+)?uses:\s*)((?:[^\s#'"<]|<[^>]*>)+)(\s*#\s*(\S+))?/

/**
 * Every `uses:` line of a source: a whole workflow file, or the ```yaml blocks of a Markdown file
 * (lines counted in that file). A line holding `uses:` in a comment is not one.
 * @param {Source} source
 * @returns {Use[]}
 */
export function usesOf(source) {
  const lines = source.text.split('\n')
  /** @type {number[]} */
  let scanned = lines.map((_, index) => index)
  if (!source.workflow) {
    scanned = yamlBlocks(source.text).flatMap((block) =>
      block.text
        .trimEnd()
        .split('\n')
        .map((_, offset) => block.line - 1 + offset)
    )
  }
  return scanned.flatMap((index) => {
    const match = USES.exec(lines[index])
    return match
      ? [{ file: source.file, line: index + 1, uses: match[2], tag: match[4], workflow: source.workflow }]
      : []
  })
}

/** `vX.Y.Z` as numbers, or undefined. */
function version(tag) {
  const match = /^v(\d+)\.(\d+)\.(\d+)$/.exec(tag ?? '')
  return match ? match.slice(1).map(Number) : undefined
}

/** Whether release a comes before release b. */
function before(a, b) {
  const [x, y] = [version(a), version(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i]
  return false
}

/**
 * What is wrong with one `uses:`, as messages; empty when nothing is.
 * @param {Use} use
 * @param {PinData} data
 * @param {string} ours
 */
export function problemsOf(use, data, ours) {
  const at = `${use.file}:${use.line}: ${use.uses}`
  if (use.uses.startsWith('./')) return []
  const [target, ref = ''] = use.uses.split('@')
  if (target === ours || target.startsWith(`${ours}/`)) {
    // Our own action, its sub-actions and workflows: the moving major tag, a release tag, a SHA, or a placeholder.
    return /^(v\d+(\.\d+\.\d+)?|[0-9a-f]{40}|<[^>]+>)$/.test(ref) ? [] : [`${at}: not a tag, SHA or placeholder`]
  }
  if (!/^[0-9a-f]{40}$/.test(ref)) return [`${at}: not pinned by a 40-character commit SHA`]
  if (!version(use.tag)) return [`${at}: no \`# vX.Y.Z\` comment naming its release`]
  const action = target.split('/').slice(0, 2).join('/')
  const entry = data.actions[action]
  if (!entry)
    return [
      `${at}: ${action} has no entry in ${PINS_FILE}: add the first release whose action.yml says ` +
        '`using: node24`, and where that is said'
    ]
  const recorded = data.pins.find((pin) => pin.action === action && pin.sha === ref)
  if (recorded) {
    const found = []
    if (recorded.tag !== use.tag) found.push(`${at}: the comment says ${use.tag}, the SHA is ${recorded.tag}`)
    if (recorded.using !== 'node24') found.push(`${at} (${recorded.tag}) runs on ${recorded.using}`)
    return found
  }
  const other = data.pins.find((pin) => pin.action === action && pin.tag === use.tag)
  if (other) return [`${at}: ${use.tag} is ${other.sha} in ${PINS_FILE}, not this SHA`]
  if (before(use.tag, entry.node24))
    return [`${at}: ${use.tag} is before ${entry.node24}, the first release of ${action} on node24`]
  return []
}

/** The SHA and release of a `uses:` that pins an action by SHA with a comment. */
function pinOf(use) {
  const [target, sha] = use.uses.split('@')
  return { action: target.split('/').slice(0, 2).join('/'), sha, tag: use.tag ?? '' }
}

/**
 * Checks every `uses:` of the sources against the data. `problems` are pins that are wrong (fix the
 * line by hand); `stale` what `npm run pins` would do: record a new pin, or pin in the docs what the
 * workflows pin. `data` and `texts` are the results of doing it.
 * @param {Source[]} sources
 * @param {PinData} data
 * @param {string} ours
 */
export function checkPins(sources, data, ours) {
  const uses = sources.flatMap(usesOf)
  const problems = uses.flatMap((use) => problemsOf(use, data, ours))
  const pinned = uses.filter((use) => /@[0-9a-f]{40}$/.test(use.uses) && !use.uses.startsWith(`${ours}`))
  /** @type {string[]} */
  const stale = []

  // The workflows' pin of each action: the one the docs must have too.
  /** @type {Map<string, { sha: string, tag: string }>} */
  const current = new Map()
  for (const use of pinned.filter((use) => use.workflow)) {
    const { action, sha, tag } = pinOf(use)
    const seen = current.get(action)
    if (seen && seen.sha !== sha)
      problems.push(
        `${use.file}:${use.line}: ${action} is pinned at ${tag} here and at ${seen.tag} in another workflow: pin one release`
      )
    else current.set(action, { sha, tag })
  }

  const pins = [...data.pins]
  for (const use of pinned) {
    const { action, sha, tag } = pinOf(use)
    if (problemsOf(use, data, ours).length > 0) continue
    const wanted = use.workflow ? undefined : current.get(action)
    if (wanted && wanted.sha !== sha)
      stale.push(`${use.file}:${use.line}: ${action} at ${tag}, where the workflows pin ${wanted.tag} (${wanted.sha})`)
    const final = wanted ?? { sha, tag }
    if (!pins.some((pin) => pin.action === action && pin.sha === final.sha)) {
      const from = `${use.file}:${use.line}`
      stale.push(`${from}: ${action}@${final.sha} (${final.tag}) is not recorded in ${PINS_FILE}`)
      pins.push({
        action,
        tag: final.tag,
        sha: final.sha,
        using: 'node24',
        source: `recorded by npm run pins from ${from}; node24 as a release at or after ${data.actions[action].node24}`
      })
    }
  }
  pins.sort((a, b) => a.action.localeCompare(b.action) || (before(a.tag, b.tag) ? -1 : before(b.tag, a.tag) ? 1 : 0))

  const texts = new Map()
  for (const source of sources.filter((source) => !source.workflow)) {
    const lines = source.text.split('\n')
    for (const use of usesOf(source)) {
      const { action, sha } = pinOf(use)
      const wanted = current.get(action)
      if (!wanted || wanted.sha === sha || !/@[0-9a-f]{40}$/.test(use.uses)) continue
      if (problemsOf(use, data, ours).length > 0) continue
      lines[use.line - 1] = lines[use.line - 1].replace(
        USES,
        (_, head) => `${head}${action}${use.uses.slice(action.length).split('@')[0]}@${wanted.sha} # ${wanted.tag}`
      )
    }
    const text = lines.join('\n')
    if (text !== source.text) texts.set(source.file, text)
  }
  return { problems, stale, data: { ...data, pins }, texts }
}

/** Our workflows and docs, as sources with paths relative to the repository. */
export async function readSources(base = root) {
  const read = async (path, workflow) => ({
    file: relative(base, path),
    text: await readFile(path, 'utf8'),
    workflow
  })
  return [
    ...(await Promise.all((await workflowFiles(base)).map((path) => read(path, true)))),
    ...(await Promise.all((await docFiles(base)).map((path) => read(path, false))))
  ]
}

/** .github/pins.json, parsed. @returns {Promise<PinData>} */
export async function readPins(base = root) {
  return JSON.parse(await readFile(join(base, PINS_FILE), 'utf8'))
}

async function cli(args) {
  const unknown = args.filter((arg) => arg !== '--check')
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: node scripts/pins.mjs [--check]`)
    return 2
  }
  const check = args.includes('--check')
  const ours = ownName(JSON.parse(await readFile(join(root, 'package.json'), 'utf8')))
  const result = checkPins(await readSources(), await readPins(), ours)
  for (const problem of result.problems) console.error(problem)
  if (result.problems.length > 0) {
    console.error(`pins: ${result.problems.length} wrong pin(s); fix them by hand (see ${PINS_FILE}).`)
    return 1
  }
  if (result.stale.length === 0) {
    console.log(`pins: every pin is recorded in ${PINS_FILE}, and the docs pin what the workflows pin.`)
    return 0
  }
  for (const line of result.stale) console[check ? 'error' : 'log'](line)
  if (check) {
    console.error("pins: run 'npm run pins' to record the new pins and update the docs.")
    return 1
  }
  await writeFile(join(root, PINS_FILE), `${JSON.stringify(result.data, null, 2)}\n`)
  for (const [file, text] of result.texts) await writeFile(join(root, file), text)
  console.log(`pins: updated ${[PINS_FILE, ...result.texts.keys()].join(', ')}.`)
  return 0
}

if (startedAsScript(import.meta.url)) {
  process.exitCode = await cli(process.argv.slice(2))
}
