// What the listing folder changes in an edit: the listing to PUT, or none; the images replaced, or not.
import { describe, expect, it } from '@jest/globals'
import type { CurrentImage } from '../../../../src/appstore/submission/index.js'
import { planImages, planListing } from '../../../../src/capabilities/release/listing/diff.js'
import type { ImageFile } from '../../../../src/capabilities/release/listing/image-rules.js'

const answered = {
  language: 'en-US',
  title: 'Demo',
  fullDescription: 'Long.\r\nText.',
  shortDescription: 'Short.',
  recentChanges: 'Old notes.',
  featureBullets: ['One', 'Two'],
  keywords: ['demo'],
  futureField: { kept: true }
}

describe('planListing', () => {
  it("PUTs the whole listing as answered, unknown fields kept, the folder's fields over it", () => {
    const plan = planListing(answered, 'en-US', { title: 'New demo', keywords: ['demo', 'new'] })
    expect(plan).toEqual({
      kind: 'put',
      body: { ...answered, title: 'New demo', keywords: ['demo', 'new'] },
      changed: ['title', 'keywords'],
      missing: []
    })
  })

  it('does not change what it was given', () => {
    const current = structuredClone(answered)
    const wanted = { featureBullets: ['A'] }
    const plan = planListing(current, 'en-US', wanted)
    expect(current).toEqual(answered)
    if (plan.kind !== 'put') throw new Error(plan.kind)
    ;(plan.body.featureBullets as string[]).push('B')
    expect(wanted.featureBullets).toEqual(['A'])
  })

  it('answers unchanged when every field given is already there: no needless PUT', () => {
    expect(
      planListing(answered, 'en-US', {
        title: 'Demo',
        fullDescription: 'Long.\nText.',
        featureBullets: ['One', 'Two'],
        recentChanges: 'Old notes.'
      })
    ).toEqual({ kind: 'unchanged' })
    expect(planListing(answered, 'en-US', {})).toEqual({ kind: 'unchanged' })
  })

  it('takes CRLF and LF, and a field answered as null or not at all and an empty one, as equal', () => {
    const sparse = { language: 'de-DE', title: 'Demo\r\nZwei', keywords: null }
    expect(
      planListing(sparse, 'de-DE', { title: 'Demo\nZwei', keywords: [], featureBullets: [], shortDescription: '' })
    ).toEqual({
      kind: 'unchanged'
    })
    expect(planListing({ featureBullets: ['a\r\nb'] }, 'de-DE', { featureBullets: ['a\nb'] })).toEqual({
      kind: 'unchanged'
    })
  })

  it.each([
    ['a longer list', { featureBullets: ['One', 'Two', 'Three'] }],
    ['another order', { featureBullets: ['Two', 'One'] }],
    ['a shorter list', { title: 'Demo', keywords: ['demo'], featureBullets: ['One'] }],
    ['other text', { shortDescription: 'Short!' }],
    ['notes', { recentChanges: 'New notes.' }]
  ])('sees %s as a change', (_what, wanted) => {
    expect(planListing(answered, 'en-US', wanted).kind).toBe('put')
  })

  it('sees a field of another type in the answer as a change', () => {
    const odd = { ...answered, title: 5, keywords: 'demo', featureBullets: ['One', 2] }
    const plan = planListing(odd, 'en-US', { title: '5', keywords: ['demo'], featureBullets: ['One', '2'] })
    expect(plan).toMatchObject({ kind: 'put', changed: ['title', 'featureBullets', 'keywords'] })
  })

  it('fills in the language when the answer has none', () => {
    const plan = planListing({ title: 'Old' }, 'fr-FR', { title: 'Nouveau' })
    expect(plan).toMatchObject({ kind: 'put', body: { language: 'fr-FR', title: 'Nouveau' } })
  })

  it('adds a listing the edit lacks, naming the fields review needs that the folder does not give', () => {
    expect(planListing(undefined, 'fr-FR', { title: 'Démo', keywords: ['démo'] })).toEqual({
      kind: 'put',
      body: { language: 'fr-FR', title: 'Démo', keywords: ['démo'] },
      changed: ['title', 'keywords'],
      missing: ['shortDescription', 'fullDescription', 'recentChanges']
    })
    const whole = { title: 't', shortDescription: 's', fullDescription: 'f', recentChanges: 'r' }
    expect(planListing(undefined, 'it-IT', whole)).toMatchObject({ kind: 'put', missing: [] })
  })
})

const file = (sha: string, name = sha): ImageFile => ({
  path: `/l/${name}.png`,
  name: `en-US/images/phoneScreenshots/${name}.png`,
  size: 100,
  sha256: sha.padEnd(64, '0'),
  width: 800,
  height: 480,
  format: 'png'
})
const hash = (sha: string) => sha.padEnd(64, '0')

describe('planImages', () => {
  const there = (...shas: (string | undefined)[]): CurrentImage[] =>
    shas.map((sha, index) => (sha === undefined ? { id: `i${index}` } : { id: `i${index}`, sha256: hash(sha) }))

  it('leaves the images when the same bytes are there in the same order', () => {
    expect(planImages('screenshots', there('a', 'b', 'c'), [file('a'), file('b'), file('c')])).toEqual({
      kind: 'unchanged',
      type: 'screenshots'
    })
  })

  it('uploads into a type with no image, deleting nothing', () => {
    expect(planImages('large-icons', [], [file('a')])).toEqual({
      kind: 'replace',
      type: 'large-icons',
      remove: [],
      upload: [file('a')],
      why: 'none'
    })
    expect(planImages('large-icons', [], [])).toEqual({ kind: 'unchanged', type: 'large-icons' })
  })

  it.each([
    ['a different count', there('a', 'b'), [file('a'), file('b'), file('c')], 'count'],
    ['other bytes', there('a', 'x', 'c'), [file('a'), file('b'), file('c')], 'content'],
    ['another order', there('b', 'a', 'c'), [file('a'), file('b'), file('c')], 'content'],
    ['bytes the API does not tell', there('a', undefined, 'c'), [file('a'), file('b'), file('c')], 'unverified'],
    ['nothing wanted', there('a'), [], 'count']
  ] as const)('replaces the whole set for %s: delete every id, then upload in order', (_what, current, wanted, why) => {
    expect(planImages('screenshots', current, wanted)).toEqual({
      kind: 'replace',
      type: 'screenshots',
      remove: current.map((image) => image.id),
      upload: wanted,
      why
    })
  })

  it('compares by what it was told the bytes of uploaded images are, when the API does not tell', () => {
    const current = there(undefined, undefined)
    const known = { i0: hash('a'), i1: hash('b') }
    expect(planImages('screenshots', current, [file('a'), file('b')], known)).toEqual({
      kind: 'unchanged',
      type: 'screenshots'
    })
    expect(planImages('screenshots', current, [file('a'), file('c')], known)).toMatchObject({ why: 'content' })
    expect(planImages('screenshots', current, [file('a'), file('b')], { i0: hash('a') })).toMatchObject({
      why: 'unverified'
    })
    // The API's own hash, when there is one, wins over what was recorded.
    expect(planImages('screenshots', there('z', 'b'), [file('a'), file('b')], known)).toMatchObject({ why: 'content' })
    // An id that is a name of Object.prototype is not "known".
    expect(planImages('screenshots', [{ id: 'constructor' }], [file('a')])).toMatchObject({ why: 'unverified' })
  })

  it('compares hashes without regard to letter case', () => {
    expect(planImages('large-icons', [{ id: 'i', sha256: hash('AB') }], [file('ab')])).toEqual({
      kind: 'unchanged',
      type: 'large-icons'
    })
  })
})
