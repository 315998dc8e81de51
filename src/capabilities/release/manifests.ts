/**
 * What the release files' manifests decide before any request: two files with one versionCode are
 * refused, and so is a listing folder where no locale has notes for the versionCode released. Also
 * what they give the run: the outputs (version-codes, version-names) and the job summary's table.
 */
import { described, LEANBACK, type ApkManifest } from '../../android/apk.js'
import { highestVersionCode, refuseSameVersionCodes } from '../../android/preflight.js'
import { InputError } from '../../step/errors.js'
import type { ListingInputs } from './listing/inputs.js'
import { LISTING_INPUT } from './listing/folder.js'
import { listUnnoted, standing, unnoted } from './listing/changelogs.js'
import { plain } from '../../step/report.js'

export const FILES_SECTION = 'Release files'

/** Runs as the inputs are read, after the files are found. */
export function checkManifests(manifests: readonly ApkManifest[], listing: ListingInputs | undefined): void {
  refuseSameVersionCodes(manifests)
  if (listing?.hasChangelogs) checkChangelogs(manifests, listing)
}

/**
 * The release notes of the versionCode released (the highest of the files', as the listing stage
 * picks it): refused only when no locale has them and none has a default.txt, the forgotten
 * changelog. A locale whose changelogs lag keeps its notes (the listing stage says so in one row),
 * unless listing-strict is true.
 */
function checkChangelogs(manifests: readonly ApkManifest[], listing: ListingInputs): void {
  const highest = highestVersionCode(manifests.map((file) => file.versionCode))
  if (highest === undefined) return
  const file = manifests.find((candidate) => String(candidate.versionCode) === highest)!
  const locales = Object.values(listing.folder.locales)
  const missing = locales.map((locale) => unnoted(locale, [highest])).filter((item) => item !== undefined)
  const lagging = missing.filter((item) => item.lagging)
  if (listing.strict && lagging.length > 0) {
    throw new InputError(
      LISTING_INPUT,
      `has no changelog for version code ${highest} (the versionCode of ${file.file}) and no default.txt in ` +
        `${listUnnoted(lagging)}, and 'listing-strict' is true: add ${lagging.map(({ locale }) => `${locale.folder}/changelogs/${highest}.txt`).join(', ')} ` +
        "(or default.txt), or set 'listing-strict' to false to keep their notes as they are. Nothing was sent."
    )
  }
  if (missing.length < locales.length) return
  const shown = lagging.map(standing).join('; ')
  throw new InputError(
    LISTING_INPUT,
    `has no release notes for version code ${highest}, the versionCode of ${file.file}: no locale holds ` +
      `changelogs/${highest}.txt or changelogs/default.txt (${shown}). Add ${lagging[0].locale.folder}/changelogs/${highest}.txt ` +
      '(and the same for the other locales, or a default.txt). Nothing was sent.'
  )
}

/** The versionName as an output and a cell: a resource reference is given as such; '' when none. */
export function versionNameOf(manifest: ApkManifest): string {
  const name = manifest.versionName
  return name === undefined ? '' : typeof name === 'string' ? name : name.reference
}

export function manifestOutputs(manifests: readonly ApkManifest[]): Record<string, string> {
  return {
    'version-codes': manifests.map((file) => String(file.versionCode)).join('\n'),
    'version-names': manifests.map(versionNameOf).join('\n')
  }
}

/**
 * The job summary's table of the files, as their manifests describe them, and where each went and
 * why (`placed`, by file: empty for a file the run did not get to); undefined without files.
 */
export function manifestSection(
  manifests: readonly ApkManifest[],
  placed: Readonly<Record<string, string>> = {}
): string | undefined {
  if (manifests.length === 0) return undefined
  const level = (value: ApkManifest['minSdk']) =>
    value === undefined ? '' : typeof value === 'number' ? String(value) : described(value)
  const lines = manifests.map((file) =>
    [
      file.file,
      file.package,
      String(file.versionCode),
      versionNameOf(file),
      level(file.minSdk),
      file.abis.join(', ') || 'none',
      file.features.includes(LEANBACK) ? 'Fire TV (requires leanback)' : 'any device',
      placed[file.file] ?? 'not placed: the release stopped before'
    ]
      .map(plain)
      .join(' | ')
  )
  return [
    `#### ${FILES_SECTION}`,
    '',
    '| File | Package | versionCode | versionName | minSdk | ABIs | For | Where and why |',
    '|---|---|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`)
  ].join('\n')
}
