/**
 * The inputs of a release, checked before any request is sent; last, findApks() (files.ts, loaded
 * only here) expands the globs and checks every file.
 */
import { appPath, DEFAULT_API_BASE_URL } from '../../appstore/endpoints.js'
import { isPlainSegment } from '../../net/url.js'
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import type { Log } from '../../step/log.js'
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

/** The inputs of one API call (api-url), each with the value that means 'not given': none shapes a release's calls. */
const CALL_INPUTS: Record<string, string> = {
  'api-method': 'GET',
  'api-headers': '',
  'api-body': '',
  'api-body-file': '',
  'api-output-file': '',
  'api-fail-on-error': 'true'
}

export async function readReleaseInputs(inputs: Inputs, log: Pick<Log, 'warning'>): Promise<ReleaseInputs> {
  const ignored = Object.entries(CALL_INPUTS)
    .filter(([name, none]) => ![none.toLowerCase(), ''].includes(inputs.text(name).toLowerCase()))
    .map(([name]) => `'${name}'`)
  if (ignored.length > 0) {
    log.warning(
      `Input${ignored.length > 1 ? 's' : ''} ${ignored.join(', ')} ${ignored.length > 1 ? 'do' : 'does'} nothing ` +
        'with release-files (the release makes its own calls; they are for api-url): ignored.'
    )
  }
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
