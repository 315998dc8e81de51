/**
 * The live version's devices: the Amazon devices that one of its APKs targets (TARGETING; any other
 * status, NOT_TARGETING and DISABLED included, reaches no one), counted per Fire family and named,
 * from the targeting answers the status step read (probe.ts), one per live APK. The family of a
 * device is told by its name or id as far as the device table (android/devices.ts) knows them;
 * another device is "other". Device names and ids come from the server: they go into the summary
 * as Quotes, made plain.
 */
import { DEVICE_GROUPS, type Family } from '../../android/devices.js'
import { ApiFailure } from '../../appstore/errors.js'
import type { Targeting } from '../../appstore/submission/index.js'
import { Quote, type Part } from '../../step/errors.js'
import { plain } from '../../step/report.js'
import { ANSWERS_TITLE, failed } from './answers.js'
import type { Found, Probed } from './probe.js'

export type ReachFamily = Family | 'other'

/** The families in the order the summary and the devices-by-family output give them. */
export const FAMILIES: readonly ReachFamily[] = ['Fire TV', 'Fire tablets', 'other']

export const DEVICES_TITLE = "The live version's devices"

export interface ReachedDevice {
  name: string
  family: ReachFamily
}

/** The devices reached, by family then name, and how many of each family. */
export interface DeviceReach {
  devices: ReachedDevice[]
  byFamily: Record<ReachFamily, number>
}

/** How the targeting answer names a device: `amzn1.appstore.device.<ID>` (one client shows it), or the ID alone. */
const DEVICE_ID_PREFIX = 'amzn1.appstore.device.'

/**
 * Each model of the device table as a name a device's name may start with ('fire hd 8' of "Fire HD
 * 8 (2018, 2020)") and the model codes it gives ('AFTMM'); each family's own name too ('fire tv').
 */
const KNOWN = [
  ...DEVICE_GROUPS.flatMap(({ family, models }) =>
    models.map((model) => {
      const [, name, within = ''] = /^([^(]*?)\s*(?:\((.*)\))?$/.exec(model) ?? ['', model]
      const codes = within.split(/,\s*/).filter((word) => /^[A-Z][A-Z0-9]{3,}$/.test(word))
      return { family, name: name.toLowerCase(), codes }
    })
  ),
  ...[...new Set(DEVICE_GROUPS.map(({ family }) => family))].map((family) => ({
    family,
    name: family.toLowerCase(),
    codes: [] as string[]
  }))
]

/** `name` is `start`, or starts with it and then a word or a bracket ("Fire HD 8 Plus", "Fire 7 (2022)"). */
function startsWithWord(name: string, start: string): boolean {
  return name === start || (name.startsWith(start) && /^[\s(,]/.test(name.slice(start.length)))
}

/** The family of a device of a targeting answer: by its id's model code, else by its name; 'other' when neither tells. */
export function familyOf(device: Record<string, unknown>): ReachFamily {
  const id = typeof device.id === 'string' ? device.id.trim() : ''
  const code = id.startsWith(DEVICE_ID_PREFIX) ? id.slice(DEVICE_ID_PREFIX.length) : id
  const byCode = code && KNOWN.find(({ codes }) => codes.includes(code))
  if (byCode) return byCode.family
  // The developer console says "Amazon Fire HD 10 (2021)"; whether the API does is not known.
  const name = typeof device.name === 'string' ? device.name.trim().replace(/\s+/g, ' ').toLowerCase() : ''
  const model = name.replace(/^amazon /, '')
  return KNOWN.find((known) => startsWithWord(model, known.name))?.family ?? 'other'
}

/** The union of the Amazon devices the answers target: each device once, by its id (else its name). */
export function deviceReach(answers: readonly Pick<Targeting, 'amazonDevices'>[]): DeviceReach {
  const reached = new Map<string, ReachedDevice>()
  for (const { amazonDevices } of answers) {
    for (const device of amazonDevices) {
      if (device.status !== 'TARGETING') continue
      const id = typeof device.id === 'string' || typeof device.id === 'number' ? String(device.id) : ''
      const name = typeof device.name === 'string' ? device.name.trim() : ''
      const key = id ? `id ${id}` : name ? `name ${name}` : `unnamed ${reached.size}`
      if (!reached.has(key))
        reached.set(key, { name: name || id || 'a device with no name or id', family: familyOf(device) })
    }
  }
  const order = (device: ReachedDevice) => FAMILIES.indexOf(device.family)
  const devices = [...reached.values()].sort(
    (a, b) => order(a) - order(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  )
  const byFamily = Object.fromEntries(
    FAMILIES.map((family) => [family, devices.filter((device) => device.family === family).length])
  ) as Record<ReachFamily, number>
  return { devices, byFamily }
}

/** What the status step says of the live version's devices: its outputs, its row, and its section. */
export interface DevicesAnswer {
  /** `devices` and `devices-by-family`: '' when not known. */
  outputs: { 'live-devices': string; 'live-devices-by-family': string }
  row: string
  section?: Part[]
}

const UNKNOWN = { 'live-devices': '', 'live-devices-by-family': '' }

const outputsOf = ({ byFamily }: DeviceReach): DevicesAnswer['outputs'] => ({
  'live-devices': String(FAMILIES.reduce((sum, family) => sum + byFamily[family], 0)),
  'live-devices-by-family': JSON.stringify(byFamily)
})

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** A device name as the summary shows it: redacted, cut, made plain. */
const nameOf = (name: string): Quote =>
  new Quote(name, (redacted) => plain(redacted.length > 100 ? `${redacted.slice(0, 99)}…` : redacted))

export function devicesAnswer(found: Found, probed: Probed | undefined): DevicesAnswer {
  if (!found.previous?.ok) {
    const why = found.previous ? 'the live version was not read (row "Live version")' : 'the status step stopped before'
    return { outputs: UNKNOWN, row: `not known: ${why}` }
  }
  if (!found.previous.value) {
    return {
      outputs: outputsOf(deviceReach([])),
      row: 'none: the app has no live version, so no device gets it from the Appstore yet'
    }
  }
  if (!probed) return { outputs: UNKNOWN, row: 'not known: the status step stopped before (see the failure)' }
  const apks = found.previous.value.apks
  const reads = probed.targeting.filter(({ whose }) => whose === 'live version')
  const unread = reads.flatMap(({ apk, answer }) => (answer.ok ? [] : [{ apk, failure: answer.failure }]))
  if (unread.length > 0) {
    return {
      outputs: UNKNOWN,
      row:
        `not known: the targeting of ${unread.length} of ${plural(apks.length, 'live APK')} could not be read ` +
        `(section "${DEVICES_TITLE}" below); devices and devices-by-family are empty`,
      section: [
        `#### ${DEVICES_TITLE}\n\n`,
        `Not known: the targeting of ${unread.length} of ${plural(apks.length, 'live APK')} could not be read, `,
        'so `devices` and `devices-by-family` are empty. Run the status action again later; ',
        `if it stays so, the table "${ANSWERS_TITLE}" below shows what the API answered.\n\n`,
        ...unread.flatMap(({ apk, failure }) => [
          '- APK ',
          new Quote(apk.id, plain),
          failure instanceof ApiFailure ? ` (HTTP ${failure.status}): ` : ': ',
          ...failed(failure),
          '\n'
        ])
      ]
    }
  }
  const reach = deviceReach(reads.flatMap(({ answer }) => (answer.ok ? [answer.value] : [])))
  const outputs = outputsOf(reach)
  const counts = FAMILIES.map((family) => `${family} ${reach.byFamily[family]}`).join(', ')
  return {
    outputs,
    row: `${plural(Number(outputs['live-devices']), 'Amazon device')} (${counts}): section "${DEVICES_TITLE}" below`,
    section: [
      `#### ${DEVICES_TITLE}\n\n`,
      `The Amazon devices that one of the live version's ${plural(apks.length, 'APK')} targets (TARGETING); `,
      'a device that no APK targets (NOT_TARGETING, DISABLED or another status) is not reached. ',
      'The family is told by the name or the id of the device; "other" when neither tells.\n\n',
      '| Family | Devices |\n|---|---|\n',
      ...FAMILIES.map((family) => `| ${family} | ${reach.byFamily[family]} |\n`),
      `| All | ${outputs['live-devices']} |\n`,
      ...(reach.devices.length === 0
        ? []
        : [
            `\n<details><summary>The ${plural(reach.devices.length, 'device')} by name</summary>\n\n`,
            ...reach.devices.flatMap(({ name, family }) => ['- ', nameOf(name), ` (${family})\n`]),
            '\n</details>\n'
          ])
    ]
  }
}
