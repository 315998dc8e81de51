// Runs the bundled action as a runner does, through an action's entry (dist/index.js for the
// root action.yml, dist/<folder>/index.js for a sub-action): inputs as INPUT_* variables, outputs
// written to the GITHUB_OUTPUT file, the job summary to GITHUB_STEP_SUMMARY, workflow commands on
// stdout. Shared by the end-to-end tests, `npm run demo` and `npm run bench`.
import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { entryOf } from '../scripts/doors.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** @typedef {import('../scripts/doors.mjs').DoorName} DoorName */

/**
 * The entry an action's action.yml runs.
 * @param {DoorName} door
 */
export const entry = (door) => join(ROOT, entryOf(door))

/** The root action.yml's entry: the token (and one API call). */
export const DIST = entry('token')

/**
 * @typedef {{ code: number | null, stdout: string, stderr: string, lines: string[], outputs: Record<string, string>,
 *   summary: string, workspace: string, pid: number | undefined }} ActionRun
 * @typedef {{ door?: DoorName, keepWorkspace?: boolean, workspace?: string, command?: string[],
 *   onSpawn?: (pid: number | undefined) => void, pathInChild?: (path: string) => string,
 *   stdioFiles?: boolean }} RunOptions
 *   `command` runs in place of this Node and the entry; `pathInChild` names, as the child sees it, a
 *   path of this process (the workspace and the runner's files: Z:\… for Windows' Node under Wine);
 *   `stdioFiles` gives the child files as stdout and stderr in place of pipes (Windows' Node under
 *   Wine cannot use a pipe as its stdio).
 */

/**
 * The variables Windows' programs need to start and to find their folders, passed on when this
 * process has them (a runner sets them on Windows; elsewhere they are absent). Windows' variable
 * names ignore case, and so does its process.env.
 */
const WINDOWS_ENV = [
  'SystemRoot',
  'SystemDrive',
  'windir',
  'ComSpec',
  'PATHEXT',
  'TEMP',
  'TMP',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  'APPDATA',
  'LOCALAPPDATA',
  'ProgramData',
  'ProgramFiles'
]

/** Lines of text written on any OS: Windows ends them with CRLF. */
export const linesOf = (/** @type {string} */ text) => text.split(/\r?\n/)

/** The variables of WINDOWS_ENV this process has, to pass on to a child (none but on Windows). */
export function windowsEnv() {
  /** @type {Record<string, string>} */
  const env = {}
  for (const name of WINDOWS_ENV) {
    const value = process.env[name]
    if (value !== undefined) env[name] = value
  }
  return env
}

/**
 * Runs the entry of `options.door` (the root action.yml's when not given).
 * @param {Record<string, string>} inputs
 * @param {Record<string, string | undefined>} [env]
 * @param {RunOptions} [options]
 * @returns {Promise<ActionRun>}
 */
export async function runAction(inputs, env = {}, options = {}) {
  // A runner starts the step in GITHUB_WORKSPACE, and the step's working folder is its real path
  // (macOS reaches $TMPDIR through /var, a link to /private/var): the same folder is named both ways.
  const workspace = realpathSync(options.workspace ?? mkdtempSync(join(tmpdir(), 'appstore-action-')))
  const outputFile = join(workspace, 'github_output')
  const summaryFile = join(workspace, 'step_summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const inChild = options.pathInChild ?? ((path) => path)
  /** @type {Record<string, string>} */
  const childEnv = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workspace,
    GITHUB_OUTPUT: inChild(outputFile),
    GITHUB_STEP_SUMMARY: inChild(summaryFile),
    GITHUB_WORKSPACE: inChild(workspace),
    RUNNER_TEMP: inChild(workspace)
  }
  Object.assign(childEnv, windowsEnv())
  for (const [name, value] of Object.entries(inputs)) {
    childEnv[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  const [command, ...args] = options.command ?? [process.execPath, entry(options.door ?? 'token')]
  const { code, stdout, stderr, pid } = await (options.stdioFiles ? spawnToFiles : spawnToPipes)(
    command,
    args,
    { env: childEnv, cwd: workspace },
    options.onSpawn
  )
  const run = {
    code,
    stdout,
    stderr,
    lines: linesOf(stdout).filter((line) => line !== ''),
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    workspace,
    pid
  }
  if (!options.keepWorkspace && !options.workspace) rmSync(workspace, { recursive: true, force: true })
  return run
}

/**
 * @typedef {{ code: number | null, stdout: string, stderr: string, pid: number | undefined }} Ended
 * @typedef {(command: string, args: string[], spawnOptions: { env: Record<string, string>, cwd: string },
 *   onSpawn?: (pid: number | undefined) => void) => Promise<Ended>} Spawner
 */

/** @type {Spawner} */
async function spawnToPipes(command, args, spawnOptions, onSpawn) {
  const child = spawn(command, args, spawnOptions)
  onSpawn?.(child.pid)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  /** @type {number | null} */
  const code = await new Promise((done) => child.on('close', done))
  return { code, stdout, stderr, pid: child.pid }
}

/** @type {Spawner} */
async function spawnToFiles(command, args, spawnOptions, onSpawn) {
  const dir = mkdtempSync(join(tmpdir(), 'action-stdio-'))
  const [out, err] = [join(dir, 'stdout'), join(dir, 'stderr')]
  const fds = [openSync(out, 'w'), openSync(err, 'w')]
  try {
    const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', ...fds] })
    onSpawn?.(child.pid)
    /** @type {number | null} */
    const code = await new Promise((done, fail) => child.on('error', fail).on('close', done))
    return { code, stdout: readFileSync(out, 'utf8'), stderr: readFileSync(err, 'utf8'), pid: child.pid }
  } finally {
    for (const fd of fds) closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The GITHUB_OUTPUT file format: `name<<DELIMITER`, the value's lines, `DELIMITER`.
 * @param {string} text
 */
export function parseOutputFile(text) {
  /** @type {Record<string, string>} */
  const outputs = {}
  const lines = linesOf(text)
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<=]+)<<(.+)$/.exec(lines[i])
    if (head) {
      const value = []
      for (i++; i < lines.length && lines[i] !== head[2]; i++) value.push(lines[i])
      outputs[head[1]] = value.join('\n')
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=')
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1)
    }
  }
  return outputs
}

/**
 * The runner's reading of a workflow command's value: `%25`, `%0D` and `%0A` are escapes.
 * @param {string} line
 * @param {string} command
 */
export function commandValue(line, command) {
  const prefix = `::${command}::`
  if (!line.startsWith(prefix)) return undefined
  return line.slice(prefix.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

/**
 * The message of the step's ::error:: command, as the runner reads it; '' when there is none.
 * @param {ActionRun} run
 */
export function failureOf(run) {
  return run.lines.map((line) => commandValue(line, 'error')).find(Boolean) ?? ''
}

/**
 * The messages of the step's ::warning:: commands, as the runner reads them.
 * @param {ActionRun} run
 * @returns {string[]}
 */
export function warningsOf(run) {
  return run.lines.flatMap((line) => commandValue(line, 'warning') ?? [])
}

/** @param {ActionRun} run */
export function masks(run) {
  return run.lines.flatMap((line) => commandValue(line, 'add-mask') ?? [])
}

/**
 * Lines that hold a secret, other than the line that masks it.
 * @param {ActionRun} run
 * @param {string} secret
 */
export function leaks(run, secret) {
  const all = [...linesOf(run.stdout), ...linesOf(run.stderr), ...linesOf(run.summary)]
  return all.filter((line) => line.includes(secret) && commandValue(line, 'add-mask') !== secret)
}

/**
 * Whether the secret is masked, and the first line that mentions it is the one that masks it. A
 * run that never masks the secret fails this: no mask is no proof of anything.
 * @param {ActionRun} run
 * @param {string} secret
 */
export function maskedBeforeUse(run, secret) {
  const lines = linesOf(run.stdout)
  const first = lines.findIndex((line) => line.includes(secret) || commandValue(line, 'add-mask') === secret)
  return first !== -1 && commandValue(lines[first], 'add-mask') === secret
}

/**
 * What a workflow log would show: workflow commands applied, masked values replaced by ***,
 * debug lines only when the run is debugged.
 * @param {ActionRun} run
 * @param {{ debug?: boolean }} [options]
 */
export function asWorkflowLog(run, options = {}) {
  const secrets = masks(run).sort((a, b) => b.length - a.length)
  return run.lines
    .filter((line) => !line.startsWith('::add-mask::') && (options.debug || !line.startsWith('::debug::')))
    .map((line) => secrets.reduce((text, secret) => text.split(secret).join('***'), line))
    .map((line) =>
      line.replace(/^::(error|warning|notice)::/, (_, level) => `${level[0].toUpperCase()}${level.slice(1)}: `)
    )
    .map((line) => line.replace(/%0A/g, '\n  ').replace(/%0D/g, '').replace(/%25/g, '%'))
}
