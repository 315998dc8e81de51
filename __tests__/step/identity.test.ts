// File identity: one file by any of its names, as the file system decides,
// with device and file ids compared as bigints.
import { describe, expect, it } from '@jest/globals'
import { linkSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileIdentity, sameFile, sameName, type IdentityProbe } from '../../src/step/identity.js'
import { caseSensitive, itWhen } from '../support/platforms.js'
import { tempDir } from '../support/temp.js'

const dir = tempDir('identity-')
writeFileSync(join(dir, 'a.apk'), 'a')
writeFileSync(join(dir, 'b.apk'), 'b')
linkSync(join(dir, 'a.apk'), join(dir, 'hard.apk'))
symlinkSync(join(dir, 'a.apk'), join(dir, 'soft.apk'))
writeFileSync(join(dir, 'Title.txt'), 'Title')

/** A file system given as a table of names and ids. */
const probeOf =
  (ids: Record<string, [bigint, bigint]>): IdentityProbe =>
  (path) =>
    ids[path] && { dev: ids[path][0], ino: ids[path][1] }

describe('sameFile', () => {
  it('knows one file by its names: the same path, a link, a hard link', () => {
    expect(sameFile(join(dir, 'a.apk'), join(dir, 'a.apk'))).toBe(true)
    expect(sameFile(join(dir, 'a.apk'), join(dir, 'soft.apk'))).toBe(true)
    expect(sameFile(join(dir, 'hard.apk'), join(dir, 'a.apk'))).toBe(true)
    expect(sameFile(join(dir, 'a.apk'), join(dir, 'b.apk'))).toBe(false)
    expect(sameFile(join(dir, 'none.apk'), join(dir, 'none2.apk'))).toBe(false)
  })

  it('tells apart NTFS file ids beyond 2^53, which are one number as JS numbers', () => {
    const [first, second] = [2n ** 60n, 2n ** 60n + 1n]
    expect(Number(first)).toBe(Number(second))
    const probe = probeOf({ 'C:\\a.apk': [7n, first], 'C:\\b.apk': [7n, second], 'C:\\A.APK': [7n, first] })
    expect(sameFile('C:\\a.apk', 'C:\\b.apk', probe)).toBe(false)
    expect(sameFile('C:\\a.apk', 'C:\\A.APK', probe)).toBe(true)
  })

  it('knows a file by its name where the file system has no file ids', () => {
    const probe = probeOf({ 'A:\\a.apk': [1n, 0n], 'A:\\b.apk': [1n, 0n] })
    expect(fileIdentity('A:\\a.apk', probe)).toBe('path:A:\\a.apk')
    expect(sameFile('A:\\a.apk', 'A:\\b.apk', probe)).toBe(false)
  })
})

describe('sameName', () => {
  itWhen(caseSensitive(), 'its file system finds Title.txt by title.txt')(
    'on a file system that tells case apart (here), Title.txt is not title.txt',
    () => {
      expect(sameName(dir, 'Title.txt', 'title.txt')).toBe(false)
      expect(sameName(dir, 'Title.txt', 'Title.txt')).toBe(true)
    }
  )

  it('on one that does not (NTFS, APFS: both names lead to one file), Title.txt is title.txt', () => {
    const probe = probeOf({ [join('/m', 'Title.txt')]: [1n, 5n], [join('/m', 'title.txt')]: [1n, 5n] })
    expect(sameName('/m', 'Title.txt', 'title.txt', probe)).toBe(true)
    expect(sameName('/m', 'Title.txt', 'keywords.txt', probe)).toBe(false)
  })
})
