// The preflight action through dist/preflight/index.js, spawned as a runner does: no credentials,
// no request (not one socket opened), the release's checks on the release's inputs, the devices
// each APK reaches; and the release's own Device reach table through dist/release/index.js
// against the stand-in, whose targeting answers depend on the APK sent.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { marked, reachApk } from '../../../__fixtures__/apks/reach.mjs'
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, runAction, warningsOf, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import type { ApkReach } from '../../../src/android/reach.js'
import { runInProcess } from '../../support/in-process.js'
import { tempDir } from '../../support/temp.js'

const APKS = fileURLToPath(new URL('../../../__fixtures__/apks', import.meta.url))
const REAL = 'androidbinary-helloworld.apk'

/** A workspace holding these files (bytes, or a path to copy). */
function workspace(files: Record<string, Buffer | string>): string {
  const root = tempDir('preflight-e2e-')
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    if (typeof data === 'string') copyFileSync(data, join(root, name))
    else writeFileSync(join(root, name), data)
  }
  return root
}

/**
 * A preload that counts every socket the process connects (net.Socket's connect, which every
 * client of Node's, http, https and fetch, goes through) and writes the count when it exits.
 */
const preloadDir = tempDir('preflight-sockets-')
const PRELOAD = join(preloadDir, 'count-sockets.mjs')
writeFileSync(
  PRELOAD,
  [
    "import net from 'node:net'",
    "import { writeFileSync } from 'node:fs'",
    'const connect = net.Socket.prototype.connect',
    'let count = 0',
    'net.Socket.prototype.connect = function (...args) { count++; return connect.apply(this, args) }',
    "process.on('exit', () => writeFileSync(process.env.SOCKETS_FILE, String(count)))"
  ].join('\n')
)

/** Runs an action with the preload; `sockets`: how many it connected. */
async function counted(
  door: 'preflight' | 'release',
  inputs: Record<string, string>,
  ws: string
): Promise<ActionRun & { sockets: number }> {
  const file = join(ws, 'sockets.txt')
  const run = await runAction(
    inputs,
    {
      NODE_OPTIONS: `--import=${pathToFileURL(PRELOAD).href}`,
      SOCKETS_FILE: file
    },
    { door, workspace: ws }
  )
  return { ...run, sockets: Number(readFileSync(file, 'utf8')) }
}

const reachOf = (run: ActionRun) => JSON.parse(run.outputs.reach) as ApkReach[]
const groupReach = (reach: ApkReach[], file: string, group: string) =>
  reach.find((apk) => apk.file === file)?.groups.find((g) => `${g.family} ${g.fireOs}` === group)?.reach

type Run = (inputs: Record<string, string>, ws: string) => Promise<ActionRun & { sockets?: number }>
const spawned: Run = (inputs, ws) => counted('preflight', inputs, ws)
const inProcess: Run = (inputs, ws) => runInProcess('preflight', inputs, ws)

// Spawned, a preload counts the sockets the process connects; in process, where coverage is
// counted, the same scenarios and assertions but that one.
describe.each([
  ['dist/preflight/index.js, spawned', spawned],
  ['main() in process', inProcess]
])('the preflight action through %s: no credentials, no request', (via, preflight) => {
  const noSocket = (run: { sockets?: number }) => expect(run.sockets).toBe(via.includes('spawned') ? 0 : undefined)

  it('checks the files, tells their reach, and opens no socket', async () => {
    const ws = workspace({
      'out/camera.apk': marked(reachApk('camera.apk')),
      'out/min-sdk-30.apk': marked(reachApk('min-sdk-30.apk')),
      [`out/${REAL}`]: join(APKS, REAL)
    })
    const run = await preflight({ files: 'out/*.apk', notes: 'Faster start.' }, ws)
    expect([run.code, failureOf(run)]).toEqual([0, ''])
    noSocket(run)
    // No token was asked for: nothing is masked, and no input of the token was read.
    expect(run.stdout).not.toContain('::add-mask::')
    expect(run.outputs['version-codes']).toBe('1\n301\n305')
    expect(run.outputs.package).toBe('com.example.helloworld\ncom.example.app')
    const reach = reachOf(run)
    expect(reach.map((apk) => apk.file)).toEqual([`out/${REAL}`, 'out/camera.apk', 'out/min-sdk-30.apk'])
    expect(groupReach(reach, 'out/camera.apk', 'Fire TV 8')).toBe('no')
    expect(groupReach(reach, 'out/min-sdk-30.apk', 'Fire TV 7')).toBe('no')
    expect(groupReach(reach, 'out/min-sdk-30.apk', 'Fire TV 8')).toBe('uncertain')
    expect(groupReach(reach, 'out/min-sdk-30.apk', 'Fire TV 14')).toBe('yes')
    // The real APK declares nothing of the touchscreen: no Fire TV; it is a tablet APK.
    expect(groupReach(reach, `out/${REAL}`, 'Fire tablets 7')).toBe('yes')
    // Fire TV on Fire OS 8 is reached by min-sdk-30.apk (as far as known), Fire OS 6 and 7 by no file: one warning.
    const warnings = warningsOf(run)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('Fire TV')
    expect(warnings[0]).toContain('Fire OS 7, API 28: no')
    expect(warnings[0]).toContain('<uses-feature android:name="android.hardware.camera" android:required="false"/>')
    expect(run.summary).toContain('#### Device reach')
    // The manifest line, as the table shows it (its < and > as entities, which Markdown renders).
    expect(run.summary).toContain(
      '&#60;uses-feature android:name="android.hardware.camera" android:required="false"/&#62;'
    )
  })

  it('warns of 64-bit-only native code, from field reports, and says so', async () => {
    const ws = workspace({ 'arm64.apk': marked(reachApk('arm64-only.apk')) })
    const run = await preflight({ files: 'arm64.apk' }, ws)
    expect(run.code).toBe(0)
    noSocket(run)
    expect(warningsOf(run).join('\n')).toMatch(/Fire TV Stick \(3rd gen\).*\[field reports\]/)
    expect(run.summary).toContain('| field reports |')
  })

  it('fails on what the release would refuse: two files with one versionCode, naming both', async () => {
    const ws = workspace({
      'a.apk': join(APKS, 'apksig-golden-aligned-v1v2-out.apk'),
      'b.apk': join(APKS, 'apksig-targetSandboxVersion-2.apk')
    })
    const run = await preflight({ files: '*.apk' }, ws)
    expect(run.code).toBe(1)
    expect(failureOf(run)).toMatch(/a\.apk and b\.apk both have versionCode 10/)
    noSocket(run)
  })

  it('fails on an app bundle and on notes the release refuses, naming the input', async () => {
    const bundle = await preflight({ files: 'app.aab' }, workspace({ 'app.aab': markedApk(5) }))
    expect([bundle.code, failureOf(bundle)]).toEqual([1, expect.stringContaining('app bundle')])
    const notes = await preflight({ notes: 'x'.repeat(4001) }, workspace({}))
    expect([notes.code, failureOf(notes)]).toEqual([1, expect.stringContaining("Input 'notes'")])
  })

  it('refuses the token inputs: a preflight takes no credentials', async () => {
    const run = await preflight(
      { files: 'a.apk', 'client-secret': 'not-for-a-pull-request' },
      workspace({ 'a.apk': markedApk(3) })
    )
    expect(run.code).toBe(1)
    expect(failureOf(run)).toContain("Input 'client-secret'")
    expect(failureOf(run)).toContain('preflight action')
    noSocket(run)
  })
})

describe('the release through dist/release/index.js: the same reach, and the stand-in disabling devices', () => {
  let tokens: Awaited<ReturnType<typeof startTokenService>>
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  const APP = 'amzn1.devportal.mobileapp.reach'
  beforeAll(async () => {
    tokens = await startTokenService()
    api = await startAppstoreApi(tokens, {
      apps: [{ id: APP, deviceFilter: ['upload', 'replace'], apks: [{ versionCode: 100, name: 'app.apk' }] }]
    })
  })
  afterAll(async () => {
    await api.close()
    await tokens.close()
  })

  it('warns, tables the reach in its summary, and goes on: a draft with the files', async () => {
    const ws = workspace({ 'build/a-tablet.apk': marked(reachApk('touchscreen-undeclared.apk')) })
    const run = await counted(
      'release',
      {
        'client-id': tokens.clientId,
        'client-secret': tokens.clientSecret,
        'auth-url': tokens.url,
        'api-base-url': api.url,
        'app-id': APP,
        files: 'build/*.apk'
      },
      ws
    )
    expect([run.code, failureOf(run)]).toEqual([0, ''])
    // The preload counts: the release connects (the token service, the API).
    expect(run.sockets).toBeGreaterThan(0)
    expect(run.outputs['version-codes']).toBe('303')
    expect(warningsOf(run).join('\n')).toContain(
      'add <uses-feature android:name="android.hardware.touchscreen" android:required="false"/>'
    )
    expect(run.summary).toContain('#### Device reach')
    expect(run.summary).toContain('| build/a-tablet.apk | Fire TV, Fire OS 6 &#40;API 25&#41; | no | Android |')
    // The stand-in read the APK sent: the Fire TV devices are DISABLED for it, with the reason.
    const edit = api.apps.get(APP)!.openEdit!
    const apk = edit.apks.find((candidate) => candidate.versionCode === 303)!
    expect(apk.targeting.amazonDevices.filter((device) => device.status === 'DISABLED').map((d) => d.id)).toEqual([
      'AFTMM',
      'AFTKA'
    ])
  })
})
