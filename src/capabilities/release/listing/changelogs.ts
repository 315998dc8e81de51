/**
 * Which release notes the listing folder's changelogs give for a release, by the Amazon fastlane
 * plugin's rule (the file of the highest version code, else default.txt), and which locales have
 * none. A locale whose translation lags (changelogs for other version codes only) keeps its notes
 * as they are, as fastlane supply and Google Play leave them: only a folder where no locale has
 * notes for the release (the forgotten changelog) is refused, and any lagging locale with
 * listing-strict (manifests.ts before any request; apply.ts when the version codes are the edit's).
 */
import { highestVersionCode } from '../../../android/preflight.js'
import type { LocaleFolder } from './folder.js'

/** The changelog for a release of these version codes; undefined when the locale has neither file. */
export function changelogFor(
  locale: LocaleFolder,
  versionCodes: readonly (number | string)[]
): { text: string; file: string } | undefined {
  const highest = highestVersionCode(versionCodes)
  const { byVersionCode, fallback } = locale.changelogs
  if (highest !== undefined && Object.hasOwn(byVersionCode, highest)) {
    return { text: byVersionCode[highest], file: `${locale.folder}/changelogs/${highest}.txt` }
  }
  return fallback === undefined ? undefined : { text: fallback, file: `${locale.folder}/changelogs/default.txt` }
}

/** A locale without notes for the release: `lagging` when it has changelogs of other version codes only. */
export interface Unnoted {
  locale: LocaleFolder
  lagging: boolean
}

/** How a locale without notes for the release stands, for messages: `en_GB/changelogs/ holds 1005 only`. */
export function standing({ locale, lagging }: Unnoted): string {
  if (!lagging) return `${locale.folder} has no changelogs/`
  const codes = Object.keys(locale.changelogs.byVersionCode).sort((a, b) => Number(a) - Number(b))
  return `${locale.folder}/changelogs/ holds ${codes.join(', ')} only`
}

/** How a locale without notes for a release of these version codes stands; undefined when it has notes. */
export function unnoted(locale: LocaleFolder, versionCodes: readonly (number | string)[]): Unnoted | undefined {
  if (changelogFor(locale, versionCodes)) return undefined
  return { locale, lagging: Object.keys(locale.changelogs.byVersionCode).length > 0 }
}

/** `en-GB (en_GB/changelogs/ holds 1005 only), de-DE (de has no changelogs/)`. */
export function listUnnoted(locales: readonly Unnoted[]): string {
  return locales.map((item) => `${item.locale.locale} (${standing(item)})`).join(', ')
}
