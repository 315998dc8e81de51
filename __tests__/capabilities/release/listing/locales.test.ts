// The locale folders of a listing folder: which Amazon listing language each stands for.
import { describe, expect, it } from '@jest/globals'
import {
  AMAZON_LOCALES,
  PLAY_ONLY_LOCALES,
  localeOf,
  matchLocale
} from '../../../../src/capabilities/release/listing/locales.js'
import { InputError } from '../../../../src/step/errors.js'

const where = { input: 'listing-dir', file: "'xx'" }

describe('matchLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['de-DE', 'de-DE'],
    ['fr-FR', 'fr-FR'],
    ['es-ES', 'es-ES'],
    ['ja-JP', 'ja-JP'],
    ['zh-CN', 'zh-CN'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['en-GB', 'en-GB'],
    ['fr-CA', 'fr-CA']
  ])('takes the Play and Amazon name %s as Amazon %s', (name, amazon) => {
    expect(matchLocale(name)).toEqual({ kind: 'amazon', locale: amazon })
  })

  it.each([
    ['de', 'de-DE'],
    ['fr', 'fr-FR'],
    ['it', 'it-IT'],
    ['es', 'es-ES'],
    ['ja', 'ja-JP'],
    ['en', 'en-US'],
    ['zh', 'zh-CN'],
    ['es-419', 'es-MX'],
    ['nl', 'nl-NL']
  ])('takes the short or Play-only spelling %s as Amazon %s', (name, amazon) => {
    expect(matchLocale(name)).toEqual({ kind: 'amazon', locale: amazon })
  })

  it.each(['EN-us', 'en_US', 'En_Us'])('compares %s without regard to case, _ read as -', (name) => {
    expect(matchLocale(name)).toEqual({ kind: 'amazon', locale: 'en-US' })
  })

  it.each([
    ['iw-IL', 'iw-IL'],
    ['he', 'he'],
    ['no-NO', 'no-NO'],
    ['ko-KR', 'ko-KR'],
    ['zh_tw', 'zh-TW'],
    ['es-US', 'es-US']
  ])('knows %s as a Google Play locale Amazon has no language for', (name, play) => {
    expect(matchLocale(name)).toEqual({ kind: 'play-only', locale: play })
  })

  it.each(['english', 'en-UK', 'pt', 'de-AT', 'xx-YY', '', 'en-US.txt'])('does not know %j', (name) => {
    expect(matchLocale(name)).toBeUndefined()
  })

  it("takes a language the app's listings already have, as the app spells it, before the table", () => {
    expect(matchLocale('ar-AE', ['en-US', 'ar-AE'])).toEqual({ kind: 'amazon', locale: 'ar-AE' })
    expect(matchLocale('AR_ae', ['ar-AE'])).toEqual({ kind: 'amazon', locale: 'ar-AE' })
    expect(matchLocale('ar-AE')).toBeUndefined()
    // An alias still finds the table's language when the app has it too.
    expect(matchLocale('de', ['de-DE'])).toEqual({ kind: 'amazon', locale: 'de-DE' })
  })

  it('has one row per Amazon language, and no Play-only name that also stands for one', () => {
    const names = AMAZON_LOCALES.flatMap(({ amazon, aliases }) => [amazon, ...aliases].map((n) => n.toLowerCase()))
    expect(new Set(names).size).toBe(names.length)
    for (const play of PLAY_ONLY_LOCALES) expect(names).not.toContain(play.toLowerCase())
    for (const { amazon } of AMAZON_LOCALES) expect(amazon).toMatch(/^[a-z]{2}-[A-Z]{2}$/)
  })
})

describe('localeOf', () => {
  it('answers as matchLocale for a name it knows', () => {
    expect(localeOf('de', where)).toEqual({ kind: 'amazon', locale: 'de-DE' })
    expect(localeOf('iw-IL', where)).toEqual({ kind: 'play-only', locale: 'iw-IL' })
  })

  it('refuses a name it does not know with an InputError naming the input, the file and the known names', () => {
    let error: unknown
    try {
      localeOf('english', { input: 'listing-dir', file: "the folder 'english'" }, ['ar-AE'])
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InputError)
    expect((error as InputError).input).toBe('listing-dir')
    const message = (error as Error).message
    expect(message).toMatch(/^Input 'listing-dir' holds the folder 'english', which is named after no locale/)
    expect(message).toContain("'english'")
    expect(message).toContain('en-US, en-GB, en-AU, en-CA, en-IN, de-DE')
    expect(message).toContain('sv-SE, ar-AE)')
    expect(message).toContain('en, de, fr, it, es, es-419, ja, zh, nl, pl, sv')
  })
})
