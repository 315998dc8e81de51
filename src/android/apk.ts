/**
 * What an APK says of itself, as the release uses it (manifest.ts reads it from the file): kept
 * apart from the reader so that a release without files loads no zip code.
 */
import type { Reference, Value } from './axml.js'

export interface ApkManifest {
  /** The file as messages name it. */
  file: string
  package: string
  versionCode: number
  /** Undefined when the manifest gives none; a Reference when it is @string/… (not resolved). */
  versionName: string | Reference | undefined
  /** From <uses-sdk>: a number, a preview's code name, a Reference, or undefined when not given. */
  minSdk: number | string | Reference | undefined
  targetSdk: number | string | Reference | undefined
  /** Sorted; empty when the APK has no native code. */
  abis: string[]
  /** From <uses-sdk>, as minSdk; undefined when not given (no upper bound). */
  maxSdk?: number | string | Reference | undefined
  /** The <uses-feature> names it requires (android:required not false), sorted. */
  features: string[]
  /** Every named <uses-feature>, in manifest order, required or not (device-reach reads both). */
  declaredFeatures: DeclaredFeature[]
  /** The OpenGL ES version the required <uses-feature android:glEsVersion>s ask for at most (0x00030001 is 3.1). */
  glEsVersion?: number
  /** The permissions of <uses-permission> and <uses-permission-sdk-23>, in manifest order, once each. */
  permissions: string[]
}

export interface DeclaredFeature {
  name: string
  /** False only where the manifest says android:required="false". */
  required: boolean
}

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

export function describe(apk: KnownApk): string {
  return `${apk.id} (${apk.name || 'unnamed'}, versionCode ${String(apk.versionCode) || 'not given'})`
}

/** The feature a Fire TV app requires: such an APK is for Fire TV devices, not tablets. */
export const LEANBACK = 'android.software.leanback'

/** The characters of a manifest's string a message shows at most. */
const SHOWN = 80

/** A manifest value for a message: a reference is said to be one, as it cannot be resolved here. */
export function described(value: Value | undefined): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'object') return `a resource reference (${value.reference}), not resolved`
  if (typeof value !== 'string') return String(value)
  return JSON.stringify(value.length > SHOWN ? `${value.slice(0, SHOWN)}…` : value)
}
