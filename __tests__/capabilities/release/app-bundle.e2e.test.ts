// A live version built by Amazon from an app bundle (APPSTORE-API.md, fifth round, one source): its
// APKs are Amazon's own, so a replace answers error_invalid_asset_id, and the first APK uploaded
// through the API after it lacks a DRM setting, so validate answers error_apk_drm_value_missing.
// The release checks nothing of this itself: it explains the API's own refusal, through
// dist/release/index.js spawned as a runner does, against the stand-in seeded with `appBundle`.
import { describe, expect, it } from '@jest/globals'
import { failureOf, runAction } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

// The workspace holds build/a.apk (200) and build/b.apk (201); the live version is Amazon's, from a bundle.
const h = releaseHarness({
  apps: [{ id: APP, appBundle: true }],
  prefix: 'release-app-bundle-',
  defaults: { files: 'build/*.apk' }
})
const release = (extra: Record<string, string>) =>
  runAction(h.inputsFor(extra), {}, { door: 'release', workspace: h.ws })

describe('a live version built from an app bundle (dist/release/index.js, spawned)', () => {
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
