/**
 * The release files against the app as it is live, before the run opens or touches any edit, by
 * Amazon's rules (android/preflight.ts refuseAgainstLive): a refusal leaves every edit as it was
 * (GET requests only). The open edit's APKs are not compared: they may be this release's own,
 * uploaded by a run that failed later (a rerun must converge).
 *
 * What this check reads is known from one public client only (`GET /edits/previous`, the live
 * APKs' targeting): when an answer is missing or unreadable, the check is not made, one row says
 * so, and the release goes on. The API is then the judge; this check never stops a release by itself.
 */
import type { KnownApk } from '../../android/apk.js'
import { refuseAgainstLive } from '../../android/preflight.js'
import { ApiFailure } from '../../appstore/errors.js'
import type { LiveVersion, SubmissionApi, Targeting } from '../../appstore/submission/index.js'
import { RequestFailed } from '../../net/exchange.js'
import { Failure } from '../../step/errors.js'
import type { Journal } from '../edit/journal.js'
import type { ApkFile } from './files.js'
import { reachedDevices } from './lost.js'

const LABEL = 'Live version'

/**
 * The Amazon devices the live version reaches (TARGETING in some live APK), by id with their names;
 * or why they could not be read. None when the app has no live APK.
 */
export type LiveDevices = { reached: Map<string, string> } | { unread: string }

export async function checkAgainstLive(
  api: SubmissionApi,
  files: readonly ApkFile[],
  journal: Journal
): Promise<LiveDevices | undefined> {
  journal.begin('checking the files against the live version')
  let live: LiveVersion | undefined
  try {
    live = await api.edits.previous()
  } catch (error) {
    const why = unread(error, 'GET /edits/previous (the live version and its APKs)')
    journal.notCompared(
      LABEL,
      `not compared: ${why}. The files' package and version codes were not checked against the live APKs; ` +
        'the API is the judge.'
    )
    return { unread: why }
  }
  if (!live || live.apks.length === 0) {
    journal.row(LABEL, 'none (the app has no live APK): nothing to compare the files with')
    return undefined
  }
  const targeting = await targetingOf(api, live)
  const notes = refuseAgainstLive(
    files.map((file) => file.manifest),
    withDevices(live, targeting, journal)
  )
  for (const note of notes) journal.row(LABEL, note)
  const codes = live.apks.map((apk) => apk.versionCode || '?').join(', ')
  const pkg = notes.some((note) => note.includes('no package name')) ? 'the package not compared' : 'the same package'
  journal.finished(
    LABEL,
    `${live.edit.id}, versionCode ${codes}: no file reuses a live versionCode, each file paired with a live APK ` +
      `is above it, ${pkg}`
  )
  return 'unread' in targeting ? targeting : { reached: reachedDevices(targeting.answers) }
}

/** Each live APK's targeting, read once (GET only), in the order of the APKs; or why it could not be. */
async function targetingOf(
  api: SubmissionApi,
  live: LiveVersion
): Promise<{ answers: Targeting[] } | { unread: string }> {
  try {
    const answers: Targeting[] = []
    for (const apk of live.apks) answers.push(await api.targeting.get(live.edit.id, apk.id))
    return { answers }
  } catch (error) {
    return { unread: unread(error, "GET of the live APKs' device targeting") }
  }
}

/**
 * The live APKs with the devices each targets, to pair the files as the APK stage will (Fire TV
 * or tablets). Several APKs only; when a targeting cannot be read, none is used (names and ABIs still pair).
 */
function withDevices(
  live: LiveVersion,
  targeting: { answers: Targeting[] } | { unread: string },
  journal: Journal
): KnownApk[] {
  if (live.apks.length < 2) return live.apks
  if ('unread' in targeting) {
    journal.notCompared(
      LABEL,
      `device targeting not compared: ${targeting.unread}. The files were paired with the live APKs by name and ABIs only.`
    )
    return live.apks
  }
  return live.apks.map((apk, index) => ({
    ...apk,
    devices: [...reachedDevices([targeting.answers[index]]).keys()]
  }))
}

/** Why an answer could not be used, without the server's words (outside text stays out of the row). */
export function unread(error: unknown, what: string): string {
  // A fresh token refused too: every call would be, and the failure's hint says what to do.
  if (error instanceof ApiFailure && error.tokenRefused) throw error
  if (error instanceof ApiFailure) {
    return `${what} answered HTTP ${error.status}${error.status >= 500 ? ', after the retries' : ''}`
  }
  if (error instanceof RequestFailed) return `${what} had no answer, after the retries`
  if (error instanceof Failure) return `${what} answered in a shape the action does not know`
  throw error
}
