// A step's inputs against its front door, through main() as a runner runs it: every input of the
// door's action.yml is set (to its default when the workflow gives none), and each `with:` entry is
// an INPUT_ variable, declared or not. An input of another front door, or one v1.0.0 renamed, is
// named with the front door it belongs to; a likely typo is named; nothing is sent.
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { markedApk } from '../__fixtures__/appstore-api.mjs'
import { actionYmlOf, DOORS } from '../scripts/doors.mjs'
import type { Send } from '../src/net/transport.js'
import { main } from '../src/main.js'
import { ACTION_INPUTS, type DoorName } from '../src/step/action-inputs.js'
import { RENAMED } from '../src/step/migration.js'
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

describe('a mistyped input', () => {
  it("names 'types' for 'tpyes', before any request", async () => {
    const run = await asRunner('report', { tpyes: 'sales' })
    expect(run.failures).toEqual(["Input 'tpyes' is not an input of this action: did you mean 'types'?"])
    expect(run.requests).toBe(0)
  })

  it("names 'files' for 'file', where a release would find nothing to do", async () => {
    const run = await asRunner('release', { 'app-id': APP, file: 'app.apk' })
    expect(run.failures).toEqual(["Input 'file' is not an input of this action: did you mean 'files'?"])
    expect(run.requests).toBe(0)
  })

  it('names a typo of an input whose default the runner set', async () => {
    const run = await asRunner('report', { types: 'sales', extrat: 'false' })
    expect(run.failures).toEqual(["Input 'extrat' is not an input of this action: did you mean 'extract'?"])
  })

  it('warns of an unknown input that is no typo, and of a typo of an input given too', async () => {
    const run = await asRunner('token', {
      scope: 'appstore::apps:readwrite',
      'api-url': '/x',
      'api-urk': '/y',
      colour: 'blue'
    })
    expect(run.warnings).toEqual([
      "warning: Input 'api-urk' is not an input of this action (a typo of 'api-url'? that one is given too): ignored.",
      "warning: Input 'colour' is not an input of this action: ignored."
    ])
    expect(run.requests).toBe(1)
  })
})

describe('an input of another front door', () => {
  it('given to the root action: app-id names the release sub-action to use, before any request', async () => {
    const run = await asRunner('token', { scope: 'appstore::apps:readwrite', 'app-id': APP })
    expect(run.failures).toEqual([
      "Input 'app-id' is not an input of the token front door: it belongs to the release front door: " +
        'use appstore-actions/appstore-token-action/release@v1 (the status and listing-bootstrap front doors take it too).'
    ])
    expect(run.requests).toBe(0)
  })

  it('given to a sub-action: api-url and scope name the root action, and every problem is listed', async () => {
    const run = await asRunner('status', { 'app-id': APP, 'api-url': '/x', scope: 'appstore::apps:readwrite' })
    expect(run.failures).toEqual([
      "Input 'api-url' is not an input of the status front door: it belongs to the token front door: " +
        'use appstore-actions/appstore-token-action@v1.\n' +
        "Input 'scope' is not an input of the status front door: it belongs to the token front door: " +
        "use appstore-actions/appstore-token-action@v1. This front door asks for the scope its calls need, 'appstore::apps:readwrite', itself."
    ])
    expect(run.requests).toBe(0)
  })

  it("given to the report front door: a release's input", async () => {
    const run = await asRunner('report', { types: 'sales', 'listing-dir': 'meta' })
    expect(run.failures).toEqual([
      "Input 'listing-dir' is not an input of the report front door: it belongs to the release front door: " +
        'use appstore-actions/appstore-token-action/release@v1 (the preflight and listing-bootstrap front doors take it too).'
    ])
  })
})

describe('an empty input of another front door, or renamed', () => {
  it('is warned of and ignored: it asks for nothing', async () => {
    const run = await asRunner('report', { types: 'sales', 'app-id': '', 'report-dir': ' ' })
    expect(run.warnings).toEqual([
      "warning: Input 'app-id' is not an input of the report front door: it belongs to the release front door: " +
        'use appstore-actions/appstore-token-action/release@v1 (the status and listing-bootstrap front doors take it too). ' +
        'It is empty: ignored.',
      "warning: Input 'report-dir' is gone since v1.0.0: it is 'dir' in this front door. It is empty: ignored."
    ])
    expect(run.requests).toBe(1)
  })
})

describe('an input v1.0.0 renamed', () => {
  it("given to its own front door: names the new name ('release-files' is 'files')", async () => {
    const run = await asRunner('release', { 'app-id': APP, 'release-files': 'app.apk' })
    expect(run.failures).toEqual(["Input 'release-files' is gone since v1.0.0: it is 'files' in this front door."])
    expect(run.requests).toBe(0)
  })

  it("given to the root action: names the front door and the new name ('report' is the report door's 'types')", async () => {
    const run = await asRunner('token', { report: 'sales', 'report-period': '2026-01' })
    expect(run.failures).toEqual([
      "Input 'report' is gone since v1.0.0: it is 'types' of the report front door: " +
        "use appstore-actions/appstore-token-action/report@v1 with 'types'.\n" +
        "Input 'report-period' is gone since v1.0.0: it is 'period' of the report front door: " +
        "use appstore-actions/appstore-token-action/report@v1 with 'period'."
    ])
  })

  it('a switch that is a front door now: release-status and listing-bootstrap', async () => {
    const run = await asRunner('release', { 'app-id': APP, 'release-status': 'true', 'listing-bootstrap': 'overwrite' })
    expect(run.failures).toEqual([
      "Input 'listing-bootstrap' is gone since v1.0.0: the listing-bootstrap front door " +
        '(uses: appstore-actions/appstore-token-action/listing-bootstrap@v1) does what it asked for; ' +
        "'listing-bootstrap: overwrite' is 'overwrite: true' there.\n" +
        "Input 'release-status' is gone since v1.0.0: the status front door " +
        '(uses: appstore-actions/appstore-token-action/status@v1) does what it asked for.'
    ])
  })

  it('names a front door that declares the new name, and no old name is an input of any door', () => {
    for (const [old, { door, input }] of Object.entries(RENAMED)) {
      if (input) expect([old, Object.keys(ACTION_INPUTS[door])]).toEqual([old, expect.arrayContaining([input])])
      for (const name of DOORS) expect([old, name, Object.hasOwn(ACTION_INPUTS[name], old)]).toEqual([old, name, false])
    }
  })
})

describe('each front door declares the inputs its job reads, and no other', () => {
  // The fewest inputs that get each door's job through its whole read phase (which reads every
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
