// Issue 33: the vitals front door against the stand-in Vitals API (__fixtures__/appstore-api/vitals.mjs).
// Each scenario runs through dist/vitals/index.js spawned as a runner does, and through main() in this
// process (where coverage is counted), with the same assertions; none waits for a real backoff.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { failureOf, leaks, runAction, warningsOf, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { runInProcess } from '../../support/in-process.js'
import { tempDir } from '../../support/temp.js'

const PACKAGE = 'com.example.standin'
const DAY_MS = 24 * 60 * 60 * 1000
const day = (back: number) =>
  new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - back * DAY_MS).toISOString().slice(0, 10)

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, {
    vitals: {
      apps: [
        PACKAGE,
        { package: 'com.example.v2', rowShape: 'v2', freshnessShape: 'iso' },
        { package: 'com.example.other', rowShape: 'other', freshnessShape: 'other' },
        { package: 'com.example.nolmk', lmkSet: null },
        { package: 'com.example.fresh', versions: [{ code: 1007 }, { code: 1008, days: 0 }] },
        { package: 'com.example.many', versions: Array.from({ length: 10 }, (_, i) => ({ code: 2000 + i })) }
      ],
      pageSize: 100
    }
  })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
})

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  'auth-url': tokens.url,
  'api-base-url': api.url,
  package: PACKAGE,
  ...extra
})
type Run = (inputs: Record<string, string>) => Promise<ActionRun>
const spawned: Run = (given) =>
  runAction(given, { RUNNER_DEBUG: '1' }, { door: 'vitals', workspace: tempDir('vitals-e2e-') })
const inProcess: Run = (given) => runInProcess('vitals', given, tempDir('vitals-'))
const calls = () => api.requests.map((request) => `${request.method} ${request.path}`)
const bodies = () => api.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.text))
const declared = parse(readFileSync('vitals/action.yml', 'utf8')) as { outputs: Record<string, unknown> }

describe.each([
  ['dist/vitals/index.js, spawned', spawned],
  ['main() in process', inProcess]
])('vitals through %s', (_, run) => {
  it('reads each set with one token: freshness, then :query ending at it; one CSV, the JSON answers, charts and tables', async () => {
    const result = await run(inputs())

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([])
    expect(tokens.requests).toHaveLength(1)
    expect(tokens.requests[0].form?.scope).toBe('adx_reporting::appstore:marketer')
    expect(calls()).toEqual([
      `GET /vitals/apps/${PACKAGE}/crashMetricSet`,
      `POST /vitals/apps/${PACKAGE}/crashMetricSet:query`,
      `GET /vitals/apps/${PACKAGE}/anrMetricSet`,
      `POST /vitals/apps/${PACKAGE}/anrMetricSet:query`
    ])
    const end = day(0).split('-').map(Number)
    const start = day(7).split('-').map(Number)
    expect(bodies()[0]).toEqual({
      timelineSpec: {
        aggregationPeriod: 'DAILY',
        startTime: { year: start[0], month: start[1], day: start[2] },
        endTime: { year: end[0], month: end[1], day: end[2] }
      },
      dimensions: ['versionCode'],
      metrics: ['crashRate', 'userPerceivedCrashRate', 'distinctDevices']
    })
    expect(Object.keys(result.outputs).sort()).toEqual(Object.keys(declared.outputs).sort())
    expect(result.outputs.healthy).toBe('')
    expect(result.outputs.freshness).toBe(day(1))
    const csv = readFileSync(result.outputs.file, 'utf8').split('\n')
    expect(csv[0]).toBe('metric_set,aggregation_period,start_time,version_code,metric,value')
    expect(csv).toContain(`crashMetricSet,DAILY,${day(1)},1008,crashRate,0.71`)
    expect(csv).toContain(`anrMetricSet,DAILY,${day(7)},1007,distinctDevices,1000`)
    // 7 days of 1007 and 3 of 1008, three metrics each, two sets, the head and the last newline.
    expect(csv).toHaveLength(2 + 2 * 3 * (7 + 3))
    const json = JSON.parse(readFileSync(join(result.workspace, 'appstore-vitals', 'crashMetricSet.json'), 'utf8'))
    expect(json[0].freshnessInfo.freshnesses[0].aggregationPeriod).toBe('DAILY')
    expect(json[1].rows).toHaveLength(10)
    expect(result.summary).toContain(
      `| crashMetricSet | 10 rows, 2 version codes, ${day(7)} to ${day(0)} (end excluded) |`
    )
    expect(result.summary).toContain('#### crashMetricSet: crashRate by day')
    expect(result.summary).toContain('xychart-beta')
    expect(result.summary).toContain(`| ${day(1)} | 0.51 | 0.71 |`)
    expect(result.summary).toContain(`| ${day(4)} | 0.51 | - |`)
    for (const secret of [tokens.clientSecret, ...tokens.issued]) expect(leaks(result, secret)).toEqual([])
  })

  it('fails the gate naming version code, metric, value, threshold and day; healthy=false', async () => {
    const result = await run(inputs({ 'max-crash-rate': '0.6', 'max-anr-rate': '1' }))

    expect(result.code).toBe(1)
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toBe(
      `App health is below the thresholds (healthy=false):\nVersion code 1008: crashRate 0.71 on ${day(1)} is above 'max-crash-rate' 0.6.`
    )
    expect(result.summary).toContain(
      `| Gate: crashRate at most 0.6 | 1007: 0.51 (${day(1)}), 1008: 0.71 (${day(1)}) above |`
    )
  })

  it('passes the gate with nothing above: healthy=true', async () => {
    const result = await run(inputs({ 'max-crash-rate': '0.71', 'version-codes': '1008' }))

    expect(failureOf(result)).toBe('')
    expect(result.outputs.healthy).toBe('true')
    expect(bodies()[0].filter).toEqual({ versionCode: ['1008'] })
  })

  it('fails safe on a version code without data yet', async () => {
    const result = await run(inputs({ package: 'com.example.fresh', 'version-codes': '1008', 'max-crash-rate': '5' }))

    expect(result.code).toBe(1)
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toContain(
      "No data yet for 1008: its crashRate cannot be judged against 'max-crash-rate'."
    )
  })

  it('refuses bad input before any request, naming the input', async () => {
    const result = await run(inputs({ days: '31' }))

    expect(failureOf(result)).toBe("Input 'days' must be a whole number from 1 to 30, got '31'.")
    expect(tokens.requests).toEqual([])
  })
})

describe('vitals in process', () => {
  it('reads by hour, page after page to the last nextPageToken', async () => {
    const result = await inProcess(
      inputs({ package: 'com.example.many', granularity: 'hourly', days: '2', metrics: 'crash' })
    )

    expect(failureOf(result)).toBe('')
    const posts = bodies()
    expect(posts[0].timelineSpec.aggregationPeriod).toBe('HOURLY')
    // 2 days of 24 hours for 10 version codes, 100 a page.
    expect(posts).toHaveLength(5)
    expect(posts.slice(1).every((body) => typeof body.pageToken === 'string')).toBe(true)
    expect(readFileSync(result.outputs.file, 'utf8')).toContain(
      `crashMetricSet,HOURLY,${day(2)}T00:00:00Z,2009,crashRate,`
    )
    expect(result.summary).toContain('#### crashMetricSet: crashRate by hour')
    expect(result.summary).toContain('| Hour (UTC) | 2000 |')
  })

  it("reads v2's shape: ISO freshness, ISO times and JSON numbers", async () => {
    const result = await inProcess(inputs({ package: 'com.example.v2', 'max-crash-rate': '1' }))

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([])
    expect(result.outputs.healthy).toBe('true')
    expect(result.outputs.freshness).toBe(day(1))
    expect(readFileSync(result.outputs.file, 'utf8')).toContain(`crashMetricSet,DAILY,${day(1)},1007,crashRate,0.51`)
  })

  it('keeps answers of another shape as JSON, with one row per set and one warning, and never crashes', async () => {
    const result = await inProcess(inputs({ package: 'com.example.other' }))

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([
      'Vitals metric sets rows not read, in a shape this action does not know (kept as JSON in appstore-vitals): crashMetricSet, anrMetricSet. The job summary says more.'
    ])
    expect(result.summary).toContain(
      '| crashMetricSet | rows not read (a shape this action does not know): the answers are in appstore-vitals/crashMetricSet.json; its freshness was not read, so the days end today (UTC) |'
    )
    const kept = JSON.parse(readFileSync(join(result.workspace, 'appstore-vitals', 'anrMetricSet.json'), 'utf8'))
    expect(kept[1].rows[0].version).toBe(1007)
    expect(readFileSync(result.outputs.file, 'utf8')).toBe(
      'metric_set,aggregation_period,start_time,version_code,metric,value\n'
    )
    expect(result.outputs.freshness).toBe('')
    expect(result.outputs.healthy).toBe('')
  })

  it('fails a gate that could not read its rows safe: healthy=false, saying why', async () => {
    const result = await inProcess(inputs({ package: 'com.example.other', 'max-anr-rate': '1' }))

    expect(result.code).toBe(1)
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toContain(
      "'max-anr-rate' could not be judged: the rows of anrMetricSet were not read (a shape this action does not know; the answers are in appstore-vitals/anrMetricSet.json)."
    )
  })

  it('says an LMK set the API does not know (404) in one row and one warning; a gate on it fails safe', async () => {
    const result = await inProcess(inputs({ package: 'com.example.nolmk', metrics: 'crash lmk', 'max-lmk-rate': '2' }))

    expect(result.outputs.healthy).toBe('false')
    expect(warningsOf(result)).toEqual([
      'Vitals metric sets not found (HTTP 404): lmkMetricSet. The job summary says more.'
    ])
    expect(result.summary).toContain(
      "| lmkMetricSet | not found (HTTP 404): Amazon does not show the LMK set's API name; give it in full in 'metrics' |"
    )
    expect(failureOf(result)).toContain("'max-lmk-rate' could not be judged: lmkMetricSet was not found (HTTP 404).")
    expect(calls()).not.toContain(`POST /vitals/apps/com.example.nolmk/lmkMetricSet:query`)
  })

  it('judges every version code with data when version-codes is empty, and fails safe when none has any', async () => {
    const result = await inProcess(
      inputs({
        package: 'com.example.fresh',
        'version-codes': '1008',
        'max-crash-rate': '1',
        metrics: 'crashMetricSet'
      })
    )
    expect(failureOf(result)).toContain('No data yet for 1008')

    api.faults.push({
      match: { method: 'POST' },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: '{"rows":[]}'
    })
    const empty = await inProcess(inputs({ 'max-crash-rate': '1', metrics: 'crash' }))
    expect(failureOf(empty)).toContain(
      "'max-crash-rate' could not be judged: no version code has crashRate data in these days."
    )
  })

  it('fails on a package the account does not own (403), saying what to check', async () => {
    const result = await inProcess(inputs({ package: 'com.example.notours' }))

    expect(result.code).toBe(1)
    expect(failureOf(result)).toContain('answered HTTP 403: The package does not belong to this developer account.')
    expect(failureOf(result)).toContain(
      "Hint: the Vitals API reads only the apps of the vendor account the security profile belongs to: check that 'package' (com.example.notours)"
    )
    expect(calls()).toEqual(['GET /vitals/apps/com.example.notours/crashMetricSet'])
  })

  it('waits out a 429 for its Retry-After, the query too', async () => {
    const busy = {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
      body: '{"message":"Rate exceeded"}'
    }
    api.faults.push({ match: { method: 'POST' }, ...busy })
    const result = await inProcess(inputs({ metrics: 'crash' }))

    expect(failureOf(result)).toBe('')
    expect(result.lines.join('\n')).toMatch(/crashMetricSet:query attempt 1 failed \(HTTP 429\); retrying in 2\.0 s/)
    expect(calls().filter((call) => call.startsWith('POST'))).toHaveLength(2)
  })

  it('stops on a nextPageToken the API answers twice', async () => {
    const page = JSON.stringify({ rows: [], nextPageToken: 'again' })
    for (let n = 0; n < 2; n++)
      api.faults.push({
        match: { method: 'POST' },
        status: 200,
        headers: { 'Content-Type': 'application/json' },
        body: page
      })
    const result = await inProcess(inputs({ metrics: 'crash' }))

    expect(failureOf(result)).toBe(
      'The Vitals API answered the same nextPageToken twice for crashMetricSet: stopped after 2 pages.'
    )
  })

  it('keeps a set whose query answers 404 as not found', async () => {
    api.faults.push({
      match: { method: 'POST' },
      status: 404,
      headers: { 'Content-Type': 'application/json' },
      body: '{"status":"RESOURCE_NOT_FOUND"}'
    })
    const result = await inProcess(inputs({ metrics: 'crash', dir: 'out/health' }))

    expect(result.summary).toContain('| crashMetricSet | not found (HTTP 404) |')
    expect(existsSync(join(result.workspace, 'out/health/crashMetricSet.json'))).toBe(true)
  })
})

describe('bad input, refused before any request with the input named', () => {
  it.each([
    [
      { package: '' },
      "Input 'package' is required and was empty; give the app's package name, such as com.example.app."
    ],
    [
      { package: 'standin' },
      "Input 'package' must be an Android package name (two or more parts separated by dots, each a letter then letters, digits or _), got 'standin'."
    ],
    [{ package: 'com.example/../x' }, "Input 'package' must be an Android package name"],
    [
      { metrics: 'crash, memory' },
      "Input 'metrics' takes crash, anr, lmk or a metric set's full name (such as crashMetricSet), got 'memory'."
    ],
    [
      { metrics: 'issuesMetricSet' },
      "Input 'metrics' names issuesMetricSet, the top issues, which has no rates: it is not read here."
    ],
    [{ metrics: ' , ' }, "Input 'metrics' names no metric set: give crash, anr or lmk."],
    [{ granularity: 'weekly' }, "Input 'granularity' must be one of daily, hourly, got 'weekly'."],
    [{ days: '0' }, "Input 'days' must be a whole number from 1 to 30, got '0'."],
    [{ granularity: 'hourly', days: '16' }, "Input 'days' must be a whole number from 1 to 15, got '16'."],
    [
      { 'version-codes': '1007, 1.0.8' },
      "Input 'version-codes' takes whole numbers from 1 to 2147483647 (an APK's versionCode), got '1.0.8'."
    ],
    [{ 'version-codes': '2147483648' }, "Input 'version-codes' takes whole numbers from 1 to 2147483647"],
    [{ 'max-crash-rate': '-1' }, "Input 'max-crash-rate' must be a number of 0 or more (such as 1.5), got '-1'."],
    [{ 'max-anr-rate': '1%' }, "Input 'max-anr-rate' must be a number of 0 or more (such as 1.5), got '1%'."],
    [
      { 'max-lmk-rate': '1' },
      "Input 'max-lmk-rate' judges lmkRate, which only the lmk metric set gives: add 'lmk' to 'metrics'."
    ],
    [{ 'api-base-url': 'http://example.com' }, "Input 'api-base-url' must use https"],
    [{ scope: 'appstore::apps:readwrite' }, "Input 'scope' is not an input of the vitals front door"]
  ])('%j', async (bad, message) => {
    const result = await inProcess(inputs(bad))

    expect(failureOf(result)).toContain(message)
    expect(tokens.requests).toEqual([])
    expect(api.requests).toEqual([])
  })

  it('takes a metric set by its full name, and a threshold with it', async () => {
    const result = await inProcess(inputs({ metrics: 'lowMemoryKillerMetricSet', 'max-lmk-rate': '1' }))

    expect(calls()).toEqual([`GET /vitals/apps/${PACKAGE}/lowMemoryKillerMetricSet`])
    expect(failureOf(result)).toContain(
      "'max-lmk-rate' could not be judged: lowMemoryKillerMetricSet was not found (HTTP 404)."
    )
  })
})
