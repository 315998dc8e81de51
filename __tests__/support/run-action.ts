// Runs the bundled action as a runner does: inputs as INPUT_* variables, outputs written to the
// GITHUB_OUTPUT file, the job summary to GITHUB_STEP_SUMMARY, workflow commands on stdout.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const DIST = resolve('dist/index.js')

export interface ActionRun {
  code: number | null
  stdout: string
  stderr: string
  lines: string[]
  outputs: Record<string, string>
  summary: string
  workspace: string
}

export async function runAction(
  inputs: Record<string, string>,
  env: Record<string, string | undefined> = {},
  options: { keepWorkspace?: boolean } = {}
): Promise<ActionRun> {
  const workspace = mkdtempSync(join(tmpdir(), 'appstore-action-'))
  const outputFile = join(workspace, 'github_output')
  const summaryFile = join(workspace, 'step_summary')
  writeFileSync(outputFile, '')
  writeFileSync(summaryFile, '')
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: workspace
  }
  for (const [name, value] of Object.entries(inputs)) {
    childEnv[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value
  }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name]
    else childEnv[name] = value
  }
  const child = spawn(process.execPath, [DIST], { env: childEnv, cwd: workspace })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const code = await new Promise<number | null>((done) => child.on('close', done))
  const run: ActionRun = {
    code,
    stdout,
    stderr,
    lines: stdout.split('\n').filter((line) => line !== ''),
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    workspace
  }
  if (!options.keepWorkspace) rmSync(workspace, { recursive: true, force: true })
  return run
}

/** The GITHUB_OUTPUT file format: `name<<DELIMITER`, the value's lines, `DELIMITER`. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const head = /^([^<=]+)<<(.+)$/.exec(lines[i])
    if (head) {
      const value: string[] = []
      for (i++; i < lines.length && lines[i] !== head[2]; i++) value.push(lines[i])
      outputs[head[1]] = value.join('\n')
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=')
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1)
    }
  }
  return outputs
}

/** The runner's reading of a workflow command's value: `%25`, `%0D` and `%0A` are escapes. */
export function commandValue(line: string, command: string): string | undefined {
  const prefix = `::${command}::`
  if (!line.startsWith(prefix)) return undefined
  return line.slice(prefix.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

export function masks(run: ActionRun): string[] {
  return run.lines.flatMap((line) => commandValue(line, 'add-mask') ?? [])
}

/** Every line that holds a secret must come after the line that masks it, and be nothing else. */
export function leaks(run: ActionRun, secret: string): string[] {
  const all = [...run.stdout.split('\n'), ...run.stderr.split('\n'), ...run.summary.split('\n')]
  return all.filter((line) => line.includes(secret) && commandValue(line, 'add-mask') !== secret)
}

export function maskedBeforeUse(run: ActionRun, secret: string): boolean {
  const lines = run.stdout.split('\n')
  const first = lines.findIndex((line) => line.includes(secret) || commandValue(line, 'add-mask') === secret)
  return first === -1 || commandValue(lines[first], 'add-mask') === secret
}
