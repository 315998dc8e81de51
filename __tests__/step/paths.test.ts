// Names as a person reads them and paths as the OS reads them (issue 31, items 1 to 3), with the
// platform's path module injected: Windows' on Linux.
import { describe, expect, it } from '@jest/globals'
import { posix, win32 } from 'node:path'
import { byShownName, isWithin, shownName, withoutDotSegments } from '../../src/step/paths.js'

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
    expect(shownName(path, 'D:\\a\\app\\app', win32)).toBe(shown)
  })

  it.each([
    ['/home/runner/work/app/app/out/a.apk', 'out/a.apk'],
    ['/home/runner/work/app/app-other/a.apk', '/home/runner/work/app/app-other/a.apk'],
    ['/home/runner/work/app/..a.apk', '/home/runner/work/app/..a.apk']
  ])('on Linux and macOS, shows %s as %s', (path, shown) => {
    expect(shownName(path, '/home/runner/work/app/app', posix)).toBe(shown)
  })
})

describe('isWithin', () => {
  it('compares names as the platform does: Windows does not tell case apart', () => {
    expect(isWithin('d:\\WORK\\x', 'D:\\work', win32)).toBe(true)
    expect(isWithin('/WORK/x', '/work', posix)).toBe(false)
    expect(isWithin('/work/..x', '/work', posix)).toBe(true)
    expect(isWithin('/work', '/work/x', posix)).toBe(false)
  })
})

describe('byShownName', () => {
  it('sorts by the names with /, so the order is one on every OS', () => {
    const order = (root: string, paths: string[], p: typeof posix) => paths.sort(byShownName(root, p))
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
