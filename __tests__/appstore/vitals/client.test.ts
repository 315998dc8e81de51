// The Vitals API client: each set's freshness and query at its path under the app, the query's
// pages followed to the last nextPageToken, the top clusters' query; every answer returned as it
// came, a set the API does not know as a value, a refusal of a set's call as an ApiFailure and one
// of the top clusters as a value.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startAppstoreApi, VITALS_PACKAGE } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { ApiFailure } from '../../../src/appstore/errors.js'
import { REPORTING_SCOPE } from '../../../src/appstore/scopes.js'
import type { ApiRequest, ApiResult, Session } from '../../../src/appstore/session.js'
import { answerOf, MAX_PAGES, VitalsApi, type SetAnswer } from '../../../src/appstore/vitals/index.js'
import { vitalsAppPath } from '../../../src/appstore/vitals/paths.js'
import { Failure } from '../../../src/step/errors.js'
import { standInSession } from '../stand-in-session.js'

const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => '(no failure)',
    (error: unknown) => (error instanceof Failure ? error.render((text) => text) : String(error))
  )
const pagesOf = async (pages: AsyncIterable<SetAnswer>) => {
  const all: SetAnswer[] = []
  for await (const page of pages) all.push(page)
  return all
}
/** The 7 days before today (UTC): the stand-in keeps 30 days of data up to yesterday. */
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10)
const DAYS = { start: day(7), end: day(0) }
const dateOf = (text: string) => {
  const [year, month, date] = text.split('-').map(Number)
  return { year, month, day: date }
}

describe('VitalsApi against the stand-in', () => {
  let tokens: Awaited<ReturnType<typeof startTokenService>>
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  let session: Session
  const client = (pkg: string) => new VitalsApi(session, new URL(`${api.url}${vitalsAppPath(pkg)}`))

  beforeAll(async () => {
    tokens = await startTokenService()
    api = await startAppstoreApi(tokens, {
      vitals: {
        apps: [
          VITALS_PACKAGE,
          { package: 'com.example.notours', owned: false },
          { package: 'com.example.noissues', issues: null }
        ],
        pageSize: 4
      }
    })
    session = (await standInSession(tokens, REPORTING_SCOPE)).session
  })
  afterAll(async () => {
    await api.close()
    await tokens.close()
  })

  it("reads a set's freshness, then its query page after page, to the last nextPageToken", async () => {
    api.requests.length = 0
    const vitals = client(VITALS_PACKAGE)
    const fresh = await vitals.freshness('crashMetricSet')
    expect(fresh.found).toBe(true)
    expect(JSON.parse(fresh.answer.kept)).toEqual(fresh.answer.value)

    const pages = await pagesOf(
      vitals.query({
        set: 'crashMetricSet',
        period: 'DAILY',
        days: DAYS,
        metrics: ['crashRate'],
        versionCodes: ['1007']
      })
    )
    // 7 days of 1007, 4 rows a page.
    expect(pages.map((page) => page.found)).toEqual([true, true])
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /vitals/apps/${VITALS_PACKAGE}/crashMetricSet`,
      `POST /vitals/apps/${VITALS_PACKAGE}/crashMetricSet:query`,
      `POST /vitals/apps/${VITALS_PACKAGE}/crashMetricSet:query`
    ])
    const [first, second] = api.requests.slice(1).map((request) => JSON.parse(request.text) as Record<string, unknown>)
    expect(first).toEqual({
      timelineSpec: {
        aggregationPeriod: 'DAILY',
        startTime: dateOf(DAYS.start),
        endTime: dateOf(DAYS.end)
      },
      dimensions: ['versionCode'],
      metrics: ['crashRate'],
      filter: { versionCode: ['1007'] }
    })
    expect(second).toEqual({ ...first, pageToken: (pages[0].answer.value as { nextPageToken: string }).nextPageToken })
  })

  it('answers a set the API does not know as not found, its freshness and its query', async () => {
    const vitals = client(VITALS_PACKAGE)
    expect((await vitals.freshness('fooMetricSet')).found).toBe(false)
    const pages = await pagesOf(vitals.query({ set: 'fooMetricSet', period: 'HOURLY', days: DAYS }))
    expect(pages.map((page) => page.found)).toEqual([false])
  })

  it("throws an ApiFailure for a refusal of a set's call, with the API's message", async () => {
    const refused = client('com.example.notours').freshness('crashMetricSet')
    await expect(refused).rejects.toBeInstanceOf(ApiFailure)
    expect(await messageOf(refused)).toContain(
      `GET ${api.url}/vitals/apps/com.example.notours/crashMetricSet answered HTTP 403:`
    )
  })

  it('answers the top clusters whatever the status: read, not found, refused', async () => {
    const query = { reportType: 'CRASH' as const, days: DAYS, clusters: 2, versionCodes: ['1008'] }
    const read = await client(VITALS_PACKAGE).issues(query)
    expect(read.status).toBe('answered')
    expect(JSON.parse(api.requests.at(-1)!.text)).toEqual({
      startTime: dateOf(DAYS.start),
      endTime: dateOf(DAYS.end),
      reportType: 'CRASH',
      dimensions: ['versionCode'],
      pageSize: 2,
      filter: { versionCode: ['1008'] }
    })
    expect(api.requests.at(-1)!.path).toBe(`/vitals/apps/${VITALS_PACKAGE}/issuesMetricSet:query`)
    expect((await client('com.example.noissues').issues(query)).status).toBe('missing')
    expect(await client('com.example.notours').issues(query)).toMatchObject({ status: 'refused', code: 403 })
  })
})

describe('VitalsApi, its pages and paths', () => {
  const APP = new URL('https://vitals.example/api/appstore/vitals/apps/com.example.app')

  /** A session whose every query page names the next page `next(n)` gives. */
  function paged(next: (n: number) => string) {
    const requests: ApiRequest[] = []
    const session = {
      exchange: async (request: ApiRequest): Promise<ApiResult> => {
        requests.push(request)
        const text = JSON.stringify({ rows: [], nextPageToken: next(requests.length) })
        const bytes = text.length
        return {
          status: 200,
          headers: {},
          url: request.url,
          text,
          truncated: false,
          bytes,
          attempts: 1,
          refusedAfterRenewal: false
        }
      }
    }
    return { vitals: new VitalsApi(session as unknown as Session, APP), requests }
  }
  const query = { set: 'crashMetricSet', period: 'DAILY' as const, days: DAYS }

  it(`stops after ${MAX_PAGES} pages of new nextPageTokens, saying so`, async () => {
    const { vitals, requests } = paged((n) => `page-${n}`)
    expect(await messageOf(pagesOf(vitals.query(query)))).toBe(
      `The Vitals API answered more than ${MAX_PAGES} pages for crashMetricSet: stopped.`
    )
    expect(requests).toHaveLength(MAX_PAGES)
  })

  it('stops at a nextPageToken answered twice', async () => {
    const { vitals } = paged(() => 'again')
    expect(await messageOf(pagesOf(vitals.query(query)))).toBe(
      'The Vitals API answered the same nextPageToken twice for crashMetricSet: stopped after 2 pages.'
    )
  })

  it('takes a token that is no string for the last page, and asks no page more once the reader stops', async () => {
    const { vitals, requests } = paged((n) => (n === 1 ? 'page-2' : (3 as unknown as string)))
    expect(await pagesOf(vitals.query(query))).toHaveLength(2)
    expect(requests).toHaveLength(2)
    const endless = paged((n) => `page-${n}`)
    for await (const page of endless.vitals.query(query)) {
      expect(page.found).toBe(true)
      break
    }
    expect(endless.requests).toHaveLength(1)
  })

  it('sends a query as a read: sent again when its connection fails', async () => {
    const { vitals, requests } = paged(() => '')
    await pagesOf(vitals.query(query))
    await vitals.freshness('crashMetricSet')
    expect(requests.map((request) => [request.method, request.callClass, request.url.pathname])).toEqual([
      ['POST', 'read', '/api/appstore/vitals/apps/com.example.app/crashMetricSet:query'],
      ['GET', 'read', '/api/appstore/vitals/apps/com.example.app/crashMetricSet']
    ])
  })

  it('never sends a request for a set name that is not a plain path segment', async () => {
    const { vitals, requests } = paged(() => '')
    expect(await messageOf(vitals.freshness('..'))).toBe(
      'The metric set name ".." is not a plain path segment: refused.'
    )
    expect(await messageOf(pagesOf(vitals.query({ ...query, set: 'a/b' })))).toBe(
      'The metric set name "a/b" is not a plain path segment: refused.'
    )
    expect(requests).toEqual([])
  })
})

describe('answerOf', () => {
  // An int64 count beyond 2^53 and a key given twice: JSON.parse then JSON.stringify would change both.
  const sent =
    '{"rows": [{"metrics": [{"metric": "errorEventCount", "int64Value": 9007199254740993}]}], "a": 1, "a": 2}'

  it('keeps a JSON answer byte for byte, without a byte order mark, and reads it', () => {
    const answer = answerOf(`\uFEFF${sent}\r\n`)
    expect(answer.kept).toBe(`${sent}\r\n`)
    expect(answer.value).toEqual({
      rows: [{ metrics: [{ metric: 'errorEventCount', int64Value: 9007199254740992 }] }],
      a: 2
    })
  })

  it('keeps an answer that is not JSON as a JSON string of its text', () => {
    const answer = answerOf('<html>Bad gateway</html>')
    expect(answer).toEqual({ value: '<html>Bad gateway</html>', kept: '"<html>Bad gateway</html>"' })
  })
})
