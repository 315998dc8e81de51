/**
 * Device targeting (targeting). A new APK targets no device until someone sets it, and a
 * commit with such an APK fails with error_apk_must_target_atleast1_device. For each APK this run
 * put in the edit that targets no device (an upload: a replace keeps its targeting), the targeting
 * object is read with its ETag, its devices' statuses set, and PUT back whole, every other field
 * (unknown ones too) as it was read: `like-existing` copies which devices another APK of the edit
 * targets (otherAndroidDevices too); a list targets the devices it names (by id or name) and no
 * other. Any status but TARGETING counts as off, and only TARGETING ↔ NOT_TARGETING is the
 * release's to change: a device DISABLED (with a reason: it does not fit the APK) goes back as it
 * was read, and naming one fails. Before a commit (and a dry run's validation) every APK of the edit is
 * checked to target some device, so that the refusal comes with a clear message instead.
 */
import { Failure } from '../../step/errors.js'
import {
  afreshOnce,
  AMAZON_DEVICES_ONLY,
  done,
  targetsNonAmazon,
  type Apk,
  type SubmissionApi,
  type Targeting
} from '../../appstore/submission/index.js'
import type { Journal } from '../edit/journal.js'
import type { TargetingChoice } from './choices.js'

type Device = Record<string, unknown>
const devicesOf = (targeting: Targeting): Device[] => [...targeting.amazonDevices, ...targeting.nonAmazonDevices]
const isOn = (device: Device) => device.status === 'TARGETING'
/** Whether the release may turn the device on or off: not when the API has DISABLED it (or says another status). */
const isOurs = (device: Device) => device.status === 'TARGETING' || device.status === 'NOT_TARGETING'
const OTHER_ANDROID = 'otherAndroidDevices'
const reasonOf = (device: Device): string => {
  const reason = (device.reason ?? {}) as { reason?: unknown; details?: unknown }
  const parts = [reason.reason, ...(Array.isArray(reason.details) ? reason.details : [reason.details])]
  const said = parts.filter((part) => typeof part === 'string' && part !== '').join(': ')
  return `${String(device.status)}${said ? `: ${said}` : ''}`
}

/** True when the targeting turns on some device (any status but TARGETING is off). */
export function targetsAny(targeting: Targeting): boolean {
  return devicesOf(targeting).some(isOn) || targeting.fields.otherAndroidDevices === 'TARGETING'
}

/** Sets the targeting of this run's APKs that target no device; returns nothing, journals each. */
export async function targetNewApks(
  api: SubmissionApi,
  edit: string,
  choice: TargetingChoice,
  apks: readonly Apk[],
  journal: Journal
): Promise<void> {
  journal.begin("reading the device targeting of this run's APKs")
  const untargeted: Apk[] = []
  for (const apk of apks) if (!targetsAny(await api.targeting.get(edit, apk.id))) untargeted.push(apk)
  if (untargeted.length === 0) return
  let wanted: (device: Device) => boolean
  let other: unknown
  let from: string
  if (choice.kind === 'like-existing') {
    const source = await targetedApk(api, edit, new Set(untargeted.map((apk) => apk.id)))
    if (!source) {
      journal.row(
        'Targeting',
        `no APK of the edit targets a device to copy from: ${untargeted.map((apk) => apk.id).join(', ')} target ` +
          "no device. Give 'targeting' a list of devices, or set it in the developer console.",
        'warning'
      )
      return
    }
    const on = new Set(
      devicesOf(source.targeting)
        .filter(isOn)
        .map((device) => String(device.id))
    )
    wanted = (device) => on.has(String(device.id))
    other = source.targeting.fields[OTHER_ANDROID]
    from = `like ${source.apk.id} (versionCode ${source.apk.versionCode})`
  } else {
    const names = choice.devices.map((item) => item.toLowerCase())
    wanted = (device) =>
      names.includes(String(device.id).toLowerCase()) || names.includes(String(device.name).toLowerCase())
    from = choice.devices.join(', ')
  }
  const nonAmazon: Apk[] = []
  for (const apk of untargeted) {
    journal.begin(`setting the device targeting of ${apk.id}`)
    const on = await setOne(api, edit, apk, { wanted, other }, choice, journal)
    if (on.nonAmazon) nonAmazon.push(apk)
    const devices = `${on.devices} device${on.devices === 1 ? '' : 's'}${on.other ? ' and other Android devices' : ''}`
    if (on.devices === 0 && !on.other) {
      journal.row(
        `Targeting ${apk.id}`,
        `no device turned on, ${from}: none of those devices is one APK ${apk.id} can target, so the commit ` +
          "would be refused. Give 'targeting' a list of devices, or set it in the developer console.",
        'warning'
      )
    } else journal.finished(`Targeting ${apk.id}`, `${devices}, ${from}`)
  }
  if (nonAmazon.length > 0) warnNonAmazon(nonAmazon, from, journal)
}

/** Targeting non-Amazon devices is taken by the API and reaches no one: a warning, never a refusal. */
function warnNonAmazon(apks: readonly Apk[], from: string, journal: Journal): void {
  journal.row(
    'Non-Amazon devices',
    `${apks.map((apk) => apk.id).join(', ')} now target${apks.length === 1 ? 's' : ''} non-Amazon Android ` +
      `devices (nonAmazonDevices or otherAndroidDevices), ${from}: ${AMAZON_DEVICES_ONLY}. The API takes it ` +
      "and the release goes on; give 'targeting' a list of Amazon devices, or turn them off in the developer " +
      'console.',
    'warning'
  )
}

async function targetedApk(
  api: SubmissionApi,
  edit: string,
  skip: Set<string>
): Promise<{ apk: Apk; targeting: Targeting } | undefined> {
  for (const apk of await api.apks.list(edit)) {
    if (skip.has(apk.id)) continue
    const targeting = await api.targeting.get(edit, apk.id)
    if (targetsAny(targeting)) return { apk, targeting }
  }
  return undefined
}

/** What to turn on: the devices `wanted` says, and otherAndroidDevices as `other` (when a status) or as it was. */
interface Wanted {
  wanted: (device: Device) => boolean
  other: unknown
}

function setOne(
  api: SubmissionApi,
  edit: string,
  apk: Apk,
  { wanted, other }: Wanted,
  choice: TargetingChoice,
  journal: Journal
): Promise<{ devices: number; other: boolean; nonAmazon: boolean }> {
  return afreshOnce(
    async () => {
      const targeting = await api.targeting.get(edit, apk.id)
      if (choice.kind === 'devices') checkNamed(choice.devices, devicesOf(targeting), apk)
      const turn = (list: Device[]) =>
        list.map((device) =>
          isOurs(device) ? { ...device, status: wanted(device) ? 'TARGETING' : 'NOT_TARGETING' } : device
        )
      const fields: Record<string, unknown> & Record<'amazonDevices' | 'nonAmazonDevices', Device[]> = {
        ...targeting.fields,
        amazonDevices: turn(targeting.amazonDevices),
        nonAmazonDevices: turn(targeting.nonAmazonDevices)
      }
      const current = targeting.fields[OTHER_ANDROID]
      if (isStatus(other) && isStatus(current)) fields[OTHER_ANDROID] = other
      const put = await api.targeting.put(edit, apk.id, fields, targeting.etag)
      if (put.kind === 'stale') return put
      const devices = [...fields.amazonDevices, ...fields.nonAmazonDevices].filter(isOn).length
      const nonAmazon = targetsNonAmazon({ fields, nonAmazonDevices: fields.nonAmazonDevices })
      return done({ devices, other: fields[OTHER_ANDROID] === 'TARGETING', nonAmazon })
    },
    {
      stale: `The targeting of ${apk.id} changed since it was read (HTTP 412): reading it afresh and trying once more`,
      twice: `the targeting of ${apk.id} changed between reading and writing it twice (HTTP 412 twice): someone is editing it.`
    },
    journal.log
  )
}

const isStatus = (value: unknown): boolean => value === 'TARGETING' || value === 'NOT_TARGETING'

/** The devices targeting names must be the APK's, and not DISABLED for it: else a Failure, before any PUT. */
function checkNamed(named: readonly string[], known: Device[], apk: Apk): void {
  const find = (item: string) =>
    known.find((device) => [device.id, device.name].some((v) => String(v).toLowerCase() === item.toLowerCase()))
  const missing = named.filter((item) => !find(item))
  if (missing.length > 0) {
    throw new Failure(
      `'targeting' names ${missing.join(', ')}, which APK ${apk.id} cannot target. Its devices: ` +
        `${known.map((device) => `${String(device.id)} (${String(device.name)})`).join(', ')}.`
    )
  }
  const fixed = named.map(find).filter((device): device is Device => device !== undefined && !isOurs(device))
  if (fixed.length > 0) {
    throw new Failure(
      `'targeting' names ${fixed.map((device) => `${String(device.id)} (${reasonOf(device)})`).join(', ')}: ` +
        `the API does not let APK ${apk.id} target ${fixed.length === 1 ? 'it' : 'them'}, and the release leaves ` +
        'such a device as it is. Leave it out of targeting.'
    )
  }
}

/** Before a commit: every APK of the edit must target some device, or the commit would be refused. */
export async function checkTargeting(api: SubmissionApi, edit: string, journal: Journal): Promise<void> {
  journal.begin("checking the device targeting of the edit's APKs")
  const none: Apk[] = []
  for (const apk of await api.apks.list(edit)) if (!targetsAny(await api.targeting.get(edit, apk.id))) none.push(apk)
  if (none.length > 0) {
    const listed = none.map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`)
    throw new Failure(
      `APK ${listed.join(', ')} targets no device, so the commit would be refused ` +
        "(error_apk_must_target_atleast1_device); nothing was committed. Set 'targeting' (like-existing, " +
        'or a list of devices), or set the targeting in the developer console.'
    )
  }
  journal.row('Targeting', 'every APK of the edit targets at least one device')
}
