// A workspace reached through another name (issue 38, item 2): whether a path is in the workspace
// is decided by file identity, so a link in it that leads out stays refused however the path to it
// names the workspace (through a link to it here; on APFS, in other case).
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { markedApk } from '../../__fixtures__/appstore-api.mjs'
import { inputsOf } from '../support/inputs.js'

const space = realpathSync(mkdtempSync(join(tmpdir(), 'linked-workspace-')))
afterAll(() => rmSync(space, { recursive: true, force: true }))
/** The runner's real folders, and `_work`, a link to them. */
const real = join(space, 'data', 'ws')
const named = join(space, 'actions-runner', '_work', 'ws')
mkdirSync(join(real, 'build'), { recursive: true })
mkdirSync(join(space, 'actions-runner'))
symlinkSync(join(space, 'data'), join(space, 'actions-runner', '_work'))
const outside = join(space, 'outside')
mkdirSync(outside)

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
