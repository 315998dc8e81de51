// The Reporting API client: a report's link asked at its path (a month, or a year), read in every
// shape the API answers it, masked before anything could print it; a month without a report as a
// value, a refusal as an ApiFailure; the report fetched from its link without the token.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { startStorage, zipOf } from '../../../scripts/stand-in.mjs'
import { ApiFailure } from '../../../src/appstore/errors.js'
import { ReportingApi } from '../../../src/appstore/reporting/index.js'
import { REPORTS_PATH } from '../../../src/appstore/reporting/paths.js'
import { REPORTING_SCOPE } from '../../../src/appstore/scopes.js'
import type { ApiRequest, ApiResult, Session } from '../../../src/appstore/session.js'
import { Failure } from '../../../src/step/errors.js'
import { fakeClock } from '../../support/fake-core.js'
import { tempDir } from '../../support/temp.js'
import { standInSession } from '../stand-in-session.js'

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => '(no failure)',
    (error: unknown) => (error instanceof Failure ? error.render((text) => text) : String(error))
  )

describe('ReportingApi against the stand-in', () => {
  let tokens: Awaited<ReturnType<typeof startTokenService>>
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  let storage: Awaited<ReturnType<typeof startStorage>>
  let client: ReportingApi
  let masked: string[]
  const links: Record<string, string> = {}

  beforeAll(async () => {
    storage = await startStorage({
      'sales-2026-01.zip': await zipOf('sales.csv', 'a,b\n1,2\n'),
      'earnings-2025.zip': await zipOf('earnings.csv', 'c\n3\n')
    })
    links['sales/2026/01'] = `${storage.url}/sales-2026-01.zip?X-Amz-Signature=0123456789abcdef`
    links['earnings/2025'] = `${storage.url}/earnings-2025.zip?X-Amz-Signature=fedcba9876543210`
    links['sales/2026/02'] = `${storage.url}/gone.zip?X-Amz-Signature=0123456789abcdef`
    tokens = await startTokenService()
    api = await startAppstoreApi(tokens, { reports: links })
    const opened = await standInSession(tokens, REPORTING_SCOPE)
    masked = opened.masked
    client = new ReportingApi(opened.session, new URL(`${api.url}${REPORTS_PATH}`), {
      clock: opened.clock,
      mask: (secret) => void masked.push(secret)
    })
  })
  afterAll(async () => {
    await api.close()
    await tokens.close()
    await storage.close()
  })

  it("asks a month's report at /download/report/<type>/<YYYY>/<MM> and a year's at /<YYYY>, then fetches each", async () => {
    const dir = tempDir('reporting-')
    const month = await client.link('sales', { year: 2026, month: 1 })
    const year = await client.link('earnings', { year: 2025 })

    expect(month?.url.href).toBe(links['sales/2026/01'])
    expect(year).toMatchObject({ type: 'earnings', period: { year: 2025 } })
    expect(api.requests.map((request) => request.path)).toEqual([
      '/download/report/sales/2026/01',
      '/download/report/earnings/2025'
    ])
    // The link, its query and its signature are secrets before the client returns it.
    expect(masked).toEqual(expect.arrayContaining([links['sales/2026/01'], 'X-Amz-Signature=0123456789abcdef']))
    await client.download(month!, join(dir, 'sales.zip'))
    await client.download(year!, join(dir, 'earnings.zip'))
    expect(readFileSync(join(dir, 'sales.zip')).subarray(0, 2).toString()).toBe('PK')
    expect(readFileSync(join(dir, 'earnings.zip')).subarray(0, 2).toString()).toBe('PK')
  })

  it("answers a month without data (400 'Report not found') as no link", async () => {
    expect(await client.link('sales', { year: 2025, month: 7 })).toBeUndefined()
  })

  it('throws an ApiFailure for a refusal, with the API message', async () => {
    const refused = client.link('bogus', { year: 2026, month: 1 })
    await expect(refused).rejects.toBeInstanceOf(ApiFailure)
    expect(await messageOf(refused)).toBe(
      `GET ${api.url}/download/report/bogus/2026/01 answered HTTP 400: ` +
        'Unable to fetch the request scope for uri = /download/report/bogus/2026/01'
    )
  })

  it('says why the storage host refused a link, naming the report and never the link', async () => {
    const link = await client.link('sales', { year: 2026, month: 2 })
    const message = await messageOf(client.download(link!, join(tempDir('reporting-'), 'gone.zip')))
    expect(message).toBe(
      'Downloading the sales report for 2026-02 from its <pre-signed report link> failed: HTTP 403 AccessDenied. ' +
        'The link is valid for minutes only, so run the step again.'
    )
  })
})

describe('ReportingApi reading the link', () => {
  const REPORTS = new URL('https://api.example/api/appstore/download/report')

  function scripted(answers: Partial<ApiResult>[]) {
    const requests: ApiRequest[] = []
    const masked: string[] = []
    const answer = (request: ApiRequest): ApiResult => {
      requests.push(request)
      const next = answers.shift()
      if (!next) throw new Error('no answer left')
      const text = next.text ?? ''
      const result = { status: 200, headers: {}, url: request.url, truncated: false, attempts: 1, ...next }
      return { ...result, text, bytes: Buffer.byteLength(text), refusedAfterRenewal: false }
    }
    const session = { exchange: async (request: ApiRequest) => answer(request) }
    const client = new ReportingApi(session as unknown as Session, REPORTS, {
      clock: fakeClock(),
      mask: (secret) => void masked.push(secret)
    })
    return { client, requests, masked }
  }
  const SALES = { year: 2026, month: 3 }
  const LINK = 'https://bucket.example/r.zip?X-Amz-Signature=abcdef0123456789'

  it.each([
    ['bare', LINK],
    ['quoted, with a byte order mark', `\uFEFF"${LINK}"\n`],
    ['as downloadUrl', JSON.stringify({ downloadUrl: LINK })],
    ['as url', JSON.stringify({ url: ` ${LINK} ` })]
  ])('reads a link answered %s', async (_, text) => {
    const { client, masked, requests } = scripted([{ text }])
    expect((await client.link('sales', SALES))?.url.href).toBe(LINK)
    expect(masked[0].trim()).toContain(LINK)
    expect(requests[0]).toMatchObject({ method: 'GET', callClass: 'read', followRedirects: false })
    expect(requests[0].pace).toBeInstanceOf(Function)
  })

  it('reads a redirect as the link, relative to the URL that answered it, without following it', async () => {
    const { client } = scripted([
      { status: 302, headers: { location: '/files/r.zip?X-Amz-Signature=abcdef0123456789' } }
    ])
    expect((await client.link('sales', SALES))?.url.href).toBe(
      'https://api.example/files/r.zip?X-Amz-Signature=abcdef0123456789'
    )
  })

  it('answers a 404 as no link', async () => {
    const { client } = scripted([{ status: 404, text: '{"message":"Not Found"}' }])
    expect(await client.link('sales', SALES)).toBeUndefined()
  })

  it('refuses an answer without a link, and a link that is not https, fetching neither', async () => {
    const { client, masked } = scripted([
      { text: '' },
      { text: 'http://bucket.example/r.zip?X-Amz-Signature=abcdef012345' }
    ])
    expect(await messageOf(client.link('sales', SALES))).toBe(
      'The Reporting API answered HTTP 200 without a download link (0 bytes, not shown): expected a pre-signed https link.'
    )
    expect(await messageOf(client.link('sales', SALES))).toBe(
      'The Reporting API answered a <pre-signed report link> that is not https (http:); it was not fetched.'
    )
    expect(masked).toContain('X-Amz-Signature=abcdef012345')
  })

  it('keeps every report under the reports: a type is one segment, never a way out', async () => {
    const { client, requests } = scripted([{ status: 404 }])
    await client.link('../x?y', SALES)
    expect(requests[0].url.pathname).toBe('/api/appstore/download/report/..%2Fx%3Fy/2026/03')
    expect(await messageOf(client.link('..', { year: 2026 }))).toBe(
      "GET of the .. report would leave the reports' resource: refused."
    )
    expect(requests).toHaveLength(1)
  })
})
