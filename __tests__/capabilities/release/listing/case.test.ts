// Names in other case: the release's folder reader and the listing bootstrap
// look a listing file's name up the one way (reading.ts isNamed/entryNamed), as the file system
// does. On NTFS and APFS `Title.txt` is title.txt, and the bootstrap's "kept" file is the one a
// release sends; on Linux it is not, and the bootstrap writes title.txt beside it. The case-
// insensitive file system is emulated here by its identity probe (step/identity.ts).
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { planLocale } from '../../../../src/capabilities/bootstrap/files.js'
import { readListingFolder } from '../../../../src/capabilities/release/listing/folder.js'
import { entryNamed } from '../../../../src/capabilities/release/listing/reading.js'
import { statIdentity, type IdentityProbe } from '../../../../src/step/identity.js'
import { caseSensitive, itWhen } from '../../../support/platforms.js'
import { tempDir } from '../../../support/temp.js'

/** NTFS or APFS on Linux: the last name of a path is looked up without regard to case. */
const caseInsensitive: IdentityProbe = (path) => {
  let names: string[]
  try {
    names = readdirSync(dirname(path))
  } catch {
    return undefined
  }
  const found = names.find((name) => name.toLowerCase() === basename(path).toLowerCase())
  return found === undefined ? undefined : statIdentity(join(dirname(path), found))
}

const root = tempDir('listing-case-')
mkdirSync(join(root, 'en-US', 'Amazon'), { recursive: true })
writeFileSync(join(root, 'en-US', 'Title.txt'), 'Old title\n')
writeFileSync(join(root, 'en-US', 'Amazon', 'Keywords.txt'), 'fire, tv\n')
mkdirSync(join(root, 'en-US', 'Changelogs'))
writeFileSync(join(root, 'en-US', 'Changelogs', 'Default.txt'), 'Fixes\n')
const store = { title: 'Store title', keywords: ['fire', 'tv'] }

describe('a listing folder with names in other case', () => {
  it('on NTFS and APFS: the release reads Title.txt, Amazon/ and Changelogs/Default.txt as the names they are', () => {
    const folder = readListingFolder(root, { identity: caseInsensitive })
    expect(folder.locales['en-US'].text).toEqual({ title: 'Old title', keywords: ['fire', 'tv'] })
    expect(folder.locales['en-US'].changelogs).toEqual({ byVersionCode: {}, fallback: 'Fixes' })
    expect(folder.leftOut).toEqual([])
  })

  it('on NTFS and APFS: the bootstrap keeps Title.txt, the file the release sends, and names it so', () => {
    const planned = planLocale(root, 'en-US', 'en-US', store, caseInsensitive)
    expect(planned.map(({ shown, state, path }) => [shown, state, path])).toEqual([
      ['en-US/Title.txt', 'differs', join(root, 'en-US', 'Title.txt')],
      ['en-US/Amazon/Keywords.txt', 'same', join(root, 'en-US', 'Amazon', 'Keywords.txt')]
    ])
  })

  itWhen(caseSensitive(), 'its file system finds Title.txt by title.txt, as the tests above emulate')(
    'on Linux: the release leaves them out, and the bootstrap writes title.txt beside Title.txt, keeping nothing',
    () => {
      const folder = readListingFolder(root)
      expect(folder.locales['en-US'].text).toEqual({})
      expect(folder.leftOut.map(({ name }) => name)).toEqual(['en-US/Amazon', 'en-US/Changelogs', 'en-US/Title.txt'])
      const planned = planLocale(root, 'en-US', 'en-US', store)
      expect(planned.map(({ shown, state }) => [shown, state])).toEqual([
        ['en-US/title.txt', 'new'],
        ['en-US/keywords.txt', 'new']
      ])
    }
  )

  it('names nothing in a folder that is not there', () => {
    expect(entryNamed(join(root, 'de-DE'), 'title.txt', caseInsensitive)).toBeUndefined()
    expect(entryNamed(join(root, 'en-US'), 'title.txt', caseInsensitive)).toBe('Title.txt')
  })
})
