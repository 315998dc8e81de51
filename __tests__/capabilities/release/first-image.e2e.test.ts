// Issue 37, item 1: a type's first image. GET of an image type's list fails while the type holds no
// image [client, xingu 06f5347], so it gives no ETag, and an upload without one answers 400 "If-Match
// header is required". The release reads such a type as empty and uploads its first image with the
// listing's ETag, read afresh; the listing bootstrap reads it as no image. Through dist/release and
// dist/listing-bootstrap, spawned as a runner does, against the stand-in seeded with `emptyImageList`;
// the same paths once more in process, where coverage counts them.
import { afterEach, describe, expect, it } from '@jest/globals'
import { rmSync } from 'node:fs'
import { failureOf, runAction } from '../../../__fixtures__/runner.mjs'
import type { DoorName } from '../../../src/step/action-inputs.js'
import { png } from '../../support/images.js'
import { ifMatchRequired, releaseHarness } from '../../support/release-harness.js'

const APP = 'amzn1.devportal.mobileapp.firstimage'
const h = releaseHarness({
  apps: [
    { id: APP, emptyImageList: 404, images: { 'en-US': { 'large-icons': ['icon'] } } },
    { id: `${APP}.400`, emptyImageList: 400 }
  ],
  prefix: 'first-image-',
  defaults: { 'app-id': APP, files: '', 'listing-dir': 'listing' }
})
afterEach(() => rmSync(h.ws, { recursive: true, force: true }))

const run = (door: DoorName, extra: Record<string, string> = {}) =>
  runAction(h.inputsFor(extra), {}, { door, workspace: h.ws })

const imagesOf = (type: string, app = APP) => h.api.apps.get(app)!.openEdit!.images['en-US'][type].list
/** The image requests of the run: method, the path from the listing on, and the If-Match sent. */
const imageCalls = () =>
  h.api.requests
    .filter((request) => /\/listings\/en-US(\/|$)/.test(request.path))
    .map((request) => ({
      call: `${request.method} ${request.path.replace(/^.*\/listings\//, '')}`,
      ifMatch: request.headers['if-match']
    }))
const REFUSED_UPLOAD = ifMatchRequired({ method: 'POST', path: /\/promo-images\/upload$/ })

describe("a type's first image (dist/release/index.js, spawned)", () => {
  it.each([
    [404, APP],
    [400, `${APP}.400`]
  ])(
    "uploads a promo image to a type whose list answers %i with the listing's ETag, read just before",
    async (status, app) => {
      h.put({ 'listing/en-US/images/featureGraphic.png': png(1024, 500, 'promo') })
      const result = await run('release', { 'app-id': app })

      expect(failureOf(result)).toBe('')
      expect(result.code).toBe(0)
      const listing = h.api.apps.get(app)!.openEdit!.listings['en-US']
      expect(imagesOf('promo-images', app)).toHaveLength(1)
      const calls = imageCalls().filter((call) => call.call.includes('promo-images') || call.call === 'GET en-US')
      expect(calls.slice(-4)).toEqual([
        { call: 'GET en-US/promo-images', ifMatch: undefined },
        { call: 'GET en-US/promo-images', ifMatch: undefined },
        { call: 'GET en-US', ifMatch: undefined },
        { call: 'POST en-US/promo-images/upload', ifMatch: listing.etag }
      ])
      expect(result.summary).toContain(
        `| Images en-US promo-images | replaced (the edit had none; GET of its list answered HTTP ${status}, ` +
          'read as none): 1 image uploaded ('
      )
      expect(result.outputs['listing-changed']).toBe('true')
    }
  )

  it("uploads screenshots: the first with the listing's ETag, the others with the list's; no other type is touched", async () => {
    h.put({
      'listing/en-US/images/phoneScreenshots/1.png': png(1024, 600, 'one'),
      'listing/en-US/images/phoneScreenshots/2.png': png(1024, 600, 'two'),
      'listing/en-US/images/phoneScreenshots/3.png': png(1024, 600, 'three')
    })
    const result = await run('release')

    expect(failureOf(result)).toBe('')
    const screenshots = imagesOf('screenshots')
    expect(screenshots).toHaveLength(3)
    const uploads = imageCalls().filter((call) => call.call.endsWith('/upload'))
    expect(uploads.map((call) => call.call)).toEqual(Array(3).fill('POST en-US/screenshots/upload'))
    const listingEtag = h.api.apps.get(APP)!.openEdit!.listings['en-US'].etag
    expect(uploads[0].ifMatch).toBe(listingEtag)
    expect(uploads[1].ifMatch).not.toBe(listingEtag)
    expect(result.summary).toContain(
      '| Images en-US screenshots | replaced (the edit had none; GET of its list answered HTTP 404, read as none): ' +
        '3 images uploaded ('
    )
    // A type the folder gives nothing for is neither written nor read: its failing list stops nothing.
    expect(imageCalls().filter((call) => /^\w+ en-US\/(?!screenshots)/.test(call.call))).toEqual([])
    expect(imagesOf('large-icons')).toHaveLength(1)
    expect(imagesOf('promo-images')).toEqual([])
  })

  it('fails naming the type and both answers when the upload with the listing’s ETag is refused too; the edit stays open', async () => {
    h.put({ 'listing/en-US/images/featureGraphic.png': png(1024, 500, 'promo') })
    h.api.faults.push(REFUSED_UPLOAD)
    const result = await run('release')

    expect(result.code).toBe(1)
    const failure = failureOf(result)
    expect(failure).toMatch(
      new RegExp(
        '^Release failed while replacing the en-US promo-images: The en-US promo-images took no first image\\. ' +
          'GET http:\\S+/listings/en-US/promo-images answered HTTP 404: Not Found: No images found with the entered ' +
          "Inputs \\(invalid_input\\) \\(read as a type that holds no image\\), so the image was uploaded with the en-US listing's " +
          'ETag, and POST http:\\S+/listings/en-US/promo-images/upload answered HTTP 400: Bad Request: If-Match header is ' +
          'required \\(required_data_absent\\)'
      )
    )
    const edit = h.api.apps.get(APP)!.openEdit!
    expect(edit.status).toBe('IN_PROGRESS')
    expect(failure).toContain(`Edit ${edit.id} is left open for inspection`)
    expect(result.summary).toContain(`| Left open | edit ${edit.id}, for inspection |`)
  })
})

describe('a type with no image in the listing bootstrap (dist/listing-bootstrap/index.js, spawned)', () => {
  it.each([
    [404, APP],
    [400, `${APP}.400`]
  ])('reads a type whose list answers %i as no image', async (_status, app) => {
    const result = await run('listing-bootstrap', { 'app-id': app, 'listing-dir': 'boot' })

    expect(failureOf(result)).toBe('')
    expect(result.code).toBe(0)
    expect(result.summary).toContain(
      `images not downloaded (the API gives no image bytes): ${app === APP ? '1 large-icons' : 'none'} |`
    )
  })
})

describe("a type's first image, in process (the same paths, counted by coverage)", () => {
  it("uploads with the listing's ETag, and fails naming both answers when that is refused too", async () => {
    h.put({ 'listing/en-US/images/featureGraphic.png': png(1024, 500, 'promo') })
    expect(failureOf(await h.release())).toBe('')
    expect(imagesOf('promo-images')).toHaveLength(1)

    h.api.console.deleteEdit(APP)
    h.api.faults.push(REFUSED_UPLOAD)
    const refused = failureOf(await h.release())
    expect(refused).toContain('The en-US promo-images took no first image. GET ')
    expect(refused).toContain('answered HTTP 400: Bad Request: If-Match header is required (required_data_absent)')
  })

  it('fails as any server error does when the upload answers 5xx (it may have gone through: not "refused")', async () => {
    h.put({ 'listing/en-US/images/featureGraphic.png': png(1024, 500, 'promo') })
    h.api.faults.push({ ...REFUSED_UPLOAD, status: 503, body: 'down' })
    const failure = failureOf(await h.release({ retries: '0' }))
    expect(failure).toMatch(
      /^Release failed while replacing the en-US promo-images: POST \S+\/upload answered HTTP 503/
    )
    expect(failure).not.toContain('took no first image')
  })
})
