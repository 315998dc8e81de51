/**
 * A release in one step: its stages (stages.ts) run in order; the first failure ends it, and
 * failure.ts says what happened and what is true of the edit now. A dry run deletes its edit
 * whatever happens, also when the run is cancelled (SIGINT, SIGTERM, SIGBREAK).
 */
import { SubmissionApi } from '../../appstore/submission/index.js'
import type { Failure } from '../../step/errors.js'
import type { Outcome, RunContext } from '../capability.js'
import { CONSOLE_ONLY_URL, CONSOLE_URL } from '../edit/console.js'
import { Journal } from '../edit/journal.js'
import { TemporaryEdit } from '../edit/temporary.js'
import { failed } from './failure.js'
import { leftOutSection } from './listing/summary.js'
import type { ReleaseInputs } from './inputs.js'
import { manifestOutputs, manifestSection } from './manifests.js'
import { reachSection } from './reach.js'
import type { State } from './stage.js'
import { releaseStages } from './stages.js'

export async function runRelease(
  release: ReleaseInputs,
  { session, log, clock, signals }: RunContext
): Promise<Outcome> {
  const api = new SubmissionApi(session, release.appUrl)
  const manifests = release.files.map((file) => file.manifest)
  const journal = new Journal(log, clock)
  const state: State = { apks: [], placed: {}, submitted: false, listingChanged: false }
  const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft'
  const files = release.files.map((file) => file.name).join(', ') || 'no APK'
  journal.row('Release', `${release.appId}, ${mode}: ${files}`)
  const dryRun = release.dryRun
    ? new TemporaryEdit(api, journal, signals, { label: 'Dry run', owner: 'the dry run', edit: () => state.edit })
    : undefined
  const stages = releaseStages({ api, release, journal, state, clock, opened: () => dryRun?.opened() })
  let failure: Failure | undefined
  for (const stage of stages) {
    try {
      await stage.run()
    } catch (error) {
      failure = await failed(error, stage, api, journal, release, state)
      break
    }
  }
  if (dryRun) failure = await dryRun.finish(failure)
  if (state.submitted) {
    const steps = 'content rating, pricing, DRM, Live App Testing, staged rollout: what only the console does'
    journal.row('Console-only steps', `${CONSOLE_ONLY_URL} (${steps})`, 'none')
  }
  journal.row('Developer console', CONSOLE_URL, 'none')
  return {
    outputs: {
      'edit-id': state.edit ?? '',
      'apk-ids': state.apks.map((apk) => apk.id).join('\n'),
      ...manifestOutputs(manifests),
      submitted: String(state.submitted),
      'listing-changed': String(state.listingChanged)
    },
    rows: journal.rows,
    sections: [
      manifestSection(manifests, state.placed),
      reachSection(release.reach),
      release.listing && leftOutSection(release.listing.folder, state.listingLanguages)
    ].filter((section) => section !== undefined),
    failure
  }
}
