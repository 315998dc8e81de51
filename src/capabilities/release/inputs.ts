/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file.
 */
import { appPath, DEFAULT_API_BASE_URL } from '../../appstore/endpoints.js'
import { isPlainSegment } from '../../net/url.js'
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import type { ApkFile } from './files.js'
import { readNotes, type Notes } from './notes.js'

export const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'] as const
export type OpenEditMode = (typeof OPEN_EDIT_MODES)[number]

export interface ReleaseInputs {
  appId: string
  /** The app's resource: `<api-base-url>/v1/applications/<app-id>`. */
  appUrl: URL
  /** The APKs in order, as the lines of release-files (paths and globs) found them. */
  files: ApkFile[]
  notes?: Notes
  openEdit: OpenEditMode
  submit: boolean
  dryRun: boolean
}

const APP_ID_HINT = "the App ID (amzn1.devportal.mobileapp.…) shown on the app's page in the developer console."

export async function readReleaseInputs(inputs: Inputs): Promise<ReleaseInputs> {
  const appId = inputs.required('app-id', `give ${APP_ID_HINT}`)
  // One segment of the API's paths: '..' or '.' would make every call land on another resource.
  if (!isPlainSegment(appId)) throw new InputError('app-id', `must be ${APP_ID_HINT} Got '${appId}'.`)
  const submit = inputs.boolean('release-submit', false)
  const dryRun = inputs.boolean('release-dry-run', false)
  if (submit && dryRun) {
    throw new InputError(
      'release-dry-run',
      'and release-submit cannot both be true: a dry run deletes its edit, a submit commits it.'
    )
  }
  const appUrl = inputs.urlUnder('api-base-url', DEFAULT_API_BASE_URL, appPath(appId), 'app-id')
  const notes = readNotes(inputs)
  const openEdit = inputs.choice('release-open-edit', OPEN_EDIT_MODES, 'reuse')
  const files = await (await import('./files.js')).findApks(inputs.lines('release-files'), inputs)
  return { appId, appUrl, files, notes, openEdit, submit, dryRun }
}
