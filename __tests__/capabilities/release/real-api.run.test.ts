// The release against the API as public clients show it (issue 20, the API side), in process
// against the stand-ins: image uploads as application/octet-stream and both answer shapes, attach
// retried on asset_not_ready whatever its status, DISABLED devices left as they are,
// otherAndroidDevices copied, the zone sent as written, and required_data_absent explained.
import { describe, expect, it } from '@jest/globals'
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DISABLED_REASON, markedApk, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { json } from '../../support/answers.js'
import { png } from '../../support/images.js'
import { APP, releaseHarness } from '../../support/release-harness.js'

const h = releaseHarness({ apps: [APP], prefix: 'release-real-api-' })
const { put, release, routed, app } = h

type AppSeed = Exclude<NonNullable<NonNullable<Parameters<typeof startAppstoreApi>[1]>['apps']>[number], string>

/** The stand-in in place of the harness's, with these seeds for APP. */
async function restart(seed: Omit<AppSeed, 'id'>) {
  await h.api.close()
  h.api = await startAppstoreApi(h.tokens, { apps: [{ ...seed, id: APP }] })
}

/** A fault that answers the first request fitting `match` with this JSON body. */
const answering = (match: { method: string; path: RegExp }, status: number, body: object) => ({
  match,
  ...json(status, body)
})

const uploads = () => routed('POST /edits/:edit/listings/:lang/:type/upload')
const recordOf = () =>
  JSON.parse(readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')) as { images: Record<string, string> }

describe('image uploads', () => {
  const FOLDER = {
    'meta/en-US/images/icon.png': png(512, 512, 'icon'),
    'meta/en-US/images/tenInchScreenshots/1.png': png(1024, 600, 's1'),
    'meta/en-US/images/tenInchScreenshots/2.png': png(1024, 600, 's2'),
    'meta/en-US/images/tenInchScreenshots/3.png': png(1024, 600, 's3')
  }

  it('are sent as application/octet-stream, which an API refusing image/png takes; the answer {id} is read', async () => {
    await restart({ refuseImagePng: true, imageAnswer: 'id' })
    put(FOLDER)
    const first = await release({ 'listing-dir': 'meta' })
    expect(failureOf(first)).toBe('')
    expect(uploads().map((request) => request.contentType)).toEqual(Array(4).fill('application/octet-stream'))
    // Images alone changed the listing: listing-changed says so, as action.yml documents.
    expect(first.outputs['listing-changed']).toBe('true')
    const ids = [
      ...app().openEdit!.images['en-US']['large-icons'].list,
      ...app().openEdit!.images['en-US'].screenshots.list
    ]
    expect(Object.keys(recordOf().images).sort()).toEqual(ids.map((image) => image.id).sort())

    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    expect(uploads()).toHaveLength(4)
  })

  it.each(['image', 'id'] as const)(
    'never writes into the record an id that is a secret of the run (answer shape %s)',
    async (shape) => {
      put({ 'meta/en-US/images/icon.png': png(512, 512, 'icon') })
      const id = h.tokens.clientSecret
      const answer = shape === 'id' ? { id } : { image: { id } }
      h.api.faults.push(answering({ method: 'POST', path: /\/large-icons\/upload$/ }, 200, answer))
      const result = await release({ 'listing-dir': 'meta' })
      expect(failureOf(result)).toBe('')
      expect(readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')).not.toContain(h.tokens.clientSecret)
      expect(recordOf().images).toEqual({})
    }
  )

  it('prunes a stale id from the record when the edit no longer holds it', async () => {
    await restart({ imageAnswer: 'id' })
    put(FOLDER)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    const [stale] = Object.keys(recordOf().images)
    h.api.console.setImages(APP, 'en-US', 'large-icons', [])
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    expect(Object.keys(recordOf().images)).not.toContain(stale)
    expect(Object.keys(recordOf().images)).toHaveLength(4)
  })
})

describe('attach of a large upload', () => {
  it.each([400, 404, 409, 422])(
    'is made again while the API answers asset_not_ready with HTTP %i, each wait logged',
    async (status) => {
      await restart({ attachNotReady: 3, attachNotReadyStatus: status })
      put({ 'build/c.apk': markedApk(202) })
      const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
      expect(failureOf(result)).toBe('')
      expect(routed('POST /edits/:edit/apks/attach')).toHaveLength(4)
      const waits = result.lines.filter((line) => line.includes('still being processed (asset_not_ready)'))
      expect(waits.map((line) => /attaching again in (\S+) s/.exec(line)?.[1])).toEqual(['1', '2', '4'])
      expect(app().openEdit!.apks[2]).toMatchObject({ versionCode: 202 })
    }
  )

  it('is not made again on another refusal', async () => {
    put({ 'build/c.apk': markedApk(202) })
    h.api.faults.push(
      answering({ method: 'POST', path: /\/apks\/attach$/ }, 400, {
        httpCode: 400,
        errorCode: 'invalid_input',
        errorMessage: 'Bad file'
      })
    )
    const result = await release({ files: 'build/*.apk', 'large-upload': 'always' })
    expect(failureOf(result)).toContain('Bad file (invalid_input)')
    expect(h.api.requests.filter((request) => request.path.endsWith('/apks/attach'))).toHaveLength(1)
  })
})

describe('device targeting with DISABLED devices', () => {
  type Device = { id: string; status: string; reason: unknown }
  const statuses = (devices: Device[]) => Object.fromEntries(devices.map((device) => [device.id, device.status]))

  it('leaves a DISABLED device as it was, reason and all, when it copies the targeting', async () => {
    await restart({ disabledDevices: { AFTKA: DISABLED_REASON } })
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toBe('')
    const [targetingPut] = routed('PUT /edits/:edit/apks/:apk/targeting')
    const sent = (JSON.parse(targetingPut.text) as { amazonDevices: Device[] }).amazonDevices
    expect(sent.find((device) => device.id === 'AFTKA')).toMatchObject({ status: 'DISABLED', reason: DISABLED_REASON })
    const added = app().openEdit!.apks[2]
    expect(statuses(added.targeting.amazonDevices)).toEqual({
      KFQUWI: 'TARGETING',
      KFMUWI: 'TARGETING',
      KFTRWI: 'TARGETING',
      AFTMM: 'NOT_TARGETING',
      AFTKA: 'DISABLED'
    })
    expect(result.summary).toContain(`| Targeting ${added.id} | 3 devices, like `)
  })

  it('refuses targeting that names a DISABLED device, saying why, before any PUT', async () => {
    await restart({ disabledDevices: { AFTKA: DISABLED_REASON } })
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk', targeting: 'AFTMM, AFTKA' })
    expect(failureOf(result)).toContain(
      `'targeting' names AFTKA (DISABLED: ${DISABLED_REASON.reason}: ${DISABLED_REASON.details[0]}): the API does not let APK`
    )
    expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toEqual([])
  })

  it('names each DISABLED device it refuses, with whatever reason the API gives, or none', async () => {
    // No source pins the reason's shape: details as one text rather than a list, or no reason at all.
    const oneText = { reason: 'REGION', details: 'Not sold here' } as unknown as typeof DISABLED_REASON
    await restart({ disabledDevices: { AFTKA: oneText, AFTMM: {} as typeof DISABLED_REASON } })
    put({ 'build/c.apk': markedApk(202) })
    const result = await release({ files: 'build/*.apk', targeting: 'AFTMM, AFTKA' })
    expect(failureOf(result)).toMatch(
      /^Release failed .*: 'targeting' names AFTMM \(DISABLED\), AFTKA \(DISABLED: REGION: Not sold here\): the API does not let APK \S+ target them, /
    )
    expect(routed('PUT /edits/:edit/apks/:apk/targeting')).toEqual([])
  })
})

describe('like-existing and otherAndroidDevices', () => {
  it('copies one device as 1 device, when targeting says Like-Existing in its own case', async () => {
    await restart({ apks: [{ versionCode: 100, targets: ['AFTMM'] }] })
    const result = await release({ files: 'build/*.apk', targeting: 'Like-Existing' })
    expect(failureOf(result)).toBe('')
    const [source, added] = app().openEdit!.apks
    expect(added.targeting.amazonDevices.filter((device) => device.status === 'TARGETING')).toEqual([
      expect.objectContaining({ id: 'AFTMM' })
    ])
    expect(result.summary).toContain(`| Targeting ${added.id} | 1 device, like ${source.id} (versionCode 200) `)
  })

  it('copies otherAndroidDevices, and the summary counts it, with a warning that it reaches no one since 2025', async () => {
    await restart({ apks: [{ versionCode: 100, name: 'other.apk', targets: ['otherAndroidDevices'] }] })
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toBe('')
    const [, added] = app().openEdit!.apks
    expect(added.targeting.otherAndroidDevices).toBe('TARGETING')
    expect(result.summary).toContain(`| Targeting ${added.id} | 0 devices and other Android devices, like `)
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(
        new RegExp(`^Non-Amazon devices: ${added.id} now targets non-Amazon Android devices .*since 2025-08-20 `)
      )
    ])
  })

  it('says so, as a warning, when the copy turns nothing on', async () => {
    await restart({ apks: [{ versionCode: 100, targets: [] }], disabledDevices: { AFTKA: DISABLED_REASON } })
    const [source] = app().live.apks
    source.targeting.amazonDevices.find((device) => device.id === 'AFTKA')!.status = 'TARGETING'
    const result = await release({ files: 'build/*.apk' })
    expect(failureOf(result)).toBe('')
    const [, added] = app().openEdit!.apks
    expect(warningsOf(result)).toEqual([
      expect.stringMatching(new RegExp(`^Targeting ${added.id}: no device turned on, like ${source.id} `))
    ])
    expect(result.summary).not.toContain(`| Targeting ${added.id} | 0 devices`)
  })
})

describe('publish-at', () => {
  it('sends the zone as written (US/Central stays US/Central), still checked by Intl', async () => {
    const result = await release({ 'publish-at': '2030-01-31T09:00 US/Central' })
    expect(failureOf(result)).toBe('')
    const [availabilityPut] = routed('PUT /edits/:edit/availability')
    expect(JSON.parse(availabilityPut.text)).toMatchObject({
      publishingDate: { dateTime: '2030-01-31T09:00:00', zoneId: 'US/Central' }
    })
    const again = await release({ 'publish-at': '2030-01-31T09:00 US/Central' })
    expect(failureOf(again)).toBe('')
    expect(routed('PUT /edits/:edit/availability')).toHaveLength(1)
  })
})

describe('opening an edit refused with 412 error_new_version_creation_not_allowed', () => {
  it('is about the state of the app, not a stale ETag, whatever its words', async () => {
    h.api.faults.push(
      answering({ method: 'POST', path: /\/edits$/ }, 412, {
        httpCode: 412,
        errorCode: 'error_new_version_creation_not_allowed',
        errorMessage: 'The app is suppressed'
      })
    )
    const failure = failureOf(await release({ notes: 'x' }))
    expect(failure).toContain('The app is suppressed (error_new_version_creation_not_allowed)')
    expect(failure).toContain('Hint: the API opens an edit only for an app that is live, with no version under review')
    expect(failure).not.toContain('the resource changed after it was read')
  })
})

describe('required_data_absent', () => {
  it('is the API asking for data it requires, not called a bug of this action', async () => {
    const errors = [{ errorCode: 'required_data_absent', errorMessage: 'If-Match header is required' }]
    h.api.faults.push(
      answering({ method: 'PUT', path: /\/listings\/en-US$/ }, 400, { httpCode: 400, message: 'Bad Request', errors })
    )
    const failure = failureOf(await release({ notes: 'x' }))
    expect(failure).toContain('the API asks for data it requires')
    expect(failure).toContain('may need a fresh read: rerun the step, and report it if it repeats')
    expect(failure).not.toContain('bug of this action')
  })
})

describe('a converged run is quiet', () => {
  const writes = (from: number) =>
    h.api.requests.slice(from).filter((request) => ['PUT', 'POST', 'DELETE'].includes(request.method))

  // newpipe would warn on every run, rightly: its changelogs are for 1005 to 1009, and the edit's APKs
  // are 100 and 101, so no listing gets notes.
  it('a second release of the real folder jellyfin-androidtv makes no write request and prints no warning', async () => {
    cpSync('__fixtures__/play-folders/jellyfin-androidtv', join(h.ws, 'meta'), { recursive: true })
    const first = await release({ 'listing-dir': 'meta' })
    expect(failureOf(first)).toBe('')
    expect(warningsOf(first)).toEqual([])
    const rows = first.summary.split('\n').filter((line) => line.startsWith('| Listings not added |'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(/^\| Listings not added \| (\w\w-\w\w, )+\w\w-\w\w: the edit has no listing of them;/)

    const before = h.api.requests.length
    const second = await release({ 'listing-dir': 'meta' })
    expect(failureOf(second)).toBe('')
    expect(writes(before)).toEqual([])
    expect(warningsOf(second)).toEqual([])
    expect(second.outputs['listing-changed']).toBe('false')
  })
})
