// The preflight's own reading, in process: what it says of the listing folder, the notes and the
// targeting it is given, and what it refuses as the release would, naming the input.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { runInProcess } from '../../support/in-process.js'
import { tempDir } from '../../support/temp.js'

function workspace(files: Record<string, Buffer | string>): string {
  const root = tempDir('preflight-check-')
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), data)
  }
  return root
}

const LISTING = {
  'meta/en-US/title.txt': 'Demo',
  'meta/en-US/short_description.txt': 'A demo.',
  'meta/en-US/full_description.txt': 'A demo app.',
  'meta/en-US/video.txt': 'https://example.com/a-play-only-file'
}

describe('the preflight, in process', () => {
  it('reads the listing folder and its changelogs, and the targeting, as the release does', async () => {
    const ws = workspace({ ...LISTING, 'meta/en-US/changelogs/42.txt': 'Faster.', 'app.apk': markedApk(42) })
    const run = await runInProcess(
      'preflight',
      { files: 'app.apk', 'listing-dir': 'meta', targeting: 'KFTRWI, Fire TV Stick 4K' },
      ws
    )
    expect([run.code, failureOf(run)]).toEqual([0, ''])
    expect(warningsOf(run)).toEqual([])
    expect(run.summary).toContain("| Notes | the changelogs of 'listing-dir' |")
    expect(run.summary).toContain('| Listing | 1 locale(s), read and checked |')
    expect(run.summary).toContain('| Targeting | KFTRWI, Fire TV Stick 4K |')
    // What the folder leaves out is listed, as in the release.
    expect(run.summary).toMatch(/\| \S*en-US\/video.txt \| left out \|/)
    expect(run.outputs['version-codes']).toBe('42')
  })

  it('fails where no locale has notes for the versionCode released, naming listing-dir', async () => {
    const ws = workspace({ ...LISTING, 'meta/en-US/changelogs/41.txt': 'Older.', 'app.apk': markedApk(42) })
    const run = await runInProcess('preflight', { files: 'app.apk', 'listing-dir': 'meta' }, ws)
    expect(run.code).toBe(1)
    expect(failureOf(run)).toMatch(/^Input 'listing-dir' has no release notes for version code 42/)
  })

  it('fails when given nothing to check, naming files', async () => {
    const run = await runInProcess('preflight', {}, workspace({}))
    expect(run.code).toBe(1)
    expect(failureOf(run)).toMatch(/^Input 'files' is empty, and so are 'notes', 'notes-dir' and 'listing-dir'/)
  })

  it('fails on a targeting that is both like-existing and a list, naming targeting', async () => {
    const run = await runInProcess('preflight', { notes: 'x', targeting: 'like-existing, KFTRWI' }, workspace({}))
    expect(failureOf(run)).toMatch(/^Input 'targeting' is 'like-existing' or a list of devices/)
  })
})
