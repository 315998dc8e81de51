/**
 * The status front door: the live version's APKs (GET /edits/previous and its APKs), the open edit and its
 * APKs (GET /edits), and from them the next version code: one above every code known, an open
 * edit's included (a draft's APK will go live before the next build's). Nothing is changed.
 */
import { highestVersionCode, nextVersionCode } from '../../android/preflight.js'
import { SubmissionApi, type Apk } from '../../appstore/submission/index.js'
import { Failure } from '../../step/errors.js'
import { asFailure } from '../../step/report.js'
import type { Outcome, RunContext } from '../capability.js'
import { CONSOLE_URL } from '../edit/console.js'
import { Journal } from '../edit/journal.js'
import type { App } from '../edit/app.js'

interface Found {
  live: Apk[]
  open?: { id: string; status: string; apks: Apk[] }
}

export async function runStatus(target: App, { session, log, clock }: RunContext): Promise<Outcome> {
  const api = new SubmissionApi(session, target.appUrl)
  const journal = new Journal(log, clock)
  journal.row('Status', `${target.appId}: read only, nothing in the store changes`)
  const found: Found = { live: [] }
  let failure: Failure | undefined
  try {
    await read(api, journal, found)
  } catch (error) {
    const why = asFailure(error, log)
    failure = new Failure([`Status failed while ${journal.stage.what}: `, ...why.parts], { cause: error })
  }
  const next = failure ? '' : String(nextVersionCode(found.live, found.open?.apks))
  if (next) journal.row('Next version code', `${next}: one above every version code known, the open edit's too`)
  journal.row('Developer console', CONSOLE_URL, 'none')
  return {
    outputs: {
      'live-version-codes': found.live.map((apk) => apk.versionCode).join('\n'),
      'next-version-code': next,
      'open-edit-id': found.open?.id ?? '',
      'open-edit-status': found.open?.status ?? ''
    },
    rows: journal.rows,
    failure
  }
}

async function read(api: SubmissionApi, journal: Journal, found: Found): Promise<void> {
  journal.begin('reading the live version')
  const live = await api.edits.previous()
  found.live = live?.apks ?? []
  journal.finished(
    'Live version',
    live ? `${live.edit.id}: ${listed(found.live)}` : 'none: the app has no live version yet'
  )
  journal.begin('reading the open edit')
  const open = await api.edits.open()
  if (!open) return journal.row('Open edit', 'none')
  journal.begin(`reading the APKs of the open edit ${open.id}`)
  found.open = { id: open.id, status: open.status, apks: await api.apks.list(open.id) }
  journal.finished('Open edit', `${open.id} (${open.status || 'no status given'}): ${listed(found.open.apks)}`)
}

function listed(apks: readonly Apk[]): string {
  if (apks.length === 0) return 'no APK'
  const highest = highestVersionCode(apks.map((apk) => apk.versionCode))
  const codes = apks.map((apk) => `${apk.versionCode || 'no versionCode'} (${apk.name || apk.id})`).join(', ')
  return `${apks.length} APK${apks.length > 1 ? 's' : ''}, versionCode ${codes}${highest ? `; highest ${highest}` : ''}`
}
