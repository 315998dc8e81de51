// Devices lost against the live version, from Amazon's own targeting answers, through
// dist/release/index.js spawned as a runner spawns it, against the stand-in whose device filter
// reads the APK sent (its real binary manifest and lib/ folders) and DISABLES the Fire TV devices
// it cannot run on. The live APK targets every device; the files are the test APKs of device reach.
import { describe, expect, it } from '@jest/globals'
import { marked, reachApk } from '../../../__fixtures__/apks/reach.mjs'
import { failureOf, runAction, warningsOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const h = releaseHarness({
  apps: [{ id: APP, deviceFilter: ['upload', 'replace'], apks: [{ versionCode: 100, name: 'app.apk' }] }],
  prefix: 'release-devices-',
  defaults: { files: 'out/*.apk', notes: 'Notes.', retries: '0' }
})

/** A release of `apk` (a test APK of device reach, as out/<name>), spawned. */
async function release(apk: string, extra: Record<string, string> = {}) {
  h.put({ [`out/${apk}`]: marked(reachApk(apk)) })
  return runAction(h.inputsFor(extra), {}, { door: 'release', workspace: h.ws })
}
const routes = () => h.api.requests.map((request) => request.route ?? `${request.method} ${request.path}`)
const commits = () => routes().filter((route) => route.endsWith('/commit'))
const row = (summary: string) =>
  summary
    .split('\n')
    .filter((line) => line.startsWith('| Devices |'))
    .join('\n')
const liveTargeting = () => ({
  method: 'GET',
  path: { test: (path: string) => path.includes(`/edits/${h.app().live.id}/`) && path.endsWith('/targeting') }
})

describe('a release that loses devices the live version reaches', () => {
  it('stops before the commit, naming the devices, the cause and devices-lost; the edit is left open', async () => {
    const run = await release('camera.apk', { submit: 'true' })

    expect(run.code).toBe(1)
    const failure = failureOf(run)
    expect(failure).toMatch(/^Release failed while checking the devices this version loses/)
    expect(failure).toContain('stop reaching 2 devices the live version reaches')
    expect(failure).toContain('Fire TV Stick 4K (AFTMM), Fire TV Stick 4K Max (AFTKA)')
    // Amazon's reason, from the targeting answer of the replaced APK.
    expect(failure).toContain('Amazon says DEVICE INCOMPATIBLE: The APK requires a feature the device does not have')
    expect(failure).toContain('android.hardware.camera')
    expect(failure).toContain("'devices-lost: warn'")
    expect(failure).toContain('is left open for inspection')
    // Validated, never committed; what the version reaches is in the outputs.
    expect(routes()).toContain('POST /edits/:edit/validate')
    expect(commits()).toEqual([])
    expect(h.app().openEdit?.status).toBe('IN_PROGRESS')
    expect(run.outputs.devices).toBe('3')
    expect(run.outputs['devices-lost']).toBe('Fire TV Stick 4K\nFire TV Stick 4K Max')
    expect(run.outputs.submitted).toBe('false')
  })

  it('goes on with devices-lost: warn, saying the loss was accepted', async () => {
    const run = await release('camera.apk', { submit: 'true', 'devices-lost': 'warn' })

    expect([run.code, failureOf(run)]).toEqual([0, ''])
    expect(run.outputs.submitted).toBe('true')
    expect(warningsOf(run)).toContain("Devices: 2 devices lost, accepted ('devices-lost: warn')")
    expect(run.outputs['devices-lost']).toBe('Fire TV Stick 4K\nFire TV Stick 4K Max')
  })

  it('goes on when devices-lost lists every device lost (by id or name), and stops for one it leaves out', async () => {
    const some = await release('camera.apk', { submit: 'true', 'devices-lost': 'AFTMM' })
    expect(some.code).toBe(1)
    expect(failureOf(some)).toContain('stop reaching 1 device the live version reaches: Fire TV Stick 4K Max (AFTKA)')
    expect(commits()).toEqual([])

    const all = await release('camera.apk', { submit: 'true', 'devices-lost': 'aftmm\nFire TV Stick 4K Max' })
    expect([all.code, failureOf(all)]).toEqual([0, ''])
    expect(all.outputs.submitted).toBe('true')
    expect(commits()).toHaveLength(1)
  })

  it('fails a dry run as the release it rehearses would fail, and deletes its edit all the same', async () => {
    const run = await release('camera.apk', { 'dry-run': 'true' })

    expect(run.code).toBe(1)
    expect(failureOf(run)).toContain('stop reaching 2 devices the live version reaches')
    expect(routes()).toContain('POST /edits/:edit/validate')
    expect(routes()).toContain('DELETE /edits/:edit')
    expect(commits()).toEqual([])
    expect(h.app().openEdit).toBeUndefined()
  })

  it('warns a draft, which commits nothing, and leaves it open', async () => {
    const run = await release('arm64-only.apk')

    expect([run.code, failureOf(run)]).toEqual([0, ''])
    const warning = warningsOf(run).find((line) => line.startsWith('Devices: '))
    expect(warning).toContain('stop reaching 1 device the live version reaches: Fire TV Stick 4K Max (AFTKA)')
    expect(warning).toContain('armeabi-v7a')
    expect(warning).toContain('a release that submits it stops here unless')
    expect(run.outputs['devices-lost']).toBe('Fire TV Stick 4K Max')
    expect(run.outputs.devices).toBe('4')
  })
})

describe('a release that keeps every device', () => {
  it('runs as before, with one more read of targeting per APK of the version and one of the live APK', async () => {
    const run = await release('camera-optional.apk', { submit: 'true' })

    expect([run.code, failureOf(run)]).toEqual([0, ''])
    expect(run.outputs).toMatchObject({ submitted: 'true', devices: '5', 'devices-lost': '' })
    expect(row(run.summary)).toContain('5 Amazon devices targeted, every device the live version reaches among them')
    expect(routes().filter((route) => !route.startsWith('POST /auth'))).toEqual([
      // The check against the live version: its edit, its APKs, and (new) the live APK's targeting.
      'GET /edits/previous',
      'GET /edits/:edit/apks',
      'GET /edits/:edit/apks/:apk/targeting',
      'GET /edits',
      'POST /edits',
      'GET /edits/:edit/apks',
      'GET /edits/:edit/apks/:apk',
      'PUT /edits/:edit/apks/:apk/replace',
      'GET /edits/:edit/apks/:apk/targeting',
      // New: the version's APK's targeting, to compare it with the live version's.
      'GET /edits/:edit/apks/:apk/targeting',
      'GET /edits/:edit/listings',
      'GET /edits/:edit/listings/:lang',
      'PUT /edits/:edit/listings/:lang',
      'GET /edits/:edit/listings/:lang',
      'PUT /edits/:edit/listings/:lang',
      'GET /edits/:edit/apks',
      'GET /edits/:edit/apks/:apk/targeting',
      'POST /edits/:edit/validate',
      'GET /edits/:edit',
      'POST /edits/:edit/commit'
    ])
  })

  it("keeps the manifests' warning when Amazon's answers show no loss before the commit, saying so", async () => {
    // The filter answers only at commit: before it, Amazon's answer shows every Fire TV still reached.
    h.app().deviceFilter = ['commit']
    const run = await release('touchscreen-undeclared.apk')

    expect([run.code, failureOf(run)]).toEqual([0, ''])
    const warnings = warningsOf(run)
    expect(warnings.some((line) => line.startsWith('No file reaches every Fire TV device'))).toBe(true)
    expect(warnings).toContainEqual(
      expect.stringContaining(
        "Amazon's targeting answers show no device lost, yet the manifests' warning above still stands"
      )
    )
    expect(run.outputs['devices-lost']).toBe('')
  })
})

describe('an answer that cannot be read', () => {
  it("is a summary row, not a loss: the live APK's targeting unread, the release goes on to submit", async () => {
    h.api.faults.push({
      match: liveTargeting(),
      status: 404,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ httpCode: 404, message: 'Not Found' })
    })
    const run = await release('camera.apk', { submit: 'true' })

    expect([run.code, failureOf(run)]).toEqual([0, ''])
    expect(run.outputs.submitted).toBe('true')
    expect(row(run.summary)).toContain(
      "3 Amazon devices targeted; lost devices not compared: GET of the live APKs' device targeting answered HTTP 404"
    )
    expect(run.outputs).toMatchObject({ devices: '3', 'devices-lost': '' })
  })

  it("is a summary row when the version's own targeting cannot be read after the APKs are in", async () => {
    const edited = {
      method: 'GET',
      path: { test: (path: string) => !path.includes(`/edits/${h.app().live.id}/`) && path.endsWith('/targeting') }
    }
    // The targeting stage's read goes through; the comparison's read (the second) is answered 404.
    let reads = 0
    h.api.faults.push({
      match: { method: 'GET', path: { test: (path: string) => edited.path.test(path) && ++reads === 2 } },
      status: 404,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ httpCode: 404, message: 'Not Found' })
    })
    const run = await release('camera.apk')

    expect([run.code, failureOf(run)]).toEqual([0, ''])
    expect(row(run.summary)).toContain(
      "not compared: GET of the APKs' device targeting answered HTTP 404. The devices this version loses"
    )
    expect(run.outputs).toMatchObject({ devices: '', 'devices-lost': '' })
  })
})
