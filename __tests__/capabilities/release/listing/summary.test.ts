// What the listing folder leaves out, in the job summary: one capped row and one capped table.
import { describe, expect, it } from '@jest/globals'
import type { ListingFolder } from '../../../../src/capabilities/release/listing/folder.js'
import {
  CELL_LIMIT,
  TABLE_LIMIT,
  leftOutRow,
  leftOutSection
} from '../../../../src/capabilities/release/listing/summary.js'

const folder = (names: number, notes = 0): ListingFolder => ({
  dir: 'meta',
  root: '/meta',
  locales: {},
  leftOut: Array.from({ length: names }, (_, i) => ({ name: `locale-${i}`, why: 'no Amazon listing language' })),
  notes: Array.from({ length: notes }, (_, i) => ({ name: `icon-${i}.png`, why: 'used as large-icons' }))
})

describe('leftOutRow', () => {
  it('says how many, with the names, cut to the cell limit', () => {
    expect(leftOutRow(folder(0))).toBeUndefined()
    expect(leftOutRow(folder(2, 1))).toEqual([
      'Listing left out',
      '2 left out, 1 noted (table "Listing folder: left out and noted" below): locale-0, locale-1'
    ])
    const [, cell] = leftOutRow(folder(5000))!
    expect(cell.length).toBeLessThanOrEqual(CELL_LIMIT)
    expect(cell).toMatch(/, and \d+ more$/)
  })
})

describe('leftOutSection', () => {
  it('lists each name with its reason, capped, and keeps a 5,000-name folder far below 1 MiB', () => {
    expect(leftOutSection(folder(0))).toBeUndefined()
    const section = leftOutSection(folder(5000, 2))!
    expect(section.split('\n').filter((line) => line.startsWith('| locale-'))).toHaveLength(TABLE_LIMIT)
    expect(section).toContain('… and 4702 more')
    expect(Buffer.byteLength(section)).toBeLessThan(64 * 1024)
  })

  it('makes names plain text: no Markdown, HTML or table breaks', () => {
    const odd: ListingFolder = { ...folder(0), leftOut: [{ name: '<img src=x>|*a*\n[b](c)', why: 'x' }] }
    expect(leftOutSection(odd)).toContain(
      '| &#60;img src=x&#62;&#124;&#42;a&#42; &#91;b&#93;&#40;c&#41; | left out | x |'
    )
  })
})
