/**
 * The status action: the live version's APKs (GET /edits/previous and its APKs), the open edit and its
 * APKs (GET /edits), and from them the next version code: one above every code known, an open
 * edit's included (a draft's APK will go live before the next build's). Nothing is changed.
 * `/edits/previous` is known from one public client only: when it cannot be read, the step goes on
 * without the live codes and says so. Then the live version's devices (reach.ts), from the targeting
 * of its APKs, and a table of what the API answered for each uncertain fact the release relies on
 * (probe.ts reads, answers.ts shows).
 */
import { highestVersionCode, nextVersionCode } from '../../android/preflight.js'
import { ApiFailure } from '../../appstore/errors.js'
import { SubmissionApi, type Apk } from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'
import { asFailure } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import { CONSOLE_URL } from '../edit/console.js'
import { Journal } from '../edit/journal.js'
import { answersSection, ANSWERS_TITLE } from './answers.js'
import type { StatusInputs } from './inputs.js'
import { liveAnswer } from './live.js'
import { attempt, probe, type Found, type Probed } from './probe.js'
import { devicesAnswer } from './reach.js'

export async function runStatus(target: StatusInputs, { session, log, clock }: RunContext): Promise<Outcome> {
  const api = new SubmissionApi(session, target.appUrl)
  const journal = new Journal(log, clock)
  journal.row('Status', `${target.appId}: read only, nothing in the store changes`)
  const found: Found = { lists: [] }
  let failure: Failure | undefined
  let probed: Probed | undefined
  try {
    await read(api, journal, found)
    journal.begin("reading what the API answers for the release's uncertain facts")
    probed = await probe(api, found)
  } catch (error) {
    const why = asFailure(error, log)
    failure = new Failure([`Status failed while ${journal.doing}: `, ...why.parts], { cause: error })
  }
  const live = found.lists.find((list) => list.whose === 'live version')?.apks ?? []
  const next = failure ? '' : nextCode(found, journal)
  const answer = liveAnswer(target.versionCodes, found, journal)
  const devices = devicesAnswer(found, probed)
  journal.row('Devices', devices.row)
  journal.row('Developer console', CONSOLE_URL, 'none')
  return {
    outputs: {
      'live-version-codes': live.map((apk) => apk.versionCode).join('\n'),
      'next-version-code': next,
      'open-edit-id': found.open?.ok ? (found.open.value?.id ?? '') : '',
      'open-edit-status': found.open?.ok ? (found.open.value?.status ?? '') : '',
      live: answer.live,
      'in-review': answer.inReview,
      ...devices.outputs
    },
    rows: journal.rows,
    sections: [...(devices.section ? [devices.section] : []), answersSection(found, probed)],
    failure
  }
}

async function read(api: SubmissionApi, journal: Journal, found: Found): Promise<void> {
  journal.begin('reading the live version')
  found.previous = await attempt(() => api.edits.previous())
  if (!found.previous.ok) {
    const { failure } = found.previous
    const why = failure instanceof ApiFailure ? `it answered HTTP ${failure.status}` : 'its answer could not be read'
    journal.row(
      'Live version',
      `unknown: GET /edits/previous was not read (${why}), so the live version codes are not known, and ` +
        `next-version-code counts the open edit's APKs only (table "${ANSWERS_TITLE}" below)`,
      'warning'
    )
  } else if (found.previous.value) {
    const { edit, apks, asObject } = found.previous.value
    found.lists.push({ whose: 'live version', edit: edit.id, apks, asObject })
    journal.finished('Live version', `${edit.id}: ${listed(apks)}`)
  } else journal.finished('Live version', 'none: the app has no live version yet')
  journal.begin('reading the open edit')
  // Without the open edit, no next version code can be given: its failure is the step's.
  found.open = await attempt(() => api.edits.open())
  if (!found.open.ok) throw found.open.failure
  const open = found.open.value
  if (!open) return journal.row('Open edit', 'none')
  journal.begin(`reading the APKs of the open edit ${open.id}`)
  const { apks, asObject } = await api.apks.listing(open.id)
  found.lists.push({ whose: 'open edit', edit: open.id, apks, asObject })
  journal.finished('Open edit', `${open.id} (${open.status || 'no status given'}): ${listed(apks)}`)
}

/** One above every version code known; '' when none is known because the live version was not read. */
function nextCode(found: Found, journal: Journal): string {
  const live = found.lists.find((list) => list.whose === 'live version')?.apks ?? []
  const open = found.lists.find((list) => list.whose === 'open edit')?.apks ?? []
  if (found.previous?.ok) {
    const next = String(nextVersionCode(live, open))
    journal.row('Next version code', `${next}: one above every version code known, the open edit's too`)
    return next
  }
  if (highestVersionCode(open.map((apk) => apk.versionCode)) === undefined) {
    journal.row('Next version code', 'none given: the live version codes are unknown and no open edit holds an APK')
    return ''
  }
  const next = String(nextVersionCode([], open))
  journal.row('Next version code', `${next}: one above the open edit's version codes only (the live ones are unknown)`)
  return next
}

function listed(apks: readonly Apk[]): string {
  if (apks.length === 0) return 'no APK'
  const highest = highestVersionCode(apks.map((apk) => apk.versionCode))
  const codes = apks.map((apk) => `${apk.versionCode || 'no versionCode'} (${apk.name || apk.id})`).join(', ')
  return `${apks.length} APK${apks.length > 1 ? 's' : ''}, versionCode ${codes}${highest ? `; highest ${highest}` : ''}`
}
