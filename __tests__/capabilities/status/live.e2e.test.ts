// "Is it live yet?" through the status action's entry (dist/status/index.js), spawned as a
// runner spawns it: the release's `version-codes` output fed as it is into status's input, through a
// review the stand-in's console approves or withdraws; every bad shape of the input refused before
// any request.
import { describe, expect, it } from '@jest/globals'
import { failureOf, leaks, runAction, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const BLIND = 'amzn1.devportal.mobileapp.blind'

// The workspace holds build/a.apk (200) and build/b.apk (201), as a release workflow's build would.
const h = releaseHarness({
  apps: [
    { id: APP, review: true },
    { id: BLIND, previous: 'failing' }
  ],
  prefix: 'status-live-',
  defaults: { retries: '0' }
})
const status = (versionCodes: string, app = APP): Promise<ActionRun> =>
  runAction(h.inputsFor({ 'app-id': app, 'version-codes': versionCodes }), {}, { door: 'status' })
/** The same step in process, where coverage is counted: the answers' logic beside the spawned round trip. */
const inProcess = (versionCodes: string, app = APP): Promise<ActionRun> =>
  h.status({ 'app-id': app, 'version-codes': versionCodes })
const answered = (run: ActionRun) => ({ live: run.outputs.live, 'in-review': run.outputs['in-review'] })
const row = (run: ActionRun) => /\| Is it live\? \| ([^|]*) \|/.exec(run.summary)?.[1] ?? ''

/** A release of two APKs (200, 201) submitted for review, as the recipe's release workflow makes it. */
async function submitted(): Promise<string> {
  const release = await runAction(
    h.inputsFor({ files: 'build/*.apk', notes: 'Fixes', submit: 'true' }),
    {},
    { door: 'release', workspace: h.ws }
  )
  expect(failureOf(release)).toBe('')
  expect(release.outputs.submitted).toBe('true')
  return release.outputs['version-codes']
}

describe('is it live yet', () => {
  it('answers for the version codes the release submitted: in review, then live once approved', async () => {
    const codes = await submitted()
    expect(codes).toBe('200\n201')

    const waiting = await status(codes)
    expect(failureOf(waiting)).toBe('')
    expect(answered(waiting)).toEqual({ live: 'false', 'in-review': 'true' })
    expect(row(waiting)).toMatch(/^200: not live yet, 201: not live yet; an edit is in review \(\S+, REVIEW\)$/)

    h.api.console.approve(APP)
    const before = h.api.requests.length
    const approved = await status(codes)
    expect(answered(approved)).toEqual({ live: 'true', 'in-review': 'false' })
    expect(row(approved)).toBe('200: live, 201: live')
    expect(h.api.requests.slice(before).filter((request) => request.method !== 'GET')).toEqual([])
    expect(leaks(approved, h.tokens.clientSecret)).toEqual([])
  })

  it('says the review ended without the version when it was withdrawn: not live, nothing in review', async () => {
    const codes = await submitted()
    h.api.console.withdraw(APP)

    const run = await inProcess(codes)
    expect(answered(run)).toEqual({ live: 'false', 'in-review': 'false' })
    expect(row(run)).toMatch(/^200: not live yet, 201: not live yet; no edit is in review: the review ended without it/)
  })

  it('is live when every code given is (commas and spaces too), and not when one of them is missing', async () => {
    expect(answered(await inProcess('100, 101'))).toEqual({ live: 'true', 'in-review': 'false' })
    const one = await inProcess('101 102')
    expect(answered(one)).toEqual({ live: 'false', 'in-review': 'false' })
    expect(row(one)).toMatch(/^101: live, 102: not live yet; no edit is in review/)
  })

  it('leaves live empty when no version code is given, and says nothing of it', async () => {
    h.api.console.openEdit(APP)
    const run = await inProcess('')
    expect(failureOf(run)).toBe('')
    expect(answered(run)).toEqual({ live: '', 'in-review': 'false' })
    expect(row(run)).toBe('')
  })

  it('leaves live empty when the live version cannot be read: not known is not "not live"', async () => {
    const run = await inProcess('100', BLIND)
    expect(failureOf(run)).toBe('')
    expect(answered(run)).toEqual({ live: '', 'in-review': 'false' })
    expect(row(run)).toBe('100: not known, as the live version was not read (row "Live version")')
  })

  it.each([
    ['0', '0'],
    ['-1', '-1'],
    ['1.5', '1.5'],
    ['1e3', '1e3'],
    ['0x10', '0x10'],
    ['2147483648', '2147483648'],
    ['12345678901', '12345678901'],
    ['100;101', '100;101'],
    ['100\n1008a', '1008a'],
    ['v1.2.3', 'v1.2.3']
  ])('refuses %j before any request', async (given, named) => {
    // One refusal through the bundle proves its path; the other shapes are the same path, in process.
    const run = await (given === '0' ? status(given) : inProcess(given))
    expect(run.code).not.toBe(0)
    expect(failureOf(run)).toBe(
      "Input 'version-codes' takes whole numbers from 1 to 2147483647 (an APK's versionCode), separated by " +
        `spaces, commas or new lines, got '${named}'.`
    )
    expect(h.tokens.requests).toEqual([])
    expect(h.api.requests).toEqual([])
  })
})
