// The App Submission API client's reading of answers, against a session that answers from a script: what the release
// acts on is read whole, in its shape, from a path of plain segments, never after a redirect.
import { describe, expect, it } from '@jest/globals'
import type { ApiRequest, ApiResult, Session } from '../../../src/appstore/session.js'
import { imagesFromApi, SubmissionApi } from '../../../src/appstore/submission/index.js'
import { Failure } from '../../../src/step/errors.js'

const APP = new URL('https://api.example/v1/applications/app')

function scripted(answers: Partial<ApiResult>[]) {
  const requests: ApiRequest[] = []
  const session = {
    exchange: async (request: ApiRequest): Promise<ApiResult> => {
      requests.push(request)
      const answer = answers.shift()
      if (!answer) throw new Error('no answer left')
      return {
        status: 200,
        headers: {},
        url: request.url,
        text: '',
        truncated: false,
        bytes: 0,
        attempts: 1,
        refusedAfterRenewal: false,
        ...answer
      }
    }
  }
  return { api: new SubmissionApi(session as unknown as Session, APP), requests }
}
const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => '(no failure)',
    (error: unknown) => (error instanceof Failure ? error.render((text) => text) : String(error))
  )

describe('SubmissionApi', () => {
  it('never sends a request for an id that is not a plain segment', async () => {
    const { api, requests } = scripted([])
    expect(await messageOf(api.apks.list('..'))).toBe('The edit id ".." is not a plain path segment: refused.')
    expect(await messageOf(api.apks.etag('E1', '.'))).toBe('The APK id "." is not a plain path segment: refused.')
    expect(requests).toEqual([])
  })

  it('asks for no redirect to be followed, and names one it got', async () => {
    const { api, requests } = scripted([{ status: 302, headers: { location: '//other.example/x' } }])
    expect(await messageOf(api.edits.open())).toBe(
      'GET https://api.example/v1/applications/app/edits answered HTTP 302, a redirect to https://other.example: not followed, as the App Submission API sends none.'
    )
    expect(requests[0].followRedirects).toBe(false)
  })

  it("reads an image list answered 404 or 400 as none, changed with the listing's ETag; another status still fails", async () => {
    const json = { 'content-type': 'application/json' }
    const { api, requests } = scripted([
      { status: 404, headers: json, text: '{"message":"Not Found"}' },
      { status: 400, headers: json, text: '{"message":"Bad Request"}' },
      { status: 200, headers: { etag: '"listing"' }, text: '{"language":"en-US"}' },
      { status: 200, headers: { etag: '"list"' }, text: '{"images":[{"id":"i1"}]}' },
      { status: 403, headers: json, text: '{"message":"Forbidden"}' }
    ])
    const none = await api.images.list('E1', 'en-US', 'promo-images')
    expect(none).toMatchObject({ images: [], etag: '', refused: { status: 404 } })
    expect(await api.images.writeTag('E1', 'en-US', 'promo-images')).toMatchObject({
      etag: '"listing"',
      refused: { status: 400 }
    })
    expect(await api.images.writeTag('E1', 'en-US', 'promo-images')).toEqual({ etag: '"list"' })
    expect(await messageOf(api.images.list('E1', 'en-US', 'promo-images'))).toBe(
      'GET https://api.example/v1/applications/app/edits/E1/listings/en-US/promo-images answered HTTP 403: Forbidden'
    )
    expect(requests.map((request) => request.url.pathname.replace(/^.*\/listings\//, ''))).toEqual([
      'en-US/promo-images',
      'en-US/promo-images',
      'en-US',
      'en-US/promo-images',
      'en-US/promo-images'
    ])
  })

  it('takes a 3xx without Location as a refusal', async () => {
    const { api } = scripted([{ status: 304 }])
    expect(await messageOf(api.edits.open())).toBe(
      'GET https://api.example/v1/applications/app/edits answered HTTP 304: (empty body)'
    )
  })

  it('takes an empty answer to validate and commit, which only their status says', async () => {
    const { api } = scripted([{ status: 204 }, { status: 200, text: ' ' }])
    await expect(api.edits.validate('E1')).resolves.toBeUndefined()
    await expect(api.edits.commit('E1', '"e"')).resolves.toBeUndefined()
  })

  it('reads no open edit from {} and an edit from {id, status}', async () => {
    const { api } = scripted([{ text: '{}' }, { text: '{"id":"E1","status":"IN_PROGRESS"}' }])
    expect(await api.edits.open()).toBeUndefined()
    expect(await api.edits.open()).toEqual({ id: 'E1', status: 'IN_PROGRESS' })
  })

  it('reads a number as an id', async () => {
    const { api } = scripted([{ text: '[{"id":42,"versionCode":7}]' }])
    expect(await api.apks.list('E1')).toEqual([{ id: '42', versionCode: '7', name: '' }])
  })
})

describe('SubmissionApi: typed results, never strings', () => {
  it('answers the live version and its APKs from GET /edits/previous, or undefined for {}', async () => {
    const { api, requests } = scripted([
      { text: '{"id":"L1","status":"LIVE"}' },
      { text: '[{"id":"A1","versionCode":12,"name":"app"}]' },
      { text: '{}' }
    ])
    expect(await api.edits.previous()).toEqual({
      edit: { id: 'L1', status: 'LIVE' },
      apks: [{ id: 'A1', versionCode: '12', name: 'app' }],
      asObject: false
    })
    expect(await api.edits.previous()).toBeUndefined()
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /v1/applications/app/edits/previous',
      'GET /v1/applications/app/edits/L1/apks',
      'GET /v1/applications/app/edits/previous'
    ])
  })

  it('answers a 409 on opening an edit as a conflict, and the edit as done', async () => {
    const { api } = scripted([{ status: 409, text: '{}' }, { text: '{"id":"E2","status":"IN_PROGRESS"}' }])
    expect(await api.edits.create()).toEqual({ kind: 'conflict' })
    expect(await api.edits.create()).toEqual({ kind: 'done', value: { id: 'E2', status: 'IN_PROGRESS' } })
  })

  it('answers a 412 on a PUT as stale, and a 2xx as done', async () => {
    const { api, requests } = scripted([{ status: 412 }, { status: 200, text: '{}' }])
    const listing = { fields: { title: 'T' }, etag: '"e1"' }
    expect(await api.listings.put('E1', 'en-US', listing)).toEqual({ kind: 'stale' })
    expect(await api.listings.put('E1', 'en-US', listing)).toEqual({ kind: 'done', value: undefined })
    expect(requests[0].headers['if-match']).toBe('"e1"')
  })

  it('answers an attach of a file still processed (asset_not_ready, whatever the status) as not ready', async () => {
    const notReady = (status: number, body: object) => ({ status, text: JSON.stringify({ httpCode: status, ...body }) })
    const { api } = scripted([
      notReady(400, { errorCode: 'asset_not_ready', errorMessage: 'The asset is not ready' }),
      notReady(409, { errors: [{ errorCode: 'asset_not_ready' }] }),
      { text: '{"id":"A9","versionCode":3}' },
      notReady(409, { errorCode: 'conflict' })
    ])
    expect(await api.large.attach('E1', 'F1')).toEqual({ kind: 'not-ready' })
    expect(await api.large.attach('E1', 'F1')).toEqual({ kind: 'not-ready' })
    expect(await api.large.attach('E1', 'F1')).toEqual({
      kind: 'done',
      value: { id: 'A9', versionCode: '3', name: '' }
    })
    await expect(api.large.attach('E1', 'F1')).rejects.toThrow('answered HTTP 409')
  })

  it('answers a delete of an edit the API knows no more as gone', async () => {
    const { api } = scripted([{ status: 404, text: '{"message":"No edit found"}' }])
    expect(await api.edits.delete('E1', { info: () => {} })).toEqual({ kind: 'gone' })
  })
})

const hash = (sha: string) => sha.padEnd(64, '0')

describe('imagesFromApi', () => {
  it('reads {images: [...]}, keeping ids and any sha256, tolerating a bare list and odd items', () => {
    expect(
      imagesFromApi({
        images: [
          { id: 'i1' },
          { id: 'i2', sha256: hash('AB') },
          { id: 'i3', sha256: 'short' },
          { id: '' },
          null,
          7,
          { no: 'id' }
        ]
      })
    ).toEqual([{ id: 'i1' }, { id: 'i2', sha256: hash('ab') }, { id: 'i3' }])
    expect(imagesFromApi([{ id: 'x' }])).toEqual([{ id: 'x' }])
  })

  it.each([undefined, null, {}, { images: 'no' }, 'text'])('reads no list from %j', (json) => {
    expect(imagesFromApi(json)).toBeUndefined()
  })
})
