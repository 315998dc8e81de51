// The live version's devices through the status action's entry (dist/status/index.js), spawned as a
// runner spawns it against the stand-in: counts per family and names in the outputs and the job
// summary, a DISABLED device not counted, an answer that cannot be read a row (exit 0), a device
// name from the server shown as text, never as a workflow command or HTML.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, leaks, runAction, warningsOf, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'

const APP = 'amzn1.devportal.mobileapp.reach'
const NEVER_LIVE = 'amzn1.devportal.mobileapp.neverlive'
const MANY = 'amzn1.devportal.mobileapp.many'
const TARGETING = /\/targeting$/

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, {
    apps: [
      {
        id: APP,
        // The Fire TV Stick 4K Max is DISABLED for every APK: the TV APK's target list names it in vain.
        disabledDevices: { AFTKA: { reason: 'DEVICE_INCOMPATIBLE', details: ['no touchscreen'] } },
        apks: [
          { versionCode: 100, name: 'tablet.apk', targets: ['KFQUWI', 'KFTRWI'] },
          { versionCode: 101, name: 'tv.apk', targets: ['AFTMM', 'AFTKA', 'KFTRWI'] }
        ]
      },
      { id: NEVER_LIVE, isLive: false },
      // More live APKs than the status step reads the targeting of for the open edit (20): the last one's device counts.
      {
        id: MANY,
        apks: Array.from({ length: 22 }, (_, n) => ({ versionCode: 300 + n, targets: n === 21 ? ['AFTMM'] : [] }))
      }
    ]
  })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
})

const status = (app = APP): Promise<ActionRun> =>
  runAction(
    {
      'client-id': tokens.clientId,
      'client-secret': tokens.clientSecret,
      'auth-url': tokens.url,
      'api-base-url': api.url,
      'app-id': app,
      retries: '0'
    },
    {},
    { door: 'status' }
  )
/** The value of the summary's row `label`. */
const row = (run: ActionRun, label: string) => new RegExp(`^\\| ${label} \\| (.*) \\|$`, 'm').exec(run.summary)?.[1]
/** The summary's section of the live version's devices, up to the next section. */
const section = (run: ActionRun) => {
  const start = run.summary.indexOf("#### The live version's devices")
  return start < 0 ? '' : run.summary.slice(start, run.summary.indexOf('####', start + 4))
}
const targetingReads = () => api.requests.filter((request) => request.method === 'GET' && TARGETING.test(request.path))
/** A fault: the first targeting read answers `body` as JSON, with an ETag. */
const answersTargeting = (body: unknown) => ({
  match: { method: 'GET', path: TARGETING },
  status: 200,
  headers: { 'Content-Type': 'application/json', ETag: '"fault"' },
  body: JSON.stringify(body)
})

describe("the status action: the live version's devices", () => {
  it('counts and names the devices one live APK targets, a DISABLED one not, by GET requests only', async () => {
    const run = await status()
    expect(failureOf(run)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs['live-devices']).toBe('3')
    expect(JSON.parse(run.outputs['live-devices-by-family'])).toEqual({ 'Fire TV': 1, 'Fire tablets': 2, other: 0 })
    expect(row(run, 'Devices')).toMatch(/^3 Amazon devices \(Fire TV 1, Fire tablets 2, other 0\)/)
    const shown = section(run)
    expect(shown).toContain('| Fire TV | 1 |\n| Fire tablets | 2 |\n| other | 0 |\n| All | 3 |')
    const names = shown.split('\n').filter((line) => line.startsWith('- '))
    expect(names).toEqual([
      '- Fire TV Stick 4K (Fire TV)',
      '- Fire 7 &#40;2022&#41; (Fire tablets)',
      '- Fire HD 10 &#40;2021&#41; (Fire tablets)'
    ])
    // One read per live APK, each APK's own.
    expect(targetingReads().map((request) => request.path.split('/').at(-2))).toEqual(
      api.apps.get(APP)!.live.apks.map((apk) => apk.id)
    )
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([])
    expect(warningsOf(run)).toEqual([])
    expect(leaks(run, tokens.clientSecret)).toEqual([])
  })

  it.each([
    ['refused', { match: { method: 'GET', path: TARGETING }, status: 400, body: '{"message":"Bad Request"}' }],
    ['not JSON', { match: { method: 'GET', path: TARGETING }, status: 200, body: '<html>oops</html>' }],
    ['of another shape', answersTargeting({ devices: [] })]
  ])('says so in a row and exits 0 when a targeting answer is %s', async (_, fault) => {
    api.faults.push(fault)
    const run = await status()
    expect(failureOf(run)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'live-devices': '', 'live-devices-by-family': '', 'next-version-code': '102' })
    expect(row(run, 'Devices')).toMatch(/^not known: the targeting of 1 of 2 live APKs could not be read/)
    expect(section(run)).toMatch(/^- APK M\d+\b.*targeting/m)
    expect(run.summary).not.toContain('<html>')
    expect(warningsOf(run)).toEqual([])
  })

  it('shows a device name from the server as text: no workflow command, no HTML', async () => {
    const name = '\n::error::owned <img src=x onerror=alert(1)>'
    api.faults.push(
      answersTargeting({
        amazonDevices: [
          { id: 'amzn1.appstore.device.Q1', name, status: 'TARGETING', reason: {} },
          { id: 'amzn1.appstore.device.AFTKRT', name: '::warning::stick', status: 'TARGETING', reason: {} },
          { id: 'amzn1.appstore.device.Q2', name: 'Fire HD 8 (2024)', status: 'DISABLED', reason: {} }
        ],
        nonAmazonDevices: [],
        otherAndroidDevices: 'NOT_TARGETING'
      })
    )
    const run = await status()
    expect(failureOf(run)).toBe('')
    expect(warningsOf(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(run.lines.filter((line) => /^\s*::(error|warning)::/.test(line))).toEqual([])
    // The first live APK's answer is the fault's; the second's is the stand-in's (AFTMM, KFTRWI).
    expect(JSON.parse(run.outputs['live-devices-by-family'])).toEqual({ 'Fire TV': 2, 'Fire tablets': 1, other: 1 })
    expect(run.outputs['live-devices']).toBe('4')
    expect(run.summary).not.toContain('<img')
    const names = section(run)
      .split('\n')
      .filter((line) => line.startsWith('- '))
    expect(names).toContain('- ::error::owned &#60;img src=x onerror=alert&#40;1&#41;&#62; (other)')
    expect(names).toContain('- ::warning::stick (Fire TV)')
    expect(names.join('\n')).not.toContain('Fire HD 8')
  })

  it('reads the targeting of every live APK, however many', async () => {
    const run = await status(MANY)
    expect(failureOf(run)).toBe('')
    expect(targetingReads()).toHaveLength(22)
    expect(run.outputs).toMatchObject({
      'live-devices': '1',
      'live-devices-by-family': '{"Fire TV":1,"Fire tablets":0,"other":0}'
    })
  })

  it('says the app has no live version, and reads no targeting', async () => {
    const run = await status(NEVER_LIVE)
    expect(failureOf(run)).toBe('')
    expect(run.outputs).toMatchObject({ 'live-devices': '0', 'live-version-codes': '' })
    expect(JSON.parse(run.outputs['live-devices-by-family'])).toEqual({ 'Fire TV': 0, 'Fire tablets': 0, other: 0 })
    expect(row(run, 'Devices')).toMatch(/^none: the app has no live version/)
    expect(section(run)).toBe('')
    expect(targetingReads()).toEqual([])
  })
})
