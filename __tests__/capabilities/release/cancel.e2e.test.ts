// A dry run cancelled as a runner cancels a step (SIGINT, SIGTERM, or SIGINT then SIGTERM while the
// step still cleans up): the edit the step opened is deleted once, and the step exits with the code of
// the first signal, saying it was cancelled.
import { markedApk, startAppstoreApi, DEFAULT_LISTINGS } from '../../../__fixtures__/appstore-api.mjs'
import { runAction, warningsOf, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { json } from '../../support/answers.js'
import { itOn } from '../../support/platforms.js'
import { APP, releaseHarness } from '../../support/release-harness.js'
import { tempDir } from '../../support/temp.js'
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// dist/release/index.js spawned against the stand-ins.
describe('a dry run cancelled by the runner (dist/release/index.js, spawned)', () => {
  const APP = 'amzn1.devportal.mobileapp.cancel'

  let tokens: Awaited<ReturnType<typeof startTokenService>>
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  beforeEach(async () => {
    tokens = await startTokenService()
    api = await startAppstoreApi(tokens, { apps: [APP] })
  })
  afterEach(async () => {
    await api.close()
    await tokens.close()
  })

  function workspace(): string {
    const root = tempDir('release-cancel-')
    for (const [name, data] of Object.entries({ 'build/a.apk': markedApk(200), 'build/b.apk': markedApk(201) })) {
      mkdirSync(dirname(join(root, name)), { recursive: true })
      writeFileSync(join(root, name), data)
    }
    return root
  }

  const signalled = itOn(['linux', 'darwin'], 'process.kill on Windows ends a child at once: no signal to handle')

  signalled('SIGINT, then SIGTERM while its edit is being deleted: deletes it once, and exits 130', async () => {
    const app = api.apps.get(APP)!
    let pid: number | undefined
    let opened = ''
    let answerDelete!: () => void
    api.faults.push(
      {
        match: { method: 'PUT', path: /\/replace$/ },
        // The replace never gets an answer: the runner cancels the job meanwhile.
        before: () => {
          opened = app.openEdit!.id
          setImmediate(() => process.kill(pid!, 'SIGINT'))
        },
        hang: true
      },
      {
        match: { method: 'DELETE' },
        // The runner's SIGTERM comes while the step deletes its edit; the DELETE is answered after it.
        before: () => {
          process.kill(pid!, 'SIGTERM')
          setTimeout(() => answerDelete(), 300)
        },
        wait: new Promise<void>((done) => (answerDelete = done))
      }
    )
    const result = await runAction(
      {
        'client-id': tokens.clientId,
        'client-secret': tokens.clientSecret,
        'auth-url': tokens.url,
        'api-base-url': api.url,
        'app-id': APP,
        files: 'build/*.apk',
        'dry-run': 'true'
      },
      {},
      { door: 'release', workspace: workspace(), onSpawn: (spawned) => (pid = spawned) }
    )

    expect(result.code).toBe(130)
    expect(opened).not.toBe('')
    expect(app.deleted.map((edit) => edit.id)).toEqual([opened])
    expect(app.openEdit).toBeUndefined()
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1)
    expect(warningsOf(result)).toEqual(['SIGINT: the run is cancelled; the dry run deletes its edit before it exits'])
    expect(result.stdout).toContain('SIGTERM: the dry run is still deleting its edit; it exits once that is done')
    expect(result.stdout).toContain(`Dry run: edit ${opened} deleted: nothing is left behind`)
  })
})

// Its own stand-ins.
describe('a dry run cancelled while it works (dist/release/index.js, spawned)', () => {
  const APP = 'amzn1.devportal.mobileapp.e2e'
  const THREE = 'amzn1.devportal.mobileapp.three'
  const SINGLE = 'amzn1.devportal.mobileapp.single'
  const DRAFT = 'amzn1.devportal.mobileapp.notlive'
  // Fields a re-serialisation could get wrong: quotes, a line separator, an escape, astral characters.
  const TRICKY = {
    ...DEFAULT_LISTINGS['en-US'],
    title: 'Stand-in "Demo" \u2028 ✓',
    featureBullets: ['Works offline', 'Émoji 😀', 'back\\slash'],
    keywords: ['demo', '</script>']
  }

  let tokens: Awaited<ReturnType<typeof startTokenService>>
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  beforeEach(async () => {
    tokens = await startTokenService()
    api = await startAppstoreApi(tokens, {
      apps: [
        { id: APP, listings: { 'en-US': TRICKY, 'de-DE': DEFAULT_LISTINGS['de-DE'] } },
        { id: THREE, apks: [{ versionCode: 10 }, { versionCode: 11 }, { versionCode: 12 }] },
        { id: SINGLE, singleApkAsObject: true, apks: [{ versionCode: 50, name: 'only.apk' }] },
        { id: DRAFT, isLive: false }
      ]
    })
  })
  afterEach(async () => {
    await api.close()
    await tokens.close()
  })

  const seen: ActionRun[] = []
  // A spawned run waits for real: none may back off and retry (each fault here is answered at once).
  afterEach(() => {
    for (const run of seen.splice(0)) expect(run.stdout).not.toMatch(/; retrying in \d/)
  })

  /** A workspace holding these files. */
  function workspace(files: Record<string, string | Buffer>): string {
    const root = tempDir('release-')
    for (const [name, data] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name)), { recursive: true })
      writeFileSync(join(root, name), data)
    }
    return root
  }
  const TWO = { 'build/a-tablet.apk': markedApk(200), 'build/b-firetv.apk': markedApk(201) }

  const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
    'client-id': tokens.clientId,
    'client-secret': tokens.clientSecret,
    'auth-url': tokens.url,
    'api-base-url': api.url,
    'app-id': APP,
    files: 'build/*.apk',
    ...extra
  })
  const app = (id = APP) => {
    const found = api.apps.get(id)
    if (!found) throw new Error(`no app ${id}`)
    return found
  }

  const signalled = itOn(['linux', 'darwin'], 'process.kill on Windows ends a child at once: no signal to handle')
  signalled.each([
    ['SIGTERM', 143],
    ['SIGINT', 130]
  ] as const)('deletes its edit on %s, then exits with %i', async (signal, code) => {
    let pid: number | undefined
    let opened = ''
    api.faults.push({
      match: { method: 'PUT', path: /\/replace$/ },
      // The upload never gets an answer: the runner cancels the job meanwhile.
      before: () => {
        opened = app().openEdit!.id
        setImmediate(() => process.kill(pid!, signal))
      },
      hang: true
    })
    const result = await runAction(
      inputs({ 'dry-run': 'true' }),
      {},
      { door: 'release', workspace: workspace(TWO), onSpawn: (spawnedPid) => (pid = spawnedPid) }
    )

    expect(result.code).toBe(code)
    expect(opened).not.toBe('')
    expect(app().deleted.map((edit) => edit.id)).toEqual([opened])
    expect(app().openEdit).toBeUndefined()
    expect(warningsOf(result)).toContain(
      `${signal}: the run is cancelled; the dry run deletes its edit before it exits`
    )
    expect(result.stdout).toContain(`Dry run: edit ${opened} deleted: nothing is left behind`)
  })
})

// In process, where coverage counts it.
describe('a cancelled dry run (SIGTERM)', () => {
  const BARE = 'amzn1.devportal.mobileapp.bare'

  const h = releaseHarness({
    apps: [APP, { id: BARE, listings: {} }],
    prefix: 'release-run-',
    defaults: { files: 'build/*.apk' }
  })
  const { routed, app } = h
  const dryRun = { 'dry-run': 'true' }
  const apiError = (status: number, code: string, text: string) =>
    json(status, { httpCode: status, message: 'Bad Request', errors: [{ errorCode: code, errorMessage: text }] })

  it('with no edit opened yet: says none is left behind, and exits', async () => {
    h.api.faults.push({
      match: { method: 'POST', path: /\/edits$/ },
      ...apiError(400, 'invalid_input', "Cannot create a new 'edit' for the app in it's current state.")
    })
    const { exited, running } = h.cancelledAt({ method: 'GET', path: /\/edits$/ }, dryRun, true)

    expect(await exited).toBe(143)
    const result = await running
    expect(result.stdout).toContain('Dry run: no edit was opened, so none is left behind')
    expect(routed('DELETE /edits/:edit')).toEqual([])
  })

  it('SIGINT, then SIGTERM while its edit is deleted: deletes it once, and exits with the first code', async () => {
    // The runner's SIGTERM comes while the DELETE is under way.
    h.api.faults.push({ match: { method: 'DELETE' }, before: () => cancelled.signals.emit('SIGTERM') })
    const cancelled = h.cancelledAt({ method: 'PUT', path: /\/replace$/ }, dryRun, false, 'release', 'SIGINT')

    expect(await cancelled.exited).toBe(130)
    expect(app().deleted.map((edit) => edit.id)).toEqual([cancelled.opened()])
    expect(routed('DELETE /edits/:edit')).toHaveLength(1)
    await h.api.close()
    const result = await cancelled.running
    expect(warningsOf(result)).toContain('SIGINT: the run is cancelled; the dry run deletes its edit before it exits')
    expect(result.stdout).toContain('SIGTERM: the dry run is still deleting its edit; it exits once that is done')
    expect(cancelled.signals.listenerCount('SIGINT') + cancelled.signals.listenerCount('SIGTERM')).toBe(0)
  })

  it('whose edit cannot be deleted: says so, naming the console, and exits all the same', async () => {
    h.api.faults.push({ match: { method: 'DELETE', path: /\/edits\/(?!previous$)[^/]+$/ }, status: 500, body: 'down' })
    const cancelled = h.cancelledAt({ method: 'PUT', path: /\/replace$/ }, { ...dryRun, retries: '0' })

    expect(await cancelled.exited).toBe(143)
    const opened = cancelled.opened()
    expect(app().openEdit?.id).toBe(opened)
    await h.api.close()
    const result = await cancelled.running
    expect(result.stdout).toMatch(
      new RegExp(
        `::warning::Dry run: deleting edit ${opened} failed \\(DELETE \\S+ answered HTTP 500: down\\): delete it in the developer console`
      )
    )
  })
})
