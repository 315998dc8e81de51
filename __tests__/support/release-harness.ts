// The release tests' one setup: the stand-in token service and Appstore API (fresh for each test), a
// workspace with two APKs, the inputs of a release against them, and a run in process or spawned.
import { afterEach, beforeEach } from '@jest/globals'
import { EventEmitter } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { markedApk, startAppstoreApi } from '../../__fixtures__/appstore-api.mjs'
import { runAction, type ActionRun } from '../../__fixtures__/runner.mjs'
import { startTokenService } from '../../__fixtures__/token-service.mjs'
import type { CancelSignal } from '../../src/capabilities/capability.js'
import type { DoorName } from '../../src/step/action-inputs.js'
import { runInProcess } from './in-process.js'
import { tempDir } from './temp.js'

export const APP = 'amzn1.devportal.mobileapp.demo'

type AppSeeds = NonNullable<Parameters<typeof startAppstoreApi>[1]>['apps']
type Api = Awaited<ReturnType<typeof startAppstoreApi>>

export interface ReleaseHarness {
  /** Fresh for each test; a test may close it and start another in its place. */
  tokens: Awaited<ReturnType<typeof startTokenService>>
  api: Api
  /** The workspace: build/a.apk (versionCode 200) and build/b.apk (201) to begin with, or `start`. */
  ws: string
  put(files: Record<string, string | Buffer>): void
  /** Another workspace, holding these files only. */
  workspace(files: Record<string, string | Buffer>): string
  /** The inputs of a release of APP against the stand-ins, with the defaults and `extra` over them. */
  inputsFor(extra?: Record<string, string>): Record<string, string>
  release(extra?: Record<string, string>): Promise<ActionRun>
  /** An action's dist/ entry (the release's unless `door`), spawned as a runner does, in the workspace. */
  spawn(extra?: Record<string, string>, options?: SpawnOptions): Promise<ActionRun>
  /** The status action, in process, with the same inputs. */
  status(extra?: Record<string, string>): Promise<ActionRun>
  /** The listing-bootstrap action, in process, with the same inputs. */
  bootstrap(extra?: Record<string, string>): Promise<ActionRun>
  /** The requests the API answered by this route ('PUT /edits/:edit/listings/:lang'). */
  routed(route: string): Api['requests']
  /** An app of the stand-in: the one released (APP, or `app`) unless `id`. */
  app(id?: string): NonNullable<ReturnType<Api['apps']['get']>>
  /**
   * A run cancelled (`signal`, SIGTERM by default) as the first request that fits `match` arrives,
   * which then hangs (or, `pass`, goes through): its exit code, the run, its signals, and the edit
   * open at that moment.
   */
  cancelledAt(
    match: FaultMatch,
    extra?: Record<string, string>,
    pass?: boolean,
    door?: DoorName,
    signal?: CancelSignal
  ): Cancelled
  /**
   * A fault's path for the APK list of the edit the release works on, not of the live version's
   * edit (which a release with files reads first, to check them against the live APKs).
   */
  editApks: { test(path: string): boolean }
}

/** A fault's path: the APK list of an edit, not of a live version's edit (see ReleaseHarness.editApks). */
function editApksOf(api: () => Api): { test(path: string): boolean } {
  return {
    test: (path) =>
      path.endsWith('/apks') && ![...api().apps.values()].some((app) => path.includes(`/edits/${app.live.id}/`))
  }
}

export interface SpawnOptions {
  door?: DoorName
  env?: Record<string, string>
  onSpawn?: (pid: number | undefined) => void
}

type FaultMatch = NonNullable<Api['faults'][number]['match']>

/** A fault: an App Submission API error answer, in the API's `{httpCode, message, errors}` shape. */
export const apiErrorFault = (match: FaultMatch, httpCode: number, message: string, code: string, text: string) => ({
  match,
  status: httpCode,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ httpCode, message, errors: [{ errorCode: code, errorMessage: text }] })
})

/** A fault: the API's answer to a change it wants an If-Match for (400 required_data_absent). */
export const ifMatchRequired = (match: FaultMatch) =>
  apiErrorFault(match, 400, 'Bad Request', 'required_data_absent', 'If-Match header is required')
type Signals = EventEmitter & { exit: (code: number) => void }

export interface Cancelled {
  exited: Promise<number>
  running: Promise<ActionRun>
  signals: Signals
  opened: () => string | undefined
}

/** The workspace every test starts with: its APKs built once for the file. */
const START = { 'build/a.apk': markedApk(200), 'build/b.apk': markedApk(201) }

/**
 * Registers beforeEach/afterEach in the describe it is called in; `defaults` are inputs every run
 * there gives, `app` the app released (APP unless given), `start` the files of each test's workspace.
 */
export function releaseHarness(options: {
  apps: AppSeeds
  prefix: string
  defaults?: Record<string, string>
  app?: string
  start?: Record<string, string | Buffer>
}): ReleaseHarness {
  const released = options.app ?? APP
  const h: ReleaseHarness = {
    tokens: undefined!,
    api: undefined!,
    ws: '',
    put(files: Record<string, string | Buffer>): void {
      // Each folder made once a call, with those above it: a recursive mkdir of a folder that is
      // there costs as much as making it, and the drift matrix writes eight files for each test.
      const made = new Set<string>()
      for (const [name, data] of Object.entries(files)) {
        const path = join(h.ws, name)
        if (!made.has(dirname(path))) {
          mkdirSync(dirname(path), { recursive: true })
          for (let dir = dirname(path); dir.length > h.ws.length && !made.has(dir); dir = dirname(dir)) made.add(dir)
        }
        writeFileSync(path, data)
      }
    },
    workspace(files: Record<string, string | Buffer>): string {
      const root = tempDir(options.prefix)
      for (const [name, data] of Object.entries(files)) {
        mkdirSync(dirname(join(root, name)), { recursive: true })
        writeFileSync(join(root, name), data)
      }
      return root
    },
    inputsFor: (extra: Record<string, string> = {}): Record<string, string> => ({
      'client-id': h.tokens.clientId,
      'client-secret': h.tokens.clientSecret,
      'auth-url': h.tokens.url,
      'api-base-url': h.api.url,
      'app-id': released,
      ...options.defaults,
      ...extra
    }),
    release: (extra: Record<string, string> = {}): Promise<ActionRun> =>
      runInProcess('release', h.inputsFor(extra), h.ws),
    spawn: (extra: Record<string, string> = {}, spawning: SpawnOptions = {}): Promise<ActionRun> =>
      runAction(h.inputsFor(extra), spawning.env ?? {}, {
        door: spawning.door ?? 'release',
        workspace: h.ws,
        onSpawn: spawning.onSpawn
      }),
    status: (extra: Record<string, string> = {}): Promise<ActionRun> =>
      runInProcess('status', h.inputsFor(extra), h.ws),
    bootstrap: (extra: Record<string, string> = {}): Promise<ActionRun> =>
      runInProcess('listing-bootstrap', h.inputsFor(extra), h.ws),
    routed: (route: string) => h.api.requests.filter((request) => request.route === route),
    editApks: editApksOf(() => h.api),
    app: (id = released) => h.api.apps.get(id)!,
    cancelledAt(match, extra = {}, pass = false, door = 'release', signal = 'SIGTERM') {
      const signals = new EventEmitter() as Signals
      const exited = new Promise<number>((done) => (signals.exit = done))
      let opened: string | undefined
      const before = () => {
        opened = h.app().openEdit?.id
        setImmediate(() => signals.emit(signal))
      }
      h.api.faults.push(pass ? { match, before } : { match, before, hang: true })
      const running = runInProcess(door, h.inputsFor(extra), h.ws, {}, signals)
      return { exited, running, signals, opened: () => opened }
    }
  }
  beforeEach(async () => {
    h.tokens = await startTokenService()
    h.api = await startAppstoreApi(h.tokens, { apps: options.apps })
    h.ws = tempDir(options.prefix)
    h.put(options.start ?? START)
  })
  afterEach(async () => {
    await h.api.close()
    await h.tokens.close()
  })
  return h
}
