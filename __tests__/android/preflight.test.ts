import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { readApkManifest } from '../../src/android/manifest.js'
import { abisInName, placeFiles } from '../../src/android/placement.js'
import {
  nextVersionCode,
  refuseAgainstLive,
  refuseMinSdkOrder,
  refuseSameVersionCodes,
  type KnownApk
} from '../../src/android/preflight.js'
import { Failure } from '../../src/step/errors.js'
import { manifestOf } from '../support/manifests.js'

const APKS = fileURLToPath(new URL('../../__fixtures__/apks', import.meta.url))

const file = manifestOf

function apk(id: string, versionCode: string | number, name = '', more: Partial<KnownApk> = {}): KnownApk {
  return { id, versionCode, name, ...more }
}

function failure(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(Failure)
    return (error as Error).message
  }
  throw new Error('no Failure thrown')
}

describe('refuseSameVersionCodes', () => {
  it('refuses two real builds of one app with the same versionCode, naming both files and the code', async () => {
    const files = await Promise.all(
      ['apksig-golden-aligned-v1v2-out.apk', 'apksig-targetSandboxVersion-2.apk'].map((name) =>
        readApkManifest(join(APKS, name), name)
      )
    )
    expect(failure(() => refuseSameVersionCodes(files))).toBe(
      'apksig-golden-aligned-v1v2-out.apk and apksig-targetSandboxVersion-2.apk both have versionCode 10: each APK ' +
        'of a release needs its own versionCode (set versionCode per ABI or per SDK range in the build). Nothing was uploaded.'
    )
  })

  it('lets distinct codes through', () => {
    expect(() =>
      refuseSameVersionCodes([file('a.apk'), file('b.apk', { versionCode: 11 }), file('c.apk', { versionCode: 12 })])
    ).not.toThrow()
  })
})

describe('refuseAgainstLive', () => {
  it('refuses another package, naming both packages and the live APK', () => {
    const live = [apk('L1', '9', 'app.apk', { package: 'com.example.other' })]
    expect(failure(() => refuseAgainstLive([file('build/app.apk')], live))).toBe(
      'build/app.apk is package com.example.app, but the live app is package com.example.other ' +
        '(APK L1 (app.apk, versionCode 9)): the Appstore refuses an update with another package. Nothing was uploaded.'
    )
  })

  it('says when the API gave no package, and goes on', () => {
    const notes = refuseAgainstLive([file('a.apk', { versionCode: 12 })], [apk('L1', '9')])
    expect(notes).toEqual([
      "The API gave no package name for the live APKs: the files' packages (com.example.app) could not be compared with the live app's."
    ])
  })

  it('notes a live APK without a usable code, and lets a file above the one it replaces through', () => {
    const live = [apk('L1', '12', '', { package: 'com.example.app' }), apk('L2', '')]
    expect(refuseAgainstLive([file('a.apk', { versionCode: 13 }), file('b.apk', { versionCode: 14 })], live)).toEqual([
      'APK L2 (unnamed, versionCode not given) has no usable versionCode: it was not compared.',
      'Not paired with a live APK for sure, so not compared with one: a.apk (versionCode 13: by order alone, it ' +
        'replaces L1 (unnamed, versionCode 12)). The API is the judge of these versionCodes.'
    ])
  })

  it('has nothing to compare when nothing is live', () => {
    expect(refuseAgainstLive([file('a.apk', { versionCode: 1 })], [])).toEqual([])
  })
})

describe('refuseAgainstLive: version codes of several APKs (ABI splits, Fire TV beside tablets)', () => {
  const arm64 = (versionCode: number) => file('out/app-arm64-v8a-release.apk', { versionCode, abis: ['arm64-v8a'] })
  const armeabi = (versionCode: number) =>
    file('out/app-armeabi-v7a-release.apk', { versionCode, abis: ['armeabi-v7a'] })
  const splits = [apk('L64', '2100', 'app-arm64-v8a-release.apk'), apk('L32', '1100', 'app-armeabi-v7a-release.apk')]

  it('lets ABI splits numbered abi * 1000 + version through: 1101 is below 2100, but replaces 1100', () => {
    expect(refuseAgainstLive([arm64(2101), armeabi(1101)], splits)).toEqual([
      "The API gave no package name for the live APKs: the files' packages (com.example.app) could not be compared with the live app's."
    ])
  })

  it('refuses a versionCode a live APK already has, naming the file and that APK', () => {
    expect(failure(() => refuseAgainstLive([arm64(2101), armeabi(2100)], splits))).toBe(
      'out/app-armeabi-v7a-release.apk has versionCode 2100, which the live APK L64 (app-arm64-v8a-release.apk, ' +
        'versionCode 2100) already has: Amazon never takes a versionCode twice. Raise versionCode in the build. ' +
        'Nothing was uploaded.'
    )
  })

  it('refuses a file below the live APK it replaces, saying which pairing was used', () => {
    expect(failure(() => refuseAgainstLive([arm64(2101), armeabi(1099)], splits))).toBe(
      'out/app-armeabi-v7a-release.apk has versionCode 1099, below 1100, the versionCode of the live APK it replaces ' +
        '(replaces L32 (app-armeabi-v7a-release.apk, versionCode 1100): the same name, app-armeabi-v7a-release.apk, ' +
        'the same native ABIs (armeabi-v7a, by its name)): an APK must be above the one it replaces. Raise ' +
        'versionCode in the build. Nothing was uploaded.'
    )
  })

  const tablet = (versionCode: number) => file('build/tablet.apk', { versionCode })
  const tv = (versionCode: number) => file('build/tv.apk', { versionCode, features: ['android.software.leanback'] })
  const devices = [
    apk('TAB', '300', 'APK1', { devices: ['KFQUWI', 'KFTRWI'] }),
    apk('TV', '200', 'APK2', { devices: ['AFTMM'] })
  ]

  it('lets a Fire TV build numbered below the tablet build through, paired by the devices targeted', () => {
    expect(refuseAgainstLive([tablet(301), tv(201)], devices)).toHaveLength(1)
  })

  it('refuses a Fire TV build below the live Fire TV APK, saying it was paired by its devices', () => {
    expect(failure(() => refuseAgainstLive([tablet(301), tv(199)], devices))).toContain(
      'build/tv.apk has versionCode 199, below 200, the versionCode of the live APK it replaces (replaces TV (APK2, ' +
        'versionCode 200): a Fire TV build (it requires leanback), as the APK targets Fire TV (AFTMM))'
    )
  })

  it('refuses nothing on a pairing by order alone among several APKs, and says so', () => {
    const alike = [apk('A', '300'), apk('B', '200')]
    const notes = refuseAgainstLive([tv(201), tablet(301)], alike)
    expect(notes[1]).toBe(
      'Not paired with a live APK for sure, so not compared with one: build/tv.apk (versionCode 201: by order ' +
        "alone, it replaces A (unnamed, versionCode 300), whose versionCode is above the file's); build/tablet.apk " +
        '(versionCode 301: by order alone, it replaces B (unnamed, versionCode 200)). The API is the judge of these versionCodes.'
    )
  })

  it('refuses a single file below the single live APK, the one sure pairing by order', () => {
    expect(failure(() => refuseAgainstLive([tablet(299)], [apk('A', '300')]))).toContain(
      'build/tablet.apk has versionCode 299, below 300, the versionCode of the live APK it replaces (replaces A ' +
        '(unnamed, versionCode 300): by order (1st APK of the edit), as nothing in the files tells the APKs apart)'
    )
  })

  it('says which files are uploaded as new APKs, not compared with any', () => {
    const notes = refuseAgainstLive(
      [arm64(2101), armeabi(1101), file('out/app-x86-release.apk', { versionCode: 3101, abis: ['x86'] })],
      splits
    )
    expect(notes[1]).toBe(
      'Not paired with a live APK for sure, so not compared with one: out/app-x86-release.apk (uploaded as a new ' +
        'APK: no APK of the edit is left for it to replace). The API is the judge of these versionCodes.'
    )
  })
})

describe('refuseMinSdkOrder', () => {
  it('refuses two files where the higher minSdk has the lower versionCode, naming both and both minSdk', () => {
    const files = [
      file('build/tablet.apk', { versionCode: 301, minSdk: 21 }),
      file('build/tv.apk', { versionCode: 201, minSdk: 22 })
    ]
    expect(failure(() => refuseMinSdkOrder(files))).toBe(
      'build/tv.apk has minSdk 22 and versionCode 201, but build/tablet.apk has minSdk 21 and versionCode 301: ' +
        'among the APKs of one version, a higher minSdk needs a higher versionCode. Amazon refuses this upload ' +
        '("Higher minimum Android API level requires higher version code"); caught here, before any upload. ' +
        'Number the APKs in the order of their minSdk. Nothing was uploaded.'
    )
  })

  it('lets files in the order of their minSdk through, and compares no minSdk that is no number', () => {
    const ordered = [file('a.apk', { versionCode: 301, minSdk: 21 }), file('b.apk', { versionCode: 302, minSdk: 22 })]
    expect(() => refuseMinSdkOrder(ordered)).not.toThrow()
    const reference = { reference: '@0x7f0a0001' } as unknown as number
    const unknown = [
      file('a.apk', { versionCode: 301, minSdk: 21 }),
      file('b.apk', { versionCode: 201, minSdk: reference }),
      file('c.apk', { versionCode: 200, minSdk: 'Tiramisu' })
    ]
    expect(() => refuseMinSdkOrder(unknown)).not.toThrow()
  })

  it('compares the files with the live APKs they keep when their minSdk is known, else not', () => {
    const files = [file('a.apk', { versionCode: 301, minSdk: 21 })]
    expect(() => refuseMinSdkOrder(files, [apk('K', '200')])).not.toThrow()
    expect(failure(() => refuseMinSdkOrder(files, [apk('K', '200', 'tv.apk', { minSdk: 24 })]))).toContain(
      'the live APK K (tv.apk, versionCode 200) has minSdk 24 and versionCode 200, but a.apk has minSdk 21 and versionCode 301'
    )
    expect(() => refuseMinSdkOrder(files, [apk('K', '400', 'tv.apk', { minSdk: 24 })])).not.toThrow()
  })

  it('refuses it against a kept live APK through refuseAgainstLive', () => {
    const files = [file('build/app-arm64-v8a.apk', { versionCode: 2101, abis: ['arm64-v8a'], minSdk: 21 })]
    const live = [apk('L64', '2100', 'app-arm64-v8a.apk'), apk('TV', '300', 'app-tv.apk', { minSdk: 24 })]
    expect(failure(() => refuseAgainstLive(files, live))).toContain(
      'the live APK TV (app-tv.apk, versionCode 300) has minSdk 24'
    )
  })
})

describe('nextVersionCode', () => {
  it('is one above the highest code known, the open edit counted', () => {
    expect(nextVersionCode([apk('L1', '12'), apk('L2', 15)], [apk('E1', '17'), apk('E2', 'draft')])).toBe(18)
    expect(nextVersionCode([apk('L1', '12')])).toBe(13)
  })

  it('is 1 when no code is known', () => {
    expect(nextVersionCode([], [])).toBe(1)
  })
})

describe('abisInName', () => {
  it.each([
    ['app-arm64-v8a-release.apk', ['arm64-v8a']],
    ['app-x86_64-release.apk', ['x86_64']],
    ['app-x86-release.apk', ['x86']],
    ['app-armeabi-v7a.apk', ['armeabi-v7a']],
    ['App-ARMEABI.apk', ['armeabi']],
    ['app_arm64_v8a_x86.apk', ['arm64-v8a', 'x86']],
    ['app-release.apk', undefined],
    ['', undefined]
  ])('%s names %j', (name, abis) => {
    expect(abisInName(name)).toEqual(abis)
  })
})

describe('placeFiles', () => {
  const arm = file('out/app-arm64-v8a-release.apk', { abis: ['arm64-v8a'], versionCode: 21 })
  const x86 = file('out/app-x86_64-release.apk', { abis: ['x86_64'], versionCode: 22 })

  it('keeps the order rule when nothing tells the APKs apart', () => {
    const plan = placeFiles([file('a.apk'), file('b.apk', { versionCode: 11 })], [apk('A1', '5'), apk('A2', '6')])
    expect(plan.placements.map((p) => [p.file.file, p.replaces?.id, p.why])).toEqual([
      [
        'a.apk',
        'A1',
        'replaces A1 (unnamed, versionCode 5): by order (1st APK of the edit), as nothing in the files tells the APKs apart'
      ],
      [
        'b.apk',
        'A2',
        'replaces A2 (unnamed, versionCode 6): by order (2nd APK of the edit), as nothing in the files tells the APKs apart'
      ]
    ])
    expect(plan.left).toEqual([])
  })

  it('places a Fire TV build (leanback) with the APK that targets Fire TV, the other with the tablets', () => {
    const tv = file('out/tv.apk', { versionCode: 31, features: ['android.software.leanback'] })
    const tablet = file('out/tablet.apk', { versionCode: 30 })
    const apks = [apk('TV', '21', '', { devices: ['AFTMM', 'AFTKA'] }), apk('TAB', '20', '', { devices: ['KFQUWI'] })]
    const plan = placeFiles([tablet, tv], apks)
    expect(plan.placements.map((p) => [p.file.file, p.replaces?.id, p.why])).toEqual([
      [
        'out/tablet.apk',
        'TAB',
        'replaces TAB (unnamed, versionCode 20): no leanback, as the APK targets tablets (KFQUWI)'
      ],
      [
        'out/tv.apk',
        'TV',
        'replaces TV (unnamed, versionCode 21): a Fire TV build (it requires leanback), as the APK targets Fire TV (AFTMM, AFTKA)'
      ]
    ])
  })

  it('takes no evidence from an APK that targets both kinds of device, or none', () => {
    const tv = file('tv.apk', { features: ['android.software.leanback'] })
    const plan = placeFiles([file('a.apk'), tv], [apk('A', '1', '', { devices: ['AFTMM', 'KFQUWI'] }), apk('B', '2')])
    expect(plan.placements.map((p) => p.replaces?.id)).toEqual(['A', 'B'])
    expect(plan.placements[0].why).toContain('as nothing in the files tells the APKs apart')
  })

  it('matches by the ABIs the API gives, whatever the order of the files', () => {
    const apks = [apk('X', '12', 'x', { abis: ['x86_64'] }), apk('A', '11', 'a', { abis: ['arm64-v8a'] })]
    const plan = placeFiles([arm, x86], apks)
    expect(plan.placements.map((p) => [p.replaces?.id, p.why])).toEqual([
      ['A', 'replaces A (a, versionCode 11): the same native ABIs (arm64-v8a, by the API)'],
      ['X', 'replaces X (x, versionCode 12): the same native ABIs (x86_64, by the API)']
    ])
  })

  it('matches by the ABIs the APK names carry, and by the same name first', () => {
    const apks = [apk('X', '12', 'app-x86_64-release.apk'), apk('A', '11', 'old-arm64-v8a.apk')]
    const plan = placeFiles([arm, x86], apks)
    expect(plan.placements.map((p) => [p.replaces?.id, p.why])).toEqual([
      ['A', 'replaces A (old-arm64-v8a.apk, versionCode 11): the same native ABIs (arm64-v8a, by its name)'],
      [
        'X',
        'replaces X (app-x86_64-release.apk, versionCode 12): the same name, app-x86_64-release.apk, the same native ABIs (x86_64, by its name)'
      ]
    ])
  })

  it('matches by minSdk, and says what differs when a file is placed by order', () => {
    const low = file('low.apk', { minSdk: 21, versionCode: 30 })
    const high = file('high.apk', { minSdk: 28, versionCode: 31, abis: ['x86'] })
    const apks = [apk('H', '20', '', { minSdk: 28 }), apk('L', '19', 'app-armeabi.apk', { minSdk: 21 })]
    const plan = placeFiles([low, high], apks)
    expect(plan.placements.map((p) => [p.file.file, p.replaces?.id, p.why])).toEqual([
      [
        'low.apk',
        'L',
        "replaces L (app-armeabi.apk, versionCode 19): by order, as no APK left matches it better; its ABIs differ (the file's: none; the APK's, by its name: armeabi)"
      ],
      ['high.apk', 'H', 'replaces H (unnamed, versionCode 20): the same minSdk, 28']
    ])
  })

  it('uploads the files beyond the APKs and returns the APKs no file replaces', () => {
    const more = placeFiles(
      [arm, x86, file('c.apk', { versionCode: 23 })],
      [apk('A', '11', '', { abis: ['arm64-v8a'] })]
    )
    expect(more.placements.map((p) => [p.replaces?.id, p.why])).toEqual([
      ['A', 'replaces A (unnamed, versionCode 11): the same native ABIs (arm64-v8a, by the API)'],
      [undefined, 'uploaded as a new APK: no APK of the edit is left for it to replace'],
      [undefined, 'uploaded as a new APK: no APK of the edit is left for it to replace']
    ])
    const fewer = placeFiles(
      [x86],
      [apk('A', '11', '', { abis: ['arm64-v8a'] }), apk('X', '12', '', { abis: ['x86_64'] })]
    )
    expect(fewer.placements.map((p) => p.replaces?.id)).toEqual(['X'])
    expect(fewer.left.map((a) => a.id)).toEqual(['A'])
  })

  it('places real builds: the one with native code where the APK names its ABI', async () => {
    const names = ['apksig-targetSandboxVersion-2.apk', 'apksig-golden-aligned-v1v2-out.apk']
    const files = await Promise.all(names.map((name) => readApkManifest(join(APKS, name), name)))
    const plan = placeFiles(files, [apk('E1', '10', 'tinyapp-armeabi.apk'), apk('E2', '10', 'tinyapp.apk')])
    expect(plan.placements.map((p) => [p.file.file, p.replaces?.id])).toEqual([
      ['apksig-targetSandboxVersion-2.apk', 'E2'],
      ['apksig-golden-aligned-v1v2-out.apk', 'E1']
    ])
    expect(plan.placements[1]?.why).toBe(
      'replaces E1 (tinyapp-armeabi.apk, versionCode 10): the same native ABIs (armeabi, by its name)'
    )
  })

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd']
  ])('says the %dth APK as %s', (n, said) => {
    const apks = Array.from({ length: n }, (_, i) => apk(`A${i + 1}`, i + 1))
    const files = Array.from({ length: n }, (_, i) => file(`f${i + 1}.apk`, { versionCode: 100 + i }))
    expect(placeFiles(files, apks).placements[n - 1]?.why).toContain(`by order (${said} APK of the edit)`)
  })
})
