/**
 * The calls of a Vitals read, for one metric set: its freshness first (GET
 * /vitals/apps/{package}/{set}), then `:query` ending at it, page after page to the last
 * `nextPageToken`. A 429 is waited out for its Retry-After by the exchange (net/retry.ts), and a
 * query whose connection fails is sent again, as a GET is: though a POST, it only reads. What the
 * API answers is kept as it came, for the JSON file of the set (answersJson).
 */
import { callOf } from '../../appstore/calls.js'
import { ApiFailure } from '../../appstore/errors.js'
import { parseJson, withoutBom } from '../../appstore/json.js'
import type { ApiResult, Session } from '../../appstore/session.js'
import { isSuccess } from '../../net/exchange.js'
import { Failure, partsOf } from '../../step/errors.js'
import type { VitalsInputs } from './inputs.js'
import { DOCUMENTED_SETS, metricsOf } from './sets.js'
import { readFreshness, readPage, type Point } from './rows.js'

/** What became of a set: its points read, its rows in an unknown shape, or the set unknown to the API (404). */
export type SetResult = Omit<SetDays, 'freshnessMissing'> &
  (
    | { status: 'read'; points: Point[]; rows: number }
    | { status: 'unread' }
    | { status: 'missing'; freshnessMissing: boolean }
  )

/**
 * Every set read answered 404 to its freshness GET, a set Amazon documents among them: an app with
 * no data yet (a new app's first data comes a day or more after users get it), rather than sets the
 * API does not know (a 404 for the guessed LMK set, or a name given in full, alone says nothing).
 */
export const noDataYet = (sets: ReadonlyArray<SetDays | SetResult>): boolean =>
  sets.every((set) => ('status' in set ? set.status === 'missing' && set.freshnessMissing : set.freshnessMissing)) &&
  sets.some((set) => DOCUMENTED_SETS.includes(set.set))

/** Pages followed at most: 100,000 rows a page is the API's most, so this is far beyond any read. */
export const MAX_PAGES = 1000
const DAY_MS = 24 * 60 * 60 * 1000

export const dateOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return { year, month, day: date }
}
export const dayBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

/** A set's freshness read: the days its queries cover, and whether the API knows the set (a 404 says not). */
export interface SetDays {
  set: string
  /** Each answer as the file keeps it (Answer's `kept`). */
  answers: string[]
  freshnessRead: boolean
  start: string
  end: string
  freshnessMissing: boolean
}

const setPath = (set: string, read: VitalsInputs) => `/vitals/apps/${encodeURIComponent(read.packageName)}/${set}`

/** A set's `:query` with this body: a POST that only reads, so sent again as a GET is when its connection fails. */
export const queryOf = (set: string, body: object, read: VitalsInputs): Request => ({
  ...callOf(set === 'issuesMetricSet' ? 'vitals.issues' : 'vitals.query'),
  url: read.join(`${setPath(set, read)}:query`),
  headers: { 'content-type': 'application/json' },
  body: { kind: 'text', text: JSON.stringify(body) }
})
const periodOf = (read: VitalsInputs) => (read.granularity === 'daily' ? 'DAILY' : 'HOURLY')

export async function readDays(set: string, read: VitalsInputs, session: Session, nowMs: number): Promise<SetDays> {
  const fresh = await call(
    session,
    { ...callOf('vitals.freshness'), url: read.join(setPath(set, read)), headers: {} },
    read
  )
  const freshAnswer = answerOf(fresh.text)
  // Daily data is there up to yesterday (UTC): today, as an exclusive end, when the answer is not read.
  const known = fresh.status === 404 ? undefined : readFreshness(freshAnswer.value, periodOf(read))
  const end = known ?? new Date(nowMs).toISOString().slice(0, 10)
  const start = dayBefore(end, read.days)
  return {
    set,
    answers: [freshAnswer.kept],
    freshnessRead: known !== undefined,
    start,
    end,
    freshnessMissing: fresh.status === 404
  }
}

/** A set's `:query` pages over its days, to the last `nextPageToken`. */
export async function readRows(days: SetDays, read: VitalsInputs, session: Session): Promise<SetResult> {
  const { freshnessMissing, ...base } = days
  const { set } = days
  if (freshnessMissing) return { ...base, status: 'missing', freshnessMissing }
  const period = periodOf(read)
  const body = {
    timelineSpec: { aggregationPeriod: period, startTime: dateOf(days.start), endTime: dateOf(days.end) },
    dimensions: ['versionCode'],
    ...(metricsOf(set) ? { metrics: metricsOf(set) } : {}),
    // The documented shape: per dimension a list of values (one table of Amazon's types it as a string).
    ...(read.queried ? { filter: { versionCode: read.queried } } : {})
  }
  const points: Point[] = []
  let rows = 0
  let token = ''
  const tokens = new Set<string>()
  for (let n = 1; n <= MAX_PAGES; n++) {
    const result = await call(session, queryOf(set, token ? { ...body, pageToken: token } : body, read), read)
    if (result.status === 404) return { ...base, status: 'missing', freshnessMissing: false }
    const answer = answerOf(result.text)
    base.answers.push(answer.kept)
    const page = readPage(answer.value, period === 'HOURLY')
    if (!page) return { ...base, status: 'unread' }
    points.push(...page.points)
    rows += page.rows
    if (page.next === '') return { ...base, status: 'read', points, rows }
    if (tokens.has(page.next)) {
      throw new Failure(`The Vitals API answered the same nextPageToken twice for ${set}: stopped after ${n} pages.`)
    }
    tokens.add(page.next)
    token = page.next
  }
  throw new Failure(`The Vitals API answered more than ${MAX_PAGES} pages for ${set}: stopped.`)
}

/**
 * An answer read (`value`: its JSON, or its text when it is not JSON) and as the files keep it
 * (`kept`: its JSON text as the API sent it, byte for byte but a byte order mark, else its text as
 * a JSON string). Kept as sent, not stringified again: an int64 beyond 2^53 keeps its digits, and
 * a 900-row page is not written a second time (about 3 ms of a run on node 24).
 */
export interface Answer {
  value: unknown
  kept: string
}

export function answerOf(body: string): Answer {
  const text = withoutBom(body)
  const json = parseJson(text)
  return json === undefined ? { value: text, kept: JSON.stringify(text) } : { value: json, kept: text }
}

/** The JSON file of a set: the list of its answers, each as it came. */
export const answersJson = (kept: readonly string[]): string => `[\n${kept.join(',\n')}\n]\n`

type Request = Parameters<Session['exchange']>[0]

/** An exchange whose answer is a success or a 404 (an unknown set); any other fails the step, saying why it may be. */
async function call(session: Session, request: Request, read: VitalsInputs): Promise<ApiResult> {
  const result = await session.exchange(request)
  if (isSuccess(result.status) || result.status === 404) return result
  const refused = new ApiFailure(request, result)
  if (result.status !== 403 || refused.tokenRefused) throw refused
  throw new Failure(
    [
      ...partsOf(refused),
      `\nHint: the Vitals API reads only the apps of the vendor account the security profile belongs to: check ` +
        `that 'package' (${read.packageName}) is the package name of one of its apps, and that the profile is ` +
        'attached to the Reporting API (Apps & Services > API Access).'
    ],
    { cause: refused }
  )
}
