// The drift matrix. Each fact of the API the release relies on that is uncertain, known from one
// source only, or told two ways by its sources has a switch in the stand-in's app seed; the release scenarios run
// against every answer of every switch. Each cell ends in success (or a refusal of the user's own
// input): never in a stop caused by a check's own read, and with at most one ::warning:: line.
// Its table is in docs/CONTRIBUTING.md ("The drift matrix"). In process, against the stand-ins.
import { describe, expect, it } from '@jest/globals'
import { DISABLED_REASON, markedApk } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { png } from '../../support/images.js'
import { releaseHarness } from '../../support/release-harness.js'

type Seed = Record<string, unknown>

/** Each fact, its answers other than the default, and the seed that makes the stand-in answer so. */
const SWITCHES: [fact: string, answer: string, seed: Seed][] = [
  ['GET /edits/previous', 'as the client shows', {}],
  ['GET /edits/previous', 'absent (404)', { previous: 'absent' }],
  ['GET /edits/previous', 'failing (503 every time)', { previous: 'failing' }],
  ['GET /edits/previous', 'another shape', { previous: 'other-shape' }],
  ['the APK list', 'one APK as an object', { singleApkAsObject: true, apks: [{ versionCode: 100, name: 'app.apk' }] }],
  ['the package field of an APK', 'given', { apkPackages: true }],
  ['the live APKs’ targeting', 'a device DISABLED', { disabledDevices: { AFTMM: DISABLED_REASON } }],
  ['the image upload answer', '{id}', { imageAnswer: 'id' }],
  ['the image content type', 'image/png refused', { refuseImagePng: true }],
  ['the list of an image type with no image', 'failing (404)', { emptyImageList: 404 }],
  ['the list of an image type with no image', 'failing (400)', { emptyImageList: 400 }],
  ['the edit status after a commit', 'REVIEW', { review: true }],
  ['the upload answer', 'the APK wrapped in an object', { uploadAnswer: 'wrapped' }],
  ['the upload answer', 'an empty body', { uploadAnswer: 'empty' }]
]

const appOf = (index: number) => `amzn1.devportal.mobileapp.drift${index}`

/** The listing folder of the scenario that gives 'listing-dir': text, and images of two types. */
const LISTING = {
  'listing/en-US/title.txt': 'Drift',
  'listing/en-US/short_description.txt': 'A drift test.',
  'listing/en-US/full_description.txt': 'The release against every answer of the API.',
  'listing/en-US/images/phoneScreenshots/1.png': png(1024, 600, 'drift'),
  'listing/en-US/images/featureGraphic.png': png(1024, 500, 'drift')
}

/** The scenarios: the inputs over the defaults, and the files of the workspace. */
const SCENARIOS: [name: string, inputs: Record<string, string>, files: Record<string, string | Buffer>][] = [
  ['files replacing the APKs, a draft', { files: 'build/a.apk\nbuild/b.apk' }, {}],
  ['a new APK beside them', { files: 'build/*.apk' }, { 'build/c.apk': markedApk(202) }],
  [
    'a new APK by the large-file path',
    { files: 'build/*.apk', 'large-upload': 'always' },
    { 'build/c.apk': markedApk(202) }
  ],
  ['notes only, no files', { files: '' }, {}],
  ['listing and notes', { files: '', 'listing-dir': 'listing' }, LISTING],
  ['files submitted for review', { files: 'build/a.apk\nbuild/b.apk', submit: 'true' }, {}],
  ['a dry run', { files: 'build/*.apk', 'dry-run': 'true' }, { 'build/c.apk': markedApk(202) }]
]

const h = releaseHarness({
  apps: SWITCHES.map(([, , seed], index) => ({ id: appOf(index), ...seed })),
  prefix: 'release-drift-',
  defaults: { notes: 'Fixes.' }
})

describe.each(SCENARIOS)('%s', (_scenario, inputs, files) => {
  it.each(SWITCHES.map(([fact, answer], index) => [fact, answer, index] as const))(
    '%s: %s',
    async (_fact, _answer, index) => {
      h.put(files)
      const result = await h.release({ ...inputs, 'app-id': appOf(index) })
      expect(failureOf(result)).toBe('')
      expect(warningsOf(result).length).toBeLessThanOrEqual(1)
    }
  )
})

const SAME_CODE = markedApk(200, 'the same code')

describe('the user’s own mistakes are still refused, whatever the API answers', () => {
  it.each(SWITCHES.map(([fact, answer], index) => [fact, answer, index] as const))(
    '%s: %s',
    async (_fact, _answer, index) => {
      h.put({ 'build/b.apk': SAME_CODE })
      const result = await h.release({ files: 'build/*.apk', 'app-id': appOf(index) })
      expect(failureOf(result)).toContain('build/a.apk and build/b.apk both have versionCode 200')
      expect(h.api.requests).toEqual([])
    }
  )
})
