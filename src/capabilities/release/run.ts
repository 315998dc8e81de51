/**
 * A release in one step, a sequence of stages that each take what they need and return what they
 * did: with files, their check against the live version (live.ts, before any edit is touched); the
 * edit (reused, replaced, or opened: open.ts), passed on to every stage after it; the APKs replaced
 * in place and any extra ones uploaded (apks.ts), and their device targeting (targeting.ts), then
 * the devices the version reaches compared with the live version's (devices.ts); the
 * listing (text, release notes, images); the publishing date; then validated and committed when
 * asked (a loss of devices not accepted stops it before the commit), left open as a draft otherwise, or (a dry run) validated only. The first failure ends it,
 * and failure.ts says what happened and what is true of the edit now. A dry run's edit is deleted
 * whatever happens, also when the run is cancelled (edit/temporary.ts). The outputs and the summary
 * are built from what the stages returned.
 */
import { SubmissionApi, type Apk } from '../../appstore/submission/index.js'
import type { Clock } from '../../net/retry.js'
import type { Failure } from '../../step/errors.js'
import type { Outcome, RunContext } from '../capability.js'
import { CONSOLE_ONLY_URL, CONSOLE_URL } from '../edit/console.js'
import { takenBy } from '../edit/create.js'
import { Journal } from '../edit/journal.js'
import { TemporaryEdit } from '../edit/temporary.js'
import { planApks, putApk, type Upload } from './apks.js'
import { setPublishingDate } from './availability.js'
import { failed } from './failure.js'
import type { ReleaseInputs } from './inputs.js'
import { goesLarge, uploadLarge } from './large-upload.js'
import { compareDevices, devicesOutputs, guardDevices, type DevicesSeen } from './devices.js'
import { checkAgainstLive, type LiveDevices } from './live.js'
import { leftOutSection } from './listing/summary.js'
import { manifestOutputs, manifestSection } from './manifests.js'
import { openEdit } from './open.js'
import { reachSection } from './reach.js'
import { commit, leaveDraft, listingImages, listingText, validate, type Listed } from './stages.js'
import { checkTargeting, targetNewApks } from './targeting.js'

const DRY_RUN = { label: 'Dry run', owner: 'the dry run' }

export async function runRelease(
  release: ReleaseInputs,
  { session, log, clock, signals }: RunContext
): Promise<Outcome> {
  const api = new SubmissionApi(session, release.appUrl)
  const journal = new Journal(log, clock)
  const mode = release.dryRun ? 'dry run' : release.submit ? 'submit for review' : 'draft'
  const files = release.files.map((file) => file.name).join(', ') || 'no APK'
  journal.row('Release', `${release.appId}, ${mode}: ${files}`)
  // With files, their check against the live version comes first, before any edit is touched.
  const checking = release.files.length > 0 ? checkAgainstLive(api, release.files, journal) : undefined
  const opening = (checking ?? Promise.resolve()).then(() => openEdit(api, release, journal))
  const dryRun = release.dryRun
    ? new TemporaryEdit(
        api,
        journal,
        signals,
        DRY_RUN,
        opening.then((edit) => edit, takenBy)
      )
    : undefined
  const done = await releaseIn(opening, { api, release, journal, clock, checking })
  const failure = dryRun ? await dryRun.finish(done.failure) : done.failure
  if (done.submitted) {
    const steps = 'content rating, pricing, DRM, Live App Testing, staged rollout: what only the console does'
    journal.row('Console-only steps', `${CONSOLE_ONLY_URL} (${steps})`, 'none')
  }
  journal.row('Developer console', CONSOLE_URL, 'none')
  const manifests = release.files.map((file) => file.manifest)
  return {
    outputs: {
      'edit-id': done.edit ?? '',
      'apk-ids': done.apks.map((apk) => apk.id).join('\n'),
      ...manifestOutputs(manifests),
      ...devicesOutputs(done.devices),
      submitted: String(done.submitted),
      'listing-changed': String(done.listed?.changed ?? false)
    },
    rows: journal.rows,
    sections: [
      manifestSection(manifests, done.placed),
      reachSection(release.reach),
      release.listing && leftOutSection(release.listing.folder, done.listed?.languages)
    ].filter((section) => section !== undefined),
    failure
  }
}

interface ReleaseContext {
  api: SubmissionApi
  release: ReleaseInputs
  journal: Journal
  clock: Clock
  /** The check against the live version: the devices the live version reaches, once it read them. */
  checking: Promise<LiveDevices | undefined> | undefined
}

/** What the release did, as far as it went: each field from what a stage returned. */
interface Progress {
  edit?: string
  /** The APKs this run replaced or uploaded, in the order of the files. */
  apks: Apk[]
  /** Why each file went where it went, by the file's name: only the files the run got to. */
  placed: Record<string, string>
  /** The devices the version targets and loses, once its APKs' targeting was compared. */
  devices?: DevicesSeen
  /** The listings written (or left as they were), once the listing stage ran. */
  listed?: Listed
  submitted: boolean
  failure?: Failure
}

/** The stages in the edit `opening` gives, in order; the first failure ends them. */
async function releaseIn(opening: Promise<string>, context: ReleaseContext): Promise<Progress> {
  const { api, release, journal, checking } = context
  const done: Progress = { apks: [], placed: {}, submitted: false }
  try {
    const edit = await opening
    done.edit = edit
    if (release.files.length === 0) journal.row('APKs', "no files: the edit's APKs are left as they are")
    else {
      const plan = await planApks(api, edit, release.files, journal)
      const upload = uploadOf(edit, context)
      for (const put of plan.puts) {
        done.placed[put.file.name] = put.why
        done.apks.push(await putApk(api, edit, put, [...plan.before, ...done.apks], upload, journal))
      }
      await targetNewApks(api, edit, release.targeting, done.apks, journal)
      done.devices = await compareDevices(api, edit, done.apks, await checking, release.reach, journal)
    }
    done.listed = await listingText(api, edit, release, journal)
    if (done.listed && (await listingImages(api, edit, release, done.listed, journal))) done.listed.changed = true
    if (release.publishAt) await setPublishingDate(api, edit, release.publishAt, journal)
    if (release.submit || release.dryRun) {
      await checkTargeting(api, edit, journal)
      await validate(api, edit, journal)
    }
    guardDevices(done.devices, release.devicesLost, release.submit || release.dryRun, journal)
    if (release.submit) {
      await commit(api, edit, journal)
      done.submitted = true
    } else if (!release.dryRun) leaveDraft(edit, journal)
  } catch (error) {
    done.edit ??= takenBy(error)
    done.failure = await failed(error, { api, journal, release, edit: done.edit })
  }
  return done
}

/** How a file beyond the edit's APKs is uploaded: the large-file path when large-upload says so. */
function uploadOf(edit: string, { api, release, journal, clock }: ReleaseContext): Upload {
  return (file) =>
    goesLarge(release.largeUpload, file)
      ? uploadLarge(api, edit, file, clock, journal)
      : api.apks.upload(edit, file.path)
}
