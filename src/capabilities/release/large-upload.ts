/**
 * Large APKs (large-upload): an APK uploaded as new goes the large-file path when it is
 * `always` asked, or with `auto` (the default) from LARGE_APK_BYTES up: POST `apks/large/upload`
 * streams it (flat memory: the file is never read whole) and answers a fileId, then POST
 * `apks/attach {fileId}` adds it as a new APK. The body is the raw APK first; when the API refuses
 * that with words that ask for multipart/form-data, it is sent once more as the file part of a
 * multipart body (the sources disagree on which it takes). An attach answered errorCode
 * asset_not_ready (the file is still being processed; whatever the HTTP status) is made again after
 * a wait that grows, each wait logged, on the run's clock, for about 2.5 minutes in all.
 */
import type { Clock } from '../../net/retry.js'
import { Failure } from '../../step/errors.js'
import type { Apk, SubmissionApi } from '../../appstore/submission/index.js'
import type { ApkFile } from './files.js'
import type { Journal } from '../edit/journal.js'
import type { LargeMode } from './choices.js'

/** 200 MiB: below the 300 MB one public client switches at, as users report timeouts sooner (docs/api-notes.md). */
export const LARGE_APK_BYTES = 200 * 1024 * 1024
/** Waits between attach attempts, in ms: about 2.5 minutes in all. */
const ATTACH_WAITS = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 30000, 30000]

export const goesLarge = (mode: LargeMode, file: ApkFile): boolean =>
  mode === 'always' || (mode === 'auto' && file.size >= LARGE_APK_BYTES)

/** Uploads one APK as new by the large-file path; the APK the attach answered. */
export async function uploadLarge(
  api: SubmissionApi,
  edit: string,
  file: ApkFile,
  clock: Clock,
  journal: Journal
): Promise<Apk | null> {
  let uploaded = await api.large.upload(edit, file.path, 'raw')
  if (uploaded.kind === 'multipart') {
    journal.log.info(`${file.name}: the API asks for a multipart/form-data body: sending it so`)
    uploaded = await api.large.upload(edit, file.path, 'multipart')
    if (uploaded.kind === 'multipart') throw new Failure(`The API refused ${file.name} as multipart too.`)
  }
  const fileId = uploaded.value
  for (const wait of [...ATTACH_WAITS, undefined]) {
    const attached = await api.large.attach(edit, fileId)
    if (attached.kind === 'done') return attached.value
    if (wait === undefined) break
    journal.log.info(
      `${file.name}: the uploaded file is still being processed (asset_not_ready); attaching again in ${wait / 1000} s`
    )
    await clock.sleep(wait)
  }
  throw new Failure(
    `the API still processed ${file.name} (fileId ${fileId}) after ${ATTACH_WAITS.length + 1} attempts to attach it ` +
      '(asset_not_ready): rerun the step in a few minutes.'
  )
}
