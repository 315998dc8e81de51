// A dry run cancelled as a runner cancels a step: SIGINT, then SIGTERM while the step still cleans
// up. dist/release/index.js is spawned against the stand-ins; the edit the step opened must be
// deleted once, and the step must exit with the code of the first signal, saying it was cancelled.
import { afterEach, beforeEach, describe, expect } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { runAction, warningsOf } from '../../../__fixtures__/runner.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { itOn } from '../../support/platforms.js'
import { tempDir } from '../../support/temp.js'

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

describe('a dry run cancelled by the runner (dist/release/index.js, spawned)', () => {
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
