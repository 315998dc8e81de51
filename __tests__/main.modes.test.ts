// The input a user mistyped, through main() as a runner runs it: every input of action.yml is set
// (to its default when the workflow gives none), and each `with:` entry is an INPUT_ variable,
// known or not. A likely typo is named, and a step that selects no mode is told the modes.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { readFileSync } from 'node:fs'
import { markedApk } from '../__fixtures__/appstore-api.mjs'
import type { Send } from '../src/net/transport.js'
import { main } from '../src/main.js'
import { ACTION_INPUTS } from '../src/step/action-inputs.js'
import { SHARED_INPUTS } from '../src/step/modes.js'
import { fakeClock, fakeCore } from './support/fake-core.js'

const credentials = { 'client-id': 'amzn1.application-oa2-client.x', 'client-secret': 'secret' }
const workspace = mkdtempSync(join(tmpdir(), 'modes-'))
writeFileSync(join(workspace, 'app.apk'), markedApk(1))

/** As the runner and @actions/core's getInput see the step's `with:`. */
async function asRunner(given: Record<string, string>) {
  const inputs = { ...ACTION_INPUTS, ...credentials, ...given }
  const env = Object.fromEntries(
    Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value])
  )
  let requests = 0
  const send: Send = async () => {
    requests++
    throw new Error('no request may be sent')
  }
  const core = fakeCore(inputs)
  await main({ core, send, clock: fakeClock(), cwd: workspace, env })
  return { failures: core.failures, warnings: core.log.filter((line) => line.startsWith('warning:')), requests }
}

const MODES =
  'No mode was recognised. A step does one of these, selected by its inputs: ' +
  "Amazon Appstore API call: 'api-url'; Amazon Appstore report: 'report'; " +
  "Amazon Appstore release: 'app-id' (or 'release-files', 'listing-dir', 'release-notes', 'release-notes-dir', " +
  "'release-publish-at'); Amazon Appstore release status: 'release-status'; Amazon Appstore listing bootstrap: 'listing-bootstrap'; an access token alone: 'scope'."

describe('a mistyped input', () => {
  it("names 'report' for 'reprot', and lists the modes, before any request", async () => {
    const run = await asRunner({ reprot: 'sales' })
    expect(run.failures).toEqual([`Input 'reprot' is not an input of this action: did you mean 'report'?\n${MODES}`])
    expect(run.requests).toBe(0)
  })

  it("names 'release-files' for 'release-file', where a release would find nothing to do", async () => {
    const run = await asRunner({ 'app-id': 'amzn1.devportal.mobileapp.x', 'release-file': 'app.apk' })
    expect(run.failures).toEqual(["Input 'release-file' is not an input of this action: did you mean 'release-files'?"])
    expect(run.requests).toBe(0)
  })

  it('names a typo of an input whose default the runner set', async () => {
    const run = await asRunner({ report: 'sales', report_extrat: 'false' })
    expect(run.failures).toEqual([
      "Input 'report_extrat' is not an input of this action: did you mean 'report-extract'?"
    ])
  })

  it('says which mode an input belongs to when no input selects it', async () => {
    const run = await asRunner({ 'release-submit': 'true' })
    expect(run.failures).toEqual([
      "Input 'release-submit' is given, but it belongs to the Amazon Appstore release, which no input selects.\n" +
        MODES
    ])
    expect(run.requests).toBe(0)
  })

  it('calls no input that several modes read stray: api-base-url, retries', async () => {
    const run = await asRunner({ 'api-base-url': 'https://api.example.test/appstore', retries: '1' })
    expect(run.failures).toEqual([MODES])
    const release = await asRunner({ 'api-base-url': 'https://api.example.test/appstore', 'release-submit': 'true' })
    expect(release.failures).toEqual([
      "Input 'release-submit' is given, but it belongs to the Amazon Appstore release, which no input selects.\n" +
        MODES
    ])
    const token = await asRunner({ scope: 'appstore::apps:readwrite', 'api-base-url': 'https://api.example.test/a' })
    expect(token.warnings).toEqual([])
    expect(run.requests + release.requests).toBe(0)
    expect(SHARED_INPUTS.filter((name) => !(name in ACTION_INPUTS))).toEqual([])
  })

  it('still names the mode of an input that one mode alone reads: api-method', async () => {
    const run = await asRunner({ 'api-method': 'POST' })
    expect(run.failures).toEqual([
      "Input 'api-method' is given, but it belongs to the Amazon Appstore API call, which no input selects.\n" + MODES
    ])
  })

  it('lists the modes when nothing at all is asked', async () => {
    expect((await asRunner({})).failures).toEqual([MODES])
  })

  it('warns of an unknown input that is no typo, and of inputs a token alone does not use', async () => {
    const run = await asRunner({ scope: 'appstore::apps:readwrite', colour: 'blue', 'report-dir': 'out' })
    expect(run.warnings).toEqual([
      "warning: Input 'colour' is not an input of this action: ignored.",
      "warning: Input 'report-dir' is given, but it belongs to the Amazon Appstore report, which no input selects. " +
        'Only the token was requested.'
    ])
    expect(run.failures).toHaveLength(1)
    expect(run.failures[0]).not.toContain('Input')
  })

  it('knows every input of action.yml, with its default (npm run docs generates them)', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { default?: unknown }> }
    expect(ACTION_INPUTS).toEqual(
      Object.fromEntries(Object.entries(action.inputs).map(([name, spec]) => [name, String(spec.default ?? '')]))
    )
  })
})
