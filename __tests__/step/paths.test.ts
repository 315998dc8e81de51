// Names as a person reads them and paths as the OS reads them, with the
// platform's path module injected: Windows' on Linux; and whether a path is in a folder as the file
// system decides it, with its answers injected: APFS' and NTFS' on Linux.
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join, posix, win32 } from 'node:path'
import { byShownName, Folder, isWithin, shownName, withoutDotSegments, workspaceOf } from '../../src/step/paths.js'
import { apfs, caseless, fakeNames } from '../support/file-names.js'
import { tempDir } from '../support/temp.js'

const windows = fakeNames(
  win32,
  ['D:\\a\\app\\app\\app\\build\\outputs\\apk\\release\\app-release.apk', 'D:\\a\\app\\app\\meta\\en-US'],
  caseless
)
const linux = fakeNames(posix, ['/home/runner/work/app/app/out/a.apk', '/home/runner/work/app/app-other/a.apk'])

describe('shownName', () => {
  it.each([
    [
      'D:\\a\\app\\app\\app\\build\\outputs\\apk\\release\\app-release.apk',
      'app/build/outputs/apk/release/app-release.apk'
    ],
    ['d:\\A\\app\\app\\meta\\en-US', 'meta/en-US'],
    ['D:\\a\\app\\app', '.'],
    ['D:\\a\\other\\x.apk', 'D:\\a\\other\\x.apk'],
    ['E:\\x.apk', 'E:\\x.apk']
  ])('on Windows, shows %s as %s (relative with /, or whole when outside)', (path, shown) => {
    expect(shownName(path, 'D:\\a\\app\\app', windows)).toBe(shown)
  })

  it.each([
    ['/home/runner/work/app/app/out/a.apk', 'out/a.apk'],
    ['/home/runner/work/app/app-other/a.apk', '/home/runner/work/app/app-other/a.apk'],
    ['/home/runner/work/app/..a.apk', '/home/runner/work/app/..a.apk']
  ])('on Linux and macOS, shows %s as %s', (path, shown) => {
    expect(shownName(path, '/home/runner/work/app/app', linux)).toBe(shown)
  })
})

describe('isWithin', () => {
  it('asks the file system, which on Windows does not tell case apart', () => {
    const ntfs = fakeNames(win32, ['D:\\work\\x', 'D:\\work\\..x'], caseless)
    expect(isWithin('d:\\WORK\\x', 'D:\\work', ntfs)).toBe(true)
    const ext4 = fakeNames(posix, ['/work/x', '/work/..x', '/WORK/x'])
    expect(isWithin('/WORK/x', '/work', ext4)).toBe(false)
    expect(isWithin('/work/..x', '/work', ext4)).toBe(true)
    expect(isWithin('/work', '/work/x', ext4)).toBe(false)
    expect(isWithin('/work/x', '/none', ext4)).toBe(false)
  })

  // On today's main, isWithin compared the names as text: /Users/me/WORK was no part of /Users/me/work.
  it('on APFS, takes the workspace spelled in other case or in another Unicode normalization', () => {
    const nfc = 'caf\u00e9'
    const nfd = 'cafe\u0301'
    const mac = fakeNames(
      posix,
      [`/Users/me/work/out/app.apk`, `/Users/me/${nfc}/out/app.apk`, '/Users/me/other/x'],
      apfs
    )
    expect(isWithin('/Users/me/WORK/out/app.apk', '/Users/me/work', mac)).toBe(true)
    expect(shownName('/Users/me/WORK/out/app.apk', '/Users/me/work', mac)).toBe('out/app.apk')
    expect(shownName(`/Users/ME/${nfd}/out/app.apk`, `/Users/me/${nfc}`, mac)).toBe('out/app.apk')
    expect(isWithin(`/Users/me/${nfd}`, `/Users/me/${nfc}`, mac)).toBe(true)
    expect(isWithin('/Users/me/other/x', '/Users/me/work', mac)).toBe(false)
    expect(isWithin('/Users/me/work/../other/x', '/Users/me/work', mac)).toBe(false)
    // The same names on a file system that tells them apart are other folders.
    const ext4 = fakeNames(posix, ['/Users/me/work/out/app.apk', '/Users/me/WORK/out/app.apk'])
    expect(isWithin('/Users/me/WORK/out/app.apk', '/Users/me/work', ext4)).toBe(false)
  })

  it('takes the workspace named through a link to it, and names below it as they read through a link back to it', () => {
    const linked = fakeNames(posix, ['/data/work/ws/meta', '/runner'], undefined, {
      '/runner/_work': '/data/work',
      '/data/work/ws/up': '/data/work/ws'
    })
    const ws = new Folder('/data/work/ws', linked)
    expect(ws.way('/runner/_work/ws/meta')).toEqual({ anchor: '/runner/_work/ws', below: ['meta'] })
    expect(ws.shown('/runner/_work/ws/meta/new/en-US')).toBe('meta/new/en-US')
    expect(ws.way('/data/work/ws/up/meta')).toEqual({ anchor: '/data/work/ws', below: ['up', 'meta'] })
    expect(ws.holds('/data/work')).toBe(false)
  })
})

describe('isWithin on a real file system', () => {
  const space = tempDir('paths-within-')
  afterAll(() => rmSync(space, { recursive: true, force: true }))
  mkdirSync(join(space, 'ws', 'out'), { recursive: true })
  symlinkSync(join(space, 'ws'), join(space, 'alias'))

  it('takes a path through a link to the workspace as in it, and a sibling folder that starts alike as not', () => {
    expect(isWithin(join(space, 'alias', 'out', 'a.apk'), join(space, 'ws'))).toBe(true)
    expect(shownName(join(space, 'alias', 'out', 'a.apk'), join(space, 'ws'))).toBe('out/a.apk')
    mkdirSync(join(space, 'ws-other'))
    expect(isWithin(join(space, 'ws-other', 'a.apk'), join(space, 'ws'))).toBe(false)
  })
})

describe('workspaceOf', () => {
  const runner = fakeNames(posix, ['/data/work/ws', '/elsewhere'], undefined, { '/runner/_work': '/data/work' })

  it('is GITHUB_WORKSPACE when it names the working directory, through a link or not', () => {
    expect(workspaceOf('/data/work/ws', '/runner/_work/ws', runner)).toBe('/runner/_work/ws')
    expect(workspaceOf('/data/work/ws', '/runner/_work/ws/', runner)).toBe('/runner/_work/ws')
    expect(workspaceOf('/data/work/ws', '/data/work/ws', runner)).toBe('/data/work/ws')
  })

  it('is the working directory when GITHUB_WORKSPACE is not set, not absolute, or another folder', () => {
    expect(workspaceOf('/data/work/ws', undefined, runner)).toBe('/data/work/ws')
    expect(workspaceOf('/data/work/ws', '', runner)).toBe('/data/work/ws')
    expect(workspaceOf('/data/work/ws', 'ws', runner)).toBe('/data/work/ws')
    expect(workspaceOf('/data/work/ws', '/elsewhere', runner)).toBe('/data/work/ws')
    expect(workspaceOf('/data/work/ws', '/none', runner)).toBe('/data/work/ws')
  })
})

describe('byShownName', () => {
  it('sorts by the names with /, so the order is one on every OS', () => {
    const order = (root: string, paths: string[], p: typeof posix) =>
      paths.sort(byShownName(root, fakeNames(p, [root, ...paths])))
    expect(order('C:\\ws', ['C:\\ws\\b', 'C:\\ws\\a\\x', 'C:\\ws\\a', 'C:\\ws\\a-b'], win32)).toEqual([
      'C:\\ws\\a',
      'C:\\ws\\a-b',
      'C:\\ws\\a\\x',
      'C:\\ws\\b'
    ])
    expect(order('/ws', ['/ws/b', '/ws/a/x', '/ws/a', '/ws/a-b', '/ws/b'], posix)).toEqual([
      '/ws/a',
      '/ws/a-b',
      '/ws/a/x',
      '/ws/b',
      '/ws/b'
    ])
    expect(order('C:\\ws', ['D:\\z\\fireTv', 'D:\\z\\fire'], win32)).toEqual(['D:\\z\\fire', 'D:\\z\\fireTv'])
  })
})

describe('withoutDotSegments', () => {
  it.each([
    ['out/*.apk', 'out/*.apk', posix],
    ['./out/*.apk', 'out/*.apk', posix],
    ['.\\out\\*.apk', '.\\out\\*.apk', posix],
    ['.\\out\\*.apk', 'out\\*.apk', win32],
    ['.\\out/x\\..\\*.apk', 'out\\*.apk', win32],
    ['..', undefined, posix],
    ['../x', undefined, posix],
    ['..\\x', undefined, win32],
    ['x\\..\\..\\y', undefined, win32],
    ['..x/*.apk', '..x/*.apk', posix]
  ])('%j is %j', (given, expected, p) => expect(withoutDotSegments(given, p)).toBe(expected))
})
