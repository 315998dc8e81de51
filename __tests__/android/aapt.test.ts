// Our manifest reader and device reach against Android's own reading: `aapt dump badging` (Debian's
// aapt package) prints the features a manifest requires, the ones it implies and why, the ones it
// marks not required, the OpenGL ES version, the SDK levels and the native code. Run on every test
// APK of device reach and on the real APKs of __fixtures__/apks/. Where Android's documentation
// and aapt differ, the difference is named here, and device reach follows the documentation.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REACH_APKS, plain } from '../../__fixtures__/apks/reach.mjs'
import { readApkManifest } from '../../src/android/manifest.js'
import { requirements, TOUCHSCREEN } from '../../src/android/reach.js'
import { tempDir } from '../support/temp.js'

const APKS = fileURLToPath(new URL('../../__fixtures__/apks', import.meta.url))
const HAS_AAPT = spawnSync('aapt', ['version'], { encoding: 'utf8' }).status === 0

interface Badging {
  required: string[]
  implied: string[]
  notRequired: string[]
  /** The implied default feature: aapt implies faketouch where Android's documentation counts the touchscreen. */
  defaultFeature: boolean
  abis: string[]
  gl?: number
  sdk: Record<string, number>
}

function badging(path: string): Badging {
  const run = spawnSync('aapt', ['dump', 'badging', path], { encoding: 'utf8' })
  expect(run.stderr.replace(/^.*(ziparchive|zipro) W.*$/gm, '').trim()).toBe('')
  const names = (kind: RegExp) =>
    [...run.stdout.matchAll(new RegExp(`^\\s*${kind.source}: name='([^']+)'(.*)$`, 'gm'))].map((m) => [m[1], m[2]])
  const implied = names(/uses-implied-feature(?:-sdk-23)?/)
  const defaults = implied.filter(([, rest]) => rest.includes("reason='default feature for all apps'"))
  const gl = /^\s*uses-gl-es: '(0x[0-9a-f]+)'/m.exec(run.stdout)?.[1]
  return {
    required: names(/uses-feature(?:-sdk-23)?/).map(([name]) => name),
    implied: implied.filter((entry) => !defaults.includes(entry)).map(([name]) => name),
    notRequired: names(/uses-feature-not-required/).map(([name]) => name),
    defaultFeature: defaults.some(([name]) => name === 'android.hardware.faketouch'),
    abis: [...(/^native-code: (.*)$/m.exec(run.stdout)?.[1].matchAll(/'([^']+)'/g) ?? [])].map((m) => m[1]),
    ...(gl ? { gl: Number(gl) } : {}),
    sdk: Object.fromEntries(
      [...run.stdout.matchAll(/^(sdkVersion|targetSdkVersion|maxSdkVersion):'(\d+)'/gm)].map((m) => [m[1], +m[2]])
    )
  }
}

const sorted = (items: Iterable<string>) => [...new Set(items)].sort()

const suite = HAS_AAPT ? describe : describe.skip
const title = HAS_AAPT
  ? 'aapt dump badging agrees with our reading'
  : 'SKIPPED: aapt is not installed here (apt-get install -y aapt); the comparison with Android reading needs it'

suite(title, () => {
  const dir = tempDir('aapt-')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const files = [
    ...REACH_APKS.map((apk) => {
      const path = join(dir, apk.name)
      writeFileSync(path, plain(apk))
      return path
    }),
    ...readdirSync(APKS)
      .filter((name) => name.endsWith('.apk'))
      .map((name) => join(APKS, name))
  ]

  it('has every test APK of device reach and the real APKs', () => {
    expect(files.length).toBe(REACH_APKS.length + 4)
  })

  it.each(files.map((path) => [basename(path), path]))('%s', async (_name, path) => {
    const android = badging(path)
    const ours = await readApkManifest(path)
    const needs = requirements(ours)
    // The SDK levels and the native code.
    expect(android.sdk.sdkVersion).toBe(ours.minSdk)
    if (android.sdk.targetSdkVersion !== undefined) expect(android.sdk.targetSdkVersion).toBe(ours.targetSdk)
    expect(android.sdk.maxSdkVersion).toBe(ours.maxSdk)
    expect(android.abis).toEqual(ours.abis)
    expect(android.gl).toBe(ours.glEsVersion)
    // What the manifest marks not required, and what it implies: the documentation's table implies
    // camera.autofocus from CAMERA too, which aapt does not (so device reach calls it uncertain).
    expect(sorted(android.notRequired)).toEqual(
      sorted(ours.declaredFeatures.filter((f) => !f.required).map((f) => f.name))
    )
    const implied = needs.filter((need) => need.by === 'permission')
    expect(sorted(android.implied)).toEqual(sorted(implied.filter((need) => !need.tableOnly).map((n) => n.feature)))
    // What it requires: ours, and the parents aapt adds of a declared sub-feature (camera of camera.flash).
    const declared = needs.filter((need) => need.by === 'declared').map((need) => need.feature)
    expect(android.required).toEqual(expect.arrayContaining([...declared, ...android.implied]))
    const parents = android.required.filter((name) => !declared.includes(name) && !android.implied.includes(name))
    for (const parent of parents.filter((name) => name !== 'android.hardware.faketouch')) {
      expect([parent, declared.some((name) => name.startsWith(`${parent}.`))]).toEqual([parent, true])
    }
    // The default: where the manifest says nothing of the touchscreen, aapt implies faketouch and
    // Android's documentation (and its lint, and device reach) the touchscreen.
    expect(android.defaultFeature).toBe(needs.some((need) => need.feature === TOUCHSCREEN && need.by === 'default'))
  })
})
