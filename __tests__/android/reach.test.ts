// Device reach from the manifest (src/android/reach.ts), on the test APKs whose binary manifests
// hold the lines a Fire device filters on, read by our reader as the release reads them.
import { describe, expect, it } from '@jest/globals'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { REACH_APKS, marked, reachApk } from '../../__fixtures__/apks/reach.mjs'
import { readApkManifest } from '../../src/android/manifest.js'
import { apkReach, deviceReach, lostGroups, requirements, type ApkReach } from '../../src/android/reach.js'
import { manifestOf } from '../support/manifests.js'
import { tempDir } from '../support/temp.js'

const dir = tempDir('reach-')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function reachOf(name: string): Promise<ApkReach> {
  const path = join(dir, name)
  writeFileSync(path, marked(reachApk(name)))
  return apkReach(await readApkManifest(path, name))
}

/** 'Fire TV 7' -> its reach, for every group. */
const table = (reach: ApkReach) =>
  Object.fromEntries(reach.groups.map((group) => [`${group.family} ${group.fireOs}`, group.reach]))
const everywhere = (tv: string, tablets: string) => ({
  'Fire TV 6': tv,
  'Fire TV 7': tv,
  'Fire TV 8': tv,
  'Fire TV 14': tv,
  'Fire tablets 7': tablets,
  'Fire tablets 8': tablets
})
const reasonsOf = (reach: ApkReach, group: string) =>
  reach.groups.find((candidate) => `${candidate.family} ${candidate.fireOs}` === group)?.reasons ?? []

describe('device reach of the test APKs', () => {
  it('CAMERA without a <uses-feature>: no Fire TV, and the line to add', async () => {
    const reach = await reachOf('camera.apk')
    expect(table(reach)).toEqual(everywhere('no', 'yes'))
    const [camera, autofocus] = reasonsOf(reach, 'Fire TV 8')
    expect(camera).toMatchObject({
      reach: 'no',
      source: 'Android',
      change: 'add <uses-feature android:name="android.hardware.camera" android:required="false"/>'
    })
    expect(camera.why).toContain('android.permission.CAMERA implies android.hardware.camera')
    // Android's table implies autofocus too, aapt does not: uncertain, with its line.
    expect(autofocus).toMatchObject({ reach: 'uncertain', change: expect.stringContaining('camera.autofocus') })
  })

  it('CAMERA with required="false": Fire TV is reached but for the autofocus the table alone implies', async () => {
    const reach = await reachOf('camera-optional.apk')
    expect(table(reach)).toEqual(everywhere('uncertain', 'yes'))
    expect(reasonsOf(reach, 'Fire TV 6').map((reason) => reason.reach)).toEqual(['uncertain'])
  })

  it('no touchscreen declaration: Android counts it required, and Fire TV has none', async () => {
    const reach = await reachOf('touchscreen-undeclared.apk')
    expect(table(reach)).toEqual(everywhere('no', 'yes'))
    expect(reasonsOf(reach, 'Fire TV 7')).toEqual([
      expect.objectContaining({
        source: 'Android',
        change: 'add <uses-feature android:name="android.hardware.touchscreen" android:required="false"/>'
      })
    ])
  })

  it('minSdk 29 and 30: above Fire OS 6 and 7, within 8 (30 uncertain: Amazon lists 29 too) and 14', async () => {
    for (const [name, eight] of [
      ['min-sdk-29.apk', 'yes'],
      ['min-sdk-30.apk', 'uncertain']
    ]) {
      const reach = await reachOf(name)
      expect(table(reach)).toEqual({
        'Fire TV 6': 'no',
        'Fire TV 7': 'no',
        'Fire TV 8': eight,
        'Fire TV 14': 'yes',
        'Fire tablets 7': 'no',
        'Fire tablets 8': eight
      })
      expect(reasonsOf(reach, 'Fire TV 7')[0]).toMatchObject({
        source: 'Amazon',
        change: expect.stringContaining('<uses-sdk android:minSdkVersion="28"/>')
      })
    }
  })

  it('lib/arm64-v8a alone: the 32-bit Fire models of field reports are missed; beside armeabi-v7a, none', async () => {
    const only = await reachOf('arm64-only.apk')
    expect(table(only)).toEqual({
      'Fire TV 6': 'uncertain',
      'Fire TV 7': 'partly',
      'Fire TV 8': 'partly',
      'Fire TV 14': 'uncertain',
      'Fire tablets 7': 'partly',
      'Fire tablets 8': 'uncertain'
    })
    const [reason] = reasonsOf(only, 'Fire TV 7')
    expect(reason).toMatchObject({ source: 'field', change: expect.stringContaining('armeabi-v7a') })
    expect(reason.why).toContain('Fire TV Stick (3rd gen)')
    expect(table(await reachOf('arm64-and-armv7.apk'))).toEqual(everywhere('yes', 'yes'))
  })

  it('a Fire TV build reaches every Fire TV and no tablet', async () => {
    const reach = await reachOf('fire-tv.apk')
    expect(table(reach)).toEqual(everywhere('yes', 'no'))
    expect(reasonsOf(reach, 'Fire tablets 8')[0].why).toContain('android.software.leanback')
  })

  it('location with targetSdk 19, SMS, multitouch and OpenGL ES 3.1', async () => {
    const reach = await reachOf('location-target-19.apk')
    expect(table(reach)).toEqual(everywhere('no', 'uncertain'))
    const features = reasonsOf(reach, 'Fire TV 8').map((reason) => /implies (\S+)|requires (\S+)/.exec(reason.why))
    expect(features.map((match) => match?.[1] ?? match?.[2])).toEqual([
      'android.hardware.touchscreen.multitouch',
      'android.hardware.location.gps',
      'android.hardware.telephony',
      'OpenGL'
    ])
    expect(reasonsOf(reach, 'Fire tablets 7').every((reason) => reason.reach === 'uncertain')).toBe(true)
  })

  it('has a test APK for each line the issue names', () => {
    expect(REACH_APKS.map((apk) => apk.name)).toEqual(
      expect.arrayContaining(['camera.apk', 'camera-optional.apk', 'min-sdk-29.apk', 'arm64-only.apk'])
    )
  })
})

describe('the rules, on manifests alone', () => {
  const needs = (more: Parameters<typeof manifestOf>[1]) =>
    requirements(manifestOf('a.apk', more)).map(({ feature, by }) => `${by} ${feature}`)

  it('a permission implies its features unless the manifest declares them, required or not', () => {
    expect(needs({ permissions: ['android.permission.RECORD_AUDIO'] })).toEqual([
      'permission android.hardware.microphone',
      'default android.hardware.touchscreen'
    ])
    expect(
      needs({
        permissions: ['android.permission.RECORD_AUDIO'],
        declaredFeatures: [
          { name: 'android.hardware.microphone', required: false },
          { name: 'android.hardware.touchscreen', required: true }
        ]
      })
    ).toEqual(['declared android.hardware.touchscreen'])
  })

  it("follows the table's targetSdk rules: GPS only to targetSdk 20, bluetooth above 4; targetSdk defaults to minSdk", () => {
    const fine = ['android.permission.ACCESS_FINE_LOCATION']
    expect(needs({ permissions: fine, targetSdk: 20 })).toContain('permission android.hardware.location.gps')
    expect(needs({ permissions: fine, targetSdk: 21 })).not.toContain('permission android.hardware.location.gps')
    expect(needs({ permissions: fine, targetSdk: undefined, minSdk: 9 })).toContain(
      'permission android.hardware.location.gps'
    )
    expect(needs({ permissions: fine, targetSdk: 'VanillaIceCream' })).not.toContain(
      'permission android.hardware.location.gps'
    )
    const bt = ['android.permission.BLUETOOTH']
    expect(needs({ permissions: bt, targetSdk: 4 })).not.toContain('permission android.hardware.bluetooth')
    expect(needs({ permissions: bt, targetSdk: 5 })).toContain('permission android.hardware.bluetooth')
  })

  it('maxSdk below a Fire OS misses it; within Fire OS 14, part of it', () => {
    const reach = apkReach(
      manifestOf('a.apk', { maxSdk: 32, declaredFeatures: [{ name: 'android.hardware.touchscreen', required: false }] })
    )
    expect(table(reach)).toEqual({ ...everywhere('yes', 'yes'), 'Fire TV 14': 'partly' })
    expect(
      apkReach(manifestOf('a.apk', { maxSdk: 27 })).groups.find((g) => g.fireOs === '7')?.reasons[0]
    ).toMatchObject({ reach: 'no', change: expect.stringContaining('maxSdkVersion') })
  })

  it('minSdk 33 reaches part of Fire OS 14; a minSdk that is no number is uncertain', () => {
    const touch = [{ name: 'android.hardware.touchscreen', required: false }]
    expect(table(apkReach(manifestOf('a.apk', { minSdk: 33, declaredFeatures: touch })))['Fire TV 14']).toBe('partly')
    expect(table(apkReach(manifestOf('a.apk', { minSdk: 'Baklava', declaredFeatures: touch })))['Fire TV 6']).toBe(
      'uncertain'
    )
  })

  it('native code without ARM is uncertain everywhere', () => {
    const reach = apkReach(
      manifestOf('a.apk', {
        abis: ['x86_64'],
        declaredFeatures: [{ name: 'android.hardware.touchscreen', required: false }]
      })
    )
    expect(new Set(reach.groups.map((group) => group.reach))).toEqual(new Set(['uncertain']))
  })

  it('a group one file reaches is not lost: a Fire TV APK beside a tablet APK loses nothing', () => {
    const tv = manifestOf('tv.apk', {
      declaredFeatures: [
        { name: 'android.software.leanback', required: true },
        { name: 'android.hardware.touchscreen', required: false }
      ]
    })
    const tablet = manifestOf('tablet.apk')
    expect(lostGroups(deviceReach([tablet])).map((group) => `${group.family} ${group.fireOs} ${group.reach}`)).toEqual([
      'Fire TV 6 no',
      'Fire TV 7 no',
      'Fire TV 8 no',
      'Fire TV 14 no'
    ])
    expect(lostGroups(deviceReach([tv, tablet]))).toEqual([])
    expect(lostGroups([])).toEqual([])
  })
})
