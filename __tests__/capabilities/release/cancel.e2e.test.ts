// A dry run cancelled as a runner cancels a step (SIGINT, SIGTERM, or SIGINT then SIGTERM while the
// step still cleans up): the edit the step opened is deleted once, and the step exits with the code of
// the first signal, saying it was cancelled.
import { describe, expect, it } from '@jest/globals'
import { warningsOf } from '../../../__fixtures__/runner.mjs'
import { json } from '../../support/answers.js'
import { itOn } from '../../support/platforms.js'
import { APP, releaseHarness } from '../../support/release-harness.js'

const h = releaseHarness({ apps: [APP], prefix: 'release-cancel-', defaults: { files: 'build/*.apk' } })
const dryRun = { 'dry-run': 'true' }

// dist/release/index.js spawned as a runner does, which sends the signals.
describe('a dry run cancelled by the runner (dist/release/index.js, spawned)', () => {
  const signalled = itOn(['linux', 'darwin'], 'process.kill on Windows ends a child at once: no signal to handle')

  signalled('SIGINT, then SIGTERM while its edit is being deleted: deletes it once, and exits 130', async () => {
    const app = h.app()
    let pid: number | undefined
    let opened = ''
    let answerDelete!: () => void
    h.api.faults.push(
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
    const result = await h.spawn(dryRun, { onSpawn: (spawned) => (pid = spawned) })

    expect(result.code).toBe(130)
    expect(opened).not.toBe('')
    expect(app.deleted.map((edit) => edit.id)).toEqual([opened])
    expect(app.openEdit).toBeUndefined()
    expect(h.api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1)
    expect(warningsOf(result)).toEqual(['SIGINT: the run is cancelled; the dry run deletes its edit before it exits'])
    expect(result.stdout).toContain('SIGTERM: the dry run is still deleting its edit; it exits once that is done')
    expect(result.stdout).toContain(`Dry run: edit ${opened} deleted: nothing is left behind`)
  })

  signalled.each([
    ['SIGTERM', 143],
    ['SIGINT', 130]
  ] as const)('deletes its edit on %s, then exits with %i', async (signal, code) => {
    let pid: number | undefined
    let opened = ''
    h.api.faults.push({
      match: { method: 'PUT', path: /\/replace$/ },
      // The upload never gets an answer: the runner cancels the job meanwhile.
      before: () => {
        opened = h.app().openEdit!.id
        setImmediate(() => process.kill(pid!, signal))
      },
      hang: true
    })
    const result = await h.spawn(dryRun, { onSpawn: (spawnedPid) => (pid = spawnedPid) })

    expect(result.code).toBe(code)
    expect(opened).not.toBe('')
    expect(h.app().deleted.map((edit) => edit.id)).toEqual([opened])
    expect(h.app().openEdit).toBeUndefined()
    expect(warningsOf(result)).toContain(
      `${signal}: the run is cancelled; the dry run deletes its edit before it exits`
    )
    expect(result.stdout).toContain(`Dry run: edit ${opened} deleted: nothing is left behind`)
  })
})

// In process, where coverage counts it.
describe('a cancelled dry run, in process (SIGINT or SIGTERM through the injected signals)', () => {
  const { routed, app } = h
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
