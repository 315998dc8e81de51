// What the release does with its files: globs and exclude lines on every OS, the manifests read
// before any request, which file replaces which APK, the APK uploads and their large-file path.
import { markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import type { ApkManifest } from '../../../src/android/apk.js'
import {
  findApks,
  globPattern,
  LOCAL_LOOKUP,
  expand,
  identitiesOf,
  type Lookup
} from '../../../src/capabilities/release/files.js'
import { manifestOutputs, manifestSection } from '../../../src/capabilities/release/manifests.js'
import { InputError } from '../../../src/step/errors.js'
import { statIdentity } from '../../../src/step/identity.js'
import { byShownName, shownName } from '../../../src/step/paths.js'
import { json, sha256 } from '../../support/answers.js'
import { caseless, fakeNames, apfs, type Fold } from '../../support/file-names.js'
import { inputsOf } from '../../support/inputs.js'
import { manifestOf } from '../../support/manifests.js'
import { APP, releaseHarness, apiErrorFault } from '../../support/release-harness.js'
import { tempDir } from '../../support/temp.js'
import { describe, expect, it, afterAll, beforeAll, jest } from '@jest/globals'
import { linkSync, mkdirSync, writeFileSync, rmSync } from 'node:fs'
import { join, posix, win32, type PlatformPath } from 'node:path'
import { expectSays } from '../../support/says.js'

// A glob of files that holds '.' or '..': @actions/glob refuses such a pattern with an error of its
// own; the step says which input and why, before any request. Windows' separators (path.win32
// injected), the order of one glob's matches, and one file named twice.
describe('files named by globs', () => {
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

    it.each([['./out/*.apk'], ['out/./*.apk'], ['out/x/../*.apk']])(
      'reads %j as the glob it means',
      async (pattern) => {
        expect((await findApks([pattern], inputsOf({}, ws))).map((file) => file.name)).toEqual(['out/a.apk'])
      }
    )
  })

  // Windows' separators, one order on every OS, one file named twice.
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
})

// An `!` line drops what the file system finds by it, whatever the case (APFS, NTFS), as
// @actions/glob's own excludes, which compare text, did not off Windows: `App/out/*.apk` with
// `!app/out/*-debug.apk` took the debug build on a Mac. The file system's answers are injected for
// APFS and NTFS; the Linux cases are real.
describe('files dropped by exclude lines', () => {
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
})

// The files' manifests as the release's outputs and summary give them.
describe('the files as outputs and a table', () => {
  const file = (more: Partial<ApkManifest>) => manifestOf('out/a.apk', { versionCode: 7, ...more })

  it('gives a versionName that is a resource as its reference, and none as an empty line', () => {
    const files = [
      file({ versionName: { reference: '@0x7f0b0001' } }),
      file({ file: 'out/b.apk', versionCode: 8, versionName: undefined })
    ]
    expect(manifestOutputs(files)).toEqual({ 'version-codes': '7\n8', 'version-names': '@0x7f0b0001\n' })
  })

  it('shows an SDK level given by code name or reference, and a file the run did not place', () => {
    const section = manifestSection([
      file({ minSdk: 'VanillaIceCream' }),
      file({ file: 'out/b.apk', minSdk: undefined, abis: ['x86_64'] })
    ])
    expect(section).toContain(
      '| out/a.apk | com.example.app | 7 | 1.0 | "VanillaIceCream" | none | any device | not placed: the release stopped before |'
    )
    expect(section).toContain('| out/b.apk | com.example.app | 7 | 1.0 |  | x86&#95;64 | any device |')
    expect(manifestSection([])).toBeUndefined()
  })
})

// Every file's manifest is read with the inputs, and the files are checked against the live version
// before the run opens an edit: a refusal sends no write request (no POST /edits), whatever the mode.
// In process, against the stand-ins.
describe('the files known before any request', () => {
  const NAMED = 'amzn1.devportal.mobileapp.named'
  const OTHER = 'amzn1.devportal.mobileapp.other'
  const AHEAD = 'amzn1.devportal.mobileapp.ahead'
  const ALIKE = 'amzn1.devportal.mobileapp.alike'
  const live = (pkg: string, codes = [100, 101]) => [
    { versionCode: codes[0], name: 'app-tablet.apk', package: pkg, versionName: '1.0', targets: ['KFQUWI', 'KFTRWI'] },
    { versionCode: codes[1], name: 'app-firetv.apk', package: pkg, versionName: '1.0', targets: ['AFTMM', 'AFTKA'] }
  ]
  const h = releaseHarness({
    apps: [
      APP,
      { id: NAMED, apkPackages: true, apks: live('com.example.app') },
      { id: OTHER, apkPackages: true, apks: live('org.example.other') },
      { id: AHEAD, apks: live('com.example.app', [500, 501]) },
      {
        id: ALIKE,
        apks: [
          { versionCode: 100, name: 'one.apk' },
          { versionCode: 101, name: 'two.apk' }
        ]
      }
    ],
    prefix: 'release-preflight-',
    defaults: { files: 'build/*.apk' }
  })
  const { put, release, app } = h
  const writes = () => h.api.requests.filter((request) => request.method !== 'GET')

  describe('the files, before any request', () => {
    it('refuses two files with one versionCode, naming both', async () => {
      put({ 'build/b.apk': markedApk(200, 'other flavour') })
      const result = await release()
      expectSays(failureOf(result), 'build/a.apk and build/b.apk', 'versionCode 200', 'Nothing was uploaded')
      expect(h.api.requests).toEqual([])
    })

    it('gives version-codes and version-names from the files, and a table of them, in a dry run too', async () => {
      put({
        'build/b.apk': markedApk(201, 'tv', { versionName: '2.0.1-tv', minSdk: 22, abis: ['armeabi-v7a', 'x86'] })
      })
      const result = await release({ 'dry-run': 'true', notes: 'Fixes.' })
      expect(failureOf(result)).toBe('')
      expect(result.outputs).toMatchObject({ 'version-codes': '200\n201', 'version-names': '200.0\n2.0.1-tv' })
      expect(result.summary).toContain('| File | Package | versionCode | versionName | minSdk | ABIs | For |')
      expect(result.summary).toContain('| build/a.apk | com.example.app | 200 | 200.0 | 21 | none | any device |')
      expect(result.summary).toContain('| build/b.apk | com.example.app | 201 | 2.0.1-tv | 22 | armeabi-v7a, x86 |')
    })
  })

  describe('the files against the live version, before the edit is opened', () => {
    it('refuses a file of another package than the live APKs, naming both, and changes no edit', async () => {
      const result = await release({ 'app-id': OTHER })
      expect(failureOf(result)).toContain(
        'build/a.apk is package com.example.app, but the live app is package org.example.other (APK '
      )
      expect(failureOf(result)).toContain('Nothing was uploaded.')
      expect(writes()).toEqual([])
      expect(app(OTHER).openEdit).toBeUndefined()
    })

    it('refuses a file below the live APK it replaces, naming the file, both codes and the pairing', async () => {
      const result = await release({ 'app-id': AHEAD, 'dry-run': 'true' })
      expectSays(
        failureOf(result),
        /^Release failed while checking the files against the live version: /,
        'build/a.apk has versionCode 200, below 500',
        '(app-tablet.apk, versionCode 500)',
        'targets tablets (KFQUWI, KFTRWI)'
      )
      expect(writes()).toEqual([])
      expect(app(AHEAD).openEdit).toBeUndefined()
    })

    it('leaves an open edit untouched when it refuses (open-edit reuse)', async () => {
      const first = await release({ 'app-id': AHEAD, files: '', notes: 'Draft.' })
      expect(failureOf(first)).toBe('')
      const draft = structuredClone(app(AHEAD).openEdit!)
      h.api.requests.length = 0
      const result = await release({ 'app-id': AHEAD })
      expect(failureOf(result)).toContain('has versionCode 200, below 500')
      expect(writes()).toEqual([])
      expect(app(AHEAD).openEdit).toEqual(draft)
    })

    it('compares the package when the API gives it, and says so when it does not', async () => {
      const named = await release({ 'app-id': NAMED })
      expect(failureOf(named)).toBe('')
      expect(named.summary).toMatch(
        /\| Live version \| \S+, versionCode 100, 101: no file reuses a live versionCode, each file paired with a live APK is above it, the same package \(/
      )

      const bare = await release()
      expect(failureOf(bare)).toBe('')
      expect(bare.summary).toContain(
        "The API gave no package name for the live APKs: the files' packages (com.example.app) could not be compared"
      )
      expect(warningsOf(bare)).toEqual([])
    })
  })

  describe('which file replaces which APK', () => {
    it("places a Fire TV build (leanback) on the APK that targets Fire TV, whatever the files' order", async () => {
      put({
        'build/a.apk': markedApk(200, 'tv', { features: ['android.software.leanback'] }),
        'build/b.apk': markedApk(201)
      })
      const [tablet, tv] = app().live.apks
      const result = await release()
      expect(failureOf(result)).toBe('')
      const apks = app().openEdit!.apks
      expect(apks.find((apk) => apk.id === tv.id)?.versionCode).toBe(200)
      expect(apks.find((apk) => apk.id === tablet.id)?.versionCode).toBe(201)
      expect(result.summary).toContain(
        `| Fire TV &#40;requires leanback&#41; | replaces ${tv.id} &#40;app-firetv.apk, versionCode 101&#41;: a Fire TV build &#40;it requires leanback&#41;, as the APK targets Fire TV &#40;AFTMM, AFTKA&#41; |`
      )
      expect(result.summary).toContain(
        `| any device | replaces ${tablet.id} &#40;app-tablet.apk, versionCode 100&#41;: no leanback, as the APK targets tablets &#40;KFQUWI, KFMUWI, KFTRWI&#41; |`
      )
    })

    it('keeps the order of the API when nothing tells the APKs apart, and says so', async () => {
      const result = await release({ 'app-id': ALIKE })
      expect(failureOf(result)).toBe('')
      expect(result.summary).toContain(
        'by order &#40;1st APK of the edit&#41;, as nothing in the files tells the APKs apart'
      )
    })
  })
})

// Replacing the edit's APKs, in process against the stand-ins.
describe('APKs', () => {
  const BARE = 'amzn1.devportal.mobileapp.bare'

  const h = releaseHarness({
    apps: [APP, { id: BARE, listings: {} }],
    prefix: 'release-run-',
    defaults: { files: 'build/*.apk' }
  })
  const { put, release, routed, app } = h
  const apiError = (status: number, code: string, text: string) =>
    json(status, { httpCode: status, message: 'Bad Request', errors: [{ errorCode: code, errorMessage: text }] })

  it('does not repeat a replace whose connection broke: it may have reached the server', async () => {
    h.api.faults.push({ match: { method: 'PUT', path: /\/replace$/ }, destroy: true })
    const result = await release()

    const failure = failureOf(result)
    expect(failure).toMatch(
      /^Release failed while replacing APK 1 of 2 \(build\/a\.apk\): PUT \S+\/replace failed: .+ \(not retried, as a PUT may have reached the server\)\n/
    )
    expect(failure).toContain('\nIt was not repeated, as it may have reached the server.\n')
    expect(h.api.requests.filter((request) => request.path.endsWith('/replace'))).toHaveLength(1)
  })

  it('does not say an upload refused with 400 may have reached the server', async () => {
    h.api.console.openEdit(APP)
    h.api.console.removeApks(APP)
    h.api.faults.push({ match: { method: 'POST', path: /\/upload$/ }, ...apiError(400, 'invalid_input', 'Not an APK') })
    const failure = failureOf(await release())

    expect(failure).toContain('Release failed while uploading APK 1 of 2 (build/a.apk): POST ')
    expect(failure).toContain('answered HTTP 400: Bad Request: Not an APK (invalid_input)')
    expect(failure).not.toContain('not repeated')
  })

  it('does not say a listing PUT answered 500 may have reached the server: sending it again is harmless', async () => {
    h.api.faults.push({ match: { method: 'PUT', path: /\/listings\/en-US$/ }, status: 500, body: 'down' })
    const failure = failureOf(await release({ notes: 'x', retries: '0' }))

    expect(failure).toContain('Release failed while setting notes for en-US: PUT ')
    expect(failure).toContain('answered HTTP 500')
    expect(failure).not.toContain('not repeated')
  })

  it('keeps the APK id and says so when a replace answers without id or version code', async () => {
    h.api.faults.push({ match: { method: 'PUT', path: /\/replace$/ }, ...json(200, {}) })
    const result = await release()

    expect(failureOf(result)).toBe('')
    expect(result.outputs['apk-ids'].split('\n')).toEqual(app().live.apks.map((apk) => apk.id))
    // From the files' manifests, read before any request: not from the API's answer.
    expect(result.outputs['version-codes']).toBe('200\n201')
    expect(result.summary).toContain(': versionCode not given, device targeting kept (')
  })

  it('names a file that a header cannot carry only by its id', async () => {
    put({ 'build/ü.apk': markedApk(202) })
    h.api.console.openEdit(APP)
    h.api.console.removeApks(APP)
    const result = await release({ files: 'build/ü.apk' })

    expect(failureOf(result)).toBe('')
    const [upload] = routed('POST /edits/:edit/apks/upload')
    expect(upload.headers.filename).toBeUndefined()
  })

  it('fails when the API gives an APK no ETag', async () => {
    h.api.faults.push({ match: { method: 'GET', path: /\/apks\/M\w+$/ }, ...json(200, { id: 'M1' }) })
    const result = await release()
    expect(failureOf(result)).toMatch(
      /^Release failed while replacing APK 1 of 2 \(build\/a\.apk\): The API gave no ETag for APK M\d+, which If-Match needs\./
    )
  })

  it('names unnamed APKs when there are fewer files', async () => {
    h.api.faults.push({
      match: { method: 'GET', path: h.editApks },
      ...json(200, [{ id: 'M1', versionCode: 1 }, { id: 'M2' }])
    })
    const failure = failureOf(await release({ files: 'build/a.apk' }))
    expect(failure).toContain('the edit has 2 APKs: M1 (unnamed, versionCode 1), M2 (unnamed, versionCode ).')
  })
})

// The large-file upload path of a new APK, in process against the stand-ins.
describe('large-upload', () => {
  const REVIEWED = 'amzn1.devportal.mobileapp.reviewed'

  const h = releaseHarness({ apps: [APP, { id: REVIEWED, review: true }], prefix: 'release-listing-' })
  const { put, release, routed, app } = h

  // A whole APK (a zip holding AndroidManifest.xml), 6 MiB of it in its dex entry.
  const big = () => markedApk(202, 'x'.repeat(6 * 1024 * 1024))
  const largeUploads = () => routed('POST /edits/:edit/apks/large/upload')

  it('streams a new APK by the large-file path as the raw body, then attaches it after asset_not_ready', async () => {
    const data = big()
    put({ 'build/c.apk': data })
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })

    expect(failureOf(result)).toBe('')
    const [upload] = largeUploads()
    expect(upload.bytes).toBe(data.length)
    expect(upload.sha256).toBe(sha256(data))
    expect(upload.headers.filename).toBe('c.apk')
    expect(routed('POST /edits/:edit/apks/attach')).toHaveLength(2)
    expect(routed('POST /edits/:edit/apks/upload')).toEqual([])
    expect(app().openEdit!.apks[2]).toMatchObject({ versionCode: 202 })
    // Replaced APKs take the plain path; the new one is targeted like the others.
    expect(routed('PUT /edits/:edit/apks/:apk/replace')).toHaveLength(2)
    expect(result.outputs['version-codes']).toBe('200\n201\n202')
  })

  it('sends it as multipart/form-data, with an exact Content-Length, when the API asks for that', async () => {
    const data = big()
    put({ 'build/c.apk': data })
    h.api.faults.push(
      apiErrorFault(
        { method: 'POST', path: /\/apks\/large\/upload$/ },
        415,
        'Unsupported Media Type',
        'unsupported_media_type',
        'Expected multipart/form-data'
      )
    )
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })

    expect(failureOf(result)).toBe('')
    const [upload] = largeUploads()
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(Number(upload.headers['content-length'])).toBe(upload.bytes)
    expect(upload.multipart?.complete).toBe(true)
    expect(upload.multipart?.parts[0]).toMatchObject({ name: 'file', fileName: 'c.apk', sha256: sha256(data) })
    expect(app().openEdit!.apks[2]).toMatchObject({ versionCode: 202 })
  })

  it('keeps small APKs on the plain path with auto, and refuses an unknown mode before any request', async () => {
    put({ 'build/c.apk': markedApk(202) })
    expect(failureOf(await release({ files: 'build/*.apk' }))).toBe('')
    expect(largeUploads()).toEqual([])
    expect(routed('POST /edits/:edit/apks/upload')).toHaveLength(1)

    const wrong = await release({ files: 'build/*.apk', 'large-upload': 'sometimes' })
    expect(failureOf(wrong)).toContain("Input 'large-upload' must be one of auto, always, never")
  })

  it('gives up attaching after the waits, on the injected clock', async () => {
    await h.api.close()
    h.api = await startAppstoreApi(h.tokens, { apps: [{ id: APP, attachNotReady: 100 }] })
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
    expect(failureOf(result)).toContain(
      'after 10 attempts to attach it (asset_not_ready): rerun the step in a few minutes.'
    )
    expect(routed('POST /edits/:edit/apks/attach')).toHaveLength(10)
  })
})

// Attaching a large upload, retried on asset_not_ready whatever its status.
describe('attach of a large upload', () => {
  const h = releaseHarness({ apps: [APP], prefix: 'release-real-api-' })
  const { put, release, routed, app } = h

  type AppSeed = Exclude<NonNullable<NonNullable<Parameters<typeof startAppstoreApi>[1]>['apps']>[number], string>

  /** The stand-in in place of the harness's, with these seeds for APP. */
  async function restart(seed: Omit<AppSeed, 'id'>) {
    await h.api.close()
    h.api = await startAppstoreApi(h.tokens, { apps: [{ ...seed, id: APP }] })
  }

  /** A fault that answers the first request fitting `match` with this JSON body. */
  const answering = (match: { method: string; path: RegExp }, status: number, body: object) => ({
    match,
    ...json(status, body)
  })

  it.each([400, 404, 409, 422])(
    'is made again while the API answers asset_not_ready with HTTP %i, each wait logged',
    async (status) => {
      await restart({ attachNotReady: 3, attachNotReadyStatus: status })
      put({ 'build/c.apk': markedApk(202) })
      const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
      expect(failureOf(result)).toBe('')
      expect(routed('POST /edits/:edit/apks/attach')).toHaveLength(4)
      const waits = result.lines.filter((line) => line.includes('still being processed (asset_not_ready)'))
      expect(waits.map((line) => /attaching again in (\S+) s/.exec(line)?.[1])).toEqual(['1', '2', '4'])
      expect(app().openEdit!.apks[2]).toMatchObject({ versionCode: 202 })
    }
  )

  it('is not made again on another refusal', async () => {
    put({ 'build/c.apk': markedApk(202) })
    h.api.faults.push(
      answering({ method: 'POST', path: /\/apks\/attach$/ }, 400, {
        httpCode: 400,
        errorCode: 'invalid_input',
        errorMessage: 'Bad file'
      })
    )
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
    expect(failureOf(result)).toContain('Bad file (invalid_input)')
    expect(h.api.requests.filter((request) => request.path.endsWith('/apks/attach'))).toHaveLength(1)
  })
})
