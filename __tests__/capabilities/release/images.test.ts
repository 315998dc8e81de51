// Listing images: uploaded when they differ, recorded, and a type's first image.
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import type { DoorName } from '../../../src/step/action-inputs.js'
import { sha256, json } from '../../support/answers.js'
import { jpeg, png } from '../../support/images.js'
import { APP, ifMatchRequired, releaseHarness } from '../../support/release-harness.js'
import { describe, expect, it, afterEach } from '@jest/globals'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectSays } from '../../support/says.js'

// Images from listing-dir, in process against the stand-ins.
describe('images from listing-dir', () => {
  const REVIEWED = 'amzn1.devportal.mobileapp.reviewed'

  const h = releaseHarness({ apps: [APP, { id: REVIEWED, review: true }], prefix: 'release-listing-' })
  const { put, release, routed, app } = h

  const SHOTS = {
    'meta/en-US/images/icon.png': png(512, 512, 'icon'),
    'meta/en-US/images/tenInchScreenshots/1.png': png(1024, 600, 's1'),
    'meta/en-US/images/tenInchScreenshots/2.png': png(1024, 600, 's2'),
    'meta/en-US/images/tenInchScreenshots/3.jpg': jpeg(1024, 600, { tag: 's3' })
  }
  const uploads = () => routed('POST /edits/:edit/listings/:lang/:type/upload')
  const list = (type: string) => app().openEdit!.images['en-US'][type].list

  it('replaces a set that differs, in order, with If-Match, and a rerun uploads nothing (the record)', async () => {
    put(SHOTS)
    const first = await release({ 'listing-dir': 'meta' })

    expect(failureOf(first)).toBe('')
    expect(uploads()).toHaveLength(4)
    expect(uploads().every((request) => request.headers['if-match'])).toBe(true)
    expect(list('screenshots').map((image) => image.sha256)).toEqual(
      ['1.png', '2.png', '3.jpg'].map((name) =>
        sha256(readFileSync(join(h.ws, 'meta/en-US/images/tenInchScreenshots', name)))
      )
    )
    expect(list('screenshots')[2].contentType).toBe('application/octet-stream')
    expect(list('large-icons')).toHaveLength(1)
    expect(first.outputs['listing-changed']).toBe('true')
    expect(first.summary).toContain('| Images en-US screenshots | replaced (')
    const record = JSON.parse(readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')) as { images: object }
    expect(Object.keys(record.images)).toHaveLength(4)

    const second = await release({ 'listing-dir': 'meta' })
    expect(failureOf(second)).toBe('')
    expect(uploads()).toHaveLength(4)
    expect(routed('DELETE /edits/:edit/listings/:lang/:type')).toEqual([])
    expect(second.outputs['listing-changed']).toBe('false')
    expect(second.summary).toContain('| Images en-US screenshots | unchanged (3 images) (')
    expect(second.summary).toContain('| Images en-US large-icons | unchanged (1 image) (')
  })

  it('uploads again when the console changed an image, and without the record', async () => {
    put(SHOTS)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    h.api.console.setImages(APP, 'en-US', 'screenshots', [
      png(1024, 600, 'x'),
      png(1024, 600, 'y'),
      png(1024, 600, 'z')
    ])
    const changed = await release({ 'listing-dir': 'meta' })
    expect(failureOf(changed)).toBe('')
    expect(uploads()).toHaveLength(7)
    expect(changed.summary).toContain(
      '| Images en-US screenshots | replaced (images this action did not upload): 3 images uploaded ('
    )

    rmSync(join(h.ws, 'meta/.amazon-images.json'))
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    expect(uploads()).toHaveLength(11)
  })

  it('leaves out an image of a size Amazon does not take, and uploads the rest; listing-strict fails instead', async () => {
    put({ ...SHOTS, 'meta/en-US/images/icon.png': png(500, 500) })
    const strict = await release({ 'listing-dir': 'meta', 'listing-strict': 'true' })
    expect(failureOf(strict)).toContain('- en-US/images/icon.png is left out (500×500 pixels: an icon is used as')
    expect(h.api.requests).toEqual([])

    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toBe('')
    expect(uploads().map((request) => request.path.split('/').at(-2))).toEqual([
      'screenshots',
      'screenshots',
      'screenshots'
    ])
    expect(result.summary).toContain('| en-US/images/icon.png | left out | 500×500 pixels: an icon is used as')
    expect(warningsOf(result)).toEqual([])
  })

  it('prunes from the record the ids the edit no longer holds', async () => {
    put(SHOTS)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    const path = join(h.ws, 'meta/.amazon-images.json')
    const record = JSON.parse(readFileSync(path, 'utf8')) as { images: Record<string, string> }
    const ids = Object.keys(record.images)
    writeFileSync(path, JSON.stringify({ images: { ...record.images, 'amzn1.gone': 'a'.repeat(64) } }))
    const rerun = await release({ 'listing-dir': 'meta' })
    expect(failureOf(rerun)).toBe('')
    expect(uploads()).toHaveLength(4)
    const pruned = JSON.parse(readFileSync(path, 'utf8')) as { images: Record<string, string> }
    expect(Object.keys(pruned.images).sort()).toEqual([...ids].sort())
  })

  it('never writes an id that echoes the token into the record', async () => {
    put({ 'meta/en-US/images/icon.png': png(512, 512, 'icon') })
    const fault: {
      match: object
      status: number
      headers: object
      body: string
      before?: (r: { headers: Record<string, string> }) => void
    } = {
      match: { method: 'POST', path: /\/large-icons\/upload$/ },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: ''
    }
    fault.before = (request) => {
      fault.body = JSON.stringify({ image: { id: request.headers.authorization.replace(/^Bearer /, '') } })
    }
    h.api.faults.push(fault as never)
    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toBe('')
    const written = readFileSync(join(h.ws, 'meta/.amazon-images.json'), 'utf8')
    expect(h.tokens.issued.length).toBeGreaterThan(0)
    for (const token of h.tokens.issued) expect(written).not.toContain(token.split('|')[1])
    expect(JSON.parse(written)).toMatchObject({ images: {} })
  })

  it('says once, in one line, why a run without the record uploads again', async () => {
    put(SHOTS)
    expect(failureOf(await release({ 'listing-dir': 'meta' }))).toBe('')
    rmSync(join(h.ws, 'meta/.amazon-images.json'))
    const again = await release({ 'listing-dir': 'meta' })
    const lines = again.summary.split('\n').filter((line) => line.includes('has no .amazon-images.json'))
    expect(lines).toEqual([
      "| Images | uploaded again: 'listing-dir' has no .amazon-images.json, so the images in the edit could not be " +
        "compared with the folder's. Commit the file this run writes, and a rerun with the same images uploads nothing. |"
    ])
    expect(warningsOf(again)).toEqual([])
  })

  it('reads the list afresh once when an upload meets a stale ETag', async () => {
    put(SHOTS)
    h.api.faults.push({
      match: { method: 'POST', path: /\/screenshots\/upload$/ },
      before: () => h.api.console.setImages(APP, 'en-US', 'screenshots', [])
    })
    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toBe('')
    expect(list('screenshots')).toHaveLength(3)
  })

  it('uploads in a dry run and writes no record, as its edit is deleted', async () => {
    put(SHOTS)
    const result = await release({ 'listing-dir': 'meta', notes: 'x', 'dry-run': 'true' })
    expect(failureOf(result)).toBe('')
    expect(uploads()).toHaveLength(4)
    expect(existsSync(join(h.ws, 'meta/.amazon-images.json'))).toBe(false)
  })

  it('fails naming the call when the image list cannot be read', async () => {
    put(SHOTS)
    h.api.faults.push({
      match: { method: 'GET', path: /\/large-icons$/ },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"items": []}'
    })
    const result = await release({ 'listing-dir': 'meta' })
    expect(failureOf(result)).toMatch(
      /GET \/edits\/\S+\/listings\/en-US\/large-icons answered no \{images: \[\.\.\.\]\} list/
    )
  })
})

// Image uploads as public clients send them: application/octet-stream, and both answer shapes.
describe('image uploads', () => {
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

// GET of an image type's list fails while the type holds no image, so it gives no ETag, and an
// upload without one answers 400 "If-Match header is required". The release reads such a type as
// empty and uploads its first image with the listing's ETag, read afresh; the listing bootstrap reads
// it as no image. Through dist/release and dist/listing-bootstrap, spawned as a runner does, against
// the stand-in seeded with `emptyImageList`; the same paths once more in process, where coverage
// counts them.
describe("a type's first image", () => {
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

  const run = (door: DoorName, extra: Record<string, string> = {}) => h.spawn(extra, { door })

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
      expectSays(
        failure,
        /^Release failed while replacing the en-US promo-images: /,
        'took no first image',
        /GET \S+\/listings\/en-US\/promo-images answered HTTP 404: .*\(invalid_input\)/,
        /POST \S+\/listings\/en-US\/promo-images\/upload answered HTTP 400: .*\(required_data_absent\)/
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
})
