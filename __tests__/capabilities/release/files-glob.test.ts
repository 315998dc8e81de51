// A glob of files that holds '.' or '..': @actions/glob refuses such a pattern with an
// error of its own; the step says which input and why, before any request.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { findApks } from '../../../src/capabilities/release/files.js'
import { InputError } from '../../../src/step/errors.js'
import { inputsOf } from '../../support/inputs.js'

const space = mkdtempSync(join(tmpdir(), 'release-glob-'))
const ws = join(space, 'ws')
mkdirSync(join(ws, 'out'), { recursive: true })
writeFileSync(join(ws, 'out', 'a.apk'), markedApk(1))
writeFileSync(join(space, 'outside.apk'), markedApk(2))

describe('files globs with . and ..', () => {
  it.each([['../**/*.apk'], ['out/../../*.apk'], ['out/*.apk', '!../*.apk']])(
    'refuses %j, which climbs out of the workspace, as an input error',
    async (...patterns) => {
      const found = findApks(patterns, inputsOf({}, ws))
      await expect(found).rejects.toThrow(InputError)
      await expect(found).rejects.toThrow(
        /^Input 'files' has '[^']+', a glob that climbs out of the workspace \('\.\.'\): /
      )
    }
  )

  it.each([['./out/*.apk'], ['out/./*.apk'], ['out/x/../*.apk']])('reads %j as the glob it means', async (pattern) => {
    expect((await findApks([pattern], inputsOf({}, ws))).map((file) => file.name)).toEqual(['out/a.apk'])
  })
})
