// Real Google Play folders (__fixtures__/play-folders, see its README): each reads in one pass, as
// it is, with no failure; what Amazon cannot take is left out with the reason expected.
import { describe, expect, it } from '@jest/globals'
import { readListingFolder, type ListingFolder } from '../../../../src/capabilities/release/listing/folder.js'
import { leftOutSection } from '../../../../src/capabilities/release/listing/summary.js'

const read = (name: string) => readListingFolder(`__fixtures__/play-folders/${name}`)
/** Amazon language → the folder that gives it. */
const locales = (folder: ListingFolder) =>
  Object.fromEntries(Object.values(folder.locales).map((locale) => [locale.locale, locale.folder]))
/** Left-out name → the kind of reason (its words before the first colon). */
const reasons = (folder: ListingFolder) =>
  Object.fromEntries(folder.leftOut.map(({ name, why }) => [name, why.split(':')[0]]))
const images = (folder: ListingFolder, locale: string) =>
  Object.fromEntries(
    Object.entries(folder.locales[locale].images).map(([type, files]) => [type, files!.map((file) => file.name)])
  )
const NO_LANGUAGE = 'no Amazon listing language'
const OTHER_REGION = 'no Amazon listing language of this region'

describe('newpipe: 90 locales, short names, no title.txt, a 192×192 icon, 2560×1680 tablet screenshots', () => {
  const folder = read('newpipe')

  it('takes the short and underscore names as the Amazon languages they stand for', () => {
    expect(locales(folder)).toEqual({
      'de-DE': 'de',
      'en-GB': 'en_GB',
      'en-US': 'en-US',
      'es-ES': 'es',
      'fr-FR': 'fr',
      'it-IT': 'it',
      'ja-JP': 'ja',
      'nl-NL': 'nl',
      'pl-PL': 'pl',
      'pt-BR': 'pt-BR',
      'pt-PT': 'pt-PT',
      'sv-SE': 'sv'
    })
    // No title.txt: the title is left as the app has it.
    expect(folder.locales['en-US'].text).toEqual({
      shortDescription: expect.any(String),
      fullDescription: expect.any(String)
    })
  })

  it('leaves out the 78 other locales, the icon and the tablet screenshots, each with its reason', () => {
    const why = reasons(folder)
    expect(folder.leftOut).toHaveLength(81)
    for (const name of ['ar', 'ar_LY', 'bn_BD', 'zh-Hans', 'zh_Hant_HK', 'und', 'tok', 'kn-IN', 'nb-NO']) {
      expect(why[name]).toBe(NO_LANGUAGE)
    }
    expect(why.pt).toBe(OTHER_REGION)
    expect(why['nl-BE']).toBe(OTHER_REGION)
    expect(why['en-US/images/icon.png']).toBe('192×192 pixels')
    expect(why['en-US/images/tenInchScreenshots/09.png']).toBe('2560×1680 pixels')
    expect(why['en-US/images/tenInchScreenshots/10.png']).toBe('2560×1680 pixels')
  })

  it('takes the phone screenshots, since the tablet ones do not fit, and the feature graphic', () => {
    expect(images(folder, 'en-US')).toEqual({
      screenshots: Array.from({ length: 9 }, (_, i) => `en-US/images/phoneScreenshots/0${i}.png`),
      'promo-images': ['en-US/images/featureGraphic.png']
    })
    expect(folder.locales['en-US'].images.screenshots?.[0]).toMatchObject({ width: 1080, height: 1920 })
    expect(folder.locales['en-US'].changelogs.byVersionCode).toEqual({
      '1007': expect.any(String),
      '1008': expect.any(String),
      '1009': expect.any(String)
    })
    // en_GB's translation lags: 1005 only (a release of 1007 keeps its notes, see ../notes.test.ts).
    expect(Object.keys(folder.locales['en-GB'].changelogs.byVersionCode)).toEqual(['1005'])
  })

  it('fails with listing-strict, listing all 81', () => {
    expect(() => readListingFolder('__fixtures__/play-folders/newpipe', { strict: true })).toThrow(
      /^Input 'listing-dir' has 81 problems to fix, nothing was sent:\n- ar is left out/
    )
  })
})

describe('jellyfin-androidtv: es-419 beside es-MX, a Play icon, a TV banner, TV screenshots', () => {
  const folder = read('jellyfin-androidtv')

  it('takes es for Spanish and leaves out es-419, es-AR and the Fire TV device language es-MX', () => {
    expect(locales(folder)).toMatchObject({ 'es-ES': 'es', 'de-DE': 'de', 'en-GB': 'en-GB', 'en-US': 'en-US' })
    expect(Object.keys(folder.locales)).toHaveLength(12)
    const why = reasons(folder)
    expect(why['es-419']).toBe(OTHER_REGION)
    expect(why['es-AR']).toBe(OTHER_REGION)
    expect(why['es-MX']).toBe('a Fire TV device language, not an Amazon listing language')
    expect(why.he).toBe(NO_LANGUAGE)
    expect(why['he-IL']).toBe(NO_LANGUAGE)
    expect(folder.leftOut).toHaveLength(42)
    expect(folder.leftOut.every(({ name }) => !name.includes('/'))).toBe(true)
  })

  it("types the 512×512 icon as Amazon's large icon, saying so, and maps every image", () => {
    expect(images(folder, 'en-US')).toEqual({
      'large-icons': ['en-US/images/icon.png'],
      screenshots: ['1.png', '2.png', '3.png'].map((name) => `en-US/images/phoneScreenshots/${name}`),
      'promo-images': ['en-US/images/featureGraphic.png'],
      'firetv-screenshots': ['1.png', '2.png', '3.png'].map((name) => `en-US/images/tvScreenshots/${name}`),
      'firetv-icons': ['en-US/images/tvBanner.png']
    })
    expect(folder.notes).toEqual([
      {
        name: 'en-US/images/icon.png',
        why: "used as large-icons: it is 512×512, Amazon's large icon (Google Play's icon size)"
      }
    ])
    expect(folder.locales['es-ES'].changelogs.fallback).toEqual(expect.any(String))
  })
})

describe('antimine: full locale names, odd ones, video.txt, screenshots and no icon', () => {
  const folder = read('antimine')

  it('takes the Amazon languages as named and leaves out the rest', () => {
    expect(Object.keys(folder.locales).sort()).toEqual(
      ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'ja-JP', 'nl-NL', 'pl-PL', 'pt-BR', 'pt-PT', 'sv-SE'].sort()
    )
    const why = reasons(folder)
    expect(why['PL-szl']).toBe(OTHER_REGION)
    expect(why['es-US']).toBe(OTHER_REGION)
    expect(why['vec-IT']).toBe(NO_LANGUAGE)
    expect(why['eo-UY']).toBe(NO_LANGUAGE)
    expect(folder.leftOut).toHaveLength(37)
    expect(images(folder, 'en-US')).toEqual({
      screenshots: Array.from({ length: 8 }, (_, i) => `en-US/images/phoneScreenshots/${i + 1}.png`)
    })
    expect(folder.locales['en-US'].text.title).toEqual(expect.any(String))
  })
})

it('keeps the summary section of the largest folder small', () => {
  expect(Buffer.byteLength(leftOutSection(read('newpipe'))!)).toBeLessThan(32 * 1024)
})
