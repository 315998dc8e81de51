/**
 * The release's checks on its files before any upload, from what their manifests say (manifest.ts)
 * and what the API said of the app's APKs: pure functions, which throw a Failure or return a plan.
 */
import { Failure } from '../step/errors.js'
import { describe, type ApkManifest, type KnownApk } from './apk.js'
import { placeFiles } from './placement.js'

export { describe, type KnownApk } from './apk.js'

/** Two files with one versionCode can never both be released: refused, naming both. */
export function refuseSameVersionCodes(files: readonly ApkManifest[]): void {
  const seen = new Map<number, ApkManifest>()
  for (const file of files) {
    const other = seen.get(file.versionCode)
    if (other) {
      throw new Failure(
        `${other.file} and ${file.file} both have versionCode ${file.versionCode}: each APK of a release needs ` +
          'its own versionCode (set versionCode per ABI or per SDK range in the build). Nothing was uploaded.'
      )
    }
    seen.set(file.versionCode, file)
  }
}

/**
 * The files against the live version's APKs, by Amazon's rules (docs/api-notes.md, version codes):
 * another package; a versionCode a live APK already has; a file not above the live APK it surely
 * replaces (paired as the APK stage pairs them: placement.ts); the minSdk rule against the live
 * APKs the files keep. Each is refused, naming the file and the live APK. Returns notes for the
 * summary on what could not be compared (no package given, no usable code, no sure pairing).
 */
export function refuseAgainstLive(files: readonly ApkManifest[], live: readonly KnownApk[]): string[] {
  const notes: string[] = []
  refuseOtherPackage(files, live, notes)
  if (live.length === 0) return notes
  for (const apk of live) {
    if (codeOf(apk) === undefined) notes.push(`APK ${describe(apk)} has no usable versionCode: it was not compared.`)
  }
  for (const file of files) {
    const same = live.find((apk) => codeOf(apk) === file.versionCode)
    if (same) {
      throw new Failure(
        `${file.file} has versionCode ${file.versionCode}, which the live APK ${describe(same)} already has: ` +
          'Amazon never takes a versionCode twice. Raise versionCode in the build. Nothing was uploaded.'
      )
    }
  }
  const plan = placeFiles(files, live)
  // Order alone is a sure pairing only for one file and one live APK: among several, the file may be meant for another.
  const sure = files.length === 1 && live.length === 1
  const unpaired: string[] = []
  for (const { file, replaces, why, byOrder } of plan.placements) {
    const code = replaces && codeOf(replaces)
    if (!replaces) unpaired.push(`${file.file} (${why})`)
    else if (code === undefined) continue
    else if (byOrder && !sure) {
      const above = file.versionCode < code ? ", whose versionCode is above the file's" : ''
      unpaired.push(
        `${file.file} (versionCode ${file.versionCode}: by order alone, it replaces ${describe(replaces)}${above})`
      )
    } else if (file.versionCode < code) {
      throw new Failure(
        `${file.file} has versionCode ${file.versionCode}, below ${code}, the versionCode of the live APK it ` +
          `replaces (${why}): an APK must be above the one it replaces. Raise versionCode in the build. Nothing was uploaded.`
      )
    }
  }
  if (unpaired.length > 0) {
    notes.push(
      `Not paired with a live APK for sure, so not compared with one: ${unpaired.join('; ')}. ` +
        'The API is the judge of these versionCodes.'
    )
  }
  refuseMinSdkOrder(files, plan.left)
  return notes
}

function refuseOtherPackage(files: readonly ApkManifest[], live: readonly KnownApk[], notes: string[]): void {
  const packages = live.filter((apk) => apk.package)
  if (live.length > 0 && packages.length === 0) {
    notes.push(
      "The API gave no package name for the live APKs: the files' packages " +
        `(${unique(files.map((file) => file.package)).join(', ')}) could not be compared with the live app's.`
    )
  }
  for (const file of files) {
    const other = packages.find((apk) => apk.package !== file.package)
    if (other) {
      throw new Failure(
        `${file.file} is package ${file.package}, but the live app is package ${other.package} ` +
          `(APK ${describe(other)}): the Appstore refuses an update with another package. Nothing was uploaded.`
      )
    }
  }
}

interface Leveled {
  name: string
  versionCode: number
  minSdk: number
}

/**
 * Among the APKs of one version, a higher minSdk needs a higher versionCode: Amazon refuses an
 * upload that breaks it. Checked among the files, and against the live APKs they keep (`kept`)
 * when such an APK's minSdk is known. A minSdk that is no number (a reference, a preview) is not compared.
 */
export function refuseMinSdkOrder(files: readonly ApkManifest[], kept: readonly KnownApk[] = []): void {
  const leveled = (name: string, versionCode: number | undefined, minSdk: unknown): Leveled[] =>
    typeof minSdk === 'number' && versionCode !== undefined ? [{ name, versionCode, minSdk }] : []
  const ours = files.flatMap((file) => leveled(file.file, file.versionCode, file.minSdk))
  const theirs = kept.flatMap((apk) => leveled(`the live APK ${describe(apk)}`, codeOf(apk), apk.minSdk))
  for (const a of ours) {
    for (const b of [...ours, ...theirs]) {
      const [high, low] = a.minSdk > b.minSdk ? [a, b] : [b, a]
      if (high.minSdk > low.minSdk && high.versionCode < low.versionCode) {
        throw new Failure(
          `${high.name} has minSdk ${high.minSdk} and versionCode ${high.versionCode}, but ${low.name} has minSdk ` +
            `${low.minSdk} and versionCode ${low.versionCode}: among the APKs of one version, a higher minSdk needs a ` +
            'higher versionCode. Amazon refuses this upload ("Higher minimum Android API level requires higher version ' +
            `code"); caught here, before any upload. Number the APKs in the order of their minSdk. Nothing was uploaded.`
        )
      }
    }
  }
}

/** The versionCode a new build should take: one above every code known, an open edit's included. */
export function nextVersionCode(live: readonly KnownApk[], edit: readonly KnownApk[] = []): number {
  return (highestCode([...live, ...edit], [])?.code ?? 0) + 1
}

/** The highest of these version codes (an edit's APKs, the live ones, files'); undefined when none is one. */
export function highestVersionCode(codes: readonly (string | number)[]): string | undefined {
  const numbers = codes.map(versionCodeOf).filter((code) => code !== undefined)
  return numbers.length > 0 ? String(Math.max(...numbers)) : undefined
}

function highestCode(apks: readonly KnownApk[], notes: string[]): { code: number; apk: KnownApk } | undefined {
  let highest: { code: number; apk: KnownApk } | undefined
  for (const apk of apks) {
    const code = codeOf(apk)
    if (code === undefined) notes.push(`APK ${describe(apk)} has no usable versionCode: it was not compared.`)
    else if (!highest || code > highest.code) highest = { code, apk }
  }
  return highest
}

const codeOf = (apk: KnownApk): number | undefined => versionCodeOf(apk.versionCode)

/** A version code as the API or a file gives it: a whole number, or undefined ('' or anything else). */
export function versionCodeOf(code: string | number): number | undefined {
  const text = String(code).trim()
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)]
}
