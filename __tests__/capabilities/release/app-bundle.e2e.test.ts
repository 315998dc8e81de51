// A live version built by Amazon from an app bundle (APPSTORE-API.md, fifth round, one source): its
// APKs are Amazon's own, so a replace answers error_invalid_asset_id, and the first APK uploaded
// through the API after it lacks a DRM setting, so validate answers error_apk_drm_value_missing.
// The release checks nothing of this itself: it explains the API's own refusal, through
// dist/release/index.js spawned as a runner does, against the stand-in seeded with `appBundle`.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, runAction } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { tempDir } from '../../support/temp.js'

const APP = 'amzn1.devportal.mobileapp.bundle'

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, { apps: [{ id: APP, appBundle: true }] })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
})

function release(extra: Record<string, string>) {
  const workspace = tempDir('bundle-')
  mkdirSync(join(workspace, 'build'))
  writeFileSync(join(workspace, 'build/a-tablet.apk'), markedApk(200))
  writeFileSync(join(workspace, 'build/b-firetv.apk'), markedApk(201))
  const inputs = {
    'client-id': tokens.clientId,
    'client-secret': tokens.clientSecret,
    'auth-url': tokens.url,
    'api-base-url': api.url,
    'app-id': APP,
    files: 'build/*.apk',
    ...extra
  }
  return runAction(inputs, {}, { door: 'release', workspace })
}

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
    api.console.openEdit(APP)
    api.console.removeApks(APP)
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
