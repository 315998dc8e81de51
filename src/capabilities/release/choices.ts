/**
 * What a release chooses through its inputs, read before any request: the targeting of new APKs
 * (targeting), the publishing date (publish-at) and when an APK goes the large-file
 * path (large-upload). Kept apart from the stages that act on them, so that reading the
 * inputs loads none of the stages' code.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { INPUT } from '../edit/inputs.js'

export type TargetingChoice = { kind: 'like-existing' } | { kind: 'devices'; devices: string[] }

export function readTargeting(inputs: Inputs): TargetingChoice {
  const items = inputs
    .lines(INPUT.targeting)
    .flatMap((line) => line.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
  if (items.length === 0 || (items.length === 1 && items[0].toLowerCase() === 'like-existing')) {
    return { kind: 'like-existing' }
  }
  if (items.some((item) => item.toLowerCase() === 'like-existing')) {
    throw new InputError(INPUT.targeting, "is 'like-existing' or a list of devices, not both.")
  }
  return { kind: 'devices', devices: items }
}

export interface PublishingDate {
  /** Local to the zone: `2026-12-01T09:00:00`. */
  dateTime: string
  zoneId: string
}

const FORM = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?\s+(\S+)$/

export function readPublishAt(inputs: Inputs): PublishingDate | undefined {
  const text = inputs.text(INPUT.publishAt)
  if (text === '') return undefined
  const match = FORM.exec(text)
  const example = "a date, a time and an IANA time zone, as '2026-12-01T09:00 Europe/Berlin'"
  if (!match) throw new InputError(INPUT.publishAt, `must be ${example}, got '${text}'.`)
  const [, year, month, day, hour, minute, second = '00', zoneId] = match
  const date = new Date(Date.UTC(+year, +month - 1, +day, +hour, +minute, +second))
  const real =
    date.getUTCFullYear() === +year &&
    date.getUTCMonth() === +month - 1 &&
    date.getUTCDate() === +day &&
    +hour < 24 &&
    +minute < 60 &&
    +second < 60
  if (!real) throw new InputError(INPUT.publishAt, `names no real date and time: '${text}'; it must be ${example}.`)
  let canonical: string
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: zoneId }).resolvedOptions().timeZone
  } catch {
    throw new InputError(
      INPUT.publishAt,
      `names no IANA time zone: '${zoneId}' (Europe/Berlin, America/New_York, UTC).`
    )
  }
  // The API is given the zone as written (US/Central stays US/Central, which Intl calls
  // America/Chicago: Amazon's list of zones is not known); only its letter case is Intl's.
  const zone = canonical.toLowerCase() === zoneId.toLowerCase() ? canonical : zoneId
  return { dateTime: `${year}-${month}-${day}T${hour}:${minute}:${second}`, zoneId: zone }
}

/**
 * What the release does when Amazon's targeting shows devices the live version reaches and this
 * version does not (devices.ts): stop before the commit (fail), warn and go on (warn), or let the
 * devices a list names (by id or name) go.
 */
export type DevicesLostChoice = { kind: 'fail' } | { kind: 'warn' } | { kind: 'accept'; devices: string[] }

export function readDevicesLost(inputs: Inputs): DevicesLostChoice {
  const items = inputs
    .lines(INPUT.devicesLost)
    .flatMap((line) => line.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
  const word = items.find((item) => ['fail', 'warn'].includes(item.toLowerCase()))?.toLowerCase()
  if (items.length === 0 || (items.length === 1 && word === 'fail')) return { kind: 'fail' }
  if (items.length === 1 && word === 'warn') return { kind: 'warn' }
  if (word) {
    throw new InputError(
      INPUT.devicesLost,
      `is 'fail', 'warn', or a list of the device ids or names that may go, not both: got '${word}' in a list.`
    )
  }
  return { kind: 'accept', devices: items }
}

export const LARGE_MODES = ['auto', 'always', 'never'] as const
export type LargeMode = (typeof LARGE_MODES)[number]

export function readLargeMode(inputs: Inputs): LargeMode {
  return inputs.choice(INPUT.largeUpload, LARGE_MODES, 'auto')
}
