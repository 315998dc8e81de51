// The files against the live version, by Amazon's rules.
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'
import { describe, expect, it } from '@jest/globals'

// A versionCode never reused, a file above the live APK it replaces, the minSdk rule, as real
// projects number several APKs, and the check made without the live version when GET
// /edits/previous cannot be read. In process, against the stand-ins.
describe('the files against the live version', () => {
  const SPLITS = 'amzn1.devportal.mobileapp.splits'
  const TV = 'amzn1.devportal.mobileapp.tv'
  const ABSENT = 'amzn1.devportal.mobileapp.absent'
  const FAILING = 'amzn1.devportal.mobileapp.failing'
  const SHAPE = 'amzn1.devportal.mobileapp.shape'
  const ARM64 = 'app-arm64-v8a-release.apk'
  const ARMEABI = 'app-armeabi-v7a-release.apk'
  const h = releaseHarness({
    apps: [
      APP,
      {
        id: SPLITS,
        apks: [
          { versionCode: 2100, name: ARM64 },
          { versionCode: 1100, name: ARMEABI }
        ]
      },
      {
        id: TV,
        apks: [
          { versionCode: 300, name: 'APK1', targets: ['KFQUWI', 'KFTRWI'] },
          { versionCode: 200, name: 'APK2', targets: ['AFTMM', 'AFTKA'] }
        ]
      },
      { id: ABSENT, previous: 'absent' },
      { id: FAILING, previous: 'failing' },
      { id: SHAPE, previous: 'other-shape' }
    ],
    prefix: 'release-live-',
    defaults: { files: 'build/*.apk', notes: 'Fixes.' }
  })
  const { put, release, app } = h
  const writes = () => h.api.requests.filter((request) => request.method !== 'GET')
  const splits = (arm64: number, armeabi: number) => {
    h.put({
      [`out/${ARM64}`]: markedApk(arm64, 'arm64', { abis: ['arm64-v8a'] }),
      [`out/${ARMEABI}`]: markedApk(armeabi, 'armeabi', { abis: ['armeabi-v7a'] })
    })
    return { 'app-id': SPLITS, files: 'out/*.apk' }
  }

  describe('version codes as Android and Amazon number them', () => {
    it('releases ABI splits numbered abi * 1000 + version: armeabi 1101 below the live arm64 2100', async () => {
      const result = await release({ ...splits(2101, 1101), submit: 'true' })
      expect(failureOf(result)).toBe('')
      expect(app(SPLITS).live.apks.map((apk) => [apk.name, apk.versionCode])).toEqual([
        [ARM64, 2101],
        [ARMEABI, 1101]
      ])
      expect(result.summary).toContain(
        'no file reuses a live versionCode, each file paired with a live APK is above it'
      )
    })

    it('releases a Fire TV APK numbered below the tablet APK, paired by the devices the live APKs target', async () => {
      put({
        'build/a.apk': markedApk(301),
        'build/b.apk': markedApk(201, 'tv', { features: ['android.software.leanback'] })
      })
      const result = await release({ 'app-id': TV, submit: 'true' })
      expect(failureOf(result)).toBe('')
      expect(app(TV).live.apks.map((apk) => apk.versionCode)).toEqual([301, 201])
      expect(warningsOf(result)).toEqual([])
    })

    it('refuses a file reusing a live versionCode, naming the file and the live APK, before any write', async () => {
      const result = await release(splits(2101, 2100))
      const [arm64] = app(SPLITS).live.apks
      expect(failureOf(result)).toBe(
        `Release failed while checking the files against the live version: out/${ARMEABI} has versionCode 2100, ` +
          `which the live APK ${arm64.id} (${ARM64}, versionCode 2100) already has: Amazon never takes a ` +
          'versionCode twice. Raise versionCode in the build. Nothing was uploaded.'
      )
      expect(writes()).toEqual([])
    })

    it('refuses two files breaking the minSdk rule, naming both and both minSdk, before any request', async () => {
      put({
        'build/a.apk': markedApk(301, 'tablet', { minSdk: 21 }),
        'build/b.apk': markedApk(201, 'tv', { minSdk: 22, features: ['android.software.leanback'] })
      })
      const result = await release({ 'app-id': TV })
      expect(failureOf(result)).toBe(
        'build/b.apk has minSdk 22 and versionCode 201, but build/a.apk has minSdk 21 and versionCode 301: among the ' +
          'APKs of one version, a higher minSdk needs a higher versionCode. Amazon refuses this upload ("Higher ' +
          'minimum Android API level requires higher version code"); caught here, before any upload. Number the APKs ' +
          'in the order of their minSdk. Nothing was uploaded.'
      )
      expect(h.api.requests).toEqual([])
    })
  })

  describe('GET /edits/previous that cannot be read: the release goes on, one row says what was not compared', () => {
    it.each([
      [ABSENT, 'answered HTTP 404'],
      [FAILING, 'answered HTTP 503, after the retries'],
      [SHAPE, 'answered in a shape the action does not know']
    ])('%s: %s', async (id, why) => {
      const result = await release({ 'app-id': id, submit: 'true' })
      expect(failureOf(result)).toBe('')
      expect(app(id).live.apks.map((apk) => apk.versionCode)).toEqual([200, 201])
      const row =
        `| Live version | not compared: GET /edits/previous (the live version and its APKs) ${why}. The ` +
        "files' package and version codes were not checked against the live APKs; the API is the judge. |"
      expect(result.summary).toContain(row)
      expect(result.summary.split('| Live version |')).toHaveLength(2)
      expect(warningsOf(result)).toHaveLength(1)
    })

    it("pairs by names and ABIs when the live APKs' targeting cannot be read, and says so", async () => {
      h.api.faults.push({
        match: { method: 'GET', path: /\/targeting$/ },
        status: 404,
        body: '{"message":"Not Found"}'
      })
      const result = await release({ ...splits(2101, 1101), 'dry-run': 'true' })
      expect(failureOf(result)).toBe('')
      expect(result.summary).toContain(
        "| Live version | device targeting not compared: GET of the live APKs' device targeting answered HTTP 404. " +
          'The files were paired with the live APKs by name and ABIs only. |'
      )
      expect(warningsOf(result)).toHaveLength(1)
    })
  })

  describe('the stand-in refuses what Amazon refuses on upload, when no guard is there', () => {
    it('refuses an upload breaking the minSdk rule with the words of the forum post, and a reused versionCode', async () => {
      const result = await release({ files: '', notes: 'Draft.' })
      expect(failureOf(result)).toBe('')
      const edit = app(APP).openEdit!.id
      const post = (body: Buffer) =>
        fetch(`${h.api.url}/v1/applications/${APP}/edits/${edit}/apks/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${h.tokens.issued.at(-1)}`, 'content-type': 'application/octet-stream' },
          body
        }).then(async (answer) => [answer.status, await answer.text()])
      const first = await post(markedApk(300, 'tv', { minSdk: 25 }))
      expect(first[0]).toBe(200)
      expect(await post(markedApk(301, 'tablet', { minSdk: 21 }))).toEqual([
        400,
        expect.stringContaining(
          'Failed to upload binary. Higher minimum Android API level requires higher version code. The binary you just ' +
            'uploaded with version code: 301 and minSDK version: 21, conflicts with an existing binary with version ' +
            'code: 300 and minSDK version: 25'
        )
      ])
      expect(await post(markedApk(101))).toEqual([400, expect.stringContaining('The version code 101 is already used')])
    })
  })
})

// A live version built by Amazon from an app bundle: its APKs are Amazon's own, so a replace answers
// error_invalid_asset_id, and the first APK uploaded through the API after it lacks a DRM setting,
// so validate answers error_apk_drm_value_missing. The release checks nothing of this itself: it
// explains the API's own refusal, through dist/release/index.js spawned as a runner does, against
// the stand-in seeded with `appBundle`. The workspace holds build/a.apk (200) and build/b.apk (201).
describe('a live version built from an app bundle (dist/release/index.js, spawned)', () => {
  // The workspace holds build/a.apk (200) and build/b.apk (201); the live version is Amazon's, from a bundle.
  const h = releaseHarness({
    apps: [{ id: APP, appBundle: true }],
    prefix: 'release-app-bundle-',
    defaults: { files: 'build/*.apk' }
  })
  const release = (extra: Record<string, string>) => h.spawn(extra)

  it('explains error_invalid_asset_id on a replace: the first APK update is made in the developer console', async () => {
    const result = await release({})

    expect(result.code).toBe(1)
    const failure = failureOf(result)
    expect(failure).toMatch(/^Release failed while replacing .*PUT http:\S+\/replace answered HTTP 400: /s)
    expect(failure).toContain('error_invalid_asset_id')
    expect(failure).toContain(
      'Hint: error_invalid_asset_id most likely means the live APKs were made by Amazon from an app bundle (AAB)'
    )
    expect(failure).toContain("Make this app's first APK update in the developer console")
  })

  it('explains error_apk_drm_value_missing on validate: the first APK update is made in the developer console', async () => {
    // Amazon's APKs deleted from the edit in the console: the files are uploaded as new ones.
    h.api.console.openEdit(APP)
    h.api.console.removeApks(APP)
    const result = await release({ targeting: 'KFTRWI', notes: 'Notes.', submit: 'true' })

    expect(result.code).toBe(1)
    const failure = failureOf(result)
    expect(failure).toMatch(/^Release failed while validating: POST http:\S+\/validate answered HTTP 400: /)
    expect(failure).toContain('error_apk_drm_value_missing')
    expect(failure).toContain(
      'Hint: error_apk_drm_value_missing most likely means this is the first APK uploaded through the API after a ' +
        'version built from an app bundle (AAB)'
    )
    expect(failure).toContain("Make this app's first APK update after the app bundle in the developer console")
  })
})
