/**
 * The devices a release loses, from Amazon's own targeting answers: the Amazon devices the live
 * version reaches (every live APK's TARGETING devices) that no APK of the new version targets. A
 * device whose status is anything but TARGETING is not reached. Each lost device carries its cause:
 * the reason Amazon's answer gives for it, else the likely cause device reach (android/reach.ts)
 * reads from the manifests for its family, else none known. Pure: devices.ts reads the answers.
 */
import { DEVICE_GROUPS, type Family } from '../../android/devices.js'
import { lostGroups, type ApkReach, type Reason } from '../../android/reach.js'
import type { Targeting } from '../../appstore/submission/index.js'
import { plainLabel } from '../../step/report.js'

/** An Amazon device, by its id, with the name the answers give it. */
export interface NamedDevice {
  id: string
  name: string
}

export interface LostDevice extends NamedDevice {
  /** Why it is lost, as a person reads it; outside text made plain. */
  cause: string
  /** Whether the cause is Amazon's answer (else the manifests' likely cause, or none known). */
  byAmazon: boolean
}

type Answer = Pick<Targeting, 'amazonDevices'>

/** The Amazon devices a version reaches: those TARGETING in any of its APKs' answers, by id. */
export function reachedDevices(answers: readonly Answer[]): Map<string, string> {
  const reached = new Map<string, string>()
  for (const answer of answers) {
    for (const device of answer.amazonDevices) {
      const id = idOf(device)
      if (device.status === 'TARGETING' && id !== '' && !reached.has(id)) reached.set(id, nameOf(device))
    }
  }
  return reached
}

/** The live version's devices that the new version's answers do not reach, each with its cause. */
export function lostDevices(
  live: ReadonlyMap<string, string>,
  answers: readonly Answer[],
  reach: readonly ApkReach[]
): LostDevice[] {
  const now = reachedDevices(answers)
  return [...live]
    .filter(([id]) => !now.has(id))
    .map(([id, name]) => {
      const device = { id, name }
      const amazon = amazonReason(id, answers)
      if (amazon) return { ...device, cause: `Amazon says ${amazon}`, byAmazon: true }
      const manifest = manifestCause(device, reach)
      return {
        ...device,
        cause: manifest
          ? `likely, from the manifests: ${manifest}`
          : "cause not known: Amazon's answer gives no reason and the manifests show none",
        byAmazon: false
      }
    })
}

const idOf = (device: Record<string, unknown>): string => (typeof device.id === 'string' ? device.id : '')
const nameOf = (device: Record<string, unknown>): string =>
  typeof device.name === 'string' && device.name.trim() !== '' ? device.name : idOf(device)

/** The reason Amazon's answers give a device (`reason {reason, details}`), made plain; none when they give none. */
function amazonReason(id: string, answers: readonly Answer[]): string | undefined {
  const said = answers.flatMap((answer) =>
    answer.amazonDevices
      .filter((device) => idOf(device) === id)
      .map((device) => {
        const reason = (device.reason ?? {}) as { reason?: unknown; details?: unknown }
        const details = Array.isArray(reason.details) ? reason.details : [reason.details]
        const parts = [reason.reason, ...details].filter((part) => typeof part === 'string' && part.trim() !== '')
        return parts.map((part) => plainLabel(String(part), 200)).join(': ')
      })
      .filter((text) => text !== '')
  )
  return said.length > 0 ? [...new Set(said)].join('; ') : undefined
}

/**
 * The family of a device: Fire TV model codes begin with AFT and Fire tablet codes with KF (Amazon's
 * "Identify Fire TV devices" and "Identifying tablet devices"); else by its name; else not known.
 */
export function familyOf({ id, name }: NamedDevice): Family | undefined {
  if (/^AFT/i.test(id) || /\bfire ?tv\b/i.test(name)) return 'Fire TV'
  if (/^KF/i.test(id) || /^(amazon )?(kindle )?fire\b/i.test(name)) return 'Fire tablets'
  return undefined
}

/**
 * The manifests' likely cause for a lost device: the reasons of the groups of its family that no
 * file reaches whole, only its own group's when its model code names one (devices.ts).
 */
export function manifestCause(device: NamedDevice, reach: readonly ApkReach[]): string | undefined {
  const family = familyOf(device)
  if (!family) return undefined
  const groups = lostGroups(reach).filter((group) => group.family === family)
  const code = new RegExp(`\\b${device.id.replace(/[^A-Za-z0-9]/g, '')}\\b`)
  const own = DEVICE_GROUPS.find(
    (group) => group.family === family && device.id !== '' && group.models.some((model) => code.test(model))
  )
  const ofGroup = own ? groups.filter((group) => group.fireOs === own.fireOs) : []
  const chosen = ofGroup.length > 0 ? ofGroup : groups
  const causes = chosen.flatMap((group) => group.reasons.map(({ file, reason }) => causeOf(file, reason)))
  return causes.length > 0 ? [...new Set(causes)].join('; ') : undefined
}

const causeOf = (file: string, reason: Reason): string =>
  `${file}: ${reason.why} [${reason.source === 'field' ? 'field reports' : reason.source}], to change: ${reason.change}`

/** A device as a person reads it: its name and id, made plain. */
export const shownDevice = ({ id, name }: NamedDevice): string => {
  const shown = plainLabel(name, 80)
  const code = plainLabel(id, 40)
  return shown && shown !== code ? `${shown} (${code})` : code || '?'
}

/** The lost devices that the list of `devices-lost` does not accept (matched by id or name, in any case). */
export function notAccepted(lost: readonly LostDevice[], accepted: readonly string[]): LostDevice[] {
  const names = new Set(accepted.map((item) => item.toLowerCase()))
  return lost.filter((device) => !names.has(device.id.toLowerCase()) && !names.has(device.name.toLowerCase()))
}
