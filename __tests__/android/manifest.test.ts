import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateRawSync } from 'node:zlib'
import { readApkManifest } from '../../src/android/manifest.js'
import { Failure } from '../../src/step/errors.js'
import { buildZip, rawZip } from '../support/zips.js'
import { ANDROID, TYPE, binaryManifest, buildAxml, manifest, sdk, type Element } from '../../__fixtures__/axml.mjs'
import { markedApk } from '../../__fixtures__/appstore-api.mjs'
import { tempDir } from '../support/temp.js'

const APKS = fileURLToPath(new URL('../../__fixtures__/apks', import.meta.url))
let dir: string

beforeAll(() => {
  dir = tempDir('manifest-')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function apkOf(name: string, manifestData: Buffer | string | undefined, more: string[] = []): Promise<string> {
  const items = [
    ...(manifestData === undefined ? [] : [{ name: 'AndroidManifest.xml', data: manifestData }]),
    { name: 'classes.dex', data: 'dex\n035' },
    ...more.map((entry) => ({ name: entry, data: 'ELF' }))
  ]
  const path = join(dir, name)
  writeFileSync(path, await buildZip(items))
  return path
}

const read = (element: Element, options: { utf8?: boolean } = {}, more: string[] = []) =>
  apkOf(`t${Math.random().toString(36).slice(2)}.apk`, buildAxml(element, options), more).then((path) =>
    readApkManifest(path, 'app-release.apk')
  )

describe('real APKs made by Android build tools', () => {
  it.each([
    ['androguard-TestActivity.apk', 'tests.androguard', 1, '1.0', 9, 16, []],
    ['androidbinary-helloworld.apk', 'com.example.helloworld', 1, '1.0', 15, 24, []],
    ['apksig-golden-aligned-v1v2-out.apk', 'android.appsecurity.cts.tinyapp', 10, '1.0', 23, 23, ['armeabi']],
    ['apksig-targetSandboxVersion-2.apk', 'android.appsecurity.cts.tinyapp', 10, '1.0', 18, 26, []]
  ])('%s: %s, versionCode %d', async (file, pkg, versionCode, versionName, minSdk, targetSdk, abis) => {
    expect(await readApkManifest(join(APKS, file), file)).toEqual({
      file,
      package: pkg,
      versionCode,
      versionName,
      minSdk,
      targetSdk,
      abis,
      features: [],
      declaredFeatures: [],
      permissions: []
    })
  })

  it('names the file by its path when no name is given', async () => {
    const path = join(APKS, 'androidbinary-helloworld.apk')
    expect((await readApkManifest(path)).file).toBe(path)
  })
})

describe('values', () => {
  it('reads a UTF-8 string pool as aapt2 may write it, long strings included', async () => {
    const long = 'é'.repeat(200)
    const m = await read(
      manifest({ versionName: { name: 'versionName', id: ANDROID.versionName, type: TYPE.string, value: long } }),
      { utf8: true }
    )
    expect(m).toMatchObject({
      package: 'com.example.app',
      versionCode: 7,
      versionName: long,
      minSdk: 21,
      targetSdk: 34
    })
  })

  it('reads a UTF-16 string longer than 32767 units', async () => {
    const long = 'v'.repeat(40000)
    const m = await read(
      manifest({ versionName: { name: 'versionName', id: ANDROID.versionName, type: TYPE.string, value: long } })
    )
    expect(m.versionName).toBe(long)
  })

  it('says a versionName or SDK level given as a resource is a reference, without resolving it', async () => {
    const m = await read(
      manifest({
        versionName: { name: 'versionName', id: ANDROID.versionName, type: TYPE.reference, value: 0x7f0b0001 },
        sdk: [sdk('minSdkVersion', 0x7f0c0002, TYPE.reference), sdk('targetSdkVersion', 0x01010000, TYPE.attribute)]
      })
    )
    expect(m.versionName).toEqual({ reference: '@0x7f0b0001' })
    expect(m.minSdk).toEqual({ reference: '@0x7f0c0002' })
    expect(m.targetSdk).toEqual({ reference: '?0x01010000' })
  })

  it('keeps a preview SDK code name, turns a numeric string into a number, and reads hex integers', async () => {
    const m = await read(
      manifest({
        versionCode: { name: 'versionCode', id: ANDROID.versionCode, type: TYPE.hex, value: 0x10 },
        sdk: [sdk('minSdkVersion', '30'), sdk('targetSdkVersion', 'VanillaIceCream')]
      })
    )
    expect(m).toMatchObject({ versionCode: 16, minSdk: 30, targetSdk: 'VanillaIceCream' })
  })

  it('tells attributes by their android: id when an obfuscator renamed them, and by name when the map has no id', async () => {
    const m = await read(
      manifest({
        versionCode: { name: 'a', id: ANDROID.versionCode, type: TYPE.int, value: 42 },
        versionName: { name: 'versionName', type: TYPE.string, value: '4.2' }
      })
    )
    expect(m).toMatchObject({ versionCode: 42, versionName: '4.2' })
  })

  it('gives undefined for what the manifest leaves out, and reads only the <uses-sdk> under <manifest>', async () => {
    const root = manifest({ versionName: null, sdk: [] })
    root.children = [{ name: 'application', children: [{ name: 'uses-sdk', attrs: [sdk('minSdkVersion', 99)] }] }]
    const m = await read(root)
    expect(m).toMatchObject({ versionName: undefined, minSdk: undefined, targetSdk: undefined })
  })

  it('turns other typed values into text: a boolean, a float (its raw text, or its bits)', async () => {
    const m = await read(
      manifest({
        versionName: { name: 'versionName', id: ANDROID.versionName, type: TYPE.bool, value: 0xffffffff },
        sdk: [
          { ...sdk('minSdkVersion', 0), type: TYPE.float, value: 0x3f800000, raw: '1.0' },
          { ...sdk('targetSdkVersion', 0), type: TYPE.float, value: 0x3f800000 },
          { name: 'maxSdkVersion', type: TYPE.bool, value: 0 }
        ]
      })
    )
    expect(m).toMatchObject({ versionName: 'true', minSdk: '1.0', targetSdk: '0x3f800000' })
  })

  it('reads the manifest at the start of an APK bigger than the tail kept in memory', async () => {
    const path = join(dir, 'big.apk')
    const items = [
      { name: 'AndroidManifest.xml', data: buildAxml(manifest()) },
      { name: 'lib/arm64-v8a/libbig.so', data: Buffer.alloc(3 * 1024 * 1024, 7), compress: false }
    ]
    writeFileSync(path, await buildZip(items))
    expect(await readApkManifest(path)).toMatchObject({ versionCode: 7, abis: ['arm64-v8a'] })
  })

  it('reads the test APKs of the stand-in (markedApk) as the release will: the writer agrees with the reader', async () => {
    const path = join(dir, 'marked.apk')
    writeFileSync(
      path,
      markedApk(321, 'dex', {
        package: 'org.example.tv',
        versionName: '3.2.1',
        minSdk: 22,
        abis: ['x86'],
        features: ['android.software.leanback']
      })
    )
    expect(await readApkManifest(path, 'marked.apk')).toEqual({
      file: 'marked.apk',
      package: 'org.example.tv',
      versionCode: 321,
      versionName: '3.2.1',
      minSdk: 22,
      targetSdk: 34,
      abis: ['x86'],
      features: ['android.software.leanback'],
      declaredFeatures: [
        { name: 'android.software.leanback', required: true },
        { name: 'android.hardware.touchscreen', required: false }
      ],
      permissions: []
    })
    writeFileSync(path, binaryManifest({ package: 'p', versionCode: 1 }))
    await expect(readApkManifest(path)).rejects.toThrow(/not an APK/)
  })

  it('lists the <uses-feature>s the APK requires, not those it marks required="false"', async () => {
    const m = await read(
      manifest({
        features: [
          'android.hardware.touchscreen',
          { name: 'android.software.leanback', required: false },
          { name: 'android.hardware.wifi', required: true }
        ]
      })
    )
    expect(m.features).toEqual(['android.hardware.touchscreen', 'android.hardware.wifi'])
  })

  it('lists each ABI of lib/<abi>/ once, sorted, and nothing deeper or shallower', async () => {
    const m = await read(manifest(), {}, [
      'lib/x86_64/liba.so',
      'lib/arm64-v8a/liba.so',
      'lib/arm64-v8a/libb.so',
      'lib/README',
      'lib/armeabi-v7a/sub/libc.so',
      'assets/lib/x86/libd.so'
    ])
    expect(m.abis).toEqual(['arm64-v8a', 'x86_64'])
  })
})

describe('manifests that cannot be used', () => {
  const refused = async (path: string, message: RegExp) => {
    const error = await readApkManifest(path, 'app-release.apk').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Failure)
    expect((error as Error).message).toMatch(message)
  }

  it('refuses a file that is not a zip', async () => {
    const path = join(dir, 'notes.apk')
    writeFileSync(path, 'just some text, no zip at all')
    await refused(path, /^app-release\.apk is not an APK: its zip directory cannot be read \(.+\)\.$/)
  })

  it('refuses a file that does not exist, naming it', async () => {
    await refused(join(dir, 'missing.apk'), /^app-release\.apk is not an APK: .*ENOENT/)
  })

  it('refuses a zip without AndroidManifest.xml', async () => {
    await refused(
      await apkOf('empty.apk', undefined),
      /^app-release\.apk is not an APK: it holds no AndroidManifest\.xml\.$/
    )
  })

  it('refuses a text XML manifest, saying how to build the binary one', async () => {
    const text = '\ufeff<?xml version="1.0"?>\n<manifest package="com.example.app" android:versionCode="3"/>'
    await refused(
      await apkOf('text.apk', text),
      /^app-release\.apk: its AndroidManifest\.xml is text XML, not the binary XML/
    )
  })

  it.each([
    ['garbage', Buffer.from('\x00\x01\x02\x03garbage'), /does not start with an AXML header/],
    ['a chunk running past the end', Buffer.from([3, 0, 8, 0, 0xff, 0, 0, 0, 1, 0, 28, 0, 0xff, 0, 0, 0]), /runs past/],
    ['a cut document', buildAxml(manifest()).subarray(0, 120), /damaged/]
  ])('refuses a damaged binary manifest: %s', async (_, data, message) => {
    const path = await apkOf(`damaged-${_.length}.apk`, data)
    await refused(path, /^app-release\.apk: its AndroidManifest\.xml is damaged \(.+\)\.$/)
    await refused(path, message)
  })

  it('refuses a manifest whose strings or attributes point outside it', async () => {
    const good = buildAxml(manifest())
    const badIndex = Buffer.from(good)
    // The first element's name index, after the header, the pool and the map.
    const element = good.indexOf(Buffer.from([0x02, 0x01, 0x10, 0x00]))
    badIndex.writeUInt32LE(999, element + 20)
    await refused(await apkOf('bad-index.apk', badIndex), /refers to string 999 of a pool of/)
    const badCount = Buffer.from(good)
    badCount.writeUInt16LE(500, element + 28)
    await refused(await apkOf('bad-count.apk', badCount), /the attributes of <manifest> are cut short/)
    const badPool = Buffer.from(good)
    badPool.writeUInt32LE(100000, 8 + 8)
    await refused(await apkOf('bad-pool.apk', badPool), /its string pool is cut short/)
  })

  it('refuses a string whose length runs past its pool', async () => {
    for (const utf8 of [false, true]) {
      const good = buildAxml(manifest(), { utf8 })
      const bad = Buffer.from(good)
      // The first string's length (in UTF-8, its byte length), after the pool's header and offsets.
      const count = good.readUInt32LE(8 + 8)
      bad.writeUInt8(0x7f, 8 + 28 + 4 * count + (utf8 ? 1 : 0))
      await refused(await apkOf(`long-${utf8}.apk`, bad), /a string runs past its pool/)
    }
  })

  it.each([
    ['another root element', { name: 'application' }, /has no <manifest> root \(found <application>\)/],
    [
      'no package',
      { ...manifest(), attrs: manifest().attrs!.filter((a) => a.name !== 'package') },
      /gives no package name \(found nothing\)/
    ],
    [
      'no versionCode',
      manifest({ versionCode: null }),
      /gives no usable android:versionCode \(found nothing\); the Appstore needs a positive whole number/
    ],
    [
      'versionCode 0',
      manifest({ versionCode: { name: 'versionCode', id: ANDROID.versionCode, type: TYPE.int, value: 0 } }),
      /no usable android:versionCode \(found 0\)/
    ],
    [
      'a versionCode resource',
      manifest({
        versionCode: { name: 'versionCode', id: ANDROID.versionCode, type: TYPE.reference, value: 0x7f0e0001 }
      }),
      /found a resource reference \(@0x7f0e0001\), not resolved/
    ],
    [
      'a versionCode string',
      manifest({ versionCode: { name: 'versionCode', id: ANDROID.versionCode, type: TYPE.string, value: '12' } }),
      /found "12"/
    ],
    [
      'a long versionCode string, cut',
      manifest({
        versionCode: { name: 'versionCode', id: ANDROID.versionCode, type: TYPE.string, value: '9'.repeat(500) }
      }),
      new RegExp(`found "${'9'.repeat(80)}…"\\)`)
    ]
  ])('refuses a manifest with %s', async (_, root, message) => {
    const path = await apkOf(`refused-${_.replace(/\W/g, '')}.apk`, buildAxml(root as Element))
    await refused(path, /^app-release\.apk: its AndroidManifest\.xml /)
    await refused(path, message)
  })

  it('refuses a manifest entry that claims to be huge without reading it', async () => {
    const path = join(dir, 'huge.apk')
    writeFileSync(
      path,
      rawZip([{ name: 'AndroidManifest.xml', data: deflateRawSync('x'), method: 8, size: 64 * 1024 * 1024 }])
    )
    await refused(path, /says it is 67108864 bytes, more than a manifest can be; the APK is damaged/)
  })

  it('refuses a manifest entry that cannot be inflated', async () => {
    const path = join(dir, 'bad-deflate.apk')
    writeFileSync(path, rawZip([{ name: 'AndroidManifest.xml', data: 'not deflate data at all', method: 8 }]))
    await refused(path, /^app-release\.apk is not an APK: its zip cannot be read \(.+\)\.$/)
  })
})
