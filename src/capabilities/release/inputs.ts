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
import { readListingInputs, type ListingInputs } from './listing/inputs.js'
import { readNotes, type Notes } from './listing/notes.js'
import { readTargeting, type TargetingChoice } from './targeting.js'
import { readPublishAt, type PublishingDate } from './availability.js'
import { readBootstrap } from './bootstrap.js'
import { readLargeMode, type LargeMode } from './large-upload.js'

export const OPEN_EDIT_MODES = ['reuse', 'replace', 'fail'] as const
export type OpenEditMode = (typeof OPEN_EDIT_MODES)[number]

export interface ReleaseInputs {
  appId: string
  /** The app's resource: `<api-base-url>/v1/applications/<app-id>`. */
  appUrl: URL
  /** The APKs in order, as the lines of release-files (paths and globs) found them; none for a run without a binary. */
  files: ApkFile[]
  notes?: Notes
  listing?: ListingInputs
  /** release-publish-at, checked. */
  publishAt?: PublishingDate
  /** listing-bootstrap: write today's listing into this folder and change nothing. */
  bootstrap?: { dir: string; root: string }
  /** When an APK uploaded as new goes the large-file path. */
  largeUpload: LargeMode
  /** For APKs this run adds that target no device. */
  targeting: TargetingChoice
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
  const bootstrap = readBootstrap(inputs)
  if (bootstrap) {
    const targeting = { kind: 'like-existing' } as const
    return { appId, appUrl, files: [], largeUpload: 'auto', targeting, openEdit, submit, dryRun, bootstrap }
  }
  const listing = readListingInputs(inputs, notes)
  const targeting = readTargeting(inputs)
  const publishAt = readPublishAt(inputs)
  const largeUpload = readLargeMode(inputs)
  const patterns = inputs.lines('release-files')
  if (patterns.length === 0 && !notes && !listing && !publishAt && !submit) {
    throw new InputError(
      'app-id',
      'is given, but nothing to do: give release-files (APKs), listing-dir, release-notes, release-notes-dir or ' +
        'release-publish-at, ' +
        'or release-submit: true to submit the draft an earlier run left open.'
    )
  }
  const files = patterns.length === 0 ? [] : await (await import('./files.js')).findApks(patterns, inputs)
  return { appId, appUrl, files, notes, listing, publishAt, largeUpload, targeting, openEdit, submit, dryRun }
}
