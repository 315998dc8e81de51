// The status action's table of what this app's API answers for each uncertain fact the release relies
// on: one row per fact, each read on its own (GET only), shown for each of the stand-in's switches.
import { describe, expect, it } from '@jest/globals'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const app = (name: string) => `amzn1.devportal.mobileapp.${name}`
const ABSENT = app('absent')
const FAILING = app('failing')
const OTHER = app('othershape')
const SINGLE = app('single')
const PACKAGES = app('packages')
const DISABLED = app('disabled')
const REVIEW = app('review')
const h = releaseHarness({
  apps: [
    APP,
    { id: ABSENT, previous: 'absent' },
    { id: FAILING, previous: 'failing' },
    { id: OTHER, previous: 'other-shape' },
    { id: SINGLE, singleApkAsObject: true, apks: [{ versionCode: 50, name: 'only.apk' }] },
    { id: PACKAGES, apkPackages: true },
    { id: DISABLED, disabledDevices: { AFTKA: { reason: 'NOT_SUPPORTED', details: [] } } },
    { id: REVIEW, review: true, listings: { 'en-US': {}, 'fr-FR': { title: 'Lampe' } } }
  ],
  prefix: 'release-status-answers-'
})
const status = (id: string, extra: Record<string, string> = {}) => h.status({ 'app-id': id, ...extra })
/** The cell "What this app answered" of the row whose fact starts with `fact`. */
function answered(summary: string, fact: string): string {
  const line = summary.split('\n').find((candidate) => candidate.startsWith(`| ${fact}`))
  if (!line) throw new Error(`no row ${fact} in\n${summary}`)
  return line.split(' | ').at(-1)!.replace(/ \|$/, '')
}
const writes = () => h.api.requests.filter((request) => request.method !== 'GET')

describe("status: what this app's API answers", () => {
  it('shows every fact as the API answers it by default, by GET requests only', async () => {
    const result = await status(APP)
    expect(failureOf(result)).toBe('')
    expect(result.summary).toContain("#### What this app's API answers")
    expect(answered(result.summary, '`GET /edits/previous`')).toMatch(
      /^available: the live version, edit \S+ \(LIVE\)$/
    )
    expect(answered(result.summary, 'APK list')).toMatch(/^live version \S+: a list \(2 APKs\)$/)
    expect(answered(result.summary, 'Package')).toBe('not given (none of the 2 APKs read has a packageName)')
    expect(answered(result.summary, 'Targeting')).toBe('NOT&#95;TARGETING (5), TARGETING (5) in 2 APKs')
    expect(answered(result.summary, 'Listing languages')).toBe('en-US, de-DE (the live version)')
    expect(answered(result.summary, "The open edit's status")).toMatch(/^no edit is open: \{\}/)
    expect(warningsOf(result)).toEqual([])
    expect(writes()).toEqual([])
  })

  it.each([
    [ABSENT, /^not available \(HTTP 404\): GET \S+\/edits\/previous answered HTTP 404: Not Found$/, 'HTTP 404'],
    [FAILING, /^not read \(HTTP 503\): GET \S+\/edits\/previous answered HTTP 503 after 4 attempts/, 'HTTP 503'],
    [OTHER, /^not read: GET \S+\/edits\/previous answered HTTP 200 with an edit without an id: /, 'could not be read']
  ])('goes on when /edits/previous is %s, numbering from the open edit', async (id, row, why) => {
    const edit = h.api.console.openEdit(id)
    const result = await status(id)
    expect(failureOf(result)).toBe('')
    expect(answered(result.summary, '`GET /edits/previous`')).toMatch(row)
    expect(result.outputs).toMatchObject({
      'live-version-codes': '',
      'next-version-code': '102',
      'open-edit-id': edit.id
    })
    expect(result.summary).toContain(`| Next version code | 102: one above the open edit's version codes only`)
    const warnings = warningsOf(result)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(`Live version: unknown: GET /edits/previous was not read (`)
    expect(warnings[0]).toContain(why)
    expect(answered(result.summary, 'APK list')).toMatch(/^open edit \S+: a list \(2 APKs\)$/)
    expect(answered(result.summary, 'Listing languages')).toBe(`en-US, de-DE (the open edit ${edit.id})`)
  })

  it('gives no next version code when the live version is unknown and no edit is open', async () => {
    const result = await status(ABSENT)
    expect(failureOf(result)).toBe('')
    expect(result.outputs).toMatchObject({ 'live-version-codes': '', 'next-version-code': '' })
    expect(result.summary).toContain('| Next version code | none given: the live version codes are unknown')
    expect(answered(result.summary, 'APK list')).toBe('not read: the live version was not read, and no edit is open')
    expect(answered(result.summary, 'Package')).toBe('not read: the live version was not read, and no edit is open')
    expect(answered(result.summary, 'Targeting')).toBe('not read: the live version was not read, and no edit is open')
    expect(answered(result.summary, 'Listing languages')).toBe(
      'not read: no open edit and no live version to read them from'
    )
  })

  it('shows an APK list that came as one object', async () => {
    const result = await status(SINGLE)
    expect(answered(result.summary, 'APK list')).toMatch(/^live version \S+: one object, not a list \(1 APK\)$/)
    expect(result.outputs['next-version-code']).toBe('51')
  })

  it('shows the package name when the API gives one', async () => {
    const result = await status(PACKAGES)
    expect(answered(result.summary, 'Package')).toBe('given for 2 of 2 APKs: com.example.app')
  })

  it('shows DISABLED among the targeting status values', async () => {
    const result = await status(DISABLED)
    expect(answered(result.summary, 'Targeting')).toBe('DISABLED (2), NOT&#95;TARGETING (4), TARGETING (4) in 2 APKs')
  })

  it('shows REVIEW, and reads the listing languages of the edit under review', async () => {
    const args = { 'app-id': REVIEW, files: 'build/*.apk', notes: 'x', submit: 'true' }
    expect(failureOf(await h.release(args))).toBe('')
    const edit = h.app(REVIEW).openEdit!
    const result = await status(REVIEW)
    expect(failureOf(result)).toBe('')
    expect(answered(result.summary, "The open edit's status")).toBe(`REVIEW, edit ${edit.id}`)
    expect(answered(result.summary, 'Listing languages')).toBe(`en-US, fr-FR (the open edit ${edit.id})`)
  })

  it('says why a read was not made, and goes on: targeting and listings', async () => {
    h.api.faults.push(
      { match: { method: 'GET', path: /\/targeting$/ }, status: 500, body: '{"message":"down <b>now</b>"}' },
      { match: { method: 'GET', path: /\/listings$/ }, status: 403, body: '{"message":"no"}' }
    )
    const result = await status(APP, { retries: '0' })
    expect(failureOf(result)).toBe('')
    expect(answered(result.summary, 'Targeting')).toMatch(
      /^NOT&#95;TARGETING \(3\), TARGETING \(2\) in 1 APK; 1 not read, the first \(APK M\d+\): HTTP 500: GET \S+\/targeting answered HTTP 500: down &#60;b&#62;now&#60;\/b&#62;$/
    )
    expect(answered(result.summary, 'Listing languages')).toMatch(
      /^not read \(HTTP 403\): GET \S+\/listings answered HTTP 403: no$/
    )
    expect(result.outputs['next-version-code']).toBe('102')
    expect(warningsOf(result)).toEqual([])
  })

  it('shows what it read when the open edit cannot be read, and fails as before', async () => {
    h.api.faults.push({ match: { method: 'GET', path: /\/edits$/ }, status: 500, body: 'down' })
    const result = await status(APP, { retries: '0' })
    expect(failureOf(result)).toMatch(/^Status failed while reading the open edit/)
    expect(answered(result.summary, '`GET /edits/previous`')).toMatch(/^available/)
    expect(answered(result.summary, "The open edit's status")).toMatch(
      /^not read \(HTTP 500\): GET \S+\/edits answered/
    )
    expect(answered(result.summary, 'Targeting')).toBe('not read: the status step stopped before (see the failure)')
  })
})
