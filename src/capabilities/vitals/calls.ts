/**
 * The calls of a Vitals read, for one metric set, through the Vitals API client
 * (appstore/vitals/): its freshness first, then its query over the days ending there, page after
 * page. What the API answers is kept as it came, for the JSON file of the set (answersJson).
 */
import { ApiFailure } from '../../appstore/errors.js'
import type { VitalsApi } from '../../appstore/vitals/index.js'
import { Failure, partsOf } from '../../step/errors.js'
import type { VitalsInputs } from './inputs.js'
import { readFreshness, readPage, type Point } from './rows.js'
import { DOCUMENTED_SETS, metricsOf } from './sets.js'

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

const DAY_MS = 24 * 60 * 60 * 1000

export const dayBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10)

/** A set's freshness read: the days its queries cover, and whether the API knows the set (a 404 says not). */
export interface SetDays {
  set: string
  /** Each answer as the file keeps it (VitalsAnswer's `kept`). */
  answers: string[]
  freshnessRead: boolean
  start: string
  end: string
  freshnessMissing: boolean
}

const periodOf = (read: VitalsInputs) => (read.granularity === 'daily' ? 'DAILY' : 'HOURLY')

export async function readDays(set: string, read: VitalsInputs, api: VitalsApi, nowMs: number): Promise<SetDays> {
  const fresh = await api.freshness(set)
  // Daily data is there up to yesterday (UTC): today, as an exclusive end, when the answer is not read.
  const known = fresh.found ? readFreshness(fresh.answer.value, periodOf(read)) : undefined
  const end = known ?? new Date(nowMs).toISOString().slice(0, 10)
  return {
    set,
    answers: [fresh.answer.kept],
    freshnessRead: known !== undefined,
    start: dayBefore(end, read.days),
    end,
    freshnessMissing: !fresh.found
  }
}

/** A set's rows over its days, from every page of its query; the first page in a shape not read makes it unread. */
export async function readRows(days: SetDays, read: VitalsInputs, api: VitalsApi): Promise<SetResult> {
  const { freshnessMissing, ...base } = days
  const { set } = days
  if (freshnessMissing) return { ...base, status: 'missing', freshnessMissing }
  const period = periodOf(read)
  const points: Point[] = []
  let rows = 0
  for await (const page of api.query({ set, period, days, metrics: metricsOf(set), versionCodes: read.queried })) {
    if (!page.found) return { ...base, status: 'missing', freshnessMissing: false }
    base.answers.push(page.answer.kept)
    const answer = readPage(page.answer.value, period === 'HOURLY')
    if (!answer) return { ...base, status: 'unread' }
    points.push(...answer.points)
    rows += answer.rows
  }
  return { ...base, status: 'read', points, rows }
}

/**
 * A 403 that a fresh token does not explain: most often a package of another account, which the
 * message says in the step's words. Any other error as it is.
 */
export function explained(error: unknown, read: VitalsInputs): unknown {
  if (!(error instanceof ApiFailure) || error.status !== 403 || error.tokenRefused) return error
  return new Failure(
    [
      ...partsOf(error),
      `\nHint: the Vitals API reads only the apps of the vendor account the security profile belongs to, so check ` +
        `that 'package' (${read.packageName}) is the package name of one of its apps, and that the profile is ` +
        'attached to the Reporting API (Apps & Services > API Access).'
    ],
    { cause: error }
  )
}

/** The JSON file of a set: the list of its answers, each as it came. */
export const answersJson = (kept: readonly string[]): string => `[\n${kept.join(',\n')}\n]\n`
