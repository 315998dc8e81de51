// The likely typo: the known name a mistyped one is closest to.
import { describe, expect, it } from '@jest/globals'
import { closest, editDistance } from '../../src/step/typos.js'

const NAMES = ['report', 'report-period', 'report-dir', 'release-files', 'release-notes', 'retries', 'scope']

describe('closest', () => {
  it.each([
    ['reprot', 'report'],
    ['release-file', 'release-files'],
    ['report_period', 'report-period'],
    ['REPORT-DIR', 'report-dir'],
    ['scop', 'scope'],
    ['retires', 'retries']
  ])('takes %j for %j', (word, known) => {
    expect(closest(word, NAMES)).toBe(known)
  })

  it.each(['colour', 'sc', 'releasenotesdir', 'report-d'])('finds no typo in %j', (word) => {
    expect(closest(word, NAMES)).toBeUndefined()
  })

  it('names none of two that are as close', () => {
    expect(closest('release-filex', ['release-files', 'release-filed'])).toBeUndefined()
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('slaes', 'sales')).toBe(1)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })
})
