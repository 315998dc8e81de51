// A glob of files that holds '.' or '..': @actions/glob refuses such a pattern with an
// error of its own; the step says which input and why, before any request. Windows' separators
// (path.win32 injected), the order of one glob's matches, and one file named twice.
import { describe, expect, it } from '@jest/globals'
import { linkSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, posix, win32 } from 'node:path'
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { findApks, globPattern, LOCAL_LOOKUP } from '../../../src/capabilities/release/files.js'
import { InputError } from '../../../src/step/errors.js'
import { byShownName, shownName } from '../../../src/step/paths.js'
import { caseless, fakeNames } from '../../support/file-names.js'
import { inputsOf } from '../../support/inputs.js'
import { tempDir } from '../../support/temp.js'

const space = tempDir('release-glob-')
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

// Issue 31, items 1, 2 and 11: Windows' separators, one order on every OS, one file named twice.
describe('files on every OS', () => {
  const windowsWorkspace = 'D:\\a\\app\\app'

  it.each([
    ['.\\app\\build\\outputs\\apk\\release\\*.apk', 'D:\\a\\app\\app/app\\build\\outputs\\apk\\release\\*.apk'],
    [
      '!.\\app\\build\\outputs\\apk\\release\\skip-*.apk',
      'D:\\a\\app\\app/app\\build\\outputs\\apk\\release\\skip-*.apk'
    ],
    ['app\\x\\..\\*.apk', 'D:\\a\\app\\app/app\\*.apk'],
    ['./app/*.apk', 'D:\\a\\app\\app/app\\*.apk']
  ])(
    'reads %j on Windows, where a backslash separates, without the segments @actions/glob refuses',
    (line, pattern) => {
      expect(globPattern(line, windowsWorkspace, win32)).toBe(pattern)
    }
  )

  it.each([['..\\outside\\*.apk'], ['app\\..\\..\\*.apk'], ['app\\*.apk', '!..\\*.apk']])(
    'refuses %j on Windows, which climbs out of the workspace, naming the input',
    async (...patterns) => {
      await expect(findApks(patterns, inputsOf({}, ws), { ...LOCAL_LOOKUP, path: win32 })).rejects.toThrow(
        /^Input 'files' has '[^']+', a glob that climbs out of the workspace \('\.\.'\): /
      )
    }
  )

  it('keeps a backslash an escape on Linux and macOS', () => {
    expect(globPattern('out/\\*.apk', '/ws', posix)).toBe('/ws/out/\\*.apk')
  })

  it('orders the matches of one glob by their names with /, fire before fireTv, on Windows as on Linux', () => {
    const windows = ['fireTv', 'fire'].map((flavour) => `${windowsWorkspace}\\app\\build\\${flavour}\\release\\a.apk`)
    // Sorted as the OS spells them, '\' comes after the letters: fireTv first.
    expect([...windows].sort()[0]).toContain('fireTv')
    const ntfs = fakeNames(win32, windows, caseless)
    expect(
      windows.sort(byShownName(windowsWorkspace, ntfs)).map((path) => shownName(path, windowsWorkspace, ntfs))
    ).toEqual(['app/build/fire/release/a.apk', 'app/build/fireTv/release/a.apk'])
  })

  it('gives version codes in that order through a glob', async () => {
    for (const [flavour, code] of [
      ['fireTv', 2001],
      ['fire', 1001]
    ] as const) {
      mkdirSync(join(ws, 'app', flavour, 'release'), { recursive: true })
      writeFileSync(join(ws, 'app', flavour, 'release', 'app.apk'), markedApk(code))
    }
    const files = await findApks(['app/**/release/*.apk'], inputsOf({}, ws))
    expect(files.map((file) => [file.name, file.manifest.versionCode])).toEqual([
      ['app/fire/release/app.apk', 1001],
      ['app/fireTv/release/app.apk', 2001]
    ])
  })

  it('refuses one file named twice by two names that are not links (hard links; case on NTFS and APFS)', async () => {
    mkdirSync(join(ws, 'again'), { recursive: true })
    linkSync(join(ws, 'out', 'a.apk'), join(ws, 'again', 'A.apk'))
    await expect(findApks(['out/a.apk', 'again/A.apk'], inputsOf({}, ws))).rejects.toThrow(
      "Input 'files' names one file twice: 'again/A.apk' (by 'again/A.apk') is 'out/a.apk' (by 'out/a.apk')."
    )
  })
})
