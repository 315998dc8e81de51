// runnerCore, which dist/index.js runs with, against @actions/core: the same bytes on stdout and in
// the runner's files for the same calls, values that need escaping included.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import * as actionsCore from '@actions/core'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runnerCore, type Core } from '../../src/step/core.js'

const TRICKY = 'a%b\r\nc::d,e:f %0A'
const saved = { ...process.env }
let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'core-'))
})
afterEach(() => {
  process.env = { ...saved }
  process.exitCode = undefined
  jest.restoreAllMocks()
})

/** What `act` writes to stdout, to GITHUB_OUTPUT and to GITHUB_STEP_SUMMARY, and the exit code it sets. */
async function effects(core: Core, act: (core: Core) => unknown, env: Record<string, string | undefined> = {}) {
  const output = join(dir, `output-${Math.random()}`)
  const summary = join(dir, `summary-${Math.random()}`)
  writeFileSync(output, '')
  writeFileSync(summary, '')
  process.env = { ...saved, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary }
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  process.exitCode = undefined
  const written: string[] = []
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => written.push(String(chunk)) > 0)
  let result: unknown
  try {
    result = await act(core)
  } finally {
    spy.mockRestore()
  }
  return {
    result,
    stdout: written.join(''),
    // Each output's delimiter is random: the same name stands for it on both sides.
    output: readFileSync(output, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER'),
    summary: readFileSync(summary, 'utf8'),
    exitCode: process.exitCode
  }
}

async function expectSame(act: (core: Core) => unknown, env?: Record<string, string | undefined>) {
  const ours = await effects(runnerCore, act, env)
  const theirs = await effects(actionsCore, act, env)
  expect(ours).toEqual(theirs)
  return ours
}

describe('runnerCore writes what @actions/core writes', () => {
  it.each([
    ['setSecret', (core: Core) => core.setSecret(TRICKY)],
    ['info', (core: Core) => core.info(TRICKY)],
    ['warning', (core: Core) => core.warning(TRICKY)],
    ['debug', (core: Core) => core.debug(TRICKY)],
    ['setFailed', (core: Core) => core.setFailed(TRICKY)]
  ])('%s', async (_name, act) => {
    const seen = await expectSame(act)
    expect(seen.stdout).not.toBe('')
  })

  it('setOutput, into GITHUB_OUTPUT', async () => {
    const seen = await expectSame((core) => {
      core.setOutput('access-token', 'Atc|x')
      core.setOutput('multi', TRICKY)
    })
    expect(seen.output).toBe('access-token<<DELIMITER\nAtc|x\nDELIMITER\nmulti<<DELIMITER\n' + TRICKY + '\nDELIMITER\n')
  })

  it('setOutput without GITHUB_OUTPUT: the set-output command', async () => {
    const seen = await expectSame((core) => core.setOutput('a:b,c', TRICKY), { GITHUB_OUTPUT: undefined })
    expect(seen.stdout).toContain('::set-output name=a%3Ab%2Cc::')
  })

  it('setOutput to a file that is gone: an error', async () => {
    const gone = join(dir, 'gone')
    const attempt = (core: Core) => {
      try {
        core.setOutput('a', 'b')
        return 'written'
      } catch (error) {
        return (error as Error).message
      }
    }
    const seen = await expectSame(attempt, { GITHUB_OUTPUT: gone })
    expect(seen.result).toBe(`Missing file at path: ${gone}`)
  })

  it('getInput: spaces as underscores, upper case, trimmed', async () => {
    const seen = await expectSame(
      (core) => [core.getInput('client secret'), core.getInput('api-url'), core.getInput('none')],
      { INPUT_CLIENT_SECRET: '  s e  \n', 'INPUT_API-URL': '/v1/x' }
    )
    expect(seen.result).toEqual(['s e', '/v1/x', ''])
  })

  it('summary.addRaw().write() appends to GITHUB_STEP_SUMMARY, with or without an end of line', async () => {
    const seen = await expectSame(async (core) => {
      await core.summary.addRaw('### T\n| a |').write()
      await core.summary.addRaw('more', true).write()
    })
    expect(seen.summary).toBe('### T\n| a |more\n')
  })

  // Not beside @actions/core, whose summary keeps the first file it found for the whole process.
  it('summary without GITHUB_STEP_SUMMARY: write() rejects, as @actions/core does', async () => {
    const attempt = (core: Core) =>
      core.summary
        .addRaw('x')
        .write()
        .then(
          () => 'written',
          () => 'rejected'
        )
    expect((await effects(runnerCore, attempt, { GITHUB_STEP_SUMMARY: undefined })).result).toBe('rejected')
    expect((await effects(runnerCore, attempt, { GITHUB_STEP_SUMMARY: join(dir, 'gone') })).result).toBe('rejected')
  })
})
