// Where listing-dir is refused as reached through a symbolic link: only where a
// link someone planted could take the files elsewhere. macOS' system links (/tmp, /var to
// /private/…) and Windows' names in other case are no such link; the file system's answers are
// injected for them, and the Linux cases are real.
import { describe, expect, it } from '@jest/globals'
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs'
import { join, posix, win32 } from 'node:path'
import { checkRoot, type RootProbes } from '../../../src/capabilities/bootstrap/place.js'
import { apfs, caseless, exact, fakeNames, type Fold } from '../../support/file-names.js'
import { tempDir } from '../../support/temp.js'

/** A file system of folders and links (name: where it leads), as the platform spells names. */
function probesOf(
  path: RootProbes['path'],
  folders: string[],
  links: Record<string, string>,
  fold: Fold = path === win32 ? caseless : exact
): RootProbes {
  const key = (name: string) => fold(name)
  const folderSet = new Set(folders.map(key))
  const linkMap = new Map(Object.entries(links).map(([name, to]) => [key(name), to]))
  return {
    ...fakeNames(path, folders, fold, links),
    isLink: (name) => (linkMap.has(key(name)) ? true : folderSet.has(key(name)) ? false : undefined),
    realpath: (name) => linkMap.get(key(name)) ?? name
  }
}

const REFUSED = /is reached through a symbolic link/

describe('checkRoot on macOS (injected: /tmp and /var lead to /private/…)', () => {
  const mac = probesOf(
    posix,
    [
      '/private',
      '/private/tmp',
      '/private/var',
      '/Users',
      '/Users/me',
      '/Users/me/store',
      '/tmp/listing',
      '/var/folders'
    ],
    { '/tmp': '/private/tmp', '/var': '/private/var', '/Users/me/linked': '/Volumes/other' }
  )
  const workspace = '/Users/runner/work/app/app'

  it.each(['/tmp/listing', '/tmp/new/listing', '/var/folders/xy/T/listing', '/private/tmp/listing', '/Users/me/store'])(
    'takes %s: no link on the way but the system’s',
    (root) => expect(checkRoot(root, workspace, mac)).toBeUndefined()
  )

  it('refuses a folder under a link someone made, naming it', () => {
    expect(checkRoot('/Users/me/linked/listing', workspace, mac)).toBe(
      "'/Users/me/linked' is reached through a symbolic link (it leads to /Volumes/other): the bootstrap writes only " +
        'into real folders, so that nothing lands outside the workspace.'
    )
  })

  it('refuses a link in the workspace, even in the root folder of the file system', () => {
    expect(checkRoot('/tmp/listing', '/', mac)).toMatch(/^'tmp' is reached through a symbolic link/)
  })

  // The workspace spelled in other case is the workspace, and a link in it is judged as one in it.
  it('finds the workspace whatever the case APFS ignores, and refuses a link in it, naming it from there', () => {
    const apfsMac = probesOf(
      posix,
      [`${workspace}/meta`, `${workspace}/linked`],
      { [`${workspace}/linked`]: '/Volumes/x' },
      apfs
    )
    expect(checkRoot('/Users/runner/WORK/app/app/meta/de', workspace, apfsMac)).toBeUndefined()
    expect(checkRoot('/Users/runner/WORK/app/App/Linked/meta', workspace, apfsMac)).toMatch(
      /^'Linked' is reached through a symbolic link \(it leads to \/Volumes\/x\)/
    )
    expect(checkRoot('/USERS/runner/work/app/app/.git/meta', workspace, apfsMac)).toMatch(/dot folder '\.git'/)
  })
})

describe('checkRoot on Windows (injected: names do not tell case apart)', () => {
  const windows = probesOf(win32, ['D:\\a', 'D:\\a\\app', 'D:\\a\\app\\app', 'D:\\a\\app\\app\\meta', 'D:\\listing'], {
    'D:\\a\\app\\app\\linked': 'E:\\elsewhere',
    'D:\\junction': 'C:\\Users'
  })

  it.each(['d:\\listing', 'D:\\LISTING\\new', 'd:\\a\\app\\app\\meta', 'D:\\A\\APP\\APP\\meta\\x'])(
    'takes %s, which differs from the real path only in case',
    (root) => expect(checkRoot(root, 'D:\\a\\app\\app', windows)).toBeUndefined()
  )

  it('refuses a link in the workspace and one outside it below the drive', () => {
    expect(checkRoot('d:\\a\\app\\app\\linked\\meta', 'D:\\a\\app\\app', windows)).toBe(
      "'linked' is reached through a symbolic link (it leads to E:\\elsewhere): the bootstrap writes only into real " +
        'folders, so that nothing lands outside the workspace.'
    )
    expect(checkRoot('D:\\a\\other\\..\\..\\junction\\x', 'D:\\a\\app\\app', windows)).toBeUndefined()
    expect(checkRoot('D:\\a\\junction2', 'D:\\x', { ...windows, isLink: () => true })).toMatch(REFUSED)
  })
})

describe('checkRoot on Linux (real)', () => {
  const space = tempDir('bootstrap-place-')
  const ws = join(space, 'ws')
  mkdirSync(ws)

  const usrMerged = existsSync('/bin') && lstatSync('/bin').isSymbolicLink()
  ;(usrMerged ? it : it.skip)('takes a folder under merged /usr’s /bin → usr/bin, a link in the root folder', () => {
    expect(checkRoot('/bin/appstore-listing', ws)).toBeUndefined()
  })

  // The workspace named through a link (a self-hosted runner's `_work`), as ${{ github.workspace }}
  // names it, while the working directory is its real path.
  it('takes a folder in the workspace named through a link to it, and refuses a link in it', () => {
    symlinkSync(space, join(space, 'work-link'))
    const named = join(space, 'work-link', 'ws')
    expect(checkRoot(join(named, 'meta'), ws)).toBeUndefined()
    expect(checkRoot(join(named, 'meta'), named)).toBeUndefined()
    symlinkSync(space, join(ws, 'out'))
    expect(checkRoot(join(named, 'out', 'meta'), ws)).toMatch(/^'out' is reached through a symbolic link/)
  })

  it('refuses a link made below the root folder, outside the workspace as in it', () => {
    symlinkSync(ws, join(space, 'to-ws'))
    expect(checkRoot(join(space, 'to-ws', 'meta'), join(space, 'other'))).toBe(
      `'${join(space, 'to-ws')}' is reached through a symbolic link (it leads to ${ws}): the bootstrap writes only ` +
        'into real folders, so that nothing lands outside the workspace.'
    )
    symlinkSync(space, join(ws, 'up'))
    expect(checkRoot(join(ws, 'up', 'meta'), ws)).toMatch(/^'up' is reached through a symbolic link/)
    expect(checkRoot(join(ws, 'meta', 'de'), ws)).toBeUndefined()
    symlinkSync(join(space, 'none'), join(ws, 'dangling'))
    expect(checkRoot(join(ws, 'dangling', 'meta'), ws)).toMatch(
      /^'dangling' is reached through a symbolic link \(it leads nowhere\)/
    )
  })
})
