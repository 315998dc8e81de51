// The Vitals API (docs/api-notes.md, "Vitals"), v1 paths under the base:
//   GET  /vitals/apps/{packageName}/{metricSetName}         freshness
//   POST /vitals/apps/{packageName}/{metricSetName}:query   rows, page by page
// As documented: DAILY data up to yesterday (UTC) kept 30 days, at most 30 days a query; HOURLY kept
// 15 days, at most 15 days a query; startTime and endTime {year, month, day} (end after start, end
// excluded, as Google's API counts it); `metrics` a subset of the set's; `dimensions` known ones;
// `filter` per dimension a list of values; `pageSize` at most 100,000 (default 1000) and
// `nextPageToken` until the last page; 403 for a package the account does not own; 404
// RESOURCE_NOT_FOUND for a set it does not have; 429 with Retry-After beyond `rate`.
// Uncertain, so switchable per package (the drift matrix): the row shape (`rowShape`: Google's, v2's,
// xingu's `{name, value}` lists with string values and `hour`, or another), the freshness shape
// (`freshnessShape`: Google's, an ISO string or another), the LMK set's name (`lmkSet`:
// 'lmkMetricSet' by default, null for none: then it answers 404), a young app (`noData`: every set
// answers 404, freshness and top issues included, until the app has data), the error body
// (`errorShape`: `{status, message}` by default, or 'xingu': `{code, message, status}` with the HTTP
// status as a number, as a public client's notes show), a package seeded but not owned (`owned:
// false`: 403, in the seed's error shape), and the top issues (`issues`: POST
// /vitals/apps/{packageName}/issuesMetricSet:query with `startTime` and `endTime` at the top level and
// `reportType` CRASH or ANR, as one public client sends it; rows in its {name, value} shape by
// default, Google's, another, or null: 404). It has no freshness (GET: 404).
// Invented where nothing is shown: the words and `status` of errors, the page tokens, the values.
import { randomBytes } from 'node:crypto'
import { rateWindow } from './reports.mjs'

/**
 * @typedef {{ code: number, days?: number, crashRate?: number, anrRate?: number, lmkRate?: number, devices?: number }} VitalsVersion
 *   days: how many of the newest days have data (default all 30; 0: none yet). The rates: the base
 *   value of each day (default 0.5, 0.2, 1.0), plus 0.01 × (days ago mod 3): yesterday +0.01. devices: its
 *   distinctDevices each day (default 1000).
 * @typedef {{ reportType: 'CRASH' | 'ANR', descriptor: string, text: string, versionCode: number, events: number, devices: number }} VitalsCluster
 * @typedef {'google' | 'v2' | 'xingu' | 'other'} RowShape
 * @typedef {'google' | 'iso' | 'other'} FreshnessShape
 * @typedef {'name-value' | 'google' | 'other'} IssuesShape
 * @typedef {{ package: string, versions?: VitalsVersion[], rowShape?: RowShape, freshnessShape?: FreshnessShape, lmkSet?: string | null, noData?: boolean, errorShape?: 'xingu', owned?: boolean, issues?: IssuesShape | null, clusters?: VitalsCluster[] }} VitalsSeed
 * @typedef {{ apps?: (string | VitalsSeed)[], pageSize?: number, rate?: import('./reports.mjs').ReportRate, now?: () => number }} VitalsOptions
 */

export const VITALS_PACKAGE = 'com.example.standin'
/** @type {VitalsVersion[]} The versions of a package seeded without `versions`: 1007 live a month, 1008 for three days. */
export const DEFAULT_VITALS_VERSIONS = [{ code: 1007 }, { code: 1008, days: 3, crashRate: 0.7 }]
/** @type {VitalsCluster[]} The top issues of a package seeded without `clusters`. */
export const DEFAULT_VITALS_CLUSTERS = [
  {
    reportType: 'CRASH',
    descriptor: '67f3a1c2d4e5',
    versionCode: 1008,
    events: 78,
    devices: 41,
    text: [
      'java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference',
      '\tat com.example.standin.player.PlaybackService.onStart(PlaybackService.kt:112)',
      '\tat com.example.standin.player.PlaybackService.onStartCommand(PlaybackService.kt:64)',
      '\tat android.app.ActivityThread.handleServiceArgs(ActivityThread.java:4087)',
      '\tat android.os.Handler.dispatchMessage(Handler.java:106)',
      '\tat android.os.Looper.loop(Looper.java:223)',
      '\tat android.app.ActivityThread.main(ActivityThread.java:7656)'
    ].join('\n')
  },
  {
    reportType: 'CRASH',
    descriptor: '0b9e77f01a3c',
    versionCode: 1007,
    events: 35,
    devices: 30,
    text: 'java.lang.IllegalStateException: Fragment not attached\n\tat com.example.standin.ui.HomeFragment.render(HomeFragment.kt:48)'
  },
  {
    reportType: 'ANR',
    descriptor: 'c41d5e9a8b70',
    versionCode: 1008,
    events: 12,
    devices: 9,
    text: 'Input dispatching timed out (Waiting because the focused window has not finished processing)\n\tat com.example.standin.db.Cache.load(Cache.kt:90)'
  }
]
const ISSUES_SET = { kind: 'issues', metrics: ['errorEventCount', 'distinctDevices'] }
const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const DIMENSIONS = ['versionCode', 'countryCode', 'deviceType', 'deviceModel', 'osVersion']

/** The metrics of a set named after `kind` (crash, anr, lmk), as Amazon's reference lists them. */
function metricsOf(kind) {
  const Kind = kind[0].toUpperCase() + kind.slice(1)
  return [
    ...[`${kind}Rate`, `${kind}Rate7dUserWeighted`, `${kind}Rate28dUserWeighted`],
    ...[
      `userPerceived${Kind}Rate`,
      `userPerceived${Kind}Rate7dUserWeighted`,
      `userPerceived${Kind}Rate28dUserWeighted`
    ],
    ...['distinctDevices', `${kind}Count`]
  ]
}

/** @param {VitalsSeed} seed */
function setsOf(seed) {
  const lmk = seed.lmkSet === undefined ? 'lmkMetricSet' : seed.lmkSet
  return {
    crashMetricSet: { kind: 'crash', metrics: metricsOf('crash') },
    anrMetricSet: { kind: 'anr', metrics: metricsOf('anr') },
    ...(lmk ? { [lmk]: { kind: 'lmk', metrics: metricsOf('lmk') } } : {})
  }
}

const utcDay = (ms) => Math.floor(ms / DAY_MS) * DAY_MS
const dateObject = (ms, hourly) => {
  const at = new Date(ms)
  const date = { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() }
  return hourly ? { ...date, hours: at.getUTCHours(), timeZone: { id: 'UTC' } } : { ...date, timeZone: { id: 'UTC' } }
}
/** @param {unknown} date */
function msOf(date) {
  const { year, month, day } = /** @type {Record<string, unknown>} */ (date ?? {})
  if (![year, month, day].every((n) => Number.isInteger(n))) return undefined
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day))
  return new Date(ms).getUTCDate() === day ? ms : undefined
}

/**
 * The Vitals API's routes.
 * @param {VitalsOptions} [options]
 */
export function vitalsApi(options = {}) {
  const seeds = new Map(
    (options.apps ?? [VITALS_PACKAGE]).map((seed) => {
      const full = typeof seed === 'string' ? { package: seed } : seed
      return [full.package, full]
    })
  )
  const now = options.now ?? Date.now
  const window = options.rate && rateWindow(options.rate)
  /** @type {Map<string, { offset: number, body: string }>} */
  const pages = new Map()
  /** @type {VitalsSeed | undefined} the seed of the request answered: its errors take its shape */
  let asked
  const error = (status, code, message) => ({
    status,
    body: asked?.errorShape === 'xingu' ? { code, message, status } : { status: code, message }
  })

  /** The end (excluded) of the data of a granularity: today 00:00 UTC, or the hour two hours ago. */
  const endOf = (hourly) => (hourly ? Math.floor(now() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS : utcDay(now()))

  /** @param {VitalsSeed} seed */
  function freshness(seed) {
    const [daily, hourly] = [endOf(false), endOf(true)]
    if (seed.freshnessShape === 'iso') return { freshness: new Date(daily).toISOString() }
    if (seed.freshnessShape === 'other') return { freshness: { daily: 'yesterday', hourly: '2 hours ago' } }
    return {
      name: 'freshness',
      freshnessInfo: {
        freshnesses: [
          { aggregationPeriod: 'DAILY', latestEndTime: dateObject(daily, false) },
          { aggregationPeriod: 'HOURLY', latestEndTime: dateObject(hourly, true) }
        ]
      }
    }
  }

  /**
   * @param {VitalsSeed} seed
   * @param {{ kind: string, metrics: string[] }} set
   * @param {string} text the request body
   */
  function query(seed, set, text) {
    let body
    try {
      body = JSON.parse(text)
    } catch {
      return error(400, 'INVALID_ARGUMENT', 'The request body is not JSON.')
    }
    if (typeof body?.pageToken === 'string') {
      const page = pages.get(body.pageToken)
      const same = { ...body }
      delete same.pageToken
      if (!page || page.body !== JSON.stringify(same)) return error(400, 'INVALID_ARGUMENT', 'Invalid pageToken.')
      return answer(seed, set, same, page.offset)
    }
    return answer(seed, set, body, 0)
  }

  /** Checks a query as the reference documents it: undefined when valid, else the 400 answer. */
  function refusal(set, body) {
    const spec = body?.timelineSpec
    if (!['DAILY', 'HOURLY'].includes(spec?.aggregationPeriod)) {
      return error(400, 'INVALID_ARGUMENT', 'timelineSpec.aggregationPeriod must be DAILY or HOURLY.')
    }
    const [start, end] = [msOf(spec.startTime), msOf(spec.endTime)]
    if (start === undefined || end === undefined) {
      return error(400, 'INVALID_ARGUMENT', 'timelineSpec.startTime and endTime must be dates {year, month, day}.')
    }
    if (end <= start) return error(400, 'INVALID_ARGUMENT', 'timelineSpec.endTime must be after startTime.')
    const most = spec.aggregationPeriod === 'DAILY' ? 30 : 15
    if ((end - start) / DAY_MS > most) return error(400, 'INVALID_ARGUMENT', `At most ${most} days a query.`)
    if (start < utcDay(now()) - most * DAY_MS) return error(400, 'INVALID_ARGUMENT', `Data is kept ${most} days.`)
    if (
      body.metrics !== undefined &&
      !(Array.isArray(body.metrics) && body.metrics.every((m) => set.metrics.includes(m)))
    ) {
      return error(400, 'INVALID_ARGUMENT', `metrics must be among ${set.metrics.join(', ')}.`)
    }
    if (
      body.dimensions !== undefined &&
      !(Array.isArray(body.dimensions) && body.dimensions.every((d) => DIMENSIONS.includes(d)))
    ) {
      return error(400, 'INVALID_ARGUMENT', `dimensions must be among ${DIMENSIONS.join(', ')}.`)
    }
    const filter = body.filter
    const lists =
      filter === undefined ||
      (typeof filter === 'object' &&
        filter !== null &&
        !Array.isArray(filter) &&
        Object.entries(filter).every(
          ([d, values]) => DIMENSIONS.includes(d) && Array.isArray(values) && values.every((v) => typeof v === 'string')
        ))
    if (!lists) return error(400, 'INVALID_ARGUMENT', 'filter must give each dimension a list of values.')
    const size = body.pageSize
    if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= 100_000)) {
      return error(400, 'INVALID_ARGUMENT', 'pageSize must be from 1 to 100000.')
    }
    return undefined
  }

  function answer(seed, set, body, offset) {
    const refused = refusal(set, body)
    if (refused) return refused
    const hourly = body.timelineSpec.aggregationPeriod === 'HOURLY'
    const rows = rowsOf(seed, set, body, hourly)
    const size = body.pageSize ?? options.pageSize ?? 1000
    const page = rows.slice(offset, offset + size)
    let nextPageToken
    if (offset + size < rows.length) {
      nextPageToken = `page-${randomBytes(6).toString('hex')}`
      pages.set(nextPageToken, { offset: offset + size, body: JSON.stringify(body) })
    }
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        requestId: randomBytes(8).toString('hex'),
        freshness: freshness(seed),
        resultCount: rows.length,
        rows: page,
        ...(nextPageToken ? { nextPageToken } : {})
      }
    }
  }

  function rowsOf(seed, set, body, hourly) {
    const [start, end] = [msOf(body.timelineSpec.startTime), Math.min(msOf(body.timelineSpec.endTime), endOf(hourly))]
    const step = hourly ? HOUR_MS : DAY_MS
    const asked = body.metrics ?? set.metrics
    const wanted = body.filter?.versionCode
    const rows = []
    for (let at = start; at < end; at += step) {
      const age = Math.floor((endOf(false) - utcDay(at)) / DAY_MS) // 1 for yesterday
      for (const version of seed.versions ?? DEFAULT_VITALS_VERSIONS) {
        if (age > (version.days ?? 30) || (wanted && !wanted.includes(String(version.code)))) continue
        const base = version[`${set.kind}Rate`] ?? { crash: 0.5, anr: 0.2, lmk: 1 }[set.kind]
        const values = asked.map((metric) => [
          metric,
          metric === 'distinctDevices'
            ? (version.devices ?? 1000)
            : metric.endsWith('Count')
              ? 12
              : Math.round((base + (age % 3) * 0.01) * 1000) / 1000
        ])
        rows.push(shaped(seed.rowShape ?? 'google', at, hourly, version.code, values))
      }
    }
    return rows
  }

  /** The top issues, as the public client asks them: the dates and reportType at the top level. */
  function issues(seed, text) {
    let body
    try {
      body = JSON.parse(text)
    } catch {
      return error(400, 'INVALID_ARGUMENT', 'The request body is not JSON.')
    }
    if (body?.startTime === undefined || body?.endTime === undefined) {
      return error(400, 'INVALID_ARGUMENT', 'startTime and endTime are required.')
    }
    if (!['CRASH', 'ANR'].includes(body.reportType))
      return error(400, 'INVALID_ARGUMENT', 'reportType must be CRASH or ANR.')
    const spec = { aggregationPeriod: 'DAILY', startTime: body.startTime, endTime: body.endTime }
    const refused = refusal(ISSUES_SET, { ...body, timelineSpec: spec })
    if (refused) return refused
    const wanted = body.filter?.versionCode
    const byVersion = body.dimensions?.includes('versionCode')
    const rows = (seed.clusters ?? DEFAULT_VITALS_CLUSTERS)
      .filter((c) => c.reportType === body.reportType && (!wanted || wanted.includes(String(c.versionCode))))
      .sort((a, b) => b.events - a.events)
      .slice(0, body.pageSize ?? 1000)
      .map((cluster) => issueShaped(seed.issues ?? 'name-value', cluster, byVersion))
    return {
      status: 200,
      body: { status: 'SUCCESS', requestId: randomBytes(8).toString('hex'), resultCount: rows.length, rows }
    }
  }

  return {
    /**
     * Answers a request under /vitals/apps/, or undefined for another path.
     * @param {string} method @param {string} pathname @param {string} text the body
     * @returns {{ status: number, body: unknown, headers?: Record<string, string> } | undefined}
     */
    handle(method, pathname, text) {
      const match = /^\/vitals\/apps\/([^/]+)\/([^/:]+)(:query)?$/.exec(pathname)
      if (!match) return undefined
      const seed = seeds.get(decodeURIComponent(match[1]))
      asked = seed
      if (window && !window.take()) {
        return {
          ...error(429, 'RESOURCE_EXHAUSTED', 'Rate exceeded'),
          headers: { 'Retry-After': String(options.rate?.retryAfter ?? 1) }
        }
      }
      if (!seed || seed.owned === false)
        return error(403, 'PERMISSION_DENIED', 'The package does not belong to this developer account.')
      if (match[2] === 'issuesMetricSet' && seed.issues !== null && !seed.noData && match[3]) {
        return method === 'POST' ? issues(seed, text) : error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.')
      }
      const set = setsOf(seed)[match[2]]
      if (!set || seed.noData) return error(404, 'RESOURCE_NOT_FOUND', `No metric set ${match[2]}.`)
      if (match[3] ? method !== 'POST' : method !== 'GET')
        return error(405, 'METHOD_NOT_ALLOWED', 'Method not allowed.')
      return match[3] ? query(seed, set, text) : { status: 200, body: freshness(seed) }
    }
  }
}

/**
 * A row in one of the shapes the drift matrix runs.
 * @param {RowShape} shape @param {number} at @param {boolean} hourly @param {number} code
 * @param {[string, number][]} values
 */
function shaped(shape, at, hourly, code, values) {
  const period = hourly ? 'HOURLY' : 'DAILY'
  if (shape === 'v2') {
    return {
      aggregationPeriod: period,
      startTime: new Date(at).toISOString(),
      dimensions: { versionCode: String(code) },
      metrics: Object.fromEntries(values)
    }
  }
  if (shape === 'xingu') {
    const at0 = new Date(at)
    const date = { year: at0.getUTCFullYear(), month: at0.getUTCMonth() + 1, day: at0.getUTCDate() }
    return {
      startTime: hourly ? { ...date, hour: at0.getUTCHours() } : date,
      aggregationPeriod: period,
      dimensions: [{ name: 'versionCode', value: String(code) }],
      metrics: values.map(([name, value]) => ({ name, value: String(value) }))
    }
  }
  if (shape === 'other') {
    return {
      date: new Date(at).toISOString().slice(0, 10).replaceAll('-', ''),
      version: code,
      values: values.map(([m, v]) => `${m}=${v}%`).join(';')
    }
  }
  return {
    aggregationPeriod: period,
    startTime: dateObject(at, hourly),
    dimensions: [{ dimension: 'versionCode', int64Value: String(code) }],
    metrics: values.map(([metric, value]) => ({ metric, decimalValue: { value: String(value) } }))
  }
}

/**
 * A top issue in one of the shapes the drift matrix runs.
 * @param {IssuesShape} shape @param {VitalsCluster} cluster @param {boolean} byVersion
 */
function issueShaped(shape, cluster, byVersion) {
  if (shape === 'other') return { issue: cluster.descriptor, stack: cluster.text, count: `${cluster.events} events` }
  const counts = [
    ['errorEventCount', cluster.events],
    ['distinctDevices', cluster.devices]
  ]
  if (shape === 'google') {
    return {
      crashDescriptor: cluster.descriptor,
      reportText: cluster.text,
      ...(byVersion ? { dimensions: [{ dimension: 'versionCode', int64Value: String(cluster.versionCode) }] } : {}),
      metrics: counts.map(([metric, value]) => ({ metric, decimalValue: { value: String(value) } }))
    }
  }
  return {
    crashDescriptor: cluster.descriptor,
    reportText: cluster.text,
    ...(byVersion ? { dimensions: [{ name: 'versionCode', value: String(cluster.versionCode) }] } : {}),
    metrics: counts.map(([name, value]) => ({ name, value: String(value) }))
  }
}
