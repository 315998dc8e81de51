// The locale folders of a listing folder: which Amazon listing language each stands for, and why
// every other name is left out (never refused: the folder is shared with Google Play).
import { describe, expect, it } from '@jest/globals'
import {
  AMAZON_LOCALES,
  DEVICE_LANGUAGES,
  matchLocale,
  rankOf
} from '../../../../src/capabilities/release/listing/locales.js'

describe('matchLocale', () => {
  it.each([
    'en-US',
    'en-GB',
    'en-AU',
    'en-IN',
    'de-DE',
    'fr-FR',
    'it-IT',
    'es-ES',
    'ja-JP',
    'pt-BR',
    'pt-PT',
    'nl-NL',
    'pl-PL',
    'sv-SE'
  ])("takes Amazon's listing language %s as it is", (name) => {
    expect(matchLocale(name)).toEqual({ kind: 'amazon', locale: name, exact: true })
  })

  it.each([
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['it', 'it-IT'],
    ['es', 'es-ES'],
    ['ja', 'ja-JP'],
    ['en', 'en-US'],
    ['nl', 'nl-NL'],
    ['pl', 'pl-PL'],
    ['sv', 'sv-SE']
  ])('takes the short name %s as Amazon %s', (name, amazon) => {
    expect(matchLocale(name)).toEqual({ kind: 'amazon', locale: amazon, exact: false })
  })

  it.each(['EN-us', 'en_US', 'En_Us'])('compares %s without regard to case, _ read as -', (name) => {
    expect(matchLocale(name)).toEqual({ kind: 'amazon', locale: 'en-US', exact: true })
  })

  it.each(['en-CA', 'fr-CA', 'es-MX', 'es_mx'])(
    'leaves out the Fire TV device language %s: never a listing',
    (name) => {
      expect(matchLocale(name)).toEqual({
        kind: 'left-out',
        why: 'a Fire TV device language, not an Amazon listing language'
      })
    }
  )

  it.each([
    ['es-419', 'es-ES'],
    ['es-US', 'es-ES'],
    ['nl-BE', 'nl-NL'],
    ['pt', 'pt-BR, pt-PT'],
    ['de-AT', 'de-DE'],
    ['PL-szl', 'pl-PL'],
    ['en-SG', 'en-US, en-GB, en-AU, en-IN']
  ])('leaves out %s, a region Amazon does not list, naming the ones it does (%s)', (name, listed) => {
    expect(matchLocale(name)).toEqual({
      kind: 'left-out',
      why: `no Amazon listing language of this region: Amazon lists ${listed} (name a folder so to give it)`
    })
  })

  it.each(['ar_LY', 'ar', 'ko-KR', 'iw-IL', 'zh-CN', 'zh-Hans', 'zh_Hant_HK', 'und', 'tok', 'english', ''])(
    'leaves out %j: no Amazon listing language',
    (name) => {
      const match = matchLocale(name)
      expect(match.kind).toBe('left-out')
      expect(match.kind === 'left-out' && match.why).toMatch(/^no Amazon listing language: Amazon lists en-US, en-GB/)
    }
  )

  it("takes a language the app's listings already have, as the app spells it, before the table", () => {
    expect(matchLocale('ar-AE', ['en-US', 'ar-AE'])).toEqual({ kind: 'amazon', locale: 'ar-AE', exact: true })
    expect(matchLocale('AR_ae', ['ar-AE'])).toEqual({ kind: 'amazon', locale: 'ar-AE', exact: true })
    expect(matchLocale('ar-AE').kind).toBe('left-out')
    expect(matchLocale('de', ['de-DE'])).toEqual({ kind: 'amazon', locale: 'de-DE', exact: false })
  })

  it('has one row per Amazon language, none a device language', () => {
    const names = AMAZON_LOCALES.flatMap(({ amazon, aliases }) => [amazon, ...aliases].map((n) => n.toLowerCase()))
    expect(new Set(names).size).toBe(names.length)
    for (const device of DEVICE_LANGUAGES) expect(names).not.toContain(device.toLowerCase())
    for (const { amazon } of AMAZON_LOCALES) expect(amazon).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
  })
})

describe('rankOf', () => {
  it('ranks the exact spelling first, then an exact name, then a short name', () => {
    expect(rankOf('de-DE', { locale: 'de-DE', exact: true })).toBe(0)
    expect(rankOf('de_de', { locale: 'de-DE', exact: true })).toBe(1)
    expect(rankOf('de', { locale: 'de-DE', exact: false })).toBe(2)
  })
})
