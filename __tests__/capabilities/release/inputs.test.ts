// The release inputs, the notes folder and the APK files, read and checked before any request.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals'
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { findApks } from '../../../src/capabilities/release/files.js'
import { readReleaseInputs } from '../../../src/capabilities/release/inputs.js'
import { notesFor, readNotes, unusedLocales } from '../../../src/capabilities/release/listing/notes.js'
import { markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { storedZip } from '../../../__fixtures__/zips.mjs'
import { holdsSecretOf, inputsOf } from '../../support/inputs.js'
import { itOn } from '../../support/platforms.js'
import { tempDir } from '../../support/temp.js'

const APK = markedApk(1)
const MANIFEST = {
  file: 'app.apk',
  package: 'com.example.app',
  versionCode: 1,
  versionName: '1.0',
  minSdk: 21,
  targetSdk: 34,
  abis: [],
  features: [],
  declaredFeatures: [{ name: 'android.hardware.touchscreen', required: false }],
  permissions: []
}

const APP = 'amzn1.devportal.mobileapp.x'
const space = tempDir('release-inputs-')
mkdirSync(join(space, 'out'))
for (const [n, name] of ['app.apk', 'out/a.apk', 'out/b.apk', 'out/b-debug.apk'].entries()) {
  writeFileSync(join(space, name), markedApk(n + 1))
}
const read = (values: Record<string, string>, cwd = space) =>
  readReleaseInputs(inputsOf({ 'app-id': APP, files: 'app.apk', ...values }, cwd), holdsSecretOf(values))

describe('readReleaseInputs', () => {
  it('defaults to reuse, a draft, no notes, under the default API base', async () => {
    expect(await read({})).toEqual({
      appId: APP,
      appUrl: new URL(`https://developer.amazon.com/api/appstore/v1/applications/${APP}`),
      files: [{ path: join(space, 'app.apk'), size: APK.length, name: 'app.apk', manifest: MANIFEST }],
      reach: [expect.objectContaining({ file: 'app.apk' })],
      notes: undefined,
      listing: undefined,
      publishAt: undefined,
      largeUpload: 'auto',
      targeting: { kind: 'like-existing' },
      devicesLost: { kind: 'fail' },
      openEdit: 'reuse',
      submit: false,
      dryRun: false
    })
  })

  it('takes every line of files, the mode, submit, and an app id that needs encoding', async () => {
    const inputs = await read({
      'app-id': 'com.example.app+beta',
      files: 'out/a.apk\n\n  out/b*.apk  \n!out/*-debug.apk',
      'open-edit': 'Replace',
      submit: 'true',
      'api-base-url': 'http://127.0.0.1:9/base/'
    })
    expect(inputs).toMatchObject({ openEdit: 'replace', submit: true, dryRun: false })
    expect(inputs.files.map((file) => file.name)).toEqual(['out/a.apk', 'out/b.apk'])
    expect(inputs.appUrl.href).toBe('http://127.0.0.1:9/base/v1/applications/com.example.app%2Bbeta')
  })

  it("reads each file's manifest, and refuses two files with one versionCode", async () => {
    mkdirSync(join(space, 'dup'), { recursive: true })
    writeFileSync(join(space, 'dup/a.apk'), markedApk(7, 'a', { versionName: '7.0-arm' }))
    writeFileSync(join(space, 'dup/b.apk'), markedApk(7, 'b', { abis: ['x86'] }))
    await expect(read({ files: 'dup/*.apk' })).rejects.toThrow(
      'dup/a.apk and dup/b.apk both have versionCode 7: each APK of a release needs its own versionCode'
    )
    const files = (await read({ files: 'out/a.apk\nout/b.apk' })).files
    expect(files.map((file) => [file.manifest.file, file.manifest.versionCode])).toEqual([
      ['out/a.apk', 2],
      ['out/b.apk', 3]
    ])
  })

  it('refuses a file whose manifest cannot be read, naming it', async () => {
    writeFileSync(join(space, 'text-manifest.apk'), storedZip([['AndroidManifest.xml', Buffer.from('<manifest/>')]]))
    await expect(read({ files: 'text-manifest.apk' })).rejects.toThrow(
      "Input 'files' names 'text-manifest.apk', whose AndroidManifest.xml is text XML, not the binary XML"
    )
    const cut = markedApk(9)
    const at = cut.indexOf(Buffer.from('manifest', 'utf16le'))
    cut.fill(0xff, at - 40, at)
    writeFileSync(join(space, 'cut.apk'), cut)
    await expect(read({ files: 'cut.apk' })).rejects.toThrow(/names 'cut\.apk', (whose|which) /)
  })

  it.each([
    [{ 'app-id': '' }, "Input 'app-id' is required and was empty; give the App ID (amzn1.devportal.mobileapp.…)"],
    [{ 'app-id': 'my app' }, "Input 'app-id' must be the App ID"],
    [{ 'app-id': 'a/b' }, "Input 'app-id' must be the App ID"],
    [
      { 'app-id': '..' },
      "Input 'app-id' must be the App ID (amzn1.devportal.mobileapp.…) shown on the app's page in the developer console. Got '..'."
    ],
    [{ 'app-id': '.' }, "Input 'app-id' must be the App ID"],
    [{ 'app-id': 'a%2Fb' }, "Input 'app-id' must be the App ID"],
    [{ submit: 'true', 'dry-run': 'true' }, "Input 'dry-run' and 'submit' cannot both"],
    [{ 'open-edit': 'keep' }, "Input 'open-edit' must be one of reuse, replace, fail, got 'keep'."],
    [{ submit: 'yes' }, "Input 'submit' must be true or false"],
    [{ notes: 'x', 'notes-dir': 'notes' }, "Input 'notes' and 'notes-dir' cannot both"],
    [{ 'api-base-url': 'http://example.test' }, "Input 'api-base-url' must use https"]
  ])('refuses %j', async (bad, message) => {
    await expect(read(bad)).rejects.toThrow(message)
  })
})

describe('release notes', () => {
  let dir: string
  beforeAll(() => {
    dir = tempDir('notes-')
  })
  const folder = (files: Record<string, string>): string => {
    const path = mkdtempSync(join(dir, 'n-'))
    for (const [name, text] of Object.entries(files)) {
      if (text === '<dir>') mkdirSync(join(path, name))
      else writeFileSync(join(path, name), text)
    }
    return path
  }
  const notesOf = (values: Record<string, string>) => readNotes(inputsOf(values, dir), holdsSecretOf(values))

  it('are none without either input', () => {
    expect(notesOf({})).toBeUndefined()
  })

  it('take notes for every locale, as given', () => {
    const notes = notesOf({ notes: 'Line one\nLine two' })
    expect(notesFor(notes!, 'en-US')).toBe('Line one\nLine two')
    expect(notesFor(notes!, 'ja-JP')).toBe('Line one\nLine two')
  })

  it('take <locale>.txt by locale in any case, default.txt for the rest, without BOM or trailing blank', () => {
    const path = folder({
      'en-US.txt': '\uFEFFDark mode.\n\n',
      'de-de.txt': 'Dunkler Modus.\r\n',
      'default.txt': 'Bug fixes.\n',
      'README.md': 'ignored'
    })
    const notes = notesOf({ 'notes-dir': path })!
    expect(notesFor(notes, 'en-US')).toBe('Dark mode.')
    expect(notesFor(notes, 'de-DE')).toBe('Dunkler Modus.')
    expect(notesFor(notes, 'fr-FR')).toBe('Bug fixes.')
    expect(unusedLocales(notes, ['en-US', 'fr-FR'])).toEqual(['de-de'])
  })

  it('have no notes for a locale without its file when there is no default.txt', () => {
    const notes = notesOf({ 'notes-dir': folder({ 'en-US.txt': 'x' }) })!
    expect(notesFor(notes, 'de-DE')).toBeUndefined()
  })

  it('resolve the folder against the workspace', () => {
    const path = folder({ 'default.txt': 'x' })
    expect(notesOf({ 'notes-dir': path.slice(dir.length + 1) })?.fallback).toBe('x')
  })

  it.each([
    [
      { 'changes.txt': 'x' },
      "holds 'changes.txt', which is neither <locale>.txt (en-US.txt, de-DE.txt) nor default.txt."
    ],
    [{ '1001.txt': 'x' }, "holds '1001.txt', which is neither"],
    [{ 'en-US.txt': ' \n' }, "holds 'en-US.txt', which is empty."],
    [{ 'en-US.txt': '<dir>' }, "holds 'en-US.txt', which is not a regular file."],
    [{ 'notes.md': 'x' }, 'holds no <locale>.txt (en-US.txt) and no default.txt'],
    [{}, 'holds no <locale>.txt (en-US.txt) and no default.txt']
  ])('refuse a folder with %j', (files, message) => {
    expect(() => notesOf({ 'notes-dir': folder(files) })).toThrow(`Input 'notes-dir' ${message}`)
  })

  it('refuse a file or a folder that leads out of the workspace', () => {
    const outside = tempDir('outside-notes-')
    writeFileSync(join(outside, 'en-US.txt'), 'Not ours.')
    const linked = folder({})
    symlinkSync(join(outside, 'en-US.txt'), join(linked, 'en-US.txt'))
    const via = mkdtempSync(join(dir, 'via-'))
    symlinkSync(outside, join(via, 'notes'))

    expect(() => notesOf({ 'notes-dir': linked })).toThrow(
      `Input 'notes-dir' names '${linked.slice(dir.length + 1)}/en-US.txt', a symbolic link that leads out of the workspace (to ${outside}/en-US.txt)`
    )
    const relative = join(via.slice(dir.length + 1), 'notes')
    expect(() => notesOf({ 'notes-dir': relative })).toThrow(
      `Input 'notes-dir' names '${relative}', a symbolic link that leads out of the workspace (to ${outside})`
    )
    // Named by the input itself, a folder outside is read.
    expect(notesOf({ 'notes-dir': outside })?.byLocale['en-us'].text).toBe('Not ours.')
  })

  itOn(['linux'], "/proc is Linux's")('refuse special files', () => {
    const environ = folder({})
    symlinkSync('/proc/self/environ', join(environ, 'default.txt'))
    expect(() => notesOf({ 'notes-dir': environ })).toThrow(
      `Input 'notes-dir' names '${environ.slice(dir.length + 1)}/default.txt', which is a special file (/proc/`
    )
  })

  it.each([
    [
      '4001 characters',
      'x'.repeat(4001),
      'has 4001 characters: release notes are at most 4000 (a limit of this action; shorten them).'
    ],
    ['a NUL', 'a\0b', 'holds a NUL character, which no text holds.'],
    ['a lone surrogate', 'a\ud800b', 'is not valid Unicode text (it holds a lone surrogate).'],
    [
      'the secret',
      'Fixed: s3cr3t-value',
      'holds the client secret: release notes are public. Remove it, and rotate the secret.'
    ],
    ['the secret, encoded', 'Fixed: s3cr3t%2Dvalue', 'holds the client secret']
  ])('refuse notes with %s', (_, text, problem) => {
    expect(() => notesOf({ notes: text, 'client-secret': 's3cr3t-value' })).toThrow(`Input 'notes' ${problem}`)
  })

  it('take 4000 characters, counted as Unicode code points', () => {
    expect(notesOf({ notes: '😀'.repeat(4000) })?.fallback).toHaveLength(8000)
    expect(notesOf({ notes: 'x'.repeat(4000) })?.fallback).toHaveLength(4000)
  })

  it.each([
    ['bytes that are not UTF-8', Buffer.from([0x61, 0xc3, 0x28]), 'which is not UTF-8 text: save it as UTF-8.'],
    ['a NUL', 'a\0b', 'which holds a NUL character'],
    ['4001 characters', 'é'.repeat(4001), 'which has 4001 characters: release notes are at most 4000'],
    ['the secret', 'Thanks to s3cr3t-value.', 'which holds the client secret: release notes are public.']
  ])('refuse a file with %s, naming it', (_, data, problem) => {
    const path = folder({})
    writeFileSync(join(path, 'en-US.txt'), data)
    expect(() => notesOf({ 'notes-dir': path, 'client-secret': 's3cr3t-value' })).toThrow(
      `Input 'notes-dir' holds 'en-US.txt', ${problem}`
    )
  })

  it('read a file as the listing folder reads its text: BOM dropped, line ends as \\n, the end trimmed', () => {
    const path = folder({})
    writeFileSync(join(path, 'en-US.txt'), '\ufeffFixed crashes.\r\nFaster start.\r\n\r\n')
    expect(notesOf({ 'notes-dir': path })?.byLocale['en-us']?.text).toBe('Fixed crashes.\nFaster start.')
  })

  it('refuse a file over 64 KiB without reading it whole', () => {
    const path = folder({})
    // 60 MB that take no disk: a file read whole would take them in memory.
    writeFileSync(join(path, 'default.txt'), 'Notes.')
    truncateSync(join(path, 'default.txt'), 60 * 1024 * 1024)
    const read = jest.spyOn(Buffer, 'alloc')
    try {
      expect(() => notesOf({ 'notes-dir': path })).toThrow(
        "Input 'notes-dir' holds 'default.txt', which is over 64 KiB: release notes are at most 4000 characters."
      )
      expect(Math.max(...read.mock.calls.map(([size]) => size))).toBe(64 * 1024 + 1)
    } finally {
      read.mockRestore()
    }
  })

  it('refuse a folder that is not there, or a file', () => {
    const file = join(folder({ 'default.txt': 'x' }), 'default.txt')
    expect(() => notesOf({ 'notes-dir': 'missing' })).toThrow("Input 'notes-dir' names no folder: 'missing'.")
    expect(() => notesOf({ 'notes-dir': file })).toThrow("Input 'notes-dir' names no folder")
  })
})

describe('findApks', () => {
  let ws: string
  beforeAll(() => {
    // A workspace whose own name looks like a glob: it must be taken literally (Windows allows no * or ?
    // in a name).
    ws = join(tempDir('apks-'), process.platform === 'win32' ? 'ws [1]{a,b}' : 'ws [1]*?')
    mkdirSync(join(ws, 'out/flavor'), { recursive: true })
    mkdirSync(join(ws, 'folder.apk'))
    for (const name of ['out/b-firetv.apk', 'out/a-tablet.apk', 'out/app-debug.apk', 'out/flavor/c.APK']) {
      writeFileSync(join(ws, name), APK)
    }
    writeFileSync(join(ws, 'text.apk'), 'PK but not a zip')
    writeFileSync(join(ws, 'jar.apk'), storedZip([['META-INF/MANIFEST.MF', Buffer.from('Manifest-Version: 1.0')]]))
    writeFileSync(join(ws, 'nested.apk'), storedZip([['res/AndroidManifest.xml', Buffer.from('<manifest/>')]]))
    const broken = markedApk(2)
    broken.write('XXXX', broken.indexOf(Buffer.from('PK\x01\x02', 'latin1')), 'latin1')
    writeFileSync(join(ws, 'broken.apk'), broken)
    mkdirSync(join(ws, 'many'))
    for (let i = 0; i < 51; i++) writeFileSync(join(ws, `many/${String(i).padStart(2, '0')}.apk`), APK)
    writeFileSync(join(ws, 'out/app.aab'), 'bundle')
    writeFileSync(join(ws, 'out/mapping.txt'), 'map')
    writeFileSync(join(ws, 'empty.apk'), '')
    symlinkSync(join(ws, 'out/a-tablet.apk'), join(ws, 'link.apk'))
    const elsewhere = tempDir('elsewhere-')
    writeFileSync(join(elsewhere, 'other.apk'), APK)
    symlinkSync(join(elsewhere, 'other.apk'), join(ws, 'escape.apk'))
    symlinkSync(elsewhere, join(ws, 'linked-build'))
    // @actions/glob writes ::debug:: lines to stdout through @actions/core.
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
  })
  afterAll(() => void jest.restoreAllMocks())
  const names = async (patterns: string[]) => (await findApks(patterns, inputsOf({}, ws))).map((file) => file.name)

  it('takes 50 files, no more', async () => {
    expect(await names(['many/*.apk', '!many/50.apk'])).toHaveLength(50)
  })

  it('keeps the order of the lines, and sorts the matches of a glob', async () => {
    expect(await names(['out/b-firetv.apk', 'out/a-*.apk'])).toEqual(['out/b-firetv.apk', 'out/a-tablet.apk'])
    expect(await names(['out/*-*.apk'])).toEqual(['out/a-tablet.apk', 'out/app-debug.apk', 'out/b-firetv.apk'])
  })

  it('gives the path, the size and the name relative to the workspace', async () => {
    expect(await findApks(['out/a-tablet.apk'], inputsOf({}, ws))).toEqual([
      {
        path: join(ws, 'out/a-tablet.apk'),
        size: APK.length,
        name: 'out/a-tablet.apk',
        manifest: { ...MANIFEST, file: 'out/a-tablet.apk' }
      }
    ])
  })

  it('takes ** and ! lines that exclude, and skips # comments', async () => {
    expect(await names(['# the store build', 'out/**/*.[aA][pP][kK]', '!out/*-debug.apk'])).toEqual([
      'out/a-tablet.apk',
      'out/b-firetv.apk',
      'out/flavor/c.APK'
    ])
  })

  it('takes an absolute path, and follows a symbolic link', async () => {
    const outside = tempDir('outside-')
    writeFileSync(join(outside, 'x.apk'), APK)
    expect(await names([join(outside, 'x.apk'), 'link.apk'])).toEqual([join(outside, 'x.apk'), 'link.apk'])
  })

  it.each([
    [['out/app.aab'], "names an app bundle, 'out/app.aab': the App Submission API takes APK files only."],
    [['out/*'], "names an app bundle, 'out/app.aab' (from 'out/*'): the App Submission API takes APK files only."],
    [['out/mapping.txt'], "names 'out/mapping.txt', which is not an .apk file."],
    [['out/missing.apk'], "names a file that does not exist: 'out/missing.apk' (in "],
    [['folder.apk'], "must name regular files, got 'folder.apk'."],
    [['empty.apk'], "names an empty file: 'empty.apk'."],
    [['out/*.zip'], "has 'out/*.zip', which matches no file (in "],
    [['out/*-debug.apk', '!out/*-debug.apk'], "has 'out/*-debug.apk', which matches no file"],
    [
      ['out/a-tablet.apk', 'out/*.apk', '!out/app-debug.apk'],
      "names out/a-tablet.apk twice (by 'out/a-tablet.apk' and by 'out/*.apk')."
    ],
    [['# only a comment'], 'has only lines that exclude (!) or comments (#): name an APK.'],
    [
      ['text.apk'],
      "names 'text.apk', which is not an APK: its zip directory cannot be read (End of central directory record"
    ],
    [['jar.apk'], "names 'jar.apk', which is not an APK: it holds no AndroidManifest.xml."],
    [['nested.apk'], "names 'nested.apk', which is not an APK: it holds no AndroidManifest.xml."],
    [['broken.apk'], "names 'broken.apk', which is not an APK: its zip cannot be read (invalid central directory"],
    [['escape.apk'], "names 'escape.apk', a symbolic link that leads out of the workspace (to "],
    [['linked-build/*.apk'], "names 'linked-build/other.apk', a symbolic link that leads out of the workspace"],
    [
      ['out/a-tablet.apk', 'link.apk'],
      "names one file twice: 'link.apk' (by 'link.apk') is 'out/a-tablet.apk' (by 'out/a-tablet.apk')."
    ],
    [['many/*.apk'], "finds more than 50 files (with 'many/*.apk'): a release takes at most 50 APKs."],
    [['out/a-tablet.apk', 'many/*.apk', '!many/00.apk'], "finds more than 50 files (with 'many/*.apk')"]
  ])('refuses %j', async (patterns, message) => {
    await expect(findApks(patterns, inputsOf({}, ws))).rejects.toThrow(`Input 'files' ${message}`)
  })
})
