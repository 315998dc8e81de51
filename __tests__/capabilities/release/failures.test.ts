// A release that fails or meets an odd answer: what it refuses, what it says, and what is true of
// the edit afterwards.
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { json } from '../../support/answers.js'
import { startOtherOrigin } from '../../support/origin.js'
import { APP, releaseHarness } from '../../support/release-harness.js'
import { describe, expect, it } from '@jest/globals'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { expectSays } from '../../support/says.js'

// Answers that are odd or refused, hints, and what is true of the edit after a failure, in process
// against the stand-ins.
describe('a release that fails', () => {
  const BARE = 'amzn1.devportal.mobileapp.bare'

  const h = releaseHarness({
    apps: [APP, { id: BARE, listings: {} }],
    prefix: 'release-run-',
    defaults: { files: 'build/*.apk' }
  })
  const { put, release, routed, app } = h
  const dryRun = { 'dry-run': 'true' }
  const apiError = (status: number, code: string, text: string) =>
    json(status, { httpCode: status, message: 'Bad Request', errors: [{ errorCode: code, errorMessage: text }] })

  describe('refusals and hints', () => {
    it('refuses, before validating, a commit whose new APK targets no device', async () => {
      put({ 'build/c.apk': markedApk(202) })
      h.api.console.openEdit(APP)
      for (const apk of app().openEdit!.apks) h.api.console.setTargeting(APP, apk.id, [])
      const unnamed = app().openEdit!.apks[0]
      unnamed.name = ''
      const failure = failureOf(await release({ notes: 'x', submit: 'true' }))

      expect(failure).toContain("Release failed while checking the device targeting of the edit's APKs: APK ")
      expect(failure).toContain(`${unnamed.id} (unnamed, versionCode ${unnamed.versionCode})`)
      expect(failure).toContain(
        'targets no device, so the commit would be refused (error_apk_must_target_atleast1_device)'
      )
      expect(routed('POST /edits/:edit/validate')).toEqual([])
      expect(app().submitted).toEqual([])
    })

    it('hints at a commit refused with 412', async () => {
      h.api.faults.push({
        match: { method: 'POST', path: /\/commit$/ },
        ...apiError(412, 'precondition_failed', 'Stale')
      })
      const failure = failureOf(await release({ notes: 'x', submit: 'true' }))

      expect(failure).toContain('Release failed while committing: POST ')
      expect(failure).toContain('\nHint: the resource changed after it was read')
    })

    it.each([
      [apiError(400, 'required_data_absent', 'If-Match header is required'), 'the API asks for data it requires'],
      // A real code, in the 403 that validate and commit refuse with (docs/api-notes.md), its message without "Incomplete".
      [
        apiError(403, 'error_release_notes_incomplete', 'Release notes are missing for de-DE'),
        'a listing is incomplete'
      ],
      [json(400, { Message: 'Unable to fetch the request scope for uri = /x' }), 'the API has no such resource']
    ])('hints for %j', async (fault, hint) => {
      h.api.faults.push({ match: { method: 'GET', path: /\/edits$/ }, ...fault })
      expect(failureOf(await release())).toContain(`\nHint: ${hint}`)
    })

    it('says when a fresh token is refused too: not expiry but the profile', async () => {
      const refused = json(403, { message: 'Request is not authorized.' })
      h.api.faults.push(refused, refused)
      const failure = failureOf(await release())

      expect(h.tokens.issued).toHaveLength(2)
      expect(failure).toContain('Release failed while checking the files against the live version: GET ')
      expect(failure).toContain('attach the security profile to this API')
    })

    it('fails when a listing is not a JSON object', async () => {
      h.api.faults.push({ match: { method: 'GET', path: /\/listings\/en-US$/ }, ...json(200, ['x']) })
      expectSays(
        failureOf(await release({ notes: 'x' })),
        /^Release failed while setting notes for en-US: GET \S+\/listings\/en-US answered HTTP 200/,
        'not a listing',
        '["x"]'
      )
    })
  })

  describe('answers the release cannot read whole, or in the shape it expects', () => {
    const html = {
      status: 200,
      headers: { 'Content-Type': 'text/html' },
      body: '<html><body><h1>Sign in</h1></body></html>'
    }
    const changes = () =>
      h.api.requests.filter(
        (request) => request.method !== 'GET' && !(request.method === 'POST' && request.route === 'POST /edits')
      )

    it('fails on an HTML page for the APK list, and uploads nothing', async () => {
      h.api.faults.push({ match: { method: 'GET', path: h.editApks }, ...html })
      const result = await release()

      expectSays(
        failureOf(result),
        /^Release failed while reading the edit's APKs: GET \S+\/apks answered HTTP 200/,
        'not JSON',
        'Sign in'
      )
      expect(changes()).toEqual([])
    })

    it.each([
      ['an object without id', { kind: 'apk' }, 'with JSON that is not a list of APKs: {"kind":"apk"}'],
      ['a list of an APK without id', [{ versionCode: 3 }], 'with an APK without an id: [{"versionCode":3}]'],
      ['a list holding a string', ['M1'], 'with JSON that is not a list of APKs (an item is no object): ["M1"]'],
      ['a string', 'none', 'with JSON that is not a list of APKs: "none"']
    ])('fails on an APK list that is %s, and uploads nothing', async (_, body, said) => {
      h.api.faults.push({ match: { method: 'GET', path: h.editApks }, ...json(200, body) })
      const failure = failureOf(await release())

      expect(failure).toContain("Release failed while reading the edit's APKs: GET ")
      expect(failure).toContain(` answered HTTP 200 ${said}`)
      expect(changes()).toEqual([])
    })

    it('fails on listings over the text limit, sets no notes and commits nothing', async () => {
      const listings = { listings: { 'en-US': {}, 'de-DE': {} }, padding: 'x'.repeat(1024 * 1024) }
      h.api.faults.push({ match: { method: 'GET', path: /\/listings$/ }, ...json(200, listings) })
      const result = await release({ notes: 'x', submit: 'true' })

      expectSays(
        failureOf(result),
        /^Release failed while reading the edit's listings: GET \S+\/listings answered HTTP 200/,
        '1048576 bytes',
        'not read whole'
      )
      expect(warningsOf(result)).toEqual([])
      expect(routed('PUT /edits/:edit/listings/:lang')).toEqual([])
      expect(routed('POST /edits/:edit/commit')).toEqual([])
      expect(result.outputs['submitted']).toBe('false')
    })

    it.each([
      ['{} (no listings field)', {}],
      ['listings that are a list', { listings: ['en-US'] }]
    ])('fails on %s rather than reading it as no listing', async (_, body) => {
      h.api.faults.push({ match: { method: 'GET', path: /\/listings$/ }, ...json(200, body) })
      const result = await release({ notes: 'x', submit: 'true' })

      expect(failureOf(result)).toContain('answered HTTP 200 with JSON that is not listings ({"listings": {…}}): ')
      expect(routed('POST /edits/:edit/commit')).toEqual([])
    })

    it('fails on an open edit answered as an object without id, and opens none', async () => {
      h.api.faults.push({ match: { method: 'GET', path: /\/edits$/ }, ...json(200, { message: 'maintenance' }) })
      const result = await release()

      expectSays(
        failureOf(result),
        /^Release failed while opening the edit: GET \S+\/edits answered HTTP 200/,
        'without an id',
        '{"message":"maintenance"}'
      )
      expect(routed('POST /edits')).toEqual([])
    })

    it('fails on a validation answered with a page, and does not commit', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/validate$/ }, ...html })
      const result = await release({ notes: 'x', submit: 'true' })

      expect(failureOf(result)).toContain('Release failed while validating: POST ')
      expect(failureOf(result)).toContain('/validate answered HTTP 200 with a body that is not JSON: Sign in')
      expect(routed('POST /edits/:edit/commit')).toEqual([])
    })
  })

  describe('ids that are not a plain path segment', () => {
    const appPath = `/v1/applications/${APP}`

    it.each([
      [
        'the open edit id ".."',
        { method: 'GET', path: /\/edits$/ },
        { id: '..', status: 'IN_PROGRESS' },
        'opening the edit'
      ],
      [
        'the open edit id "."',
        { method: 'GET', path: /\/edits$/ },
        { id: '.', status: 'IN_PROGRESS' },
        'opening the edit'
      ],
      [
        'a new edit id ".."',
        { method: 'POST', path: /\/edits$/ },
        { id: '..', status: 'IN_PROGRESS' },
        'opening the edit'
      ],
      [
        'an APK id ".."',
        { method: 'GET', path: h.editApks },
        [{ id: '..', versionCode: 1 }],
        "reading the edit's APKs"
      ],
      [
        'an APK id "a/b"',
        { method: 'GET', path: h.editApks },
        [{ id: 'a/b', versionCode: 1 }],
        "reading the edit's APKs"
      ]
    ])('refuses %s from the server, and sends nothing to the app resource', async (_, match, body, stage) => {
      h.api.faults.push({ match, ...json(200, body) })
      const result = await release({ 'open-edit': 'replace' })

      const failure = failureOf(result)
      expect(failure).toContain(`Release failed while ${stage}: `)
      expect(failure).toMatch(/ whose id "[^"]*" is not a plain path segment: /)
      const opening = (request: { method: string; path: string }) =>
        request.method === 'POST' && request.path === `${appPath}/edits`
      expect(h.api.requests.filter((request) => request.method !== 'GET' && !opening(request))).toEqual([])
      expect(h.api.requests.map((request) => request.path)).not.toContain(`${appPath}/`)
      expect(h.api.requests.map((request) => request.path)).not.toContain(`${appPath}/apks/upload`)
    })

    it('refuses a locale that is not a plain path segment', async () => {
      h.api.faults.push({ match: { method: 'GET', path: /\/listings$/ }, ...json(200, { listings: { '..': {} } }) })
      const failure = failureOf(await release({ notes: 'x' }))
      expect(failure).toContain('answered HTTP 200 with a listing whose locale ".." is not a plain path segment: ')
      expect(routed('PUT /edits/:edit/listings/:lang')).toEqual([])
    })
  })

  describe('no redirects', () => {
    it('does not follow a redirect of an APK replace: the bytes never go elsewhere', async () => {
      const other = await startOtherOrigin()
      try {
        h.api.faults.push({
          match: { method: 'PUT', path: /\/replace$/ },
          status: 307,
          headers: { Location: `${other.url}/take` }
        })
        const result = await release()

        expectSays(
          failureOf(result),
          /^Release failed while replacing APK 1 of 2 \(build\/a\.apk\): PUT \S+\/replace answered HTTP 307/,
          `redirect to ${other.url}`,
          'not followed'
        )
        expect(other.seen).toEqual([])
      } finally {
        await other.close()
      }
    })

    it('does not follow a redirect of the commit, and does not say it was submitted', async () => {
      const other = await startOtherOrigin(() => ({
        status: 200,
        body: '{"status":"SUBMITTED"}',
        type: 'application/json'
      }))
      try {
        h.api.faults.push({
          match: { method: 'POST', path: /\/commit$/ },
          status: 307,
          headers: { Location: `${other.url}/commit` }
        })
        const result = await release({ notes: 'x', submit: 'true' })

        expect(failureOf(result)).toContain('/commit answered HTTP 307, a redirect to ')
        expect(result.outputs['submitted']).toBe('false')
        expect(other.seen).toEqual([])
      } finally {
        await other.close()
      }
    })
  })

  describe('every error goes through the release failure', () => {
    it('fails the stage on a file deleted mid-run, naming the edit, with outputs and summary', async () => {
      h.api.faults.push({
        match: { method: 'PUT', path: /\/replace$/ },
        before: () => rmSync(join(h.ws, 'build/b.apk'))
      })
      const result = await release()

      const edit = app().openEdit!.id
      expect(failureOf(result)).toMatch(
        new RegExp(
          "^Release failed while replacing APK 2 of 2 \\(build/b\\.apk\\): ENOENT: no such file or directory, stat '\\S+[/\\\\]build[/\\\\]b\\.apk'\\n" +
            `Edit ${edit} is left open for inspection`
        )
      )
      expect(result.outputs).toMatchObject({ 'edit-id': edit, 'version-codes': '200\n201', submitted: 'false' })
      expect(result.summary).toContain('| Failed | while replacing APK 2 of 2 (build/b.apk) |')
    })

    it('fails the stage on a listing nested 20,000 deep, as an unexpected error to report', async () => {
      const deep = '['.repeat(20_000) + ']'.repeat(20_000)
      const listing = `{"language":"en-US","title":"t","fullDescription":"f","shortDescription":"s","recentChanges":"","featureBullets":${deep},"keywords":[]}`
      h.api.faults.push({
        match: { method: 'GET', path: /\/listings\/en-US$/ },
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: '"deep"' },
        body: listing
      })
      const result = await release({ notes: 'x' })

      expect(failureOf(result)).toMatch(
        /^Release failed while setting notes for en-US: RangeError: Maximum call stack size exceeded \(an unexpected error of the action: please report it, with this log\)\nEdit \S+ is left open/
      )
      expect(result.outputs['edit-id']).toBe(app().openEdit!.id)
      expect(result.summary).toContain('| Failed | while setting notes for en-US |')
      expect(result.stdout).toMatch(/::debug::RangeError: Maximum call stack size exceeded%0A {4}at /)
    })
  })

  describe('what is true of the edit after a failure', () => {
    it('reads the edit afresh when the commit went through but its answer was lost, and says it is submitted', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/commit$/ }, drop: true })
      const result = await release({ notes: 'x', submit: 'true' })

      const [submitted] = app().submitted
      expect(failureOf(result)).toBe('')
      expect(result.outputs).toMatchObject({ 'edit-id': submitted.id, submitted: 'true' })
      expect(routed('GET /edits/:edit').length).toBeGreaterThanOrEqual(2)
      expect(warningsOf(result)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Committed: edit ${submitted.id} is LIVE, read afresh: it was committed and is live already, although the commit's answer was not clear \\(POST \\S+/commit failed: `
          )
        )
      ])
    })

    it('says a commit whose connection broke before it reached the API did not go through', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/commit$/ }, destroy: true })
      const result = await release({ notes: 'x', submit: 'true' })

      const edit = app().openEdit!.id
      expect(failureOf(result)).toContain(
        `\nRead afresh, edit ${edit} is still IN_PROGRESS: the commit did not go through. Edit ${edit} is left open for inspection`
      )
      // A commit is made once (src/appstore/calls.ts): it was not sent again after the connection broke.
      expect(failureOf(result)).toContain('\nIt was not repeated, as it may have reached the server.\n')
      expect(result.outputs['submitted']).toBe('false')
    })

    it('does not call an edit deleted in the console mid-run left open', async () => {
      h.api.faults.push({ match: { method: 'PUT', path: /\/replace$/ }, before: () => h.api.console.deleteEdit(APP) })
      const result = await release()

      const failure = failureOf(result)
      const [deleted] = app().deleted
      expect(failure).toContain('Release failed while replacing APK 1 of 2 (build/a.apk): PUT ')
      expect(failure).toContain(
        `\nEdit ${deleted.id} no longer exists: it was deleted while the step worked on it (in the developer console, or by another run). Nothing is left open;`
      )
      expect(failure).not.toContain('left open for inspection')
      expect(result.summary).toContain(`| Edit | ${deleted.id} no longer exists |`)
    })

    it('says an edit committed by someone else mid-run is no longer open', async () => {
      h.api.faults.push({
        match: { method: 'GET', path: h.editApks },
        before: () => {
          app().openEdit!.status = 'REVIEW'
        }
      })
      const failure = failureOf(await release())
      expect(failure).toContain('is REVIEW now, no longer open for changes: it was committed meanwhile')
    })

    it('says when what became of the edit cannot be read', async () => {
      const broken = { status: 500, headers: { 'Content-Type': 'text/plain' }, body: 'down' }
      h.api.faults.push(
        { match: { method: 'GET', path: h.editApks }, ...broken },
        { match: { method: 'GET', path: /\/edits\/(?!previous$)[^/]+$/ }, ...broken }
      )
      const failure = failureOf(await release({ retries: '0' }))
      expect(failure).toMatch(
        /\nWhat became of edit \S+ could not be read \(GET \S+ answered HTTP 500: down\): see the developer console/
      )
    })

    it('dry run: finds and deletes the edit its POST opened when the answer was lost', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, drop: true })
      const result = await release({ 'dry-run': 'true' })

      const [deleted] = app().deleted
      expect(app().openEdit).toBeUndefined()
      expect(result.outputs['edit-id']).toBe(deleted.id)
      const failure = failureOf(result)
      expect(failure).toMatch(
        /^Release failed while opening the edit: POST \S+\/edits failed: .+\(not retried, as a POST may have reached the server\)\n/
      )
      expect(failure).toContain(
        `\nRead afresh, edit ${deleted.id} is open now: it is taken as the edit this POST opened.`
      )
      expect(failure).toContain(`\nThe dry run's edit ${deleted.id} was deleted: nothing is left behind.`)
    })

    it('says a POST /edits that lost its answer opened no edit, when none is open', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, destroy: true })
      const failure = failureOf(await release({ 'dry-run': 'true' }))
      expect(failure).toContain('\nRead afresh, no edit is open: the POST opened none.')
      expect(app().deleted).toEqual([])
    })

    it('dry run: an edit deleted by someone else is not a failure to delete it', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/validate$/ }, before: () => h.api.console.deleteEdit(APP) })
      const result = await release({ notes: 'x', 'dry-run': 'true' })

      expect(failureOf(result)).toContain('was already deleted (not by this run): nothing is left behind.')
      expect(failureOf(result)).not.toContain('delete it in the developer console')
    })
  })

  describe('edits that must not be touched', () => {
    it.each(['reuse', 'replace'])('open-edit %s: refuses an open edit that is not IN_PROGRESS', async (mode) => {
      h.api.faults.push({ match: { method: 'GET', path: /\/edits$/ }, ...json(200, { id: 'E1', status: 'REVIEW' }) })
      const result = await release({ 'open-edit': mode })

      expectSays(failureOf(result), /^Release failed while opening the edit: /, 'edit E1 (REVIEW)', 'not IN_PROGRESS')
      expect(
        h.api.requests.map((request) => `${request.method} ${request.path.replace(/^.*\/edits/, '/edits')}`)
      ).toEqual([
        'GET /edits/previous',
        `GET /edits/${app().live.id}/apks`,
        ...app().live.apks.map((apk) => `GET /edits/${app().live.id}/apks/${apk.id}/targeting`),
        'GET /edits'
      ])
      expect(result.outputs['edit-id']).toBe('')
    })

    it('replace: deletes only the edit it found, never one opened since', async () => {
      const found = h.api.console.openEdit(APP)
      let since = ''
      h.api.faults.push({
        match: { method: 'POST', path: /\/edits$/ },
        before: () => void (since = h.api.console.openEdit(APP).id)
      })
      const result = await release({ 'open-edit': 'replace' })

      expect(failureOf(result)).toContain(
        `Release failed while opening the edit: edit ${since} (IN_PROGRESS) was opened after the step began (it found edit ${found.id} then), and 'open-edit: replace' deletes only the edit it found`
      )
      expect(app().deleted.map((edit) => edit.id)).toEqual([found.id])
      expect(app().openEdit?.id).toBe(since)
    })

    // A runner cancels with SIGINT, then SIGTERM; on Windows with Ctrl-C, then Ctrl-Break (SIGBREAK).
    it.each([
      ['SIGTERM', 143],
      ['SIGBREAK', 0xc000013a]
    ] as const)(
      'dry run: deletes its edit when the run is cancelled (%s), then exits with %i',
      async (signal, code) => {
        const cancelled = h.cancelledAt({ method: 'PUT', path: /\/replace$/ }, dryRun, false, 'release', signal)
        const { exited, running, signals, opened } = cancelled

        expect(await exited).toBe(code)
        expect(app().deleted.map((edit) => edit.id)).toEqual([opened()])
        expect(app().openEdit).toBeUndefined()
        await h.api.close()
        const result = await running
        expect(result.stdout).toContain(
          `::warning::${signal}: the run is cancelled; the dry run deletes its edit before it exits`
        )
        expect(result.stdout).toContain(`Dry run: edit ${opened()} deleted: nothing is left behind`)
        expect(signals.listenerCount(signal)).toBe(0)
      }
    )
  })

  describe('a readable failure', () => {
    it('lists at most ten APKs when the edit holds thousands', async () => {
      const many = Array.from({ length: 3000 }, (_, i) => ({ id: `M${i}`, versionCode: i, name: `apk-${i}.apk` }))
      h.api.faults.push({ match: { method: 'GET', path: h.editApks }, ...json(200, many) })
      const failure = failureOf(await release())

      expect(failure).toContain('the edit has 3000 APKs: M0 (apk-0.apk, versionCode 0), ')
      expect(failure).toContain(', M9 (apk-9.apk, versionCode 9), and 2990 more. Each file replaces one APK')
      expect(failure.length).toBeLessThan(1500)
    })
  })

  describe('what a stage must never do, and what it says', () => {
    it('dry run: after a POST /edits whose answer was lost, never takes an edit that is not IN_PROGRESS', async () => {
      let review = ''
      h.api.faults.push({
        match: { method: 'POST', path: /\/edits$/ },
        before: () => {
          const edit = h.api.console.openEdit(APP)
          edit.status = 'REVIEW'
          review = edit.id
        },
        destroy: true
      })
      const result = await release({ 'dry-run': 'true' })

      expect(failureOf(result)).toContain(
        `\nRead afresh, edit ${review} is open, but REVIEW, not IN_PROGRESS: the POST opened none, and that edit is left as it is.`
      )
      expect(routed('DELETE /edits/:edit')).toEqual([])
      expect(result.outputs['edit-id']).toBe('')
      expect(app().openEdit?.id).toBe(review)
    })

    it('says the edit no longer exists when reading it afresh answers 404 No edit found', async () => {
      h.api.faults.push({
        match: { method: 'PUT', path: /\/replace$/ },
        ...apiError(400, 'invalid_input', 'Not an APK')
      })
      h.api.faults.push({
        match: { method: 'GET', path: /\/edits\/(?!previous$)[^/]+$/ },
        ...apiError(404, 'not_found', 'No edit found')
      })
      const result = await release()

      const edit = result.outputs['edit-id']
      expect(failureOf(result)).toContain(
        `\nEdit ${edit} no longer exists: it was deleted while the step worked on it (in the developer console, or by another run).`
      )
      expect(result.summary).toContain(`| Edit | ${edit} no longer exists |`)
    })

    it('says listing-changed when only release notes changed a listing, as action.yml documents', async () => {
      const first = await release({ notes: 'Dark mode.' })
      expect(first.outputs['listing-changed']).toBe('true')
      const again = await release({ notes: 'Dark mode.' })
      expect(again.outputs['listing-changed']).toBe('false')
    })
  })
})

// Refusals of the API explained as public clients meet them, in process against the stand-ins.
describe('API refusals explained', () => {
  const h = releaseHarness({ apps: [APP], prefix: 'release-real-api-' })
  const { release } = h

  /** A fault that answers the first request fitting `match` with this JSON body. */
  const answering = (match: { method: string; path: RegExp }, status: number, body: object) => ({
    match,
    ...json(status, body)
  })

  describe('opening an edit refused with 412 error_new_version_creation_not_allowed', () => {
    it('is about the state of the app, not a stale ETag, whatever its words', async () => {
      h.api.faults.push(
        answering({ method: 'POST', path: /\/edits$/ }, 412, {
          httpCode: 412,
          errorCode: 'error_new_version_creation_not_allowed',
          errorMessage: 'The app is suppressed'
        })
      )
      const failure = failureOf(await release({ notes: 'x' }))
      expect(failure).toContain('The app is suppressed (error_new_version_creation_not_allowed)')
      expect(failure).toContain(
        'Hint: the API opens an edit only for an app that is live, with no version under review'
      )
      expect(failure).not.toContain('the resource changed after it was read')
    })
  })

  describe('required_data_absent', () => {
    it('is the API asking for data it requires, not called a bug of this action', async () => {
      const errors = [{ errorCode: 'required_data_absent', errorMessage: 'If-Match header is required' }]
      h.api.faults.push(
        answering({ method: 'PUT', path: /\/listings\/en-US$/ }, 400, { httpCode: 400, message: 'Bad Request', errors })
      )
      const failure = failureOf(await release({ notes: 'x' }))
      expect(failure).toContain('the API asks for data it requires')
      expect(failure).toContain('rerun the step so that the resource is read afresh')
      expect(failure).not.toContain('bug of this action')
    })
  })
})
