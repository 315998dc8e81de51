/**
 * The inputs of a release, checked before any request is sent. The files are only listed here;
 * findApks() (files.ts) expands the globs and checks every file, still before any request.
 */
import { InputError } from '../action/errors.js'
import { apiBaseUrl, resolveApiUrl } from '../api/base-url.js'
import type { Inputs } from '../inputs/read.js'
import type { ApkFile } from './files.js'
import { readNotes, type Notes } from './notes.js'

export const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'] as const
export type OpenEditMode = (typeof OPEN_EDIT_MODES)[number]

export interface ReleaseInputs {
  appId: string
  /** The app's resource: `<api-base-url>/v1/applications/<app-id>`. */
  appUrl: URL
  /** The lines of release-files: paths and globs, relative to `cwd`. */
  patterns: string[]
  /** The APKs in order, once findApks() has found them. */
  files: ApkFile[]
  notes?: Notes
  openEdit: OpenEditMode
  submit: boolean
  dryRun: boolean
  cwd: string
}

const APP_ID_HINT = "the App ID (amzn1.devportal.mobileapp.…) shown on the app's page in the developer console."

export function readReleaseInputs(inputs: Inputs): ReleaseInputs | undefined {
  const patterns = inputs.lines('release-files')
  if (patterns.length === 0) return undefined
  const appId = inputs.required('app-id', `give ${APP_ID_HINT}`)
  if (/[\s/]/.test(appId)) throw new InputError('app-id', `must be ${APP_ID_HINT} Got '${appId}'.`)
  const submit = inputs.boolean('release-submit', false)
  const dryRun = inputs.boolean('release-dry-run', false)
  if (submit && dryRun) {
    throw new InputError(
      'release-dry-run',
      'and release-submit cannot both be true: a dry run deletes its edit, a submit commits it.'
    )
  }
  return {
    appId,
    appUrl: resolveApiUrl(`/v1/applications/${encodeURIComponent(appId)}`, apiBaseUrl(inputs)),
    patterns,
    files: [],
    notes: readNotes(inputs),
    openEdit: inputs.choice('release-open-edit', OPEN_EDIT_MODES, 'reuse'),
    submit,
    dryRun,
    cwd: inputs.cwd
  }
}
