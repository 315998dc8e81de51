// The status action through its entry (dist/status/index.js), spawned as a runner spawns it: an app whose API answers the
// uncertain facts the other way (no /edits/previous, one APK as an object, package names, DISABLED
// devices) still gets its status, and the table says what it answered.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, leaks, runAction, warningsOf } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'

const APP = 'amzn1.devportal.mobileapp.drifted'

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, {
    apps: [
      {
        id: APP,
        previous: 'absent',
        singleApkAsObject: true,
        apkPackages: true,
        disabledDevices: { AFTKA: { reason: 'NOT_SUPPORTED', details: [] } },
        apks: [{ versionCode: 300, name: 'tablet.apk' }]
      }
    ]
  })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
})

describe('the status action, run as a runner runs it', () => {
  it("goes on without /edits/previous and tables what this app's API answers", async () => {
    const edit = api.console.openEdit(APP)
    const run = await runAction(
      {
        'client-id': tokens.clientId,
        'client-secret': tokens.clientSecret,
        'auth-url': tokens.url,
        'api-base-url': api.url,
        'app-id': APP,
        retries: '0'
      },
      {},
      { door: 'status' }
    )
    expect(failureOf(run)).toBe('')
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ 'live-version-codes': '', 'next-version-code': '301', 'open-edit-id': edit.id })
    expect(warningsOf(run)).toHaveLength(1)
    const table = run.summary.slice(run.summary.indexOf("#### What this app's API answers"))
    expect(table).toMatch(/\| `GET \/edits\/previous` \(the live version\) \| [^|]+ \| not available \(HTTP 404\): /)
    expect(table).toContain(`| open edit ${edit.id}: one object, not a list (1 APK) |`)
    expect(table).toContain('| given for 1 of 1 APKs: com.example.app |')
    expect(table).toContain('| DISABLED (1), TARGETING (4) in 1 APK |')
    expect(table).toContain(`| en-US, de-DE (the open edit ${edit.id}) |`)
    expect(table).toContain(`| IN&#95;PROGRESS, edit ${edit.id} |`)
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([])
    expect(leaks(run, tokens.clientSecret)).toEqual([])
  })
})
