// A release from edit to commit: replace, notes, draft, submit for review, dry run, the open edit,
// and the publishing date.
import { DEFAULT_LISTINGS, markedApk } from '../../../__fixtures__/appstore-api.mjs'
import {
  failureOf,
  leaks,
  maskedBeforeUse,
  runAction,
  warningsOf,
  type ActionRun
} from '../../../__fixtures__/runner.mjs'
import { sha256, json } from '../../support/answers.js'
import { runInProcess } from '../../support/in-process.js'
import { startOtherOrigin } from '../../support/origin.js'
import { apiErrorFault, APP, releaseHarness } from '../../support/release-harness.js'
import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { expectSays } from '../../support/says.js'

// A release in one step against the stand-in token service and App Submission API on loopback.
// Every scenario runs through main() in this process (where coverage is counted); those that test
// the process boundary run through dist/release/index.js spawned as a runner does too (what users run, with
// RUNNER_DEBUG on), with the same assertions. No scenario sleeps: the faults that would be retried
// with backoff are not retried.
describe('a release end to end', () => {
  const APP = 'amzn1.devportal.mobileapp.e2e'
  const THREE = 'amzn1.devportal.mobileapp.three'
  const SINGLE = 'amzn1.devportal.mobileapp.single'
  const DRAFT = 'amzn1.devportal.mobileapp.notlive'
  const CONSOLE = 'https://developer.amazon.com/apps-and-games/console/apps/list.html'
  /** What a release with files reads first: the live version's APKs, to check the files against them. */
  // The live version, its APKs and the device targeting of each (two), to pair the files with them.
  const LIVE_CHECK = [
    'GET /edits/previous',
    'GET /edits/:edit/apks',
    'GET /edits/:edit/apks/:apk/targeting',
    'GET /edits/:edit/apks/:apk/targeting'
  ]
  // Fields a re-serialisation could get wrong: quotes, a line separator, an escape, astral characters.
  const TRICKY = {
    ...DEFAULT_LISTINGS['en-US'],
    title: 'Stand-in "Demo" \u2028 ✓',
    featureBullets: ['Works offline', 'Émoji 😀', 'back\\slash'],
    keywords: ['demo', '</script>']
  }

  const h = releaseHarness({
    app: APP,
    apps: [
      { id: APP, listings: { 'en-US': TRICKY, 'de-DE': DEFAULT_LISTINGS['de-DE'] } },
      { id: THREE, apks: [{ versionCode: 10 }, { versionCode: 11 }, { versionCode: 12 }] },
      { id: SINGLE, singleApkAsObject: true, apks: [{ versionCode: 50, name: 'only.apk' }] },
      { id: DRAFT, isLive: false }
    ],
    prefix: 'release-',
    defaults: { files: 'build/*.apk' },
    start: {}
  })
  const { routed, app, workspace } = h
  const inputs = h.inputsFor

  const declared = parse(readFileSync('release/action.yml', 'utf8')) as { outputs: Record<string, unknown> }

  type Run = (inputs: Record<string, string>, workspace: string) => Promise<ActionRun>
  const seen: ActionRun[] = []
  const inProcess: Run = (inputs, workspace) => runInProcess('release', inputs, workspace)
  const spawned: Run = async (inputs, workspace) => {
    const run = await runAction(inputs, { RUNNER_DEBUG: '1' }, { door: 'release', workspace })
    seen.push(run)
    return run
  }
  // A spawned run waits for real: none may back off and retry (each fault here is answered at once).
  afterEach(() => {
    for (const run of seen.splice(0)) expect(run.stdout).not.toMatch(/; retrying in \d/)
  })

  const TWO = { 'build/a-tablet.apk': markedApk(200), 'build/b-firetv.apk': markedApk(201) }

  const noLeaks = (run: ActionRun) => {
    expect(h.tokens.issued.length).toBeGreaterThan(0)
    for (const secret of [h.tokens.clientSecret, ...h.tokens.issued]) {
      expect(leaks(run, secret)).toEqual([])
      expect(maskedBeforeUse(run, secret)).toBe(true)
    }
  }
  // Where the process boundary is what is tested (the outputs file, the workflow commands and masks on
  // stdout, the exit code), the scenario runs through dist/release/index.js spawned as well as in process.
  describe.each([
    ['dist/release/index.js, spawned', spawned],
    ['main() in process', inProcess]
  ])('a release through %s', (_, run) => {
    it('replaces the APKs in place, sets the notes on every locale and leaves a draft, with one token', async () => {
      const ws = workspace(TWO)
      const live = structuredClone(app().live)
      const result = await run(inputs({ notes: 'Dark mode.\nFaster start.' }), ws)

      expect(failureOf(result)).toBe('')
      expect(result.code).toBe(0)
      expect(h.tokens.requests).toHaveLength(1)
      const edit = app().openEdit!
      expect(result.outputs).toMatchObject({
        'edit-id': edit.id,
        'apk-ids': live.apks.map((apk) => apk.id).join('\n'),
        'version-codes': '200\n201',
        submitted: 'false'
      })
      // Replaced by position: the same APK ids, the new version codes, the targeting kept.
      expect(edit.apks.map((apk) => [apk.id, apk.versionCode])).toEqual([
        [live.apks[0].id, 200],
        [live.apks[1].id, 201]
      ])
      expect(edit.apks.map((apk) => apk.targeting)).toEqual(live.apks.map((apk) => apk.targeting))
      // Streamed from disk, whole, as an APK, each with the ETag of that APK.
      const replaces = routed('PUT /edits/:edit/apks/:apk/replace')
      expect(replaces).toHaveLength(2)
      for (const [index, name] of Object.keys(TWO).entries()) {
        const bytes = readFileSync(join(ws, name))
        expect(replaces[index]).toMatchObject({ sha256: sha256(bytes), bytes: bytes.length })
        expect(replaces[index].headers['content-type']).toBe('application/vnd.android.package-archive')
        expect(replaces[index].headers['content-length']).toBe(String(bytes.length))
        expect(replaces[index].headers['if-match']).toMatch(/^"\w+"$/)
      }
      // The notes on both locales; every other field as it was, byte for byte.
      const without = (listing: object, ...names: string[]) =>
        JSON.stringify(Object.entries(listing).filter(([name]) => !names.includes(name)))
      for (const locale of ['en-US', 'de-DE']) {
        expect(edit.listings[locale].recentChanges).toBe('Dark mode.\nFaster start.')
        expect(without(edit.listings[locale], 'etag', 'recentChanges')).toBe(
          without(live.listings[locale], 'etag', 'recentChanges')
        )
      }
      expect(app().submitted).toEqual([])
      expect(result.summary).toContain('| Edit | ' + edit.id + ' opened (')
      expect(result.summary).toContain(
        `| APK 1 of 2 | build/a-tablet.apk replaced ${live.apks[0].id} (app-tablet.apk, versionCode 100): versionCode 200, device targeting kept (`
      )
      expect(result.summary).toContain('| Notes de-DE | set (24 characters) (')
      expect(result.summary).toContain(`| Left open | edit ${edit.id} is a draft`)
      expect(result.summary).toContain(`| Developer console | ${CONSOLE} |`)
      noLeaks(result)
    })

    it('sends notes given with CRLF (a release body edited on github.com) with LF, counting 4000 characters without the CRs', async () => {
      const head = 'Fixes\n- a crash\n'
      const notes = head + 'x'.repeat(4000 - head.length)
      const result = await run(inputs({ notes: notes.replace(/\n/g, '\r\n') }), workspace(TWO))

      expect(failureOf(result)).toBe('')
      const puts = routed('PUT /edits/:edit/listings/:lang')
      expect(puts).toHaveLength(2)
      for (const put of puts) expect((JSON.parse(put.text) as { recentChanges: string }).recentChanges).toBe(notes)
      expect(app().openEdit!.listings['en-US'].recentChanges).toBe(notes)
      expect(result.summary).toContain('| Notes de-DE | set (4000 characters) (')
    })

    it('fails on a 500 replacing APK 2 of 3, names the stage and the edit left open; a rerun converges', async () => {
      const ws = workspace({
        'build/a.apk': markedApk(300),
        'build/b.apk': markedApk(301),
        'build/c.apk': markedApk(302)
      })
      const second = app(THREE).live.apks[1].id
      h.api.faults.push(
        apiErrorFault(
          { method: 'PUT', path: new RegExp(`/apks/${second}/replace$`) },
          500,
          'Internal Server Error',
          'internal_error',
          'Something went wrong'
        )
      )
      const failed = await run(inputs({ 'app-id': THREE }), ws)

      expect(failed.code).toBe(1)
      const edit = app(THREE).openEdit!.id
      const failure = failureOf(failed)
      expectSays(
        failure,
        /^Release failed while replacing APK 2 of 3 \(build\/b\.apk\): PUT /,
        `/edits/${edit}/apks/${second}/replace answered HTTP 500`,
        '(internal_error)'
      )
      expect(failure).toContain('\nIt was not repeated, as it may have reached the server.\n')
      expect(failure).toContain(
        `\nEdit ${edit} is left open for inspection in the developer console (${CONSOLE}); a rerun of the step reuses it and replaces its APKs again.`
      )
      expect(h.api.requests.filter((request) => request.path.endsWith(`/${second}/replace`))).toHaveLength(1)
      expect(failed.outputs).toMatchObject({
        'edit-id': edit,
        'version-codes': '300\n301\n302',
        submitted: 'false'
      })
      expect(failed.summary).toContain('| Failed | while replacing APK 2 of 3 (build/b.apk) |')

      const rerun = await run(inputs({ 'app-id': THREE }), ws)
      expect(failureOf(rerun)).toBe('')
      expect(rerun.outputs).toMatchObject({ 'edit-id': edit, 'version-codes': '300\n301\n302' })
      expect(app(THREE).openEdit!.apks.map((apk) => apk.versionCode)).toEqual([300, 301, 302])
      expect(routed('POST /edits')).toHaveLength(1)
    })

    it('renews an expired token once, mid-run, and repeats the refused call', async () => {
      h.api.faults.push({ match: { method: 'PUT', path: /\/replace$/ }, before: () => h.api.expireAll() })
      const result = await run(inputs(), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(h.tokens.issued).toHaveLength(2)
      // The refused call is recorded without a route: the stand-in refused the token before routing it.
      const replaces = h.api.requests.filter((request) => request.method === 'PUT' && request.path.endsWith('/replace'))
      expect(replaces.map((request) => request.headers.authorization)).toEqual([
        `Bearer ${h.tokens.issued[0]}`,
        `Bearer ${h.tokens.issued[1]}`,
        `Bearer ${h.tokens.issued[1]}`
      ])
      expect(replaces[0].path).toBe(replaces[1].path)
      // A sub-action keeps its token inside the step: it sets only the outputs release/action.yml declares.
      expect(Object.keys(result.outputs).sort()).toEqual(Object.keys(declared.outputs).sort())
      noLeaks(result)
    })

    it('refuses notes that hold the client secret, or a 60 MB notes file, before any request', async () => {
      const ws = workspace(TWO)
      const secret = await run(inputs({ notes: `Debug build, secret ${h.tokens.clientSecret}` }), ws)
      expectSays(failureOf(secret), "Input 'notes'", 'client secret', 'rotate the secret')
      expect(leaks(secret, h.tokens.clientSecret)).toEqual([])

      mkdirSync(join(ws, 'notes'))
      writeFileSync(join(ws, 'notes/default.txt'), 'Notes.')
      truncateSync(join(ws, 'notes/default.txt'), 60 * 1024 * 1024)
      const big = await run(inputs({ 'notes-dir': 'notes' }), ws)
      expectSays(failureOf(big), "Input 'notes-dir'", "'default.txt'", '64 KiB', '4000 characters')
      expect(h.tokens.requests).toHaveLength(0)
      expect(h.api.requests).toHaveLength(0)
    })
  })

  describe('a release through main() in process', () => {
    const run = inProcess
    it('submits: validates, then commits with the edit ETag read just before, and the app goes live', async () => {
      // Someone touches the listing while the edit is validated: the edit's ETag moves once more.
      h.api.faults.push({
        match: { method: 'POST', path: /\/validate$/ },
        before: () => h.api.console.changeListing(APP, 'en-US')
      })
      const result = await run(inputs({ notes: 'Dark mode.', submit: 'true' }), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(result.outputs['submitted']).toBe('true')
      const [submitted] = app().submitted
      expect(submitted.id).toBe(result.outputs['edit-id'])
      expect(app().openEdit).toBeUndefined()
      expect(app().live.apks.map((apk) => apk.versionCode)).toEqual([200, 201])
      expect(app().live.listings['de-DE'].recentChanges).toBe('Dark mode.')
      const routes = h.api.requests.map((request) => request.route)
      expect(routes.slice(-3)).toEqual(['POST /edits/:edit/validate', 'GET /edits/:edit', 'POST /edits/:edit/commit'])
      expect(result.summary).toContain(`| Committed | edit ${submitted.id} is submitted for review (`)
      noLeaks(result)
    })

    it('refuses the inputs of an API call, which belong to the root action, before any request', async () => {
      const result = await run(inputs({ 'api-method': 'POST', 'api-body': '{"x":1}' }), workspace(TWO))

      const lines = failureOf(result).split('\n')
      expect(lines.map((line) => /^Input '([\w-]+)' is not an input of the release action/.exec(line)?.[1])).toEqual([
        'api-body',
        'api-method'
      ])
      for (const line of lines) expect(line).toContain('uses: appstore-actions/appstore-token-action@v1')
      expect(h.api.requests).toHaveLength(0)
    })

    it('dry run: uploads, sets notes and validates in a new edit, then deletes it', async () => {
      const result = await run(inputs({ notes: 'x', 'dry-run': 'true' }), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(app().openEdit).toBeUndefined()
      expect(app().deleted.map((edit) => edit.id)).toEqual([result.outputs['edit-id']])
      expect(app().live.apks.map((apk) => apk.versionCode)).toEqual([100, 101])
      expect(routed('POST /edits/:edit/validate')).toHaveLength(1)
      expect(result.outputs['submitted']).toBe('false')
      expect(result.summary).toContain('nothing is left behind')
    })

    it('dry run: deletes its edit after a failure too', async () => {
      // No notes: the new edit's listings have none, so validation fails.
      const result = await run(inputs({ 'dry-run': 'true' }), workspace(TWO))

      expect(result.code).toBe(1)
      const failure = failureOf(result)
      expect(failure).toMatch(/^Release failed while validating: POST \S+\/validate answered HTTP 400: /)
      expectSays(failure, 'en-US', 'de-DE', 'recentChanges', '(error_listing_incomplete)')
      expect(failure).toContain('Hint: a listing is incomplete: release notes (recentChanges) are needed')
      expect(failure).toContain(`The dry run's edit ${result.outputs['edit-id']} was deleted: nothing is left behind.`)
      expect(app().openEdit).toBeUndefined()
      expect(app().deleted).toHaveLength(1)
    })

    it('dry run: refuses to start while an edit is open, and leaves it alone', async () => {
      const open = h.api.console.openEdit(APP)
      const result = await run(inputs({ 'dry-run': 'true' }), workspace(TWO))

      expect(failureOf(result)).toContain(
        `Release failed while opening the edit: edit ${open.id} (IN_PROGRESS) is open, and a dry run needs none`
      )
      expect(app().openEdit?.id).toBe(open.id)
      expect(h.api.requests.map((request) => request.route)).toEqual(LIVE_CHECK.concat('GET /edits'))
    })

    it.each(['reuse', 'replace', 'fail'])('open-edit %s: an edit already open', async (mode) => {
      const open = h.api.console.openEdit(APP)
      const result = await run(inputs({ 'open-edit': mode }), workspace(TWO))

      if (mode === 'fail') {
        expect(result.code).toBe(1)
        expect(failureOf(result)).toContain(
          `Release failed while opening the edit: edit ${open.id} (IN_PROGRESS) is already open and 'open-edit' is 'fail'.`
        )
        expect(app().openEdit).toBe(open)
        expect(h.api.requests.map((request) => request.route)).toEqual(LIVE_CHECK.concat('GET /edits'))
        expect(result.outputs['edit-id']).toBe('')
        return
      }
      expect(failureOf(result)).toBe('')
      expect(routed('PUT /edits/:edit/apks/:apk/replace')).toHaveLength(2)
      if (mode === 'reuse') {
        expect(result.outputs['edit-id']).toBe(open.id)
        expect(routed('POST /edits')).toEqual([])
      } else {
        expect(app().deleted.map((edit) => edit.id)).toEqual([open.id])
        expect(routed('DELETE /edits/:edit')[0].headers['if-match']).toMatch(/^"\w+"$/)
        expect(result.outputs['edit-id']).toBe(app().openEdit?.id)
        expect(result.outputs['edit-id']).not.toBe(open.id)
      }
    })

    it('takes the edit that another opened between its GET and its POST (409)', async () => {
      let theirs = ''
      h.api.faults.push({
        match: { method: 'POST', path: /\/edits$/ },
        before: () => void (theirs = h.api.console.openEdit(APP).id)
      })
      const result = await run(inputs(), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(result.outputs['edit-id']).toBe(theirs)
      expect(result.stdout).toContain('Another edit was opened meanwhile (HTTP 409): reading it again')
      expect(h.api.requests.map((request) => request.route).slice(0, 8)).toEqual([
        ...LIVE_CHECK,
        'GET /edits',
        'POST /edits',
        'GET /edits',
        'GET /edits/:edit/apks'
      ])
    })

    it('refuses fewer files than APKs, naming both counts, before any change', async () => {
      const result = await run(inputs({ files: 'build/a-tablet.apk' }), workspace(TWO))

      expect(result.code).toBe(1)
      const failure = failureOf(result)
      expect(failure).toContain(
        "Release failed while matching the files to the edit's APKs: 'files' gave 1 file, but the edit has 2 APKs:"
      )
      expect(failure).toContain(`Edit ${result.outputs['edit-id']} is left open for inspection`)
      expect(h.api.requests.filter((request) => request.method === 'PUT' || request.route?.includes('upload'))).toEqual(
        []
      )
    })

    it('uploads files beyond the APKs as new APKs, targeting the devices of an existing APK', async () => {
      const ws = workspace({ ...TWO, 'build/c-phone.apk': markedApk(202) })
      const result = await run(inputs(), ws)

      expect(failureOf(result)).toBe('')
      expect(result.outputs['version-codes']).toBe('200\n201\n202')
      const [upload] = routed('POST /edits/:edit/apks/upload')
      expect(upload.headers['content-type']).toBe('application/vnd.android.package-archive')
      expect(upload.headers.filename).toBe('c-phone.apk')
      expect(upload.sha256).toBe(sha256(readFileSync(join(ws, 'build/c-phone.apk'))))
      const added = app().openEdit!.apks[2]
      expect(added).toMatchObject({ versionCode: 202, name: 'c-phone.apk' })
      const on = (apk: typeof added) =>
        apk.targeting.amazonDevices.filter((device) => device.status === 'TARGETING').map((device) => device.id)
      expect(on(added)).toEqual(on(app().openEdit!.apks[0]))
      expect(on(added)).not.toEqual([])
      expect(warningsOf(result)).toEqual([])
      expect(result.summary).toContain(
        `| Targeting ${added.id} | 3 devices, like ${app().openEdit!.apks[0].id} (versionCode 200) (`
      )
    })

    it('uploads every file into an edit with no APK', async () => {
      h.api.console.openEdit(APP)
      h.api.console.removeApks(APP)
      const result = await run(inputs(), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(routed('POST /edits/:edit/apks/upload')).toHaveLength(2)
      expect(app().openEdit!.apks.map((apk) => apk.versionCode)).toEqual([200, 201])
      expect(warningsOf(result)).toEqual([
        expect.stringMatching(
          /^Targeting: no APK of the edit targets a device to copy from: \S+, \S+ target no device\./
        )
      ])
    })

    it('reads an APK list that comes as a single object', async () => {
      const result = await run(inputs({ 'app-id': SINGLE, files: 'build/a-tablet.apk' }), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(app(SINGLE).openEdit!.apks).toMatchObject([{ id: app(SINGLE).live.apks[0].id, versionCode: 200 }])
    })

    it('answers a 412 on a listing (changed meanwhile) by reading it afresh, once', async () => {
      h.api.faults.push({
        match: { method: 'PUT', path: /\/listings\/de-DE$/ },
        before: () => h.api.console.changeListing(APP, 'de-DE', { title: 'Neu im Console' })
      })
      const result = await run(inputs({ notes: 'Notes.' }), workspace(TWO))

      expect(failureOf(result)).toBe('')
      expect(routed('PUT /edits/:edit/listings/:lang').map((request) => request.path.slice(-5))).toEqual([
        'en-US',
        'de-DE',
        'de-DE'
      ])
      // The console's change is kept: the listing was read afresh, not written back from the stale copy.
      expect(app().openEdit!.listings['de-DE']).toMatchObject({ title: 'Neu im Console', recentChanges: 'Notes.' })
      expect(result.stdout).toContain('The de-DE listing changed since it was read (HTTP 412): reading it afresh')
    })

    it.each([
      [
        DRAFT,
        "Cannot create a new 'edit' for the app in it's current state.",
        'the API opens an edit only for an app that is live'
      ],
      [
        'amzn1.devportal.mobileapp.nope',
        'No app found with the entered Inputs (invalid_input)',
        "check 'app-id': it is the App ID"
      ]
    ])('fails clearly for app %s', async (appId, said, hint) => {
      const result = await run(inputs({ 'app-id': appId }), workspace(TWO))

      expect(result.code).toBe(1)
      const failure = failureOf(result)
      expect(failure).toMatch(
        // An app not live has no live version to check against, and an unknown app none to read (that
        // check is then not made): the edit cannot be opened, and that says why.
        /^Release failed while opening the edit: (POST|GET) http:\S+\/edits answered HTTP 400: Bad Request: /
      )
      expect(failure).toContain(said)
      expect(failure).toContain(`\nHint: ${hint}`)
      expect(failure).not.toContain('left open')
      expect(result.outputs['edit-id']).toBe('')
    })

    it('acts on no answer it could not read: an HTML page for the APK list uploads nothing', async () => {
      h.api.faults.push({
        match: { method: 'GET', path: h.editApks },
        status: 200,
        headers: { 'Content-Type': 'text/html' },
        body: '<!doctype html><title>Maintenance</title><p>Back soon'
      })
      const result = await run(inputs(), workspace(TWO))

      expect(result.code).toBe(1)
      expect(failureOf(result)).toMatch(
        /^Release failed while reading the edit's APKs: GET http:\S+\/apks answered HTTP 200 with a body that is not JSON: Maintenance Back soon\n/
      )
      expect(h.api.requests.filter((request) => /\/(upload|replace)$/.test(request.path))).toEqual([])
      expect(result.outputs['apk-ids']).toBe('')
    })

    it('follows no redirect: a 307 on a replace sends the APK nowhere else', async () => {
      const other = await startOtherOrigin()
      try {
        h.api.faults.push({
          match: { method: 'PUT', path: /\/replace$/ },
          status: 307,
          headers: { Location: `${other.url}/upload` }
        })
        const result = await run(inputs(), workspace(TWO))

        expect(failureOf(result)).toContain(
          `/replace answered HTTP 307, a redirect to ${other.url}: not followed, as the App Submission API sends none.`
        )
        expect(other.seen).toEqual([])
      } finally {
        await other.close()
      }
    })

    it('fails the stage on a file deleted mid-run, with the edit, outputs and summary (no "Unexpected error")', async () => {
      const ws = workspace(TWO)
      h.api.faults.push({
        match: { method: 'PUT', path: /\/replace$/ },
        before: () => rmSync(join(ws, 'build/b-firetv.apk'))
      })
      const result = await run(inputs(), ws)

      const edit = app().openEdit!.id
      expect(result.code).toBe(1)
      expect(failureOf(result)).toMatch(
        /^Release failed while replacing APK 2 of 2 \(build\/b-firetv\.apk\): ENOENT: no such file or directory, stat '/
      )
      expect(failureOf(result)).toContain(`\nEdit ${edit} is left open for inspection`)
      expect(result.outputs).toMatchObject({ 'edit-id': edit, 'version-codes': '200\n201', submitted: 'false' })
      expect(result.summary).toContain('| Failed | while replacing APK 2 of 2 (build/b-firetv.apk) |')
    })

    it('says what is true when the commit went through but its answer was lost', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/commit$/ }, drop: true })
      const result = await run(inputs({ notes: 'x', submit: 'true' }), workspace(TWO))

      const [submitted] = app().submitted
      expect(failureOf(result)).toBe('')
      expect(result.outputs).toMatchObject({ 'edit-id': submitted.id, submitted: 'true' })
      expect(warningsOf(result)[0]).toMatch(
        new RegExp(`^Committed: edit ${submitted.id} is LIVE, read afresh: it was committed and is live already`)
      )
      expect(result.stdout).not.toContain('a rerun')
    })

    it('refuses an APK or notes that a link in the checkout takes out of the workspace, before any request', async () => {
      const ws = workspace(TWO)
      const outside = workspace({ 'x.apk': markedApk(9) })
      symlinkSync(join(outside, 'x.apk'), join(ws, 'build/c.apk'))
      const viaApk = await run(inputs(), ws)
      expectSays(
        failureOf(viaApk),
        "Input 'files'",
        "'build/c.apk'",
        'symbolic link',
        `(to ${realpathSync(outside)}/x.apk)`
      )

      rmSync(join(ws, 'build/c.apk'))
      mkdirSync(join(ws, 'notes'))
      // /proc is Linux's: elsewhere this part of the test has no special file to name.
      if (process.platform === 'linux') {
        symlinkSync('/proc/self/environ', join(ws, 'notes/default.txt'))
        const viaNotes = await run(inputs({ 'notes-dir': 'notes' }), ws)
        expectSays(
          failureOf(viaNotes),
          "Input 'notes-dir'",
          "'notes/default.txt'",
          /special file \(\/proc\/\d+\/environ\)/
        )
        expect(leaks(viaNotes, h.tokens.clientSecret)).toEqual([])
      }
      expect(h.tokens.requests).toHaveLength(0)
      expect(h.api.requests).toHaveLength(0)
    })

    it.each([
      [
        { 'api-url': '/echo' },
        "Input 'api-url' is not an input of the release action. Use the token action (uses: appstore-actions/appstore-token-action@v1)"
      ],
      [
        { types: 'sales' },
        "Input 'types' is not an input of the release action. Use the report action (uses: appstore-actions/appstore-token-action/report@v1)"
      ],
      [
        { scope: 'adx_reporting::appstore:marketer' },
        "Input 'scope' is not an input of the release action, which asks for the scope its calls need ('appstore::apps:readwrite') itself"
      ],
      [{ 'notes-dri': 'notes' }, "Input 'notes-dri' is not an input of the release action. Did you mean 'notes-dir'?"],
      [{ files: 'build/app.aab' }, 'the App Submission API takes APK files only'],
      [{ files: 'build/*.zip' }, "Input 'files' has 'build/*.zip', which matches no file"],
      [{ files: 'bad/page.apk' }, "Input 'files' names 'bad/page.apk', which is not an APK: it"],
      [{ 'app-id': '' }, "Input 'app-id' is required"],
      [{ 'app-id': '..' }, "Input 'app-id' must be the App ID (amzn1.devportal.mobileapp.…)"],
      [{ submit: 'true', 'dry-run': 'true' }, "Input 'dry-run' and 'submit' cannot both"]
    ])('refuses %j before any request', async (bad, message) => {
      const result = await run(inputs(bad), workspace({ ...TWO, 'build/app.aab': 'bundle', 'bad/page.apk': '<html>' }))

      expect(result.code).toBe(1)
      expect(failureOf(result)).toContain(message)
      expect(h.tokens.requests).toHaveLength(0)
      expect(h.api.requests).toHaveLength(0)
    })
  })
})

// In process, against the stand-ins.
describe('the edit a release works in', () => {
  const BARE = 'amzn1.devportal.mobileapp.bare'

  const h = releaseHarness({
    apps: [APP, { id: BARE, listings: {} }],
    prefix: 'release-run-',
    defaults: { files: 'build/*.apk' }
  })
  const { release, routed, app } = h

  describe('the open edit', () => {
    it('gives up when POST /edits answers 409 twice', async () => {
      const race = { match: { method: 'POST', path: /\/edits$/ }, before: () => h.api.console.openEdit(APP) }
      // Each read of the open edit finds none: the one that made POST answer 409 is gone again.
      const gone = { match: { method: 'GET', path: /\/edits$/ }, before: () => h.api.console.deleteEdit(APP) }
      h.api.faults.push(race, race, gone, gone, gone)
      const result = await release()

      expect(failureOf(result)).toContain('Release failed while opening the edit: POST /edits answered 409')
      expect(routed('POST /edits')).toHaveLength(2)
    })

    it('opens the edit after POST /edits answers 429 (not processed), waiting as Retry-After says', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, status: 429, headers: { 'Retry-After': '7' } })
      const result = await release()

      expect(failureOf(result)).toBe('')
      expect(routed('POST /edits')).toHaveLength(1)
      expect(
        h.api.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/edits'))
      ).toHaveLength(2)
      expect(result.stdout).toMatch(/POST \S+\/edits attempt 1 failed \(HTTP 429\); retrying in 7\.0 s/)
      expect(result.outputs['edit-id']).toBe(app().openEdit!.id)
    })

    it('replace: deletes the open edit even when it changed after it was read (412), by reading it afresh', async () => {
      const open = h.api.console.openEdit(APP)
      h.api.faults.push({ match: { method: 'DELETE' }, before: () => h.api.console.changeListing(APP, 'en-US') })
      const result = await release({ 'open-edit': 'replace' })

      expect(failureOf(result)).toBe('')
      const deletes = h.api.requests.filter((request) => request.method === 'DELETE')
      expect(deletes).toHaveLength(2)
      // The second DELETE carries the ETag read afresh after the first was refused, not the stale one.
      const [stale, fresh] = deletes.map((request) => request.headers['if-match'])
      expect(fresh).not.toBe(stale)
      expect(result.stdout).toContain(`Edit ${open.id} changed since its ETag was read (HTTP 412): reading it afresh`)
      expect(app().deleted.map((edit) => edit.id)).toEqual([open.id])
    })

    it('replace: fails, naming the edit, when it changes between reading and deleting it twice', async () => {
      const open = h.api.console.openEdit(APP)
      for (let i = 0; i < 2; i++) {
        h.api.faults.push({ match: { method: 'DELETE' }, before: () => h.api.console.changeListing(APP, 'en-US') })
      }
      const result = await release({ 'open-edit': 'replace' })
      expect(failureOf(result)).toContain(
        `Release failed while opening the edit: edit ${open.id} changed between reading and deleting it twice (HTTP 412 twice)`
      )
      expect(app().deleted).toEqual([])
    })

    it('fails when POST /edits answers no id', async () => {
      h.api.faults.push({ match: { method: 'POST', path: /\/edits$/ }, ...json(200, { status: 'IN_PROGRESS' }) })
      const result = await release()
      expectSays(
        failureOf(result),
        /^Release failed while opening the edit: POST \S+\/edits answered HTTP 200/,
        'without an id',
        '{"status":"IN_PROGRESS"}'
      )
    })

    it.each([
      ['replace', 'a rerun of the step deletes it and starts afresh.'],
      ['fail', "a rerun stops at it while 'open-edit' is 'fail': delete it first, or rerun with 'reuse'."]
    ])('says what a rerun does with open-edit %s', async (mode, advice) => {
      h.api.faults.push({ match: { method: 'GET', path: h.editApks }, ...json(400, { message: 'Bad Request' }) })
      const result = await release({ 'open-edit': mode })
      expect(failureOf(result)).toContain(`is left open for inspection in the developer console (`)
      expect(failureOf(result)).toContain(advice)
    })
  })

  describe('a dry run that cannot delete its edit', () => {
    const broken = { match: { method: 'DELETE' }, ...json(500, { message: 'Internal Server Error' }) }

    it('fails, and says to delete it in the console', async () => {
      h.api.faults.push(broken)
      const result = await release({ notes: 'x', 'dry-run': 'true', retries: '0' })

      const edit = result.outputs['edit-id']
      expectSays(failureOf(result), `edit ${edit} failed`, 'HTTP 500', 'delete it in the developer console (https://')
      expect(app().openEdit?.id).toBe(edit)
    })

    it('adds that to the failure before it', async () => {
      h.api.faults.push(broken)
      const failure = failureOf(await release({ 'dry-run': 'true', retries: '0' }))

      expect(failure).toMatch(/^Release failed while validating: [^\n]+\nHint: [^\n]+\nDeleting the dry run's edit /)
    })
  })
})

// The release's job summary links to its README's "What only the console does" once a release is
// submitted (committed for review), and only then: through dist/release/index.js, spawned as a runner
// spawns it, against the stand-in. The workspace holds build/a.apk (200) and build/b.apk (201),
// replacing the app's two live APKs.
describe('what only the console does', () => {
  const LINK =
    'https://github.com/appstore-actions/appstore-token-action/blob/main/release/README.md#what-only-the-console-does'

  // The workspace holds build/a.apk (200) and build/b.apk (201), replacing the app's two live APKs.
  const h = releaseHarness({
    apps: [APP],
    prefix: 'release-console-only-',
    defaults: { files: 'build/*.apk', notes: 'Fixes', retries: '0' }
  })
  const release = (extra: Record<string, string>) => h.spawn(extra)

  it('is linked from the summary of a release submitted for review', async () => {
    const run = await release({ submit: 'true' })
    expect(failureOf(run)).toBe('')
    expect(run.outputs.submitted).toBe('true')
    expect(run.summary).toContain(`| Console-only steps | ${LINK} (content rating, pricing, DRM, Live App Testing, `)
  })

  it.each<Record<string, string>>([{ submit: 'false' }, { 'dry-run': 'true' }])(
    'is not linked without a submission: %j',
    async (extra) => {
      const run = await release(extra)
      expect(failureOf(run)).toBe('')
      expect(run.outputs.submitted).toBe('false')
      expect(run.summary).not.toContain('Console-only steps')
    }
  )

  it("links to a section the release action's README has", () => {
    expect(readFileSync('release/README.md', 'utf8')).toContain('\n## What only the console does\n')
    expect(readFileSync('package.json', 'utf8')).toContain('github.com/appstore-actions/appstore-token-action.git')
  })
})

// In process, against the stand-ins.
describe('publish-at', () => {
  const REVIEWED = 'amzn1.devportal.mobileapp.reviewed'

  const h = releaseHarness({ apps: [APP, { id: REVIEWED, review: true }], prefix: 'release-listing-' })
  const { release, routed, app } = h

  it('sets the publishing date, keeping the other fields, and a rerun writes nothing', async () => {
    const first = await release({ 'publish-at': '2030-01-31T09:00 europe/berlin' })
    expect(failureOf(first)).toBe('')
    expect(app().openEdit!.availability.publishingDate).toEqual({
      dateTime: '2030-01-31T09:00:00',
      zoneId: 'Europe/Berlin'
    })
    const [availabilityPut] = routed('PUT /edits/:edit/availability')
    expect(availabilityPut.headers['if-match']).toBeTruthy()
    expect(first.summary).toContain('| Publishing date | set to 2030-01-31T09:00:00 Europe/Berlin (')

    const second = await release({ 'publish-at': '2030-01-31T09:00:00 Europe/Berlin' })
    expect(failureOf(second)).toBe('')
    expect(routed('PUT /edits/:edit/availability')).toHaveLength(1)
    expect(second.summary).toContain('| Publishing date | already 2030-01-31T09:00:00 Europe/Berlin (')
  })

  it.each([
    ['2030-02-30T09:00 Europe/Berlin', 'names no real date and time'],
    ['2030-01-31T24:00 Europe/Berlin', 'names no real date and time'],
    ['2030-01-31 Europe/Berlin', "must be a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'"],
    ['2030-01-31T09:00 Mars/Olympus', "names no IANA time zone: 'Mars/Olympus'"]
  ])('refuses %s before any request', async (given, message) => {
    const result = await release({ 'publish-at': given })
    expect(failureOf(result)).toContain(`Input 'publish-at' ${message}`)
    expect(h.api.requests).toEqual([])
  })

  it('refuses an availability answer it cannot read', async () => {
    h.api.faults.push({
      match: { method: 'GET', path: /\/availability$/ },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"publishingDate": "soon"}'
    })
    const result = await release({ 'publish-at': '2030-01-31T09:00 UTC' })
    expect(failureOf(result)).toMatch(/GET \/edits\/\S+\/availability answered no availability object/)
  })
})

// The zone as written, in process against the stand-ins.
describe('publish-at as the API takes it', () => {
  const h = releaseHarness({ apps: [APP], prefix: 'release-real-api-' })
  const { release, routed } = h

  describe('publish-at', () => {
    it('sends the zone as written (US/Central stays US/Central), still checked by Intl', async () => {
      const result = await release({ 'publish-at': '2030-01-31T09:00 US/Central' })
      expect(failureOf(result)).toBe('')
      const [availabilityPut] = routed('PUT /edits/:edit/availability')
      expect(JSON.parse(availabilityPut.text)).toMatchObject({
        publishingDate: { dateTime: '2030-01-31T09:00:00', zoneId: 'US/Central' }
      })
      const again = await release({ 'publish-at': '2030-01-31T09:00 US/Central' })
      expect(failureOf(again)).toBe('')
      expect(routed('PUT /edits/:edit/availability')).toHaveLength(1)
    })
  })
})
