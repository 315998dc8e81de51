/**
 * The Vitals API client, under `<api-base-url>/vitals/apps/<package>`. A metric set has a freshness
 * (GET `/{set}`: up to when it has data) and a query (POST `/{set}:query`), answered page after page
 * to the last `nextPageToken`; the top crash and ANR clusters are the query of `issuesMetricSet`.
 * A query is a POST that only reads (src/appstore/calls.ts), so it is sent again as a GET is when
 * its connection fails, and a 429 is waited out for its Retry-After by the exchange. The request
 * copies Google Play's Developer Reporting API field for field.
 *
 * Every answer is returned as it came (VitalsAnswer): the vitals capability reads its rows, and its
 * files keep the answer as the API sent it. A set the API does not know (404) is a value too; any
 * other refusal of a set's call is an ApiFailure. The top clusters never fail a run by their answer:
 * a refusal or a 404 of theirs is a value.
 */
import { isSuccess } from '../../net/exchange.js'
import { isPlainSegment, joinUnder } from '../../net/url.js'
import { Failure } from '../../step/errors.js'
import { callOf, type CallName } from '../calls.js'
import { ApiFailure } from '../errors.js'
import { jsonObject, parseJson, withoutBom } from '../json.js'
import type { ApiRequest, ApiResult, Session } from '../session.js'

/** The set of the top crash and ANR clusters, which has no freshness of its own. */
export const ISSUES_SET = 'issuesMetricSet'

/** Pages followed at most: 100,000 rows a page is the API's most, so this is far beyond any read. */
export const MAX_PAGES = 1000

/**
 * An answer read (`value`: its JSON, or its text when it is not JSON) and as the files keep it
 * (`kept`: its JSON text as the API sent it, byte for byte but a byte order mark, else its text as
 * a JSON string). Kept as sent, not stringified again: an int64 beyond 2^53 keeps its digits, and
 * a large page is not written a second time.
 */
export interface VitalsAnswer {
  value: unknown
  kept: string
}

export function answerOf(body: string): VitalsAnswer {
  const text = withoutBom(body)
  const json = parseJson(text)
  return json === undefined ? { value: text, kept: JSON.stringify(text) } : { value: json, kept: text }
}

/** A set's answer: `found` false when the API does not know the set (HTTP 404). */
export interface SetAnswer {
  found: boolean
  answer: VitalsAnswer
}

/** Days as 'YYYY-MM-DD' (UTC): from `start`, up to `end` excluded. */
export interface Days {
  start: string
  end: string
}

export interface SetQuery {
  set: string
  period: 'DAILY' | 'HOURLY'
  days: Days
  /** The metrics asked for; none: the set's own choice. */
  metrics?: string[]
  /** Only these version codes; none: every one. */
  versionCodes?: string[]
}

export interface IssuesQuery {
  reportType: 'CRASH' | 'ANR'
  days: Days
  /** How many clusters, the most frequent first. */
  clusters: number
  versionCodes?: string[]
}

/** The top clusters' answer, whatever its status. */
export type IssuesAnswer = { answer: VitalsAnswer } & (
  { status: 'answered' } | { status: 'missing' } | { status: 'refused'; code: number }
)

export class VitalsApi {
  constructor(
    private readonly session: Session,
    private readonly appUrl: URL
  ) {}

  /** The set's freshness: up to when it has data. */
  async freshness(set: string): Promise<SetAnswer> {
    const result = await this.setCall('vitals.freshness', set, '')
    return { found: result.status !== 404, answer: answerOf(result.text) }
  }

  /**
   * The pages of a set's query over its days, each as it came, to the last `nextPageToken`: the
   * caller stops reading where a page tells it to. A set the API does not know ends the pages with
   * one not found. A token answered twice, or more than MAX_PAGES pages, is a Failure.
   */
  async *query(query: SetQuery): AsyncGenerator<SetAnswer> {
    const { set, period, days, metrics, versionCodes } = query
    const body = {
      timelineSpec: { aggregationPeriod: period, startTime: dateOf(days.start), endTime: dateOf(days.end) },
      dimensions: ['versionCode'],
      ...(metrics ? { metrics } : {}),
      // The documented shape: per dimension a list of values (one table of Amazon's types it as a string).
      ...(versionCodes ? { filter: { versionCode: versionCodes } } : {})
    }
    const tokens = new Set<string>()
    let token = ''
    for (let n = 1; n <= MAX_PAGES; n++) {
      const result = await this.setCall('vitals.query', set, ':query', token ? { ...body, pageToken: token } : body)
      const answer = answerOf(result.text)
      if (result.status === 404) {
        yield { found: false, answer }
        return
      }
      yield { found: true, answer }
      const next = nextPageToken(answer.value)
      if (next === '') return
      if (tokens.has(next)) {
        throw new Failure(`The Vitals API answered the same nextPageToken twice for ${set}: stopped after ${n} pages.`)
      }
      tokens.add(next)
      token = next
    }
    throw new Failure(`The Vitals API answered more than ${MAX_PAGES} pages for ${set}: stopped.`)
  }

  /**
   * The top clusters of a report type over the days. No public page of Amazon's shows this query:
   * the one public client that reads it sends `startTime` and `endTime` at the top level and
   * `reportType` CRASH or ANR, and gets rows `{crashDescriptor, reportText, metrics}`.
   */
  async issues(query: IssuesQuery): Promise<IssuesAnswer> {
    const body = {
      startTime: dateOf(query.days.start),
      endTime: dateOf(query.days.end),
      reportType: query.reportType,
      dimensions: ['versionCode'],
      pageSize: query.clusters,
      // As the sets' queries send it: per dimension a list of values.
      ...(query.versionCodes ? { filter: { versionCode: query.versionCodes } } : {})
    }
    const result = await this.session.exchange(this.request('vitals.issues', ISSUES_SET, ':query', body))
    const answer = answerOf(result.text)
    if (result.status === 404) return { status: 'missing', answer }
    return isSuccess(result.status)
      ? { status: 'answered', answer }
      : { status: 'refused', code: result.status, answer }
  }

  /** A call of a set whose answer is a success or a 404 (a set the API does not know); any other is an ApiFailure. */
  private async setCall(name: CallName, set: string, suffix: '' | ':query', body?: object): Promise<ApiResult> {
    const request = this.request(name, set, suffix, body)
    const result = await this.session.exchange(request)
    if (isSuccess(result.status) || result.status === 404) return result
    throw new ApiFailure(request, result)
  }

  private request(name: CallName, set: string, suffix: '' | ':query', body?: object): ApiRequest {
    const url = isPlainSegment(set) ? joinUnder(this.appUrl, `/${set}${suffix}`) : undefined
    if (!url) throw new Failure(`The metric set name ${JSON.stringify(set)} is not a plain path segment: refused.`)
    if (!body) return { ...callOf(name), url, headers: {} }
    return {
      ...callOf(name),
      url,
      headers: { 'content-type': 'application/json' },
      body: { kind: 'text', text: JSON.stringify(body) }
    }
  }
}

/** A day as the request's date object. */
function dateOf(day: string): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, day: date }
}

/** The token of the next page; '' on the last (a token that is not a string ends the pages too). */
function nextPageToken(value: unknown): string {
  const next = jsonObject(value)?.nextPageToken
  return typeof next === 'string' ? next : ''
}
