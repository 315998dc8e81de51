/**
 * The locale folders of a listing folder: which Amazon listing language a folder stands for, and,
 * for every other name, why it is left out. Nothing here refuses a name: a folder shared with
 * Google Play holds many locales Amazon does not list, under any spelling Play or fastlane uses.
 * The table is data: add a row when Amazon adds a language. docs/recipes/listing.md shows it.
 *
 * Names are compared without regard to case, `_` read as `-` (`en_GB` is `en-GB`). The rule:
 *  1. an Amazon listing language of the table, or one the app's listings already have (`known`);
 *  2. a short name of the table (`de` for de-DE);
 *  3. anything else is left out, with the reason: a Fire TV device language (en-CA, fr-CA, es-MX),
 *     a language Amazon lists under another region only (es-419, nl-BE, pt), or no listing
 *     language at all (ar_LY, ko-KR, zh-CN, a typo).
 * Two folders for one language: the exact name wins (`de-DE` over `de`; `de-DE` over `de_de`),
 * then the first in name order; the other is left out.
 */

export interface AmazonLocale {
  /** As the App Submission API spells it in its listing paths. */
  amazon: string
  name: string
  /** Short names that stand for it. */
  aliases: readonly string[]
}

/**
 * Amazon's listing languages: its page "Distribute your app internationally" (docs/api-notes.md):
 * Dutch, English (Australia, India, US; UK in several clients), French, German,
 * Italian, Japanese, Polish, Portuguese (Brazil, Portugal), Spanish, Swedish. The xx-YY spellings
 * beyond en-US and de-DE are assumed (a language the app already lists is taken as the API spells it).
 */
export const AMAZON_LOCALES: readonly AmazonLocale[] = [
  { amazon: 'en-US', name: 'English (US)', aliases: ['en'] },
  { amazon: 'en-GB', name: 'English (UK)', aliases: [] },
  { amazon: 'en-AU', name: 'English (Australia)', aliases: [] },
  { amazon: 'en-IN', name: 'English (India)', aliases: [] },
  { amazon: 'de-DE', name: 'German', aliases: ['de'] },
  { amazon: 'fr-FR', name: 'French', aliases: ['fr'] },
  { amazon: 'it-IT', name: 'Italian', aliases: ['it'] },
  { amazon: 'es-ES', name: 'Spanish', aliases: ['es'] },
  { amazon: 'ja-JP', name: 'Japanese', aliases: ['ja'] },
  { amazon: 'pt-BR', name: 'Portuguese (Brazil)', aliases: [] },
  { amazon: 'pt-PT', name: 'Portuguese (Portugal)', aliases: [] },
  { amazon: 'nl-NL', name: 'Dutch', aliases: ['nl'] },
  { amazon: 'pl-PL', name: 'Polish', aliases: ['pl'] },
  { amazon: 'sv-SE', name: 'Swedish', aliases: ['sv'] }
]

/** Fire TV's device languages: an app runs in them, but Amazon has no listing of that name. */
export const DEVICE_LANGUAGES: readonly string[] = ['en-CA', 'fr-CA', 'es-MX']

export type LocaleMatch =
  /** The Amazon listing language the folder stands for; `exact`: named as it (not by a short name). */
  { kind: 'amazon'; locale: string; exact: boolean } | { kind: 'left-out'; why: string }

const key = (name: string) => name.replace(/_/g, '-').toLowerCase()

const EXACT = new Map(AMAZON_LOCALES.map(({ amazon }) => [key(amazon), amazon]))
const ALIAS = new Map(AMAZON_LOCALES.flatMap(({ amazon, aliases }) => aliases.map((alias) => [key(alias), amazon])))
const DEVICE = new Set(DEVICE_LANGUAGES.map(key))
const LISTED = AMAZON_LOCALES.map(({ amazon }) => amazon).join(', ')

/** What a folder name stands for. `known`: the Amazon languages the app's listings already have. */
export function matchLocale(name: string, known: readonly string[] = []): LocaleMatch {
  const wanted = key(name)
  const listed = known.find((locale) => key(locale) === wanted) ?? EXACT.get(wanted)
  if (listed !== undefined) return { kind: 'amazon', locale: listed, exact: true }
  const short = ALIAS.get(wanted)
  if (short !== undefined) return { kind: 'amazon', locale: short, exact: false }
  return { kind: 'left-out', why: whyLeftOut(wanted) }
}

function whyLeftOut(wanted: string): string {
  if (DEVICE.has(wanted)) return 'a Fire TV device language, not an Amazon listing language'
  const language = wanted.split('-')[0]
  const same = AMAZON_LOCALES.filter(({ amazon }) => key(amazon).split('-')[0] === language).map((l) => l.amazon)
  if (same.length > 0) {
    return `no Amazon listing language of this region: Amazon lists ${same.join(', ')} (name a folder so to give it)`
  }
  return `no Amazon listing language: Amazon lists ${LISTED}`
}

/** Which of two folders for one language wins: the exact spelling, then an exact name, then the first by name. */
export function rankOf(folder: string, match: { locale: string; exact: boolean }): number {
  if (folder === match.locale) return 0
  return match.exact ? 1 : 2
}
