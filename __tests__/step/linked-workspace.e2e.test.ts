// A workspace reached through a symbolic link: a self-hosted runner whose
// `_work` folder is a link starts a step in the workspace's real path, while GITHUB_WORKSPACE, and
// every `${{ github.workspace }}/…` path a workflow gives, names it through the link. The action
// takes GITHUB_WORKSPACE as the workspace when it is the working directory's folder, and decides what
// is in the workspace by file identity: the paths a workflow gives are in it, names are shown
// relative to it, and a link in it that leads out stays refused. Spawned as a runner does, through
// dist/listing-bootstrap/index.js and dist/release/index.js; the last test checks the input reader
// in process.
import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { markedApk } from '../../__fixtures__/appstore-api.mjs'
import { failureOf, runAction } from '../../__fixtures__/runner.mjs'
import { inputsOf } from '../support/inputs.js'
import { APP, releaseHarness } from '../support/release-harness.js'
import { tempDir } from '../support/temp.js'

const h = releaseHarness({ apps: [APP], prefix: 'linked-workspace-unused-' })
// The stand-ins are the harness's; its own workspace is not used here.
afterEach(() => rmSync(h.ws, { recursive: true, force: true }))
const space = tempDir('linked-workspace-')
afterAll(() => rmSync(space, { recursive: true, force: true }))
/** The runner's real folders, and `_work`, a link to them. */
const real = join(space, 'data', 'ws')
const named = join(space, 'actions-runner', '_work', 'ws')
mkdirSync(join(real, 'build'), { recursive: true })
mkdirSync(join(space, 'actions-runner'))
symlinkSync(join(space, 'data'), join(space, 'actions-runner', '_work'))
writeFileSync(join(real, 'build', 'a.apk'), markedApk(300))
writeFileSync(join(real, 'build', 'b.apk'), markedApk(301))
writeFileSync(join(real, 'build', 'b-debug.apk'), markedApk(302))
const outside = join(space, 'outside')
mkdirSync(outside)

/** A step of `door`, started in the real path, with GITHUB_WORKSPACE naming it through the link. */
const step = (door: 'release' | 'listing-bootstrap', inputs: Record<string, string>) =>
  runAction(h.inputsFor(inputs), { GITHUB_WORKSPACE: named }, { door, workspace: real })

describe('a workspace reached through a symbolic link (GITHUB_WORKSPACE names the link, the step starts in the real path)', () => {
  it('bootstraps into listing-dir given as ${{ github.workspace }}/meta, then releases from it, naming files workspace-relative', async () => {
    const bootstrapped = await step('listing-bootstrap', { 'listing-dir': `${named}/meta` })
    expect(failureOf(bootstrapped)).toBe('')
    expect(bootstrapped.code).toBe(0)
    expect(existsSync(join(real, 'meta', 'en-US', 'title.txt'))).toBe(true)
    expect(bootstrapped.summary).toContain(`${APP}: today's listing into meta; nothing in the store changes`)
    expect(bootstrapped.summary).not.toContain(space)

    const released = await step('release', {
      // Excludes as the file system finds: one that matches nothing, and the debug
      // build dropped by two lines, named through the link and from the real path.
      files: `${named}/build/*.apk\n!${named}/build/*-debug.apk\n!${real}/build/b-debug.apk\n!nowhere/*.apk`,
      'listing-dir': `${named}/meta`,
      notes: 'Fixes.',
      'dry-run': 'true'
    })
    expect(failureOf(released)).toBe('')
    expect(released.code).toBe(0)
    expect(released.outputs['version-codes']).toBe('300\n301')
    expect(released.summary).toContain('build/a.apk')
    expect(released.summary).toContain('build/b.apk')
    expect(released.summary).not.toContain(space)
  })

  it('still refuses a listing-dir through a link in the workspace, named from the workspace', async () => {
    symlinkSync(outside, join(real, 'linked'))
    const result = await step('listing-bootstrap', { 'listing-dir': `${named}/linked/meta` })
    expect(failureOf(result)).toBe(
      `Input 'listing-dir' cannot be written by listing-bootstrap: 'linked' is reached through a symbolic link (it leads to ${outside}): the bootstrap writes only into real folders, so that nothing lands outside the workspace.`
    )
    expect(existsSync(join(outside, 'meta'))).toBe(false)
  })
})

describe('a file read through another name of the workspace', () => {
  // On today's main, containment compared text: the workspace named otherwise (a link to it here; on
  // APFS, its path in other case) held nothing, so a link in it that leads out was read.
  it('is refused when it is a symbolic link that leads out, as by the workspace’s own name', () => {
    writeFileSync(join(outside, 'secret.apk'), markedApk(1))
    mkdirSync(join(real, 'out'))
    symlinkSync(join(outside, 'secret.apk'), join(real, 'out', 'app.apk'))
    const inputs = inputsOf({}, real)
    for (const path of [join(real, 'out', 'app.apk'), join(named, 'out', 'app.apk')]) {
      expect(() => inputs.readable('files', path, 'out/app.apk')).toThrow(
        `Input 'files' names 'out/app.apk', a symbolic link that leads out of the workspace (to ${join(outside, 'secret.apk')})`
      )
    }
  })
})
