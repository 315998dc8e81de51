/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file, and manifests.ts what their manifests say.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import type { HoldsSecret } from '../capability.js'
import { appUrlOf, readAppId, type App } from '../edit/app.js'
import { INPUT } from '../edit/inputs.js'
import type { ApkReach } from '../../android/reach.js'
import type { ApkFile } from './files.js'
import { readListingInputs, type ListingInputs } from './listing/inputs.js'
import { readNotes, type Notes } from './listing/notes.js'
import {
  readDevicesLost,
  readLargeMode,
  readPublishAt,
  readTargeting,
  type DevicesLostChoice,
  type LargeMode,
  type PublishingDate,
  type TargetingChoice
} from './choices.js'

export const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'] as const
export type OpenEditMode = (typeof OPEN_EDIT_MODES)[number]

export interface ReleaseInputs extends App {
  /** The APKs in order, as the lines of files (paths and globs) found them; none for a run without a binary. */
  files: ApkFile[]
  /** The devices each file reaches, by its manifest (advice: warned of, never refused). */
  reach: ApkReach[]
  notes?: Notes
  listing?: ListingInputs
  /** publish-at, checked. */
  publishAt?: PublishingDate
  /** When an APK uploaded as new goes the large-file path. */
  largeUpload: LargeMode
  /** For APKs this run adds that target no device. */
  targeting: TargetingChoice
  /** What a loss of devices against the live version does (devices-lost). */
  devicesLost: DevicesLostChoice
  openEdit: OpenEditMode
  submit: boolean
  dryRun: boolean
}

export async function readReleaseInputs(inputs: Inputs, holdsSecret: HoldsSecret): Promise<ReleaseInputs> {
  const appId = readAppId(inputs)
  const submit = inputs.boolean(INPUT.submit, false)
  const dryRun = inputs.boolean(INPUT.dryRun, false)
  if (submit && dryRun) {
    throw new InputError(
      INPUT.dryRun,
      "and 'submit' cannot both be true: a dry run deletes its edit, a submit commits it."
    )
  }
  const appUrl = appUrlOf(inputs, appId)
  const notes = readNotes(inputs, holdsSecret)
  const openEdit = inputs.choice(INPUT.openEdit, OPEN_EDIT_MODES, 'reuse')
  const listing = readListingInputs(inputs, notes, holdsSecret)
  const targeting = readTargeting(inputs)
  const publishAt = readPublishAt(inputs)
  const largeUpload = readLargeMode(inputs)
  const devicesLost = readDevicesLost(inputs)
  const patterns = inputs.lines(INPUT.files)
  if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
    throw new InputError(
      INPUT.appId,
      "is given, but nothing to do: give 'files' (APKs), 'listing-dir', 'notes', 'notes-dir' or " +
        "'publish-at', " +
        "or 'submit: true' to submit the draft an earlier run left open."
    )
  }
  const { files, reach } = await readReleaseFiles(patterns, inputs, listing)
  return {
    appId,
    appUrl,
    files,
    reach,
    notes,
    listing,
    publishAt,
    largeUpload,
    targeting,
    devicesLost,
    openEdit,
    submit,
    dryRun
  }
}

/**
 * The files found, their manifests read and checked (manifests.ts), and the devices they reach:
 * what the release reads of `files` before any request, and the preflight action too. The code is
 * loaded only when there are files.
 */
export async function readReleaseFiles(
  patterns: string[],
  inputs: Inputs,
  listing: ListingInputs | undefined
): Promise<Pick<ReleaseInputs, 'files' | 'reach'>> {
  if (patterns.length === 0) return { files: [], reach: [] }
  const files = await (await import('./files.js')).findApks(patterns, inputs)
  const manifests = files.map((file) => file.manifest)
  ;(await import('./manifests.js')).checkManifests(manifests, listing)
  ;(await import('../../android/preflight.js')).refuseMinSdkOrder(manifests)
  return { files, reach: (await import('../../android/reach.js')).deviceReach(manifests) }
}
