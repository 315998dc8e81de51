// The release's less common paths, in process against the stand-ins (release.e2e.test.ts has the
// behaviours of issue 10 through dist/ too): notes per locale, reruns, API answers that are odd or
// refused, hints, and a dry run that cannot delete its edit.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { failureOf, warningsOf, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { runInProcess } from '../../support/in-process.js'

const APP = 'amzn1.devportal.mobileapp.demo'
const BARE = 'amzn1.devportal.mobileapp.bare'

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
let ws: string
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, { apps: [APP, { id: BARE, listings: {} }] })
  ws = mkdtempSync(join(tmpdir(), 'release-run-'))
  put({ 'build/a.apk': markedApk(200), 'build/b.apk': markedApk(201) })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
})

function put(files: Record<string, string | Buffer>): void {
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, name)), { recursive: true })
    writeFileSync(join(ws, name), data)
  }
}
const release = (extra: Record<string, string> = {}): Promise<ActionRun> =>
  runInProcess(
    {
      'client-id': tokens.clientId,
      'client-secret': tokens.clientSecret,
      'auth-url': tokens.url,
      'api-base-url': api.url,
      'app-id': APP,
      'release-files': 'build/*.apk',
      ...extra
    },
    ws
  )
const routed = (route: string) => api.requests.filter((request) => request.route === route)
const app = (id = APP) => api.apps.get(id)!
const json = (status: number, body: unknown) => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body)
})
const apiError = (status: number, code: string, text: string) =>
  json(status, { httpCode: status, message: 'Bad Request', errors: [{ errorCode: code, errorMessage: text }] })

describe('release notes', () => {
  it('takes <locale>.txt, leaves a locale without notes as it was, and warns about unused files', async () => {
    put({ 'notes/en-US.txt': 'Dark mode.\n', 'notes/fr-FR.txt': 'Mode sombre.\n' })
    const result = await release({ 'release-notes-dir': 'notes' })

    expect(failureOf(result)).toBe('')
    expect(app().openEdit!.listings['en-US'].recentChanges).toBe('Dark mode.')
    expect(app().openEdit!.listings['de-DE'].recentChanges).toBe('')
    expect(routed('PUT /edits/:edit/listings/:lang')).toHaveLength(1)
    expect(warningsOf(result)).toEqual([
      'Notes fr-FR: not used: notes has fr-FR.txt, but the edit has no fr-FR listing.',
      'Notes de-DE: left as they were: notes has no de-DE.txt and no default.txt.'
    ])
  })

  it('writes nothing on a rerun whose notes are set already', async () => {
    expect(failureOf(await release({ 'release-notes': 'Same.' }))).toBe('')
    const second = await release({ 'release-notes': 'Same.' })

    expect(failureOf(second)).toBe('')
    expect(routed('PUT /edits/:edit/listings/:lang')).toHaveLength(2)
    expect(second.summary).toContain('| Notes de-DE | already set (5 characters) (')
  })

  it('leaves listings untouched without notes, and says so', async () => {
    const result = await release()
    expect(routed('GET /edits/:edit/listings')).toEqual([])
    expect(result.summary).toContain('| Notes | not given: the listings are left as they were |')
  })

  it('warns when the edit has no listing', async () => {
    const result = await release({ 'app-id': BARE, 'release-notes': 'x' })
    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual(['Notes: the edit has no listing, so no notes were set.'])
  })

  it('gives up when the listing changes again after the fresh read', async () => {
    const change = () => api.console.changeListing(APP, 'en-US')
    api.faults.push(
      { match: { method: 'PUT', path: /\/listings\/en-US$/ }, before: change },
      { match: { method: 'PUT', path: /\/listings\/en-US$/ }, before: change }
    )
    const result = await release({ 'release-notes': 'x' })

    expect(failureOf(result)).toContain(
      'Release failed while setting notes for en-US: the en-US listing changed between reading and writing it twice (HTTP 412 twice)'
    )
    expect(failureOf(result)).toContain(`Edit ${app().openEdit!.id} is left open`)
  })
})

describe('the open edit', () => {
  it('gives up when POST /edits answers 409 twice', async () => {
    const race = { match: { method: 'POST', path: /\/edits$/ }, before: () => api.console.openEdit(APP) }
    // Each read of the open edit finds none: the one that made POST answer 409 is gone again.
    const gone = { match: { method: 'GET', path: /\/edits$/ }, before: () => api.console.deleteEdit(APP) }
    api.faults.push(race, race, gone, gone, gone)
    const result = await release()

    expect(failureOf(result)).toContain('Release failed while opening the edit: POST /edits answered 409')
    expect(routed('POST /edits')).toHaveLength(2)
  })

  it('replace: deletes the open edit even when it changed after it was read (412), by reading it afresh', async () => {
    const open = api.console.openEdit(APP)
    api.faults.push({ match: { method: 'DELETE' }, before: () => api.console.changeListing(APP, 'en-US') })
    const result = await release({ 'release-open-edit': 'replace' })

    expect(failureOf(result)).toBe('')
    const deletes = api.requests.filter((request) => request.method === 'DELETE')
    expect(deletes).toHaveLength(2)
    // The second DELETE carries the ETag read afresh after the first was refused, not the stale one.
    const [stale, fresh] = deletes.map((request) => request.headers['if-match'])
    expect(fresh).not.toBe(stale)
    expect(result.stdout).toContain(`Edit ${open.id} changed since its ETag was read (HTTP 412): reading it afresh`)
    expect(app().deleted.map((edit) => edit.id)).toEqual([open.id])
  })

  it('replace: fails, naming the edit, when it changes between reading and deleting it twice', async () => {
    const open = api.console.openEdit(APP)
    for (let i = 0; i < 2; i++) {
      api.faults.push({ match: { method: 'DELETE' }, before: () => api.console.changeListing(APP, 'en-US') })
    }
    const result = await release({ 'release-open-edit': 'replace' })
    expect(failureOf(result)).toContain(
      `Release failed while opening the edit: edit ${open.id} changed between reading and deleting it twice (HTTP 412 twice)`
    )
    expect(app().deleted).toEqual([])
  })

  it('fails when POST /edits answers no id', async () => {
    api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, ...json(200, { status: 'IN_PROGRESS' }) })
    const result = await release()
    expect(failureOf(result)).toBe(
      "Release failed while opening the edit: POST /edits answered HTTP 200 without the new edit's id."
    )
  })

  it.each([
    ['replace', 'a rerun of the step deletes it and starts afresh.'],
    ['fail', "a rerun stops at it while release-open-edit is 'fail': delete it first, or rerun with 'reuse'."]
  ])('says what a rerun does with release-open-edit %s', async (mode, advice) => {
    api.faults.push({ match: { method: 'GET', path: /\/apks$/ }, ...json(400, { message: 'Bad Request' }) })
    const result = await release({ 'release-open-edit': mode })
    expect(failureOf(result)).toContain(`is left open for inspection in the developer console (`)
    expect(failureOf(result)).toContain(advice)
  })
})

describe('APKs', () => {
  it('does not repeat a replace whose connection broke: it may have reached the server', async () => {
    api.faults.push({ match: { method: 'PUT', path: /\/replace$/ }, destroy: true })
    const result = await release()

    const failure = failureOf(result)
    expect(failure).toMatch(
      /^Release failed while replacing APK 1 of 2 \(build\/a\.apk\): PUT \S+\/replace failed: .+ \(not retried: a PUT may have reached the server\)\n/
    )
    expect(failure).toContain('\nIt was not repeated, as it may have reached the server.\n')
    expect(api.requests.filter((request) => request.path.endsWith('/replace'))).toHaveLength(1)
  })

  it('does not say an upload refused with 400 may have reached the server', async () => {
    api.console.openEdit(APP)
    api.console.removeApks(APP)
    api.faults.push({ match: { method: 'POST', path: /\/upload$/ }, ...apiError(400, 'invalid_input', 'Not an APK') })
    const failure = failureOf(await release())

    expect(failure).toContain('Release failed while uploading APK 1 of 2 (build/a.apk): POST ')
    expect(failure).toContain('answered HTTP 400: Bad Request: Not an APK (invalid_input)')
    expect(failure).not.toContain('not repeated')
  })

  it('keeps the APK id and says so when a replace answers without id or version code', async () => {
    api.faults.push({ match: { method: 'PUT', path: /\/replace$/ }, ...json(200, {}) })
    const result = await release()

    expect(failureOf(result)).toBe('')
    expect(result.outputs['apk-ids'].split('\n')).toEqual(app().live.apks.map((apk) => apk.id))
    expect(result.outputs['version-codes']).toBe('\n201')
    expect(result.summary).toContain(': versionCode not given, device targeting kept (')
  })

  it('uploads into an edit whose APK list is neither a list nor an APK, and names an odd file only by its id', async () => {
    put({ 'build/ü.apk': markedApk(202) })
    api.faults.push({ match: { method: 'GET', path: /\/apks$/ }, ...json(200, 'none') })
    api.console.openEdit(APP)
    api.console.removeApks(APP)
    const result = await release({ 'release-files': 'build/ü.apk' })

    expect(failureOf(result)).toBe('')
    const [upload] = routed('POST /edits/:edit/apks/upload')
    expect(upload.headers.filename).toBeUndefined()
  })

  it('fails when the API gives an APK no ETag', async () => {
    api.faults.push({ match: { method: 'GET', path: /\/apks\/M\w+$/ }, ...json(200, { id: 'M1' }) })
    const result = await release()
    expect(failureOf(result)).toMatch(
      /^Release failed while replacing APK 1 of 2 \(build\/a\.apk\): The API gave no ETag for APK M\d+, which If-Match needs\./
    )
  })

  it('names unnamed APKs when there are fewer files', async () => {
    api.faults.push({
      match: { method: 'GET', path: /\/apks$/ },
      ...json(200, [{ id: 'M1', versionCode: 1 }, { id: 'M2' }])
    })
    const failure = failureOf(await release({ 'release-files': 'build/a.apk' }))
    expect(failure).toContain('the edit has 2 APKs: M1 (unnamed, versionCode 1), M2 (unnamed, versionCode ).')
  })
})

describe('refusals and hints', () => {
  it('refuses, before validating, a commit whose new APK targets no device', async () => {
    put({ 'build/c.apk': markedApk(202) })
    api.console.openEdit(APP)
    for (const apk of app().openEdit!.apks) api.console.setTargeting(APP, apk.id, [])
    const failure = failureOf(await release({ 'release-notes': 'x', 'release-submit': 'true' }))

    expect(failure).toContain("Release failed while checking the device targeting of the edit's APKs: APK ")
    expect(failure).toContain(
      'targets no device, so the commit would be refused (error_apk_must_target_atleast1_device)'
    )
    expect(routed('POST /edits/:edit/validate')).toEqual([])
    expect(app().submitted).toEqual([])
  })

  it('hints at a commit refused with 412', async () => {
    api.faults.push({ match: { method: 'POST', path: /\/commit$/ }, ...apiError(412, 'precondition_failed', 'Stale') })
    const failure = failureOf(await release({ 'release-notes': 'x', 'release-submit': 'true' }))

    expect(failure).toContain('Release failed while committing: POST ')
    expect(failure).toContain('\nHint: the resource changed after it was read')
  })

  it.each([
    [apiError(400, 'required_data_absent', 'If-Match header is required'), 'the API missed something it requires'],
    [json(400, { Message: 'Unable to fetch the request scope for uri = /x' }), 'the API has no such resource']
  ])('hints for %j', async (fault, hint) => {
    api.faults.push({ match: { method: 'GET', path: /\/edits$/ }, ...fault })
    expect(failureOf(await release())).toContain(`\nHint: ${hint}`)
  })

  it('says when a fresh token is refused too: not expiry but the profile', async () => {
    const refused = json(403, { message: 'Request is not authorized.' })
    api.faults.push(refused, refused)
    const failure = failureOf(await release())

    expect(tokens.issued).toHaveLength(2)
    expect(failure).toContain('Release failed while opening the edit: GET ')
    expect(failure).toContain('attach the security profile to this API')
  })

  it('fails when a listing is not a JSON object', async () => {
    api.faults.push({ match: { method: 'GET', path: /\/listings\/en-US$/ }, ...json(200, ['x']) })
    expect(failureOf(await release({ 'release-notes': 'x' }))).toMatch(
      /^Release failed while setting notes for en-US: GET \/edits\/\S+\/listings\/en-US answered no listing/
    )
  })
})

describe('a dry run that cannot delete its edit', () => {
  const broken = { match: { method: 'DELETE' }, ...json(500, { message: 'Internal Server Error' }) }

  it('fails, and says to delete it in the console', async () => {
    api.faults.push(broken)
    const result = await release({ 'release-notes': 'x', 'release-dry-run': 'true', retries: '0' })

    const edit = result.outputs['edit-id']
    expect(failureOf(result)).toMatch(
      new RegExp(
        `^Deleting the dry run's edit ${edit} failed \\(DELETE \\S+ answered HTTP 500: Internal Server Error\\): delete it in the developer console \\(https://`
      )
    )
    expect(app().openEdit?.id).toBe(edit)
  })

  it('adds that to the failure before it', async () => {
    api.faults.push(broken)
    const failure = failureOf(await release({ 'release-dry-run': 'true', retries: '0' }))

    expect(failure).toMatch(/^Release failed while validating: [^\n]+\nHint: [^\n]+\nDeleting the dry run's edit /)
  })
})
