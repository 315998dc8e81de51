/**
 * The APK stage: each file replaces one of the edit's APKs (a replace keeps the APK's id and device
 * targeting): the one its manifest and the APK's name, ABIs and device targeting point to
 * (android/placement.ts), else the next in the order the API lists them. Files beyond them are
 * uploaded as new APKs, which target no device until someone sets it (targeting.ts does, after
 * this step). Fewer files than APKs is refused before anything changes.
 */
import { placeFiles, type Placement } from '../../android/placement.js'
import type { KnownApk } from '../../android/apk.js'
import { Failure } from '../../step/errors.js'
import type { Apk, SubmissionApi } from '../../appstore/submission/index.js'
import type { ApkFile } from './files.js'
import type { Journal } from '../edit/journal.js'

/** The APKs a message lists at most: an edit may hold thousands, and the message must stay readable. */
const LISTED = 10

/** Where each file of the release goes, planned before any is sent. */
export interface ApkPlan {
  /** The edit's APKs before the release changed any. */
  before: Apk[]
  /** One per file, in the order of 'files'. */
  puts: ApkPut[]
}

export interface ApkPut {
  file: ApkFile
  /** 'APK 2 of 3', for the reader. */
  which: string
  /** Why it goes where it goes, for the summary's table of files. */
  why: string
  /** The edit's APK it replaces; undefined when it is uploaded as a new APK. */
  replaces?: KnownApk
}

/** How a file beyond the edit's APKs is uploaded (large-upload.ts may take it); null: the answer named no APK. */
export type Upload = (file: ApkFile) => Promise<Apk | null>

/** Reads the edit's APKs and plans where each file goes; fewer files than APKs is refused here. */
export async function planApks(
  api: SubmissionApi,
  edit: string,
  files: readonly ApkFile[],
  journal: Journal
): Promise<ApkPlan> {
  journal.begin("reading the edit's APKs")
  const apks = await api.apks.list(edit)
  journal.begin("matching the files to the edit's APKs")
  if (files.length < apks.length) {
    const listed = apks
      .slice(0, LISTED)
      .map((apk) => `${apk.id} (${apk.name || 'unnamed'}, versionCode ${apk.versionCode})`)
    if (apks.length > LISTED) listed.push(`and ${apks.length - LISTED} more`)
    throw new Failure(
      `'files' gave ${count(files.length, 'file')}, but the edit has ${count(apks.length, 'APK')}: ` +
        `${listed.join(', ')}. Each file replaces one APK (the one it matches, else in this order); nothing was changed. Give one file ` +
        'per APK, or delete the APKs no longer shipped in the developer console first.'
    )
  }
  const placements = await place(api, edit, files, apks, journal)
  const puts = files.map((file, index) => ({
    file,
    which: `APK ${index + 1} of ${files.length}`,
    why: placements[index].why,
    replaces: placements[index].replaces
  }))
  return { before: apks, puts }
}

/**
 * One file of the plan replaced in place, or uploaded as a new APK; the APK it became. `known`: the
 * edit's APKs before it, those this run put included (to find the new one when an upload names none).
 */
export async function putApk(
  api: SubmissionApi,
  edit: string,
  { file, which, replaces: old }: ApkPut,
  known: readonly Apk[],
  upload: Upload,
  journal: Journal
): Promise<Apk> {
  if (old) {
    journal.begin(`replacing ${which} (${file.name})`)
    const etag = await api.apks.etag(edit, old.id)
    const apk = await api.apks.replace(edit, old.id, etag, file.path)
    journal.finished(
      which,
      `${file.name} replaced ${old.id} (${old.name || 'unnamed'}, versionCode ${old.versionCode}): ` +
        `versionCode ${apk.versionCode || 'not given'}, device targeting kept`
    )
    return { ...apk, id: apk.id || old.id }
  }
  journal.begin(`uploading ${which} (${file.name})`)
  const apk = (await upload(file)) ?? (await uploadedApk(api, edit, known, journal))
  journal.finished(which, `${file.name} uploaded as a new APK ${apk.id}: versionCode ${apk.versionCode || 'not given'}`)
  journal.row(which, `${apk.id} (${file.name}) is a new APK and targets no device yet: 'targeting' sets it`)
  return apk
}

/** Where each file goes; with several APKs, their device targeting is read as evidence first (GET only). */
async function place(
  api: SubmissionApi,
  edit: string,
  files: readonly ApkFile[],
  apks: Apk[],
  journal: Journal
): Promise<Placement[]> {
  let known: KnownApk[] = apks
  if (apks.length > 1) {
    journal.begin("reading the device targeting of the edit's APKs, to place the files")
    known = []
    for (const apk of apks) known.push({ ...apk, devices: await devicesOf(api, edit, apk.id) })
  }
  return placeFiles(
    files.map((file) => file.manifest),
    known
  ).placements
}

/**
 * The APK an upload added, when its answer named none (the answer's shape is known from clients
 * only): the one APK of the edit that was not there before.
 */
async function uploadedApk(api: SubmissionApi, edit: string, before: readonly Apk[], journal: Journal): Promise<Apk> {
  journal.begin("reading the edit's APKs, as the upload's answer named no APK")
  const added = (await api.apks.list(edit)).filter((apk) => !before.some((known) => known.id === apk.id))
  if (added.length !== 1) {
    throw new Failure(
      `The upload's answer named no APK, and the edit holds ${added.length} APKs it did not hold before: ` +
        'which one is the new one is not known. See the edit in the developer console.'
    )
  }
  journal.row(
    'APKs',
    `the upload's answer named no APK: ${added[0].id} is the one the edit holds now and did not before`
  )
  return added[0]
}

/** The Amazon devices an APK of this edit targets (GET only). */
export async function devicesOf(api: SubmissionApi, edit: string, apk: string): Promise<string[]> {
  const on = (await api.targeting.get(edit, apk)).amazonDevices.filter((device) => device.status === 'TARGETING')
  return on.map((device) => String(device.id))
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}
