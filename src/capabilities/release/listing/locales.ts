/**
 * The locale folders of a listing folder: a folder is named with a Google Play locale (the names
 * fastlane supply writes, `en-US`, `de-DE`, `es-419`, `iw-IL`, ...) or with an Amazon listing
 * language; this says which Amazon listing language it stands for. The table is data: add a row
 * when Amazon adds a language. docs/recipes/listing.md shows it with its sources.
 *
 * The rule, in order (names compared without regard to case, `_` read as `-`):
 *  1. an Amazon listing language of the table, or one the app already has (`known`: the
 *     languages of the edit's listings, so that a language Amazon added before this table did is
 *     taken as it is);
 *  2. a Play name of the table that stands for one (`de`, `es-419`);
 *  3. a Google Play locale Amazon has no listing language for (`ko-KR`, `iw-IL`): not an error,
 *     since one folder serves both stores; the folder is left out and reported;
 *  4. anything else (`english`, `en-UK`, a typo) is refused, with the names that are known.
 */
import { InputError } from '../../../step/errors.js'

export interface AmazonLocale {
  /** As the App Submission API spells it in its listing paths. */
  amazon: string
  name: string
  /** Other folder names that stand for it (Play's, or short forms). */
  aliases: readonly string[]
}

/**
 * Amazon's listing languages, as far as its docs show. Amazon's page "Distribute your app
 * internationally" lists Dutch, English (Australia, India, US), French, German, Italian, Japanese,
 * Polish, Portuguese (Brazil, Portugal), Spanish and Swedish; an older version of it English (UK)
 * and Chinese (Simplified); Fire TV's device languages add English (Canada), French (Canada) and
 * Spanish (Mexico). The xx-YY spellings beyond en-US and de-DE (seen in API calls) are assumed.
 */
export const AMAZON_LOCALES: readonly AmazonLocale[] = [
  { amazon: 'en-US', name: 'English (US)', aliases: ['en'] },
  { amazon: 'en-GB', name: 'English (UK)', aliases: [] },
  { amazon: 'en-AU', name: 'English (Australia)', aliases: [] },
  { amazon: 'en-CA', name: 'English (Canada)', aliases: [] },
  { amazon: 'en-IN', name: 'English (India)', aliases: [] },
  { amazon: 'de-DE', name: 'German', aliases: ['de'] },
  { amazon: 'fr-FR', name: 'French', aliases: ['fr'] },
  { amazon: 'fr-CA', name: 'French (Canada)', aliases: [] },
  { amazon: 'it-IT', name: 'Italian', aliases: ['it'] },
  { amazon: 'es-ES', name: 'Spanish', aliases: ['es'] },
  // Play's Latin American Spanish is the nearest to Mexico's.
  { amazon: 'es-MX', name: 'Spanish (Mexico)', aliases: ['es-419'] },
  { amazon: 'ja-JP', name: 'Japanese', aliases: ['ja'] },
  { amazon: 'pt-BR', name: 'Portuguese (Brazil)', aliases: [] },
  { amazon: 'pt-PT', name: 'Portuguese (Portugal)', aliases: [] },
  { amazon: 'zh-CN', name: 'Chinese (Simplified)', aliases: ['zh'] },
  { amazon: 'nl-NL', name: 'Dutch', aliases: ['nl'] },
  { amazon: 'pl-PL', name: 'Polish', aliases: ['pl'] },
  { amazon: 'sv-SE', name: 'Swedish', aliases: ['sv'] }
]

/**
 * Google Play's listing locales that no Amazon listing language stands for: fastlane supply's list
 * of Play languages (its folder names), less those above, plus `he`/`he-IL`, which some tools
 * write for Hebrew (Play's own name is `iw-IL`).
 */
// prettier-ignore
export const PLAY_ONLY_LOCALES: readonly string[] = [
  'af', 'am', 'ar', 'az-AZ', 'be', 'bg', 'bn-BD', 'ca', 'cs-CZ', 'da-DK', 'el-GR', 'en-SG', 'en-ZA',
  'es-US', 'et', 'eu-ES', 'fa', 'fi-FI', 'fil', 'gl-ES', 'he', 'he-IL', 'hi-IN', 'hr', 'hu-HU',
  'hy-AM', 'id', 'is-IS', 'iw-IL', 'ka-GE', 'km-KH', 'kn-IN', 'ko-KR', 'ky-KG', 'lo-LA', 'lt', 'lv',
  'mk-MK', 'ml-IN', 'mn-MN', 'mr-IN', 'ms', 'ms-MY', 'my-MM', 'ne-NP', 'no-NO', 'rm', 'ro', 'ru-RU',
  'si-LK', 'sk', 'sl', 'sr', 'sw', 'ta-IN', 'te-IN', 'th', 'tr-TR', 'uk', 'vi', 'zh-HK', 'zh-TW', 'zu'
]

export type LocaleMatch =
  /** The Amazon listing language the folder stands for. */
  | { kind: 'amazon'; locale: string }
  /** A Google Play locale with no Amazon listing language: left out. */
  | { kind: 'play-only'; locale: string }

const key = (name: string) => name.replace(/_/g, '-').toLowerCase()

const BY_NAME = new Map<string, string>()
for (const { amazon, aliases } of AMAZON_LOCALES) {
  for (const name of [amazon, ...aliases]) BY_NAME.set(key(name), amazon)
}
const PLAY_ONLY = new Map(PLAY_ONLY_LOCALES.map((name) => [key(name), name]))

/**
 * What a folder name stands for; undefined when it is neither a known Amazon nor a known Play
 * locale. `known`: the Amazon languages the app's listings already have, taken as they are.
 */
export function matchLocale(name: string, known: readonly string[] = []): LocaleMatch | undefined {
  const wanted = key(name)
  const listed = known.find((locale) => key(locale) === wanted) ?? BY_NAME.get(wanted)
  if (listed !== undefined) return { kind: 'amazon', locale: listed }
  const play = PLAY_ONLY.get(wanted)
  return play === undefined ? undefined : { kind: 'play-only', locale: play }
}

/** As matchLocale, but a name it does not know is an InputError that names the known ones. */
export function localeOf(
  name: string,
  where: { input: string; file: string },
  known: readonly string[] = []
): LocaleMatch {
  const match = matchLocale(name, known)
  if (match) return match
  const amazon = [...new Set([...AMAZON_LOCALES.map((locale) => locale.amazon), ...known])]
  throw new InputError(
    where.input,
    `holds ${where.file}, which is named after no locale this step knows: '${name}'. Name a locale folder ` +
      `after an Amazon listing language (${amazon.join(', ')}), a Google Play locale (en-US, de-DE, es-419, ...; ` +
      `those Amazon has no language for are left out) or one of ${AMAZON_LOCALES.flatMap((l) => l.aliases).join(', ')}.`
  )
}
