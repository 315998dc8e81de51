/**
 * Devices lost, from Amazon's own answer, before the commit. Once the APKs are in the edit and
 * their targeting is set, each one's targeting is read (one GET an APK) and the devices the version
 * reaches are compared with those the live version reached (live.ts read them): lost.ts says which
 * go and why. The Developer Console warns of such a loss at submission and the API does not, so
 * the release asks for it to be accepted: by default (`devices-lost: fail`) a release that would
 * commit stops before it, naming the devices, the cause and the input; `warn` or a list of the
 * devices that may go lets it on. A draft commits nothing: a warning says it. An answer that
 * cannot be read is a summary row, never a loss.
 */
import { lostGroups, type ApkReach } from '../../android/reach.js'
import type { Apk, SubmissionApi, Targeting } from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'
import type { Journal } from '../edit/journal.js'
import type { DevicesLostChoice } from './choices.js'
import { INPUT } from '../edit/inputs.js'
import { unread, type LiveDevices } from './live.js'
import { targetsAny } from './targeting.js'
import { lostDevices, notAccepted, reachedDevices, shownDevice, type LostDevice } from './lost.js'

const LABEL = 'Devices'
/** The devices a message lists at most, so that it stays readable. */
const LISTED = 10

/** What the comparison found: how many Amazon devices the version targets, and those it loses (when compared). */
export interface DevicesSeen {
  targeted: number
  /** Undefined when the live version's devices could not be read (not compared). */
  lost?: LostDevice[]
}

/**
 * Reads the targeting of each of the version's APKs and compares it with the live version's; a
 * summary row says what it found. Undefined when an answer could not be read.
 */
export async function compareDevices(
  api: SubmissionApi,
  edit: string,
  apks: readonly Apk[],
  live: LiveDevices | undefined,
  reach: readonly ApkReach[],
  journal: Journal
): Promise<DevicesSeen | undefined> {
  journal.begin("reading the device targeting of the version's APKs, to compare it with the live version's")
  const answers: Targeting[] = []
  try {
    for (const apk of apks) answers.push(await api.targeting.get(edit, apk.id))
  } catch (error) {
    journal.notCompared(
      LABEL,
      `not compared: ${unread(error, "GET of the APKs' device targeting")}. The devices this version loses ` +
        "against the live version are not known; the developer console's warning at submission is the judge."
    )
    return undefined
  }
  const targeted = [...reachedDevices(answers).keys()].length
  const counted = `${targeted} Amazon device${targeted === 1 ? '' : 's'} targeted`
  const none = apks.filter((_, index) => !targetsAny(answers[index]))
  if (none.length > 0) {
    // Its targeting is the problem the targeting stage reported (and a commit refuses): not a loss to accept.
    journal.row(
      LABEL,
      `${counted}; lost devices not compared: ${none.map((apk) => apk.id).join(', ')} target no device yet`
    )
    return { targeted }
  }
  if (!live) {
    journal.row(LABEL, `${counted}; no live version to compare with`)
    return { targeted }
  }
  if ('unread' in live) {
    journal.notCompared(
      LABEL,
      `${counted}; lost devices not compared: ${live.unread}. The developer console's warning at submission is the judge.`
    )
    return { targeted }
  }
  const lost = lostDevices(live.reached, answers, reach)
  if (lost.length === 0) {
    journal.row(LABEL, `${counted}, every device the live version reaches among them`)
    if (lostGroups(reach).length > 0) {
      journal.row(
        LABEL,
        "Amazon's targeting answers show no device lost, yet the manifests' warning above still stands: " +
          'Amazon may filter the devices when the edit is committed. See the Device reach table.',
        'warning'
      )
    }
  } else journal.row(LABEL, `${counted}; ${lost.length} the live version reaches lost: ${listed(lost)}`, 'none')
  return { targeted, lost }
}

/**
 * What a loss does, before the commit (a release that submits, or a dry run that rehearses it):
 * a Failure naming the devices, their cause and the input, unless `devices-lost` accepts them.
 * A draft is warned; a loss accepted is said in a row.
 */
export function guardDevices(
  seen: DevicesSeen | undefined,
  choice: DevicesLostChoice,
  commits: boolean,
  journal: Journal
): void {
  const lost = seen?.lost ?? []
  if (lost.length === 0) return
  const refused = choice.kind === 'fail' ? lost : choice.kind === 'warn' ? [] : notAccepted(lost, choice.devices)
  const accept = `'${INPUT.devicesLost}: warn', or '${INPUT.devicesLost}' listing the devices that may go`
  if (refused.length === 0) {
    const how = choice.kind === 'warn' ? `'${INPUT.devicesLost}: warn'` : `'${INPUT.devicesLost}' names them`
    journal.row(LABEL, `${lost.length} device${lost.length === 1 ? '' : 's'} lost, accepted (${how})`, 'warning')
    return
  }
  const what = `This version would stop reaching ${refused.length} device${refused.length === 1 ? '' : 's'} the live version reaches: ${causes(refused)}.`
  if (!commits) {
    journal.row(
      LABEL,
      `${what} The draft is left open; a release that submits it stops here unless ${accept} accepts the loss.`,
      'warning'
    )
    return
  }
  journal.begin('checking the devices this version loses against the live version')
  throw new Failure(
    `${what} Nothing was committed. Change the manifest line and release again, or accept the loss with ${accept}.`
  )
}

/** The `devices` and `devices-lost` outputs: empty when not known. */
export function devicesOutputs(seen: DevicesSeen | undefined): Record<'devices' | 'devices-lost', string> {
  return {
    devices: seen ? String(seen.targeted) : '',
    'devices-lost': (seen?.lost ?? []).map((device) => device.name.replace(/[\r\n]+/g, ' ')).join('\n')
  }
}

/** The devices by name, the first ten of them. */
function listed(lost: readonly LostDevice[]): string {
  const shown = lost.slice(0, LISTED).map(shownDevice)
  if (lost.length > LISTED) shown.push(`and ${lost.length - LISTED} more`)
  return shown.join(', ')
}

/** The devices grouped by their cause: 'A (X), B (Y): cause'; the first ten devices. */
function causes(lost: readonly LostDevice[]): string {
  const byCause = new Map<string, LostDevice[]>()
  for (const device of lost.slice(0, LISTED)) byCause.set(device.cause, [...(byCause.get(device.cause) ?? []), device])
  const said = [...byCause].map(([cause, devices]) => `${devices.map(shownDevice).join(', ')} (${cause})`)
  if (lost.length > LISTED) said.push(`and ${lost.length - LISTED} more`)
  return said.join('; ')
}
