// The status action: the version codes a build numbers its APK from, read with GET requests only.
import { describe, expect, it } from '@jest/globals'
import { failureOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'

const NOT_LIVE = 'amzn1.devportal.mobileapp.notlive'
const h = releaseHarness({ apps: [APP, { id: NOT_LIVE, isLive: false }], prefix: 'release-status-' })
const { release } = h
const { status } = h
/** A fault's answer: `body` as the API's JSON. */
const json = (body: unknown) => ({
  status: 200,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body)
})
const writes = () => h.api.requests.filter((request) => request.method !== 'GET')

describe('the status action', () => {
  it('gives the live version codes and the next one, with no edit open, by GET requests only', async () => {
    const result = await status()
    expect(failureOf(result)).toBe('')
    expect(result.outputs).toMatchObject({
      'live-version-codes': '100\n101',
      'next-version-code': '102',
      'open-edit-id': '',
      'open-edit-status': ''
    })
    // The token stays inside the step: these are every output status/action.yml declares.
    expect(Object.keys(result.outputs).sort()).toEqual([
      'in-review',
      'live',
      'live-devices',
      'live-devices-by-family',
      'live-version-codes',
      'next-version-code',
      'open-edit-id',
      'open-edit-status'
    ])
    expect(result.summary).toContain('### Amazon Appstore release status')
    expect(result.summary).toMatch(
      /\| Live version \| \S+: 2 APKs, versionCode 100 \(app-tablet\.apk\), 101 \(app-firetv\.apk\); highest 101/
    )
    expect(result.summary).toContain('| Open edit | none |')
    expect(result.summary).toContain('| Next version code | 102: one above every version code known')
    expect(h.api.requests.map((request) => request.route)).toEqual([
      'GET /edits/previous',
      'GET /edits/:edit/apks',
      'GET /edits',
      'GET /edits/:edit/apks/:apk/targeting',
      'GET /edits/:edit/apks/:apk/targeting',
      'GET /edits/:edit/listings'
    ])
  })

  it("counts the open edit's APKs: a draft's version codes are taken", async () => {
    const draft = await release({ files: 'build/*.apk' })
    expect(failureOf(draft)).toBe('')
    h.api.requests.length = 0
    const result = await status()
    expect(result.outputs).toMatchObject({
      'live-version-codes': '100\n101',
      'next-version-code': '202',
      'open-edit-id': draft.outputs['edit-id'],
      'open-edit-status': 'IN_PROGRESS'
    })
    expect(writes()).toEqual([])
  })

  it('gives 1 for an app with no live version and no edit', async () => {
    const result = await status({ 'app-id': NOT_LIVE })
    expect(failureOf(result)).toBe('')
    expect(result.outputs).toMatchObject({ 'live-version-codes': '', 'next-version-code': '1', 'open-edit-id': '' })
  })

  it('needs app-id', async () => {
    expect(failureOf(await status({ 'app-id': '' }))).toContain("Input 'app-id' is required and was empty")
    expect(h.api.requests).toEqual([])
  })

  it('fails naming what it was reading, and gives no next version code then', async () => {
    h.api.faults.push({ match: { method: 'GET', path: /\/edits$/ }, status: 500, body: 'down' })
    const result = await status({ retries: '0' })
    expect(failureOf(result)).toMatch(/^Status failed while reading the open edit: GET \S+\/edits answered HTTP 500/)
    expect(result.outputs).toMatchObject({ 'live-version-codes': '100\n101', 'next-version-code': '' })
  })

  it('shows an open edit under review that holds no APK, and numbers from the live version then', async () => {
    const edit = h.api.console.openEdit(APP)
    h.api.console.removeApks(APP)
    edit.status = 'REVIEW'
    const result = await status()
    expect(failureOf(result)).toBe('')
    expect(result.outputs).toMatchObject({
      'next-version-code': '102',
      'open-edit-id': edit.id,
      'open-edit-status': 'REVIEW'
    })
    expect(result.summary).toContain(`| Open edit | ${edit.id} (REVIEW): no APK (`)
  })

  it("shows what an answer leaves out: the edit's status, an APK's versionCode and name", async () => {
    h.api.faults.push(
      { match: { method: 'GET', path: /\/edits$/ }, ...json({ id: 'E1' }) },
      { match: { method: 'GET', path: /\/edits\/E1\/apks$/ }, ...json([{ id: 'M1' }]) }
    )
    const result = await status()
    expect(failureOf(result)).toBe('')
    expect(result.outputs).toMatchObject({ 'next-version-code': '102', 'open-edit-id': 'E1', 'open-edit-status': '' })
    expect(result.summary).toContain('| Open edit | E1 (no status given): 1 APK, versionCode no versionCode (M1) (')
  })
})
