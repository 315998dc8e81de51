// A step's inputs against its action, through main() as a runner runs it: every input of the
// action's action.yml is set (to its default when the workflow gives none), and each `with:` entry
// is an INPUT_ variable, declared or not. An input of another action is named with the action that
// takes it and its `uses:` line; a likely typo is named; nothing is sent.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { markedApk } from '../__fixtures__/appstore-api.mjs'
import { actionYmlOf, DOORS } from '../scripts/doors.mjs'
import type { Send } from '../src/net/transport.js'
import { main } from '../src/main.js'
import { ACTION_INPUTS, type DoorName } from '../src/step/action-inputs.js'
import { fakeClock, fakeCore } from './support/fake-core.js'
import { tempDir } from './support/temp.js'

const credentials = { 'client-id': 'amzn1.application-oa2-client.x', 'client-secret': 'secret' }
const APP = 'amzn1.devportal.mobileapp.x'
const workspace = tempDir('modes-')
writeFileSync(join(workspace, 'app.apk'), markedApk(1))

/** As the runner and @actions/core's getInput see the step's `with:`; `read`: every input the step read. */
async function asRunner(door: DoorName, given: Record<string, string>) {
  const declared = Object.entries(credentials).filter(([name]) => Object.hasOwn(ACTION_INPUTS[door], name))
  const inputs: Record<string, string> = { ...ACTION_INPUTS[door], ...Object.fromEntries(declared), ...given }
  const env = Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value])
  )
  let requests = 0
  const send: Send = async () => {
    requests++
    throw new Error('no request may be sent')
  }
  const core = fakeCore(inputs)
  const read = new Set<string>()
  const getInput = core.getInput
  core.getInput = (name: string) => (read.add(name), getInput(name))
  await main({ door, core, send, clock: fakeClock(), cwd: workspace, env })
  return { failures: core.failures, warnings: core.log.filter((line) => line.startsWith('warning:')), requests, read }
}

const actionYml = (door: string) =>
  parse(readFileSync(actionYmlOf(door), 'utf8')) as { inputs: Record<string, { default?: unknown }> }

/** What users rely on in a message: the input named, the action it went to, and the one to use. */
const names = (message: string) => ({
  input: /^(?:warning: )?Input '([^']+)'/.exec(message)?.[1],
  action: /not an input of the ([\w-]+) action/.exec(message)?.[1],
  use: /uses: (\S+?)\)/.exec(message)?.[1],
  typo: /'([^']+)'\?/.exec(message)?.[1]
})

describe('a mistyped input', () => {
  it("names 'types' for 'tpyes', before any request", async () => {
    const run = await asRunner('report', { tpyes: 'sales' })
    expect(run.failures.map(names)).toEqual([{ input: 'tpyes', action: 'report', use: undefined, typo: 'types' }])
    expect(run.requests).toBe(0)
  })

  it("names 'files' for 'file', where a release would find nothing to do", async () => {
    const run = await asRunner('release', { 'app-id': APP, file: 'app.apk' })
    expect(run.failures.map(names)).toEqual([{ input: 'file', action: 'release', use: undefined, typo: 'files' }])
    expect(run.requests).toBe(0)
  })

  it('names a typo of an input whose default the runner set', async () => {
    const run = await asRunner('report', { types: 'sales', extrat: 'false' })
    expect(run.failures.map(names)).toEqual([expect.objectContaining({ input: 'extrat', typo: 'extract' })])
  })

  it('warns of an unknown input that is no typo, and of a typo of an input given too', async () => {
    const run = await asRunner('token', {
      scope: 'appstore::apps:readwrite',
      'api-url': '/x',
      'api-urk': '/y',
      colour: 'blue'
    })
    expect(run.warnings.map(names)).toEqual([
      expect.objectContaining({ input: 'api-urk', action: 'token' }),
      expect.objectContaining({ input: 'colour', action: 'token', typo: undefined })
    ])
    expect(run.warnings[0]).toContain("'api-url' is given too")
    expect(run.warnings.every((line) => line.includes('ignored'))).toBe(true)
    expect(run.requests).toBe(1)
  })

  it('treats a name no action declares as any unknown input, renamed or not', async () => {
    const run = await asRunner('release', { 'app-id': APP, 'release-files': 'app.apk', notes: 'x' })
    expect(run.warnings.map(names)).toEqual([expect.objectContaining({ input: 'release-files', action: 'release' })])
  })
})

describe('an input of another action', () => {
  it('given to the root action: app-id names the release sub-action to use, before any request', async () => {
    const run = await asRunner('token', { scope: 'appstore::apps:readwrite', 'app-id': APP })
    expect(run.failures.map(names)).toEqual([
      { input: 'app-id', action: 'token', use: 'appstore-actions/appstore-token-action/release@v1', typo: undefined }
    ])
    expect(run.failures[0]).toMatch(/the status action and the listing-bootstrap action/)
    expect(run.requests).toBe(0)
  })

  it('given to a sub-action: api-url and scope name the root action, and every problem is listed', async () => {
    const run = await asRunner('status', { 'app-id': APP, 'api-url': '/x', scope: 'appstore::apps:readwrite' })
    expect(run.failures[0].split('\n').map(names)).toEqual([
      expect.objectContaining({ input: 'api-url', action: 'status', use: 'appstore-actions/appstore-token-action@v1' }),
      expect.objectContaining({ input: 'scope', action: 'status', use: 'appstore-actions/appstore-token-action@v1' })
    ])
    // The scope the status action asks for itself is named.
    expect(run.failures[0]).toContain("'appstore::apps:readwrite'")
    expect(run.requests).toBe(0)
  })

  it("given to the report action: a release's input", async () => {
    const run = await asRunner('report', { types: 'sales', 'listing-dir': 'meta' })
    expect(run.failures.map(names)).toEqual([
      expect.objectContaining({
        input: 'listing-dir',
        action: 'report',
        use: 'appstore-actions/appstore-token-action/release@v1'
      })
    ])
  })

  it('says it in one sentence of what happened, then one of what to do, never in our jargon', async () => {
    const run = await asRunner('token', { scope: 'appstore::apps:readwrite', 'app-id': APP })
    expect(run.failures[0].split(/(?<=[.?]) (?=[A-Z])/)).toHaveLength(2)
    expect(run.failures[0]).not.toMatch(/front door/)
  })
})

describe('an empty input of another action', () => {
  it('is warned of and ignored: it asks for nothing', async () => {
    const run = await asRunner('report', { types: 'sales', 'app-id': '' })
    expect(run.warnings.map(names)).toEqual([
      expect.objectContaining({ input: 'app-id', use: 'appstore-actions/appstore-token-action/release@v1' })
    ])
    expect(run.warnings[0]).toContain('ignored')
    expect(run.requests).toBe(1)
  })
})

describe('each action declares the inputs its job reads, and no other', () => {
  // The fewest inputs that get each action's job through its whole read phase (which reads every
  // input before any request).
  const READ_THROUGH: Record<DoorName, Record<string, string>> = {
    token: { scope: 'appstore::apps:readwrite', 'api-url': '/v1/applications' },
    release: { 'app-id': APP, notes: 'x' },
    preflight: { notes: 'x' },
    status: { 'app-id': APP },
    'listing-bootstrap': { 'app-id': APP, 'listing-dir': 'meta' },
    report: { types: 'sales' },
    vitals: { package: 'com.example.app', metrics: 'crash anr lmk', 'max-crash-rate': '1' }
  }

  it.each(DOORS)('%s: every input of its action.yml is read, and no input it does not declare', async (door) => {
    const run = await asRunner(door, READ_THROUGH[door])
    // Each door's first request fails, and ends the step; the preflight sends none.
    const requests = door === 'preflight' ? 0 : 1
    expect([run.failures.length, run.requests]).toEqual([requests, requests])
    expect([...run.read].sort()).toEqual(Object.keys(actionYml(door).inputs).sort())
  })

  it.each(DOORS)('%s: src/step/action-inputs.ts has its inputs and defaults (npm run docs generates them)', (door) => {
    expect(ACTION_INPUTS[door]).toEqual(
      Object.fromEntries(
        Object.entries(actionYml(door).inputs).map(([name, spec]) => [name, String(spec.default ?? '')])
      )
    )
  })

  it('the root action declares at most 16 inputs', () => {
    expect(Object.keys(actionYml('token').inputs).length).toBeLessThanOrEqual(16)
  })
})
