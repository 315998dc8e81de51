// Where listing-bootstrap writes, and that what it writes reads back, in
// process against the stand-ins: layout.ts's table and format, the locale folders already there,
// `<locale>/amazon/` overrides, files that differ kept unless `overwrite`, and three real Play
// folders that a release after a bootstrap leaves as they are. Images are not compared: a
// bootstrap writes none, so the check is on the listing PUTs only (the release's image uploads
// are its own business: images.test.ts).
import { describe, expect, it } from '@jest/globals'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { changelogFor } from '../../../src/capabilities/release/listing/changelogs.js'
import { readListingFolder } from '../../../src/capabilities/release/listing/folder.js'
import { powershellOut } from '../../support/powershell.js'
import { APP, releaseHarness } from '../../support/release-harness.js'

const TRICKY = {
  title: 'Lumen',
  shortDescription: 'A lamp.',
  fullDescription: 'A lamp for the night.\n\n- not a bullet, a line of the description',
  featureBullets: ['- starts with a dash', 'spans\ntwo lines', '* a star', 'plain'],
  keywords: ['one, two', 'say "hi"', ' padded ', 'plain']
}
const LISTINGS = {
  'en-US': TRICKY,
  'de-DE': { ...TRICKY, title: 'Lumen DE', keywords: ['Lampe, hell'] },
  'en-GB': { ...TRICKY, title: 'Lumen GB' }
}
const h = releaseHarness({
  apps: [{ id: APP, listings: LISTINGS }],
  prefix: 'bootstrap-folder-',
  defaults: { 'listing-dir': 'meta' }
})
const { put, release, routed } = h
const bootstrap = (mode = 'true') => h.bootstrap(mode === 'overwrite' ? { overwrite: 'true' } : {})
const listingPuts = () => routed('PUT /edits/:edit/listings/:lang')
const read = (name: string) => readFileSync(join(h.ws, 'meta', name), 'utf8')
const KNOWN = Object.keys(LISTINGS)

describe('listing-bootstrap writes what a release reads back', () => {
  it('keeps keywords with commas or quotes, and bullets that start with "- " or span two lines, exactly', async () => {
    const result = await bootstrap()
    expect(failureOf(result)).toBe('')

    const folder = readListingFolder(join(h.ws, 'meta'))
    for (const [locale, fields] of Object.entries(LISTINGS)) {
      expect(folder.locales[locale].text).toEqual(fields)
    }
    expect(read('en-US/feature_bullets.txt')).toBe(
      '- - starts with a dash\n- spans\n  two lines\n- * a star\n- plain\n'
    )

    const again = await release()
    expect(failureOf(again)).toBe('')
    expect(listingPuts()).toEqual([])
  })

  it('writes into the locale folders already there (de, en_GB), a new one only for a language that has none', async () => {
    put({ 'meta/de/video.txt': 'https://example.com/v\n', 'meta/en_GB/video.txt': 'https://example.com/v\n' })
    const result = await bootstrap()
    expect(failureOf(result)).toBe('')

    expect(read('de/title.txt')).toBe('Lumen DE\n')
    expect(read('en_GB/title.txt')).toBe('Lumen GB\n')
    expect(read('en-US/title.txt')).toBe('Lumen\n')
    expect(existsSync(join(h.ws, 'meta/de-DE'))).toBe(false)
    expect(existsSync(join(h.ws, 'meta/en-GB'))).toBe(false)
    expect(result.summary).toContain('| Listing de-DE | written: de/title.txt, de/short_description.txt')
  })

  it('takes folders named __proto__ and constructor for no language, and writes nothing into them', async () => {
    put({ 'meta/__proto__/title.txt': 'x\n', 'meta/constructor/title.txt': 'x\n' })
    const result = await bootstrap()
    expect(failureOf(result)).toBe('')
    expect(read('en-US/title.txt')).toBe('Lumen\n')
    expect(read('__proto__/title.txt')).toBe('x\n')
    expect(existsSync(join(h.ws, 'meta/constructor/short_description.txt'))).toBe(false)
  })

  it('keeps a file that differs from the store, saying so in one row, and replaces it with overwrite', async () => {
    put({ 'meta/de/title.txt': 'Lumen (Play)\n', 'meta/de/full_description.txt': 'Play text.\n' })
    const kept = await bootstrap()
    expect(failureOf(kept)).toBe('')
    expect(read('de/title.txt')).toBe('Lumen (Play)\n')
    expect(read('de/full_description.txt')).toBe('Play text.\n')
    expect(kept.summary).toContain('kept (differs from the store): de/title.txt, de/full_description.txt')
    expect(kept.summary).toMatch(/\| Files \| 13 written, 0 unchanged, 2 kept \(differs from the store\)/)
    expect(warningsOf(kept)).toHaveLength(1)
    expect(kept.outputs['listing-files']).toBe('13')

    const replaced = await bootstrap('overwrite')
    expect(failureOf(replaced)).toBe('')
    expect(read('de/title.txt')).toBe('Lumen DE\n')
    expect(read('de/full_description.txt')).toBe(`${TRICKY.fullDescription}\n`)
    expect(replaced.summary).toMatch(/\| Files \| 2 written, 13 unchanged, 0 kept/)
  })

  it('keeps, even with overwrite, a file for a field the store has no text in, and says so', async () => {
    h.api.console.openEdit(APP)
    h.api.console.changeListing(APP, 'en-US', { keywords: [] })
    put({ 'meta/en-US/keywords.txt': 'lamp\n' })
    const result = await bootstrap('overwrite')
    expect(failureOf(result)).toBe('')
    expect(read('en-US/keywords.txt')).toBe('lamp\n')
    expect(result.summary).toContain('kept (the store has no text): en-US/keywords.txt')
    expect(result.summary).toMatch(/\| Files \| 14 written, 0 unchanged, 1 kept/)
  })

  it('leaves a file that reads as the store has it as it is, however it is spelled', async () => {
    const spelled = '"one, two", "say ""hi""", " padded ",plain\n'
    put({
      'meta/en-US/keywords.txt': spelled,
      'meta/en-US/feature_bullets.txt': TRICKY.featureBullets.map((b) => `- ${b.replace('\n', '\n\t')}`).join('\n')
    })
    const result = await bootstrap('overwrite')
    expect(failureOf(result)).toBe('')
    expect(read('en-US/keywords.txt')).toBe(spelled)
    expect(result.summary).toContain('unchanged: en-US/feature_bullets.txt, en-US/keywords.txt')
  })

  it("reads a file PowerShell 5.1's > wrote (UTF-16 with its mark) as the release does: the same text is unchanged", async () => {
    put({ 'meta/de/title.txt': powershellOut('Lumen DE'), 'meta/en-GB/title.txt': powershellOut('Lumen (Play)') })
    const result = await bootstrap()
    expect(failureOf(result)).toBe('')
    expect(readFileSync(join(h.ws, 'meta/de/title.txt'))).toEqual(powershellOut('Lumen DE'))
    expect(result.summary).toContain('unchanged: de/title.txt')
    expect(result.summary).toContain('kept (differs from the store): en-GB/title.txt')
  })

  it('writes into <locale>/amazon/ where the override holds the file, so the release reads what it wrote', async () => {
    put({
      'meta/de/title.txt': 'Lumen (Play)\n',
      'meta/de/amazon/title.txt': 'Lumen (old Amazon)\n',
      'meta/de/amazon/keywords.txt': 'Lampe, hell\n'
    })
    const result = await bootstrap('overwrite')
    expect(failureOf(result)).toBe('')
    expect(read('de/title.txt')).toBe('Lumen (Play)\n')
    expect(read('de/amazon/title.txt')).toBe('Lumen DE\n')
    expect(read('de/amazon/keywords.txt')).toBe('"Lampe, hell"\n')
    expect(existsSync(join(h.ws, 'meta/de/keywords.txt'))).toBe(false)
    expect(existsSync(join(h.ws, 'meta/de/short_description.txt'))).toBe(true)

    const again = await release()
    expect(failureOf(again)).toBe('')
    expect(listingPuts()).toEqual([])
  })

  it.each(['newpipe', 'jellyfin-androidtv', 'antimine'])(
    'leaves nothing for a release to change in the real Play folder %s (listing PUTs compared)',
    async (name) => {
      cpSync(join('__fixtures__/play-folders', name), join(h.ws, 'meta'), { recursive: true })
      // Release notes are per version and a bootstrap writes none: the store has the folder's already.
      h.api.console.openEdit(APP)
      const folder = readListingFolder(join(h.ws, 'meta'))
      for (const locale of KNOWN) {
        const notes = folder.locales[locale] && changelogFor(folder.locales[locale], [100, 101])
        if (notes) h.api.console.changeListing(APP, locale, { recentChanges: notes.text })
      }
      const result = await bootstrap('overwrite')
      expect(failureOf(result)).toBe('')
      expect(routed('PUT /edits/:edit/listings/:lang')).toEqual([])

      const again = await release()
      expect(failureOf(again)).toBe('')
      expect(listingPuts()).toEqual([])
      for (const locale of KNOWN) expect(again.summary).toContain(`| Listing ${locale} | unchanged`)
    }
  )
})
