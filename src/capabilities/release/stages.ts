/**
 * A release as a list of named stages, run in order: with files, their check against the live
 * version (before any edit is touched); the edit (reused, replaced, or opened), the
 * APKs replaced in place and any extra ones uploaded (and their device targeting), the listing
 * (text, release notes, images), the publishing date, then validated and committed when asked,
 * left open as a draft otherwise, or (a dry run) validated only: run.ts deletes its edit.
 */
import type { SubmissionApi } from '../../appstore/submission/index.js'
import type { Clock } from '../../net/retry.js'
import type { Journal } from '../edit/journal.js'
import { putApks } from './apks.js'
import { setPublishingDate } from './availability.js'
import type { ApkFile } from './files.js'
import { applyImages } from './images.js'
import type { ReleaseInputs } from './inputs.js'
import { goesLarge, uploadLarge } from './large-upload.js'
import { checkAgainstLive } from './live.js'
import { applyListings } from './listing/apply.js'
import { openEdit } from './open.js'
import type { Stage, State } from './stage.js'
import { checkTargeting, targetNewApks } from './targeting.js'

export interface StageContext {
  api: SubmissionApi
  release: ReleaseInputs
  journal: Journal
  state: State
  clock: Clock
  /** Opening the edit is over, whether it succeeded or not (a dry run's signal handler waits for it). */
  opened: () => void
}

export function releaseStages(context: StageContext): Stage[] {
  const { api, release, journal, state } = context
  // Every stage after the first runs in the edit it opened.
  const edit = (): string => state.edit!
  const opening: Stage = {
    name: 'edit',
    redo: true,
    run: async () => {
      try {
        await openEdit(api, release, journal, (id) => (state.edit = id))
      } finally {
        context.opened()
      }
    }
  }
  const listing: Stage = { name: 'listing', redo: false, run: () => listingStage(context, edit()) }
  // Before the edit is opened: a refusal leaves every edit as it was (and no edit is opened).
  const checkLive = async () => {
    try {
      await checkAgainstLive(api, release.files, journal)
    } catch (error) {
      context.opened()
      throw error
    }
  }
  const live: Stage[] = release.files.length === 0 ? [] : [{ name: 'live version', redo: true, run: checkLive }]
  return [...live, opening, ...apkStages(context, edit), listing, ...endStages(context, edit)]
}

function apkStages({ api, release, journal, state, clock }: StageContext, edit: () => string): Stage[] {
  if (release.files.length === 0) {
    const none = async () => journal.row('APKs', "no files: the edit's APKs are left as they are")
    return [{ name: 'APKs', redo: true, run: none }]
  }
  const upload = (file: ApkFile) =>
    goesLarge(release.largeUpload, file)
      ? uploadLarge(api, edit(), file, clock, journal)
      : api.apks.upload(edit(), file.path)
  return [
    {
      name: 'APKs',
      redo: false,
      run: () =>
        putApks(api, edit(), release.files, journal, state.apks, upload, (file, why) => (state.placed[file] = why))
    },
    { name: 'targeting', redo: true, run: () => targetNewApks(api, edit(), release.targeting, state.apks, journal) }
  ]
}

/** The publishing date; then validated (a dry run, a submit) and committed, or left open as a draft. */
function endStages(context: StageContext, edit: () => string): Stage[] {
  const { api, release, journal } = context
  const stages: Stage[] = []
  const { publishAt } = release
  if (publishAt) {
    const run = async () => void (await setPublishingDate(api, edit(), publishAt, journal))
    stages.push({ name: 'publishing date', redo: true, run })
  }
  if (release.submit || release.dryRun) {
    const run = async () => {
      await checkTargeting(api, edit(), journal)
      journal.begin('validating')
      await api.edits.validate(edit())
      journal.finished('Validated', 'the API found nothing that keeps the edit from review')
    }
    stages.push({ name: 'validation', redo: true, run })
  }
  if (release.submit) stages.push(commitStage(context, edit))
  else if (!release.dryRun) {
    const draft = `is a draft: submit it in the developer console, or with 'submit: true'`
    stages.push({ name: 'draft', redo: true, run: async () => journal.row('Left open', `edit ${edit()} ${draft}`) })
  }
  return stages
}

/** The listing folder's text and images, and the release notes (recentChanges, a field of the listing). */
async function listingStage({ api, release, journal, state }: StageContext, edit: string): Promise<void> {
  const { listing, notes } = release
  if (!listing && !notes) return journal.row('Notes', 'not given: the listings are left as they were')
  const versionCodes = !listing?.hasChangelogs
    ? []
    : release.files.length > 0
      ? release.files.map((file) => String(file.manifest.versionCode))
      : await versionCodesOf(api, edit, journal)
  const { changed, languages } = await applyListings(api, edit, { listing, notes, versionCodes }, journal)
  state.listingLanguages = languages
  const images = listing ? await applyImages(api, edit, listing, languages, journal, !release.dryRun) : false
  state.listingChanged = changed || images
}

/** Without files: the version codes of the edit's APKs, for the changelogs (with files: their manifests'). */
async function versionCodesOf(api: SubmissionApi, edit: string, journal: Journal): Promise<string[]> {
  journal.begin("reading the edit's APKs for their version codes")
  return (await api.apks.list(edit)).map((apk) => apk.versionCode).filter((code) => code !== '')
}

/** The commit: when its answer is unclear, an edit read afresh as no longer open shows it went through. */
function commitStage({ api, journal, state }: StageContext, edit: () => string): Stage {
  return {
    name: 'commit',
    redo: false,
    wentThrough: (found) => found.is === 'closed',
    run: async () => {
      journal.begin('committing')
      await api.edits.commit(edit(), await api.edits.etag(edit()))
      state.submitted = true
      journal.finished('Committed', `edit ${edit()} is submitted for review`)
    }
  }
}
