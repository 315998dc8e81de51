// listing-bootstrap as a capability of its own, in process against the stand-ins: the edit it opens
// to read from is deleted whatever happens (as a dry run's), and what it cannot do is said plainly.
// Its common paths are in release/listing.test.ts ('listing-bootstrap').
import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { failureOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const h = releaseHarness({ apps: [APP], prefix: 'bootstrap-', defaults: { 'listing-dir': 'boot' } })
const { routed, app, bootstrap } = h

describe('listing-bootstrap', () => {
  it('says so when another edit is opened first (409), and deletes nothing', async () => {
    h.api.faults.push({
      match: { method: 'POST', path: /\/edits$/ },
      status: 409,
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":"An edit is already open"}'
    })
    const result = await bootstrap()

    expect(failureOf(result)).toBe(
      'Bootstrap failed while opening an edit to read from: an edit was opened meanwhile (HTTP 409): rerun the step.'
    )
    expect(routed('DELETE /edits/:edit')).toEqual([])
    expect(existsSync(join(h.ws, 'boot/en-US/title.txt'))).toBe(false)
  })

  it('fails, naming the edit and the console, when its edit cannot be deleted', async () => {
    h.api.faults.push({ match: { method: 'DELETE', path: /\/edits\/[^/]+$/ }, status: 500, body: 'down' })
    const result = await bootstrap({ retries: '0' })

    const edit = app().openEdit!.id
    expect(failureOf(result)).toMatch(
      new RegExp(
        `^Deleting the bootstrap's edit ${edit} failed \\(DELETE \\S+ answered HTTP 500: down\\): delete it in the developer console \\(https://`
      )
    )
    expect(result.summary).toContain(`| Bootstrap | deleting edit ${edit} failed: delete it in the developer console |`)
    expect(readFileSync(join(h.ws, 'boot/en-US/title.txt'), 'utf8')).toBe('Stand-in Demo\n')
    expect(Number(result.outputs['listing-files'])).toBeGreaterThan(0)
  })

  it('deletes its edit when the run is cancelled (SIGTERM), then exits', async () => {
    const { exited, running, signals, opened } = h.cancelledAt(
      { method: 'GET', path: /\/listings\/en-US$/ },
      {},
      false,
      'listing-bootstrap'
    )

    expect(await exited).toBe(143)
    expect(app().deleted.map((edit) => edit.id)).toEqual([opened()])
    await h.api.close()
    const result = await running
    expect(result.stdout).toContain(
      '::warning::SIGTERM: the run is cancelled; the bootstrap deletes its edit before it exits'
    )
    expect(result.stdout).toContain(`Bootstrap: edit ${opened()} deleted: nothing is left behind`)
    expect(signals.listenerCount('SIGTERM')).toBe(0)
  })

  it('writes no listing text that holds the client secret, and never prints it', async () => {
    h.api.console.openEdit(APP)
    h.api.console.changeListing(APP, 'en-US', { title: `Demo ${h.tokens.clientSecret}` })
    const result = await bootstrap()

    expect(failureOf(result)).toContain(
      "Bootstrap failed while writing into boot: the en-US listing's title holds a secret of this run (the client secret or a token): en-US/title.txt was not written, nor any other file."
    )
    expect(existsSync(join(h.ws, 'boot'))).toBe(false)
    const printed = result.lines.filter((line) => !line.startsWith('::add-mask::'))
    expect(printed.join('\n')).not.toContain(h.tokens.clientSecret)
    expect(result.summary).not.toContain(h.tokens.clientSecret)
  })
})
