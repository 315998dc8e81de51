// Lines of files that exclude (issue 38, item 3): an `!` line drops what the file system finds by
// it, whatever the case (APFS, NTFS), as @actions/glob's own excludes, which compare text, did not
// off Windows: `App/out/*.apk` with `!app/out/*-debug.apk` took the debug build on a Mac. The file
// system's answers are injected for APFS and NTFS; the Linux cases are real.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, posix, win32, type PlatformPath } from 'node:path'
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import {
  expand,
  findApks,
  globPattern,
  identitiesOf,
  LOCAL_LOOKUP,
  type Lookup
} from '../../../src/capabilities/release/files.js'
import { statIdentity } from '../../../src/step/identity.js'
import { apfs, caseless, fakeNames, type Fold } from '../../support/file-names.js'
import { inputsOf } from '../../support/inputs.js'
import { tempDir } from '../../support/temp.js'

/** A file system holding `files`, whose globs answer as the table says (as @actions/glob there would). */
function lookupOf(path: PlatformPath, files: string[], fold: Fold, globs: Record<string, string[]>): Lookup {
  return {
    ...fakeNames(path, files, fold),
    glob: async function* (pattern) {
      yield* globs[pattern] ?? []
    }
  }
}

/** The matches of `line` but what the `!` lines find. */
async function matches(lines: string[], ws: string, lookup: Lookup): Promise<string[]> {
  const [line, ...excludes] = lines
  const excluded = await identitiesOf(
    excludes.map((exclude) => globPattern(exclude, ws, lookup.path)),
    lookup
  )
  return expand(line, excluded, ws, 50, lookup)
}

describe('an exclude line, with the file system’s answers injected', () => {
  it('on APFS, drops App/out/x-debug.apk by !app/out/*-debug.apk (a glob lists names as the pattern spells its folders)', async () => {
    const ws = '/Users/me/work'
    const mac = lookupOf(posix, [`${ws}/App/out/x.apk`, `${ws}/App/out/x-debug.apk`], apfs, {
      [`${ws}/App/out/*.apk`]: [`${ws}/App/out/x.apk`, `${ws}/App/out/x-debug.apk`],
      [`${ws}/app/out/*-debug.apk`]: [`${ws}/app/out/x-debug.apk`],
      [`${ws}/APP/OUT/X.apk`]: [`${ws}/APP/OUT/X.apk`]
    })
    expect(await matches(['App/out/*.apk', '!app/out/*-debug.apk'], ws, mac)).toEqual([`${ws}/App/out/x.apk`])
    await expect(matches(['App/out/*.apk', '!APP/OUT/X.apk', '!app/out/*-debug.apk'], ws, mac)).rejects.toThrow(
      "Input 'files' has 'App/out/*.apk', which matches no file"
    )
    // On a file system that tells case apart, app/ is another folder: nothing of App/ is dropped.
    const ext4 = lookupOf(posix, [`${ws}/App/out/x.apk`, `${ws}/App/out/x-debug.apk`], (name) => name, {
      [`${ws}/App/out/*.apk`]: [`${ws}/App/out/x.apk`, `${ws}/App/out/x-debug.apk`]
    })
    expect(await matches(['App/out/*.apk', '!app/out/*-debug.apk'], ws, ext4)).toEqual([
      `${ws}/App/out/x-debug.apk`,
      `${ws}/App/out/x.apk`
    ])
  })

  it('on Windows, with backslashes, drops the file an exclude in other case names', async () => {
    const ws = 'D:\\a\\app\\app'
    const windows = lookupOf(win32, [`${ws}\\App\\out\\x.apk`, `${ws}\\App\\out\\x-debug.apk`], caseless, {
      [`${ws}/App\\out\\*.apk`]: [`${ws}\\App\\out\\x.apk`, `${ws}\\App\\out\\x-debug.apk`],
      [`${ws}/app\\out\\*-debug.apk`]: [`${ws}\\app\\out\\x-debug.apk`]
    })
    expect(await matches(['.\\App\\out\\*.apk', '!app\\out\\*-debug.apk'], ws, windows)).toEqual([
      `${ws}\\App\\out\\x.apk`
    ])
  })

  it('through findApks, reads the files left where they are (real files, APFS’ answers injected)', async () => {
    const ws = tempDir('release-exclude-apfs-')
    try {
      mkdirSync(join(ws, 'App', 'out'), { recursive: true })
      const [kept, debug] = [join(ws, 'App', 'out', 'x.apk'), join(ws, 'App', 'out', 'x-debug.apk')]
      writeFileSync(kept, markedApk(1))
      writeFileSync(debug, markedApk(2))
      const mac: Lookup = {
        ...lookupOf(posix, [kept, debug], apfs, {
          [`${ws}/App/out/*.apk`]: [kept, debug],
          [`${ws}/app/out/*-debug.apk`]: [join(ws, 'app', 'out', 'x-debug.apk')]
        }),
        // The files are real, under App/: the identity of a name in other case is that file's.
        identity: (name) => statIdentity(name.replace(`${ws}/app/`, `${ws}/App/`))
      }
      const files = await findApks(['App/out/*.apk', '!app/out/*-debug.apk'], inputsOf({}, ws), mac)
      expect(files.map((file) => [file.name, file.manifest.versionCode])).toEqual([['App/out/x.apk', 1]])
    } finally {
      rmSync(ws, { recursive: true, force: true })
    }
  })
})

describe('exclude lines on Linux (real)', () => {
  const ws = tempDir('release-exclude-')
  beforeAll(() => {
    mkdirSync(join(ws, 'out'))
    mkdirSync(join(ws, 'again'))
    for (const [code, name] of ['a-tablet.apk', 'b-firetv.apk', 'a-debug.apk'].entries()) {
      writeFileSync(join(ws, 'out', name), markedApk(code + 1))
    }
    linkSync(join(ws, 'out', 'a-debug.apk'), join(ws, 'again', 'same-debug.apk'))
    // @actions/glob writes ::debug:: lines to stdout through @actions/core.
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  afterAll(() => {
    jest.restoreAllMocks()
    rmSync(ws, { recursive: true, force: true })
  })
  const names = async (patterns: string[]) =>
    (await findApks(patterns, inputsOf({}, ws), LOCAL_LOOKUP)).map((file) => file.name)

  it.each([
    [
      ['out/*.apk', '!out/*-debug.apk'],
      ['out/a-tablet.apk', 'out/b-firetv.apk']
    ],
    [
      ['out/*.apk', '!out/*-debug.apk', '!nowhere/*.apk', '!out/none.apk'],
      ['out/a-tablet.apk', 'out/b-firetv.apk']
    ],
    [['out/*.apk', '!out/a-*.apk', '!out/*-debug.apk'], ['out/b-firetv.apk']],
    [
      ['out/a-*.apk', 'out/b-*.apk', '!**/*-debug.apk'],
      ['out/a-tablet.apk', 'out/b-firetv.apk']
    ],
    // A hard link is the file it links: excluded by either name, as a link is taken twice by neither.
    [['out/*-tablet.apk', 'again/*.apk', 'out/b-*.apk', '!out/a-debug.apk'], undefined],
    [['out/a-tablet.apk', '!out/*.apk'], ['out/a-tablet.apk']]
  ])('%j takes %j', async (patterns, expected) => {
    if (expected === undefined) {
      await expect(names(patterns)).rejects.toThrow("Input 'files' has 'again/*.apk', which matches no file")
    } else expect(await names(patterns)).toEqual(expected)
  })
})
