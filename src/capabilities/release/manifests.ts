/**
 * What the release files' manifests decide before any request: two files with one versionCode are
 * refused, and so is a listing folder whose changelogs miss the versionCode being released. Also
 * what they give the run: the outputs (version-codes, version-names) and the job summary's table.
 */
import { described, LEANBACK, type ApkManifest } from '../../android/apk.js'
import { highestVersionCode, refuseSameVersionCodes } from '../../android/preflight.js'
import { InputError } from '../../step/errors.js'
import type { ListingInputs } from './listing/inputs.js'
import { LISTING_INPUT } from './listing/folder.js'
import { plain } from './listing/summary.js'

export const FILES_SECTION = 'Release files'

/** Runs as the inputs are read, after the files are found. */
export function checkManifests(manifests: readonly ApkManifest[], listing: ListingInputs | undefined): void {
  refuseSameVersionCodes(manifests)
  if (listing?.hasChangelogs) checkChangelogs(manifests, listing)
}

/**
 * A locale with changelogs/<versionCode>.txt files must have the one of the versionCode released
 * (the highest of the files', as the listing stage picks it) or a default.txt: else its notes
 * would silently stay as they were. A locale without changelogs is left to the listing stage.
 */
function checkChangelogs(manifests: readonly ApkManifest[], listing: ListingInputs): void {
  const highest = highestVersionCode(manifests.map((file) => file.versionCode))
  if (highest === undefined) return
  const file = manifests.find((candidate) => String(candidate.versionCode) === highest)!
  for (const locale of Object.values(listing.folder.locales)) {
    const { byVersionCode, fallback } = locale.changelogs
    const codes = Object.keys(byVersionCode)
    if (codes.length === 0 || fallback !== undefined || byVersionCode[highest] !== undefined) continue
    throw new InputError(
      LISTING_INPUT,
      `holds ${locale.folder}/changelogs/ for version code${codes.length > 1 ? 's' : ''} ${codes.join(', ')}, but ` +
        `none for ${highest}, the versionCode of ${file.file}, and no default.txt: add ` +
        `${locale.folder}/changelogs/${highest}.txt (or default.txt). Nothing was sent.`
    )
  }
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
