/**
 * Device reach: which Fire devices an APK reaches, told from its manifest alone, before any
 * request, by what the Amazon Appstore filters on: <uses-sdk> min and max, the features the APK
 * requires (declared, implied by its permissions, and the touchscreen Android counts as required
 * unless declared optional), the OpenGL ES version, and its native code. docs/device-reach.md
 * states every rule and fact here with its public source; each reason carries its kind (Amazon's
 * pages, Android's documentation, field reports). It is advice: it names the manifest line to add
 * or change, and never refuses a release.
 */
import type { ApkManifest } from './apk.js'
import { DEVICE_GROUPS, LACKS, type DeviceGroup, type Family, type Lack, type Source } from './devices.js'

export type { Family, Source } from './devices.js'

/**
 * How far an APK reaches a group of devices: all of them, part of them (some models, some API
 * levels), none, or not known from public sources.
 */
export type Reach = 'yes' | 'partly' | 'no' | 'uncertain'

/** Why an APK does not surely reach a group, and the manifest line (or build setting) that changes it. */
export interface Reason {
  reach: Exclude<Reach, 'yes'>
  source: Source
  why: string
  change: string
}

export interface GroupReach {
  family: Family
  fireOs: string
  /** '28', or '31-34' for a range. */
  api: string
  reach: Reach
  reasons: Reason[]
}

export interface ApkReach {
  file: string
  groups: GroupReach[]
}

const P = 'android.permission.'
const TELEPHONY = [
  'CALL_PHONE',
  'CALL_PRIVILEGED',
  'MODIFY_PHONE_STATE',
  'PROCESS_OUTGOING_CALLS',
  'READ_SMS',
  'RECEIVE_SMS',
  'RECEIVE_MMS',
  'RECEIVE_WAP_PUSH',
  'SEND_SMS',
  'WRITE_APN_SETTINGS',
  'WRITE_SMS'
]

interface Implication {
  permissions: readonly string[]
  feature: string
  /** Only for these targetSdk levels. */
  when?: (targetSdk: number) => boolean
  condition?: string
  /** Android's table has it, but Android's aapt does not imply it: whether a store does is not known. */
  tableOnly?: boolean
}

/** Android's "Permissions that imply feature requirements" table, with its targetSdk rules. */
export const IMPLIED: readonly Implication[] = [
  {
    permissions: ['BLUETOOTH', 'BLUETOOTH_ADMIN'],
    feature: 'android.hardware.bluetooth',
    when: (target: number) => target > 4,
    condition: 'targetSdk above 4'
  },
  { permissions: ['CAMERA'], feature: 'android.hardware.camera' },
  { permissions: ['CAMERA'], feature: 'android.hardware.camera.autofocus', tableOnly: true },
  {
    permissions: ['ACCESS_MOCK_LOCATION', 'ACCESS_LOCATION_EXTRA_COMMANDS', 'INSTALL_LOCATION_PROVIDER'],
    feature: 'android.hardware.location'
  },
  {
    permissions: ['ACCESS_COARSE_LOCATION'],
    feature: 'android.hardware.location.network',
    when: (target: number) => target <= 20,
    condition: 'targetSdk 20 or lower'
  },
  {
    permissions: ['ACCESS_FINE_LOCATION'],
    feature: 'android.hardware.location.gps',
    when: (target: number) => target <= 20,
    condition: 'targetSdk 20 or lower'
  },
  { permissions: ['ACCESS_COARSE_LOCATION', 'ACCESS_FINE_LOCATION'], feature: 'android.hardware.location' },
  { permissions: ['RECORD_AUDIO'], feature: 'android.hardware.microphone' },
  { permissions: TELEPHONY, feature: 'android.hardware.telephony' },
  {
    permissions: ['ACCESS_WIFI_STATE', 'CHANGE_WIFI_STATE', 'CHANGE_WIFI_MULTICAST_STATE'],
    feature: 'android.hardware.wifi'
  }
].map((rule) => ({ ...rule, permissions: rule.permissions.map((name) => P + name) }))

export const TOUCHSCREEN = 'android.hardware.touchscreen'

/** A feature the APK requires, and why. */
export interface Requirement {
  feature: string
  /** The manifest declares it required; a permission implies it; Android's default (the touchscreen). */
  by: 'declared' | 'permission' | 'default'
  /** The permission that implies it, and the targetSdk condition of that. */
  permission?: string
  condition?: string
  tableOnly?: boolean
}

/** Manifest names this module repeats in messages: anything else could be no real feature. */
const NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+$/

/** The targetSdk Android applies the table's conditions with: minSdk when not given, a preview's as the newest. */
function targetLevel(manifest: ApkManifest): number {
  const { targetSdk, minSdk } = manifest
  if (typeof targetSdk === 'number') return targetSdk
  if (targetSdk !== undefined) return Number.POSITIVE_INFINITY
  return typeof minSdk === 'number' ? minSdk : 1
}

/**
 * The features the APK requires: the ones it declares required, the ones its permissions imply
 * (unless it declares the feature itself, required or not), and the touchscreen unless declared.
 */
export function requirements(manifest: ApkManifest): Requirement[] {
  const declared = new Set(manifest.declaredFeatures.map((feature) => feature.name))
  const found = new Map<string, Requirement>()
  for (const { name, required } of manifest.declaredFeatures) {
    if (required && NAME.test(name)) found.set(name, { feature: name, by: 'declared' })
  }
  const target = targetLevel(manifest)
  for (const permission of manifest.permissions) {
    for (const rule of IMPLIED) {
      if (!rule.permissions.includes(permission) || declared.has(rule.feature) || found.has(rule.feature)) continue
      if (rule.when && !rule.when(target)) continue
      const { condition, tableOnly } = rule
      found.set(rule.feature, { feature: rule.feature, by: 'permission', permission, condition, tableOnly })
    }
  }
  // A required touchscreen.multitouch (or other touchscreen.*) requires the touchscreen itself.
  const touch = [...found.keys()].some((name) => name.startsWith(`${TOUCHSCREEN}.`))
  if (!declared.has(TOUCHSCREEN) && !touch) found.set(TOUCHSCREEN, { feature: TOUCHSCREEN, by: 'default' })
  return [...found.values()]
}

const optional = (feature: string) => `<uses-feature android:name="${feature}" android:required="false"/>`

function featureReason(requirement: Requirement, lack: Lack): Reason {
  const { feature, by, permission, condition } = requirement
  const line = optional(feature)
  if (by === 'declared') {
    return {
      reach: lack.reach,
      source: lack.source,
      why: `requires ${feature} (a <uses-feature> without android:required="false"); ${lack.said}`,
      change: `${line} if the app works without it (check PackageManager.hasSystemFeature at run time)`
    }
  }
  if (by === 'permission') {
    const when = condition ? ` with ${condition}` : ''
    const only = requirement.tableOnly ? ", which Android's aapt does not: whether Amazon does is not known" : ''
    return {
      reach: requirement.tableOnly ? 'uncertain' : lack.reach,
      source: 'Android',
      why: `${permission} implies ${feature}${when} by Android's table${only}; ${lack.said}`,
      change: `add ${line}`
    }
  }
  return {
    reach: lack.reach,
    source: 'Android',
    why: `declares no ${feature}, which Android then counts as required; ${lack.said}`,
    change: `add ${line}`
  }
}

const lacks = (lack: Lack, feature: string, family: Family) =>
  lack.family === family && (feature === lack.feature || feature.startsWith(`${lack.feature}.`))

const apiOf = ({ api: [low, high] }: DeviceGroup) => (low === high ? String(low) : `${low}-${high}`)

function sdkReasons(manifest: ApkManifest, group: DeviceGroup): Reason[] {
  const [low, high] = group.api
  const os = `Fire OS ${group.fireOs} (API ${apiOf(group)})`
  const reasons: Reason[] = []
  const { minSdk, maxSdk } = manifest
  if (typeof minSdk === 'number' && minSdk > low) {
    reasons.push({
      reach: minSdk > high ? 'no' : 'partly',
      source: 'Amazon',
      why: `minSdkVersion ${minSdk} is above ${os}${minSdk > high ? '' : ` for its devices below API ${minSdk}`}`,
      change: `<uses-sdk android:minSdkVersion="${low}"/> (minSdk ${low} in Gradle) if the app runs there`
    })
  } else if (typeof minSdk === 'number' && group.alsoListed !== undefined && minSdk > group.alsoListed) {
    reasons.push({
      reach: 'uncertain',
      source: 'Amazon',
      why:
        `minSdkVersion ${minSdk}: Amazon's Fire OS table gives Fire OS ${group.fireOs} API ${group.alsoListed} ` +
        `too, which no model is known to run; such a device would not be reached`,
      change: `<uses-sdk android:minSdkVersion="${group.alsoListed}"/> if the app runs there`
    })
  } else if (minSdk !== undefined && typeof minSdk !== 'number') {
    reasons.push({
      reach: 'uncertain',
      source: 'Amazon',
      why: 'minSdkVersion is no number (a preview or a resource reference): no Fire OS release is known to match it',
      change: '<uses-sdk android:minSdkVersion="…"/> as a number'
    })
  }
  if (typeof maxSdk === 'number' && maxSdk < high) {
    reasons.push({
      reach: maxSdk < low ? 'no' : 'partly',
      source: 'Amazon',
      why: `maxSdkVersion ${maxSdk} is below ${os}${maxSdk < low ? '' : ` for its devices above API ${maxSdk}`}`,
      change: 'remove android:maxSdkVersion from <uses-sdk> (Android ignores it since API 21; Amazon filters on it)'
    })
  }
  return reasons
}

const ARM32 = ['armeabi-v7a', 'armeabi']
const ARM = [...ARM32, 'arm64-v8a']

function abiReasons(manifest: ApkManifest, group: DeviceGroup): Reason[] {
  const { abis } = manifest
  if (abis.length === 0 || abis.some((abi) => ARM32.includes(abi))) return []
  if (!abis.some((abi) => ARM.includes(abi))) {
    return [
      {
        reach: 'uncertain',
        source: 'Amazon',
        why: `its native code is for ${abis.join(', ')} only, no ARM (lib/armeabi-v7a, lib/arm64-v8a); Amazon's ABI rows were not readable`,
        change: "build lib/armeabi-v7a too (Gradle: ndk { abiFilters 'armeabi-v7a', 'arm64-v8a' })"
      }
    ]
  }
  const field = group.thirtyTwoBit
  return [
    {
      reach: field.length > 0 ? 'partly' : 'uncertain',
      source: 'field',
      why:
        'its native code is 64-bit only (lib/arm64-v8a, no lib/armeabi-v7a); ' +
        (field.length > 0
          ? `field reports: ${field.join(', ')} install 32-bit code only ("App not installed", INSTALL_FAILED_NO_MATCHING_ABIS)`
          : 'field reports name other Fire models that install 32-bit code only; Amazon does not say which'),
      change: "build lib/armeabi-v7a too (Gradle: ndk { abiFilters 'armeabi-v7a', 'arm64-v8a' })"
    }
  ]
}

/** OpenGL ES 2.0: what every Android device of these API levels has. */
const GLES_2 = 0x00020000

function glReasons(manifest: ApkManifest): Reason[] {
  const gl = manifest.glEsVersion
  if (gl === undefined || gl <= GLES_2) return []
  const version = `${gl >>> 16}.${gl & 0xffff}`
  return [
    {
      reach: 'uncertain',
      source: 'Amazon',
      why: `requires OpenGL ES ${version} (android:glEsVersion); Amazon filters on it, and each model's version is not in this table`,
      change: `<uses-feature android:glEsVersion="0x00020000"/> if the app can do with OpenGL ES 2.0`
    }
  ]
}

const RANK: Record<Reach, number> = { yes: 0, uncertain: 1, partly: 2, no: 3 }
const worst = (reasons: readonly Reason[]): Reach =>
  reasons.reduce<Reach>((reach, reason) => (RANK[reason.reach] > RANK[reach] ? reason.reach : reach), 'yes')

/** The reach of one APK on each device group. */
export function apkReach(manifest: ApkManifest): ApkReach {
  const required = requirements(manifest)
  const groups = DEVICE_GROUPS.map((group) => {
    const reasons: Reason[] = [...sdkReasons(manifest, group)]
    for (const requirement of required) {
      const lack = LACKS.find((candidate) => lacks(candidate, requirement.feature, group.family))
      if (lack) reasons.push(featureReason(requirement, lack))
    }
    reasons.push(...glReasons(manifest), ...abiReasons(manifest, group))
    return { family: group.family, fireOs: group.fireOs, api: apiOf(group), reach: worst(reasons), reasons }
  })
  return { file: manifest.file, groups }
}

/** The reach of each APK of a release, in the order of the files. */
export function deviceReach(manifests: readonly ApkManifest[]): ApkReach[] {
  return manifests.map(apkReach)
}

/** A device group no file reaches whole, how far the best file does, and every file's reasons. */
export interface LostGroup {
  family: Family
  fireOs: string
  api: string
  reach: 'partly' | 'no'
  reasons: { file: string; reason: Reason }[]
}

/**
 * The device groups no file reaches whole (partly or not at all): what warrants a warning. A
 * group one file reaches is reached, whatever the others say (a Fire TV APK beside a tablet APK).
 * Uncertain groups are not among them: they are said in the summary only.
 */
export function lostGroups(reach: readonly ApkReach[]): LostGroup[] {
  if (reach.length === 0) return []
  return DEVICE_GROUPS.flatMap((_, index) => {
    const groups = reach.map((apk) => ({ file: apk.file, group: apk.groups[index] }))
    const best = groups.map(({ group }) => group.reach).reduce((a, b) => (RANK[b] < RANK[a] ? b : a))
    if (best !== 'partly' && best !== 'no') return []
    const { family, fireOs, api } = groups[0].group
    const reasons = groups.flatMap(({ file, group }) =>
      group.reasons.filter((reason) => RANK[reason.reach] >= RANK.partly).map((reason) => ({ file, reason }))
    )
    return [{ family, fireOs, api, reach: best, reasons }]
  })
}
