// step/runner.ts beside @actions/core's index: each function writes the same bytes to stdout and
// to the runner's files as the index's function of the same name, called with the same arguments.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { EOL } from 'node:os'
import { join } from 'node:path'
import * as actionsCore from '@actions/core'
import type { Core } from '../../src/step/core.js'
import { runner } from '../../src/step/runner.js'
import { tempDir } from '../support/temp.js'

const SAVED = ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'INPUT_MY_INPUT'] as const
let saved: Record<string, string | undefined>
let dir: string

beforeEach(() => {
  saved = Object.fromEntries(SAVED.map((name) => [name, process.env[name]]))
  for (const name of SAVED) delete process.env[name]
  dir = tempDir('runner-')
})

afterEach(() => {
  for (const name of SAVED) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  process.exitCode = undefined
  rmSync(dir, { recursive: true, force: true })
  jest.restoreAllMocks()
})

/** What `act` wrote to stdout, and to the files named by GITHUB_OUTPUT and GITHUB_STEP_SUMMARY. */
async function written(act: () => unknown): Promise<{ stdout: string; output: string; summary: string }> {
  const output = join(dir, `output-${Math.random()}`)
  const summary = join(dir, `summary-${Math.random()}`)
  writeFileSync(output, '')
  writeFileSync(summary, '')
  process.env.GITHUB_OUTPUT = output
  process.env.GITHUB_STEP_SUMMARY = summary
  let stdout = ''
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk)
    return true
  })
  try {
    await act()
  } finally {
    write.mockRestore()
  }
  return { stdout, output: readFileSync(output, 'utf8'), summary: readFileSync(summary, 'utf8') }
}

/** The random heredoc delimiter of a file command, as one name. */
const sameDelimiter = (text: string): string => text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_X')

// Text a server may send: a command of its own, percent signs, line breaks of every kind.
const OUTSIDE = '::set-output name=x::y\r\n%0A 100% ##[error]no\rend'

const calls: [string, (core: Core) => unknown][] = [
  ['setSecret', (core) => core.setSecret('Atc|secret%\n')],
  ['setOutput', (core) => core.setOutput('out', OUTSIDE)],
  ['setFailed', (core) => core.setFailed(OUTSIDE)],
  ['setFailed with an Error', (core) => core.setFailed(new Error(OUTSIDE))],
  ['info', (core) => core.info(OUTSIDE)],
  ['warning', (core) => core.warning(OUTSIDE)],
  ['warning with an Error', (core) => core.warning(new TypeError(OUTSIDE))],
  ['debug', (core) => core.debug(OUTSIDE)]
]

describe('runner, beside @actions/core', () => {
  it.each(calls)('%s writes what @actions/core writes', async (_name, call) => {
    const ours = await written(() => call(runner))
    const theirs = await written(() => call(actionsCore))

    expect(sameDelimiter(ours.stdout)).toBe(sameDelimiter(theirs.stdout))
    expect(sameDelimiter(ours.output)).toBe(sameDelimiter(theirs.output))
    expect(ours.stdout + ours.output).not.toBe('')
  })

  it('setFailed fails the step as @actions/core does', async () => {
    await written(() => runner.setFailed('no'))
    expect(process.exitCode).toBe(1)
  })

  it('setOutput without GITHUB_OUTPUT is the set-output command, as in @actions/core', async () => {
    const stdout = async (core: Core) => {
      const { stdout } = await written(() => {
        delete process.env.GITHUB_OUTPUT
        core.setOutput('out', OUTSIDE)
      })
      return stdout
    }
    const ours = await stdout(runner)

    expect(ours).toBe(await stdout(actionsCore))
    expect(ours).toContain('::set-output name=out::')
  })

  it('getInput reads the input as @actions/core does: spaces as underscores, upper case, trimmed', () => {
    process.env.INPUT_MY_INPUT = '  value \n'
    expect(runner.getInput('my input')).toBe(actionsCore.getInput('my input'))
    expect(runner.getInput('my input')).toBe('value')
    expect(runner.getInput('absent')).toBe('')
  })

  it("appends the job summary to the runner's file, a line break after it (the OS's, as issueFileCommand's)", async () => {
    const markdown = '### Title\n\n| a | b |\n'
    const ours = await written(() => runner.summary.addRaw(markdown).write())
    const theirs = await written(() => actionsCore.summary.addRaw(markdown).write())

    expect(ours.summary).toBe(`${theirs.summary}${EOL}`)
    expect(ours.stdout).toBe('')
  })

  it('refuses a summary file that is missing, as the runner always makes it', async () => {
    process.env.GITHUB_STEP_SUMMARY = join(dir, 'missing')
    await expect(runner.summary.addRaw('x').write()).rejects.toThrow('Missing file at path')
    delete process.env.GITHUB_STEP_SUMMARY
    await expect(runner.summary.addRaw('x').write()).rejects.toThrow('STEP_SUMMARY')
  })
})
