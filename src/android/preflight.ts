/**
 * The release's checks on its files before any upload, from what their manifests say (manifest.ts)
 * and what the API said of the app's APKs: pure functions, which throw a Failure or return a plan.
 */
import { Failure } from '../step/errors.js'
import type { ApkManifest } from './apk.js'

/** An APK as the API lists it (the edit's, or the live version's from edits/previous). */
export interface KnownApk {
  id: string
  /** As the API gives it: a string of digits, or '' when it gave none. */
  versionCode: string | number
  name: string
  /** Only when the API gives it. */
  package?: string
  /** Only when known (the API, or the caller's record of what it uploaded); else read from `name`. */
  abis?: readonly string[]
  minSdk?: number
  /** The Amazon device ids it targets, when read (AFT… Fire TV, KF… tablets). */
  devices?: readonly string[]
}

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
 * The files against the live version's APKs: another package is refused, naming both; so is a
 * versionCode not above the highest live one, naming the file, its code and the live one. Returns
 * notes for the log on what could not be compared (the API gave no package, or no usable code).
 */
export function refuseAgainstLive(files: readonly ApkManifest[], live: readonly KnownApk[]): string[] {
  const notes: string[] = []
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
  const highest = highestCode(live, notes)
  if (highest === undefined) return notes
  for (const file of files) {
    if (file.versionCode <= highest.code) {
      throw new Failure(
        `${file.file} has versionCode ${file.versionCode}, not above ${highest.code}, the highest versionCode ` +
          `live (APK ${describe(highest.apk)}): raise versionCode in the build. Nothing was uploaded.`
      )
    }
  }
  return notes
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

export function describe(apk: KnownApk): string {
  return `${apk.id} (${apk.name || 'unnamed'}, versionCode ${String(apk.versionCode) || 'not given'})`
}

function unique(items: readonly string[]): string[] {
  return [...new Set(items)]
}
