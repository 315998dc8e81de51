// The vitals action against the stand-in Vitals API (__fixtures__/appstore-api/vitals.mjs).
// Each scenario runs through main() in this process (where coverage is counted); those that prove a
// path of the bundle (a pass, a failed gate, a refused input, an error body, a hostile stack trace
// through the real workflow commands) or a reading of the top clusters, 'max-increase' failing,
// xingu's rows or a young app also through dist/vitals/index.js spawned as a runner does, with the same
// assertions; none waits for a real backoff.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { DEFAULT_VITALS_CLUSTERS, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { failureOf, leaks, runAction, warningsOf, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { runInProcess } from '../../support/in-process.js'
import { tempDir } from '../../support/temp.js'

const PACKAGE = 'com.example.standin'
/** A stack trace that tries every way out of a code block and into a workflow command. */
const HOSTILE = [
  '```',
  '</details><script>alert(1)</script>',
  '::error::x',
  '::add-mask::hostile',
  '  ::warning file=a::y',
  '````` ::notice::deep'
].join('\n')
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
        { package: 'com.example.xingu', rowShape: 'xingu' },
        { package: 'com.example.young', noData: true },
        { package: 'com.example.xinguerrors', errorShape: 'xingu', owned: false },
        { package: 'com.example.other', rowShape: 'other', freshnessShape: 'other' },
        { package: 'com.example.nolmk', lmkSet: null },
        { package: 'com.example.fresh', versions: [{ code: 1007 }, { code: 1008, days: 0 }] },
        { package: 'com.example.many', versions: Array.from({ length: 10 }, (_, i) => ({ code: 2000 + i })) },
        {
          package: 'com.example.hostile',
          clusters: [{ ...DEFAULT_VITALS_CLUSTERS[0], descriptor: '::error::d|`x`', text: HOSTILE }]
        },
        { package: 'com.example.noissues', issues: null },
        {
          package: 'com.example.few',
          versions: [{ code: 1007 }, { code: 1008, days: 3, crashRate: 0.7, devices: 30 }]
        },
        {
          package: 'com.example.baselines',
          versions: [
            { code: 1005, crashRate: 0.3, devices: 5000 },
            { code: 1006, crashRate: 0.6, devices: 200 },
            { code: 1007 },
            { code: 1008, days: 3, crashRate: 0.7 }
          ]
        },
        { package: 'com.example.otherissues', issues: 'other' },
        { package: 'com.example.googleissues', issues: 'google' }
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
  /** A scenario whose bundle path another one already proves: in process only (a spawn costs ~120 ms). */
  const inProcessOnly = (name: string, test: () => Promise<void>) => {
    if (run !== spawned) it(name, test)
  }
  it('reads each set with one token: freshness, then :query ending at it; one CSV, the JSON answers, charts and tables', async () => {
    // The crash set's freshness is answered once the ANR set's has been asked: read one after the
    // other, the sets would wait for each other (for 3 s here, and then say so).
    // The 3 s start when the crash set is asked, so that a slow start of the run counts for nothing.
    let waited = false
    let overlapped = false
    let answerCrash = () => {}
    const anrAsked = new Promise<void>((done) => (answerCrash = done))
    api.faults.push({
      match: { method: 'GET', path: `/vitals/apps/${PACKAGE}/anrMetricSet` },
      before: () => void ((overlapped = !waited), answerCrash())
    })
    api.faults.push({
      match: { method: 'GET', path: `/vitals/apps/${PACKAGE}/crashMetricSet` },
      before: () => void setTimeout(() => void ((waited = true), answerCrash()), 3000).unref(),
      wait: anrAsked
    })
    const result = await run(inputs())

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([])
    expect(tokens.requests).toHaveLength(1)
    expect(tokens.requests[0].form?.scope).toBe('adx_reporting::appstore:marketer')
    // The sets are read at the same time, each one's freshness before its query.
    expect([...calls()].sort()).toEqual([
      `GET /vitals/apps/${PACKAGE}/anrMetricSet`,
      `GET /vitals/apps/${PACKAGE}/crashMetricSet`,
      `POST /vitals/apps/${PACKAGE}/anrMetricSet:query`,
      `POST /vitals/apps/${PACKAGE}/crashMetricSet:query`,
      `POST /vitals/apps/${PACKAGE}/issuesMetricSet:query`,
      `POST /vitals/apps/${PACKAGE}/issuesMetricSet:query`
    ])
    expect(overlapped).toBe(true)
    for (const set of ['crashMetricSet', 'anrMetricSet']) {
      const of = calls().filter((call) => call.includes(`/${set}`))
      expect(of).toEqual([`GET /vitals/apps/${PACKAGE}/${set}`, `POST /vitals/apps/${PACKAGE}/${set}:query`])
    }
    // Every request only reads, so it may go on a connection kept from an earlier one: the sets and
    // top issues are read at once, four at most, and six requests share four connections.
    expect(api.connections).toBeLessThan(api.requests.length)
    const end = day(0).split('-').map(Number)
    const start = day(7).split('-').map(Number)
    expect(bodies().find((body) => body.metrics.includes('crashRate'))).toEqual({
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
    expect(result.outputs['top-issues-file']).toBe(join(result.workspace, 'appstore-vitals', 'top-issues.json'))
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
    // 1008 has data on the 3 newest days only: the chart shows those, never a 0 for a day without data.
    const crashChart = result.summary.split('#### crashMetricSet')[1].split('```')[1]
    const shown = [3, 2, 1].map((back) => `"${day(back).slice(5)}"`).join(', ')
    expect(crashChart).toContain(`  x-axis [${shown}]`)
    expect(crashChart.match(/^ {2}line \[.*\]$/gm)).toEqual(['  line [0.5, 0.52, 0.51]', '  line [0.7, 0.72, 0.71]'])
    expect(result.summary).toContain(
      'Lines, in order: version codes 1007, 1008, over the 3 of 7 days on which each has data (the table shows every day, - where a version code has none).'
    )
    for (const secret of [tokens.clientSecret, ...tokens.issued]) expect(leaks(result, secret)).toEqual([])
  })

  it('shows the top crash and ANR clusters: counts, version code, the first lines of each stack trace; keeps the answers', async () => {
    const result = await run(inputs({ 'version-codes': '1007 1008' }))

    expect(failureOf(result)).toBe('')
    // The top issues are asked after their set's query, the sets side by side: found by their report type, not their place.
    const query = bodies().find((body) => body.timelineSpec)
    const crash = bodies().find((body) => body.reportType === 'CRASH')
    const anr = bodies().find((body) => body.reportType === 'ANR')
    expect(crash).toEqual({
      startTime: query.timelineSpec.startTime,
      endTime: query.timelineSpec.endTime,
      reportType: 'CRASH',
      dimensions: ['versionCode'],
      pageSize: 5,
      filter: { versionCode: ['1007', '1008'] }
    })
    expect(anr.reportType).toBe('ANR')
    expect(result.summary).toContain(
      '| Top crash clusters | 2, the most frequent first, in appstore-vitals/top-issues.json |'
    )
    expect(result.summary).toContain(
      '| Top ANR clusters | 1, the most frequent first, in appstore-vitals/top-issues.json |'
    )
    expect(result.summary).toContain(
      [
        '#### Top crash clusters (issuesMetricSet, CRASH)',
        '',
        '1. 78 events, 41 devices, version code 1008, cluster 67f3a1c2d4e5',
        '',
        '```text',
        'java.lang.NullPointerException: Attempt to invoke virtual method on a null object reference',
        '  at com.example.standin.player.PlaybackService.onStart(PlaybackService.kt:112)',
        '  at com.example.standin.player.PlaybackService.onStartCommand(PlaybackService.kt:64)',
        '  at android.app.ActivityThread.handleServiceArgs(ActivityThread.java:4087)',
        '  at android.os.Handler.dispatchMessage(Handler.java:106)',
        '```',
        '',
        '2. 35 events, 30 devices, version code 1007, cluster 0b9e77f01a3c'
      ].join('\n')
    )
    expect(result.summary).not.toContain('Looper.loop')
    expect(result.summary).toContain(
      '#### Top ANR clusters (issuesMetricSet, ANR)\n\n1. 12 events, 9 devices, version code 1008'
    )
    const kept = JSON.parse(readFileSync(result.outputs['top-issues-file'], 'utf8'))
    expect(kept.CRASH.rows[0].metrics).toEqual([
      { name: 'errorEventCount', value: '78' },
      { name: 'distinctDevices', value: '41' }
    ])
    expect(Object.keys(kept)).toEqual(['CRASH', 'ANR'])
  })

  it('keeps a hostile stack trace inside its code block, and out of the workflow commands', async () => {
    const result = await run(inputs({ package: 'com.example.hostile', metrics: 'crash' }))

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([])
    // The fence is longer than any run of backticks in the lines shown: none of them can close it.
    expect(result.summary).toContain(
      [
        '1. 78 events, 41 devices, version code 1008, cluster error d x',
        '',
        '````text',
        '```',
        '</details><script>alert(1)</script>',
        '::error::x',
        '::add-mask::hostile',
        '  ::warning file=a::y',
        '````',
        ''
      ].join('\n')
    )
    expect(result.summary).not.toContain('deep')
    expect(result.lines.filter((line) => /add-mask::hostile|::error::x|file=a|<script>/.test(line))).toEqual([])
  })

  it("fails 'max-increase' on the demo's 1008, which crashes 39 % more than 1007 the same day", async () => {
    const result = await run(inputs({ 'max-increase': '25%' }))

    expect(result.code).toBe(1)
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toBe(
      `App health is below the thresholds (healthy=false):\nVersion code 1008: crashRate 0.71 on ${day(1)} is +39.2% over its baseline 1007's 0.51, more than 'max-increase' 25%.`
    )
    expect(result.summary).toContain(
      `| Gate: crashRate at most 25% above the version before | 1008 vs 1007 (the version code below it on the most devices, 1000): 0.71 against 0.51 on ${day(1)}, +39.2%, above |`
    )
    expect(result.summary).toContain(
      `| Gate: anrRate at most 25% above the version before | 1008 vs 1007 (the version code below it on the most devices, 1000): 0.21 against 0.21 on ${day(1)}, +0% |`
    )
  })

  inProcessOnly(
    "passes 'max-increase' when the rise is within it, beside an absolute threshold: healthy=true",
    async () => {
      const result = await run(inputs({ 'max-increase': '40%', 'max-crash-rate': '1', 'version-codes': '1008' }))

      expect(failureOf(result)).toBe('')
      expect(result.outputs.healthy).toBe('true')
      expect(result.summary).toContain('| Gate: crashRate at most 1 | 1008: 0.71')
      expect(result.summary).toContain('| Gate: crashRate at most 40% above the version before | 1008 vs 1007')
      // The version codes below are read too, to choose the baseline among them; the top issues are of 1008 only.
      expect(bodies()[0].filter).toBeUndefined()
      expect(bodies()[2].filter).toEqual({ versionCode: ['1008'] })
    }
  )

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

  inProcessOnly('passes the gate with nothing above: healthy=true', async () => {
    const result = await run(inputs({ 'max-crash-rate': '0.71', 'version-codes': '1008' }))

    expect(failureOf(result)).toBe('')
    expect(result.outputs.healthy).toBe('true')
    expect(bodies()[0].filter).toEqual({ versionCode: ['1008'] })
  })

  inProcessOnly('fails safe on a version code without data yet', async () => {
    const result = await run(inputs({ package: 'com.example.fresh', 'version-codes': '1008', 'max-crash-rate': '5' }))

    expect(result.code).toBe(1)
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toContain(
      "No data yet for 1008: its crashRate cannot be judged against 'max-crash-rate'."
    )
  })

  it("reads xingu's rows ({name, value} lists, string values) and gates them, without a warning", async () => {
    const result = await run(inputs({ package: 'com.example.xingu', 'max-crash-rate': '0.6' }))

    expect(warningsOf(result)).toEqual([])
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toBe(
      `App health is below the thresholds (healthy=false):\nVersion code 1008: crashRate 0.71 on ${day(1)} is above 'max-crash-rate' 0.6.`
    )
    expect(readFileSync(result.outputs.file, 'utf8')).toContain(`crashMetricSet,DAILY,${day(1)},1008,crashRate,0.71`)
    expect(result.summary).toContain(`| ${day(1)} | 0.51 | 0.71 |`)
  })

  it('says a young app (every set 404, freshness included) has no data yet, in one row and one warning; a gate fails safe', async () => {
    const result = await run(inputs({ package: 'com.example.young', 'max-crash-rate': '1', 'max-anr-rate': '1' }))

    const young =
      "the app has no data yet (every metric set answered HTTP 404): a new app's first data comes a day or more after users " +
      "get it (if it has had users for days, check 'package': a package the API does not know answers 404 too)"
    expect(warningsOf(result)).toEqual([`Vitals: ${young}. The job summary says more.`])
    expect(result.summary).toContain(`| Metric sets | crashMetricSet, anrMetricSet: ${young} |`)
    expect(result.summary).not.toContain('not found')
    expect(result.code).toBe(1)
    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toBe(
      `App health is below the thresholds (healthy=false):\n'max-crash-rate' could not be judged: ${young}.\n'max-anr-rate' could not be judged: ${young}.`
    )
    expect(calls().sort()).toEqual([
      'GET /vitals/apps/com.example.young/anrMetricSet',
      'GET /vitals/apps/com.example.young/crashMetricSet'
    ])
  })

  it('shows an error body {code, message, status} by its message and code, with the hint of a 403', async () => {
    const result = await run(inputs({ package: 'com.example.xinguerrors' }))

    expect(result.code).toBe(1)
    expect(failureOf(result)).toContain(
      'crashMetricSet answered HTTP 403: The package does not belong to this developer account. (PERMISSION_DENIED)'
    )
    expect(failureOf(result)).toContain('Hint: the Vitals API reads only the apps of the vendor account')
    expect(failureOf(result)).not.toContain('"status"')
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
      inputs({ package: 'com.example.many', granularity: 'hourly', days: '2', metrics: 'crash', 'top-issues': '0' })
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

  it("reads xingu's hourly times, whose hour is `hour`", async () => {
    const result = await inProcess(
      inputs({ package: 'com.example.xingu', granularity: 'hourly', days: '1', metrics: 'anr' })
    )

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([])
    const hours = readFileSync(result.outputs.file, 'utf8').match(
      /(?<=^anrMetricSet,HOURLY,[\d-]+T)\d\d(?=:00:00Z,1007,anrRate,)/gm
    )
    expect(new Set(hours).size).toBe(24)
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
      match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
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
      "Hint: the Vitals API reads only the apps of the vendor account the security profile belongs to, so check that 'package' (com.example.notours)"
    )
    expect(calls().sort()).toEqual([
      'GET /vitals/apps/com.example.notours/anrMetricSet',
      'GET /vitals/apps/com.example.notours/crashMetricSet'
    ])
  })

  it("fails on a 400 {code, message, status}, showing the API's message and code", async () => {
    api.faults.push({
      match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        code: 'INVALID_ARGUMENT',
        message: "Unknown metric 'bogus'. Valid metrics for crashMetricSet: crashRate, distinctDevices",
        status: 400
      })
    })
    const result = await inProcess(inputs({ metrics: 'crash' }))

    expect(failureOf(result)).toBe(
      `POST ${api.url}/vitals/apps/${PACKAGE}/crashMetricSet:query answered HTTP 400: Unknown metric 'bogus'. Valid metrics for crashMetricSet: crashRate, distinctDevices (INVALID_ARGUMENT)`
    )
  })

  it('waits out a 429 for its Retry-After, the query too', async () => {
    const busy = {
      status: 429,
      headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
      body: '{"message":"Rate exceeded"}'
    }
    api.faults.push({ match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` }, ...busy })
    const result = await inProcess(inputs({ metrics: 'crash' }))

    expect(failureOf(result)).toBe('')
    expect(result.lines.join('\n')).toMatch(/crashMetricSet:query attempt 1 failed \(HTTP 429\); retrying in 2\.0 s/)
    expect(calls().filter((call) => call.startsWith('POST /vitals/apps/com.example.standin/crash'))).toHaveLength(2)
  })

  it('sends a query again when its connection is reset: though a POST, it only reads', async () => {
    // Twice: on the connection kept from the freshness GET (sent again at once, on a new one), then
    // on that new one (a retry, as for a GET).
    for (let n = 0; n < 2; n++)
      api.faults.push({
        match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
        destroy: true
      })
    const result = await inProcess(inputs({ metrics: 'crash' }))

    expect(failureOf(result)).toBe('')
    expect(result.lines.join('\n')).toMatch(/crashMetricSet:query attempt 1 failed \(.*ECONNRESET.*\); retrying/)
    expect(result.summary).toContain('| crashMetricSet | ')
  })

  it('stops on a nextPageToken the API answers twice', async () => {
    const page = JSON.stringify({ rows: [], nextPageToken: 'again' })
    for (let n = 0; n < 2; n++)
      api.faults.push({
        match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
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
      match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
      status: 404,
      headers: { 'Content-Type': 'application/json' },
      body: '{"status":"RESOURCE_NOT_FOUND"}'
    })
    const result = await inProcess(inputs({ metrics: 'crash', dir: 'out/health' }))

    expect(result.summary).toContain('| crashMetricSet | not found (HTTP 404) |')
    expect(existsSync(join(result.workspace, 'out/health/crashMetricSet.json'))).toBe(true)
  })
})

describe("'max-increase', the gate against the version before", () => {
  it("fails safe on a version code seen on fewer devices than 'min-devices'", async () => {
    const result = await inProcess(inputs({ package: 'com.example.few', 'max-increase': '25%', metrics: 'crash' }))

    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toBe(
      `App health is below the thresholds (healthy=false):\n1008: 30 devices, fewer than 'min-devices' 100, on ${day(1)}: its crashRate cannot be judged against 'max-increase'.`
    )
    const judged = await inProcess(
      inputs({ package: 'com.example.few', 'max-increase': '25%', metrics: 'crash', 'min-devices': '30' })
    )
    expect(failureOf(judged)).toContain("is +39.2% over its baseline 1007's 0.51")
  })

  it('compares with the version code below on the most devices, or the one given', async () => {
    const chosen = await inProcess(inputs({ package: 'com.example.baselines', 'max-increase': '25%' }))

    expect(failureOf(chosen)).toContain(
      `Version code 1008: crashRate 0.71 on ${day(1)} is +129% over its baseline 1005's 0.31, more than 'max-increase' 25%.`
    )
    expect(chosen.summary).toContain('1008 vs 1005 (the version code below it on the most devices, 5000)')

    const given = await inProcess(
      inputs({
        package: 'com.example.baselines',
        'max-increase': '25%',
        'baseline-version-code': '1006',
        'version-codes': '1008'
      })
    )
    expect(bodies().at(-4)?.filter).toEqual({ versionCode: ['1008', '1006'] })
    expect(failureOf(given)).toBe('')
    expect(given.outputs.healthy).toBe('true')
    expect(given.summary).toContain(`1008 vs 1006 ('baseline-version-code'): 0.71 against 0.61 on ${day(1)}, +16.4% |`)
  })

  it("uses the baseline's newest value when it has none on the day judged, and says so", async () => {
    const row = (code: number, back: number, rate: string) => ({
      startTime: {
        year: Number(day(back).slice(0, 4)),
        month: Number(day(back).slice(5, 7)),
        day: Number(day(back).slice(8))
      },
      dimensions: [{ dimension: 'versionCode', int64Value: String(code) }],
      metrics: [
        { metric: 'crashRate', decimalValue: { value: rate } },
        { metric: 'distinctDevices', decimalValue: { value: '500' } }
      ]
    })
    api.faults.push({
      match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rows: [row(1007, 3, '0.5'), row(1007, 2, '0.4'), row(1008, 1, '0.6')] })
    })
    const result = await inProcess(inputs({ 'max-increase': '25%', metrics: 'crash', 'top-issues': '0' }))

    expect(failureOf(result)).toContain(
      `Version code 1008: crashRate 0.6 on ${day(1)} is +50% over its baseline 1007's 0.4 (1007's newest, on ${day(2)}: it has none on ${day(1)}), more than 'max-increase' 25%.`
    )
  })

  it('fails safe on a set not found', async () => {
    const result = await inProcess(
      inputs({ package: 'com.example.nolmk', metrics: 'crash lmk', 'max-increase': '50%' })
    )

    expect(result.outputs.healthy).toBe('false')
    expect(failureOf(result)).toBe(
      "App health is below the thresholds (healthy=false):\n'max-increase' could not be judged for lmkRate: lmkMetricSet was not found (HTTP 404)."
    )
  })
})

describe('top issues after their set', () => {
  it("are asked after their set's query, once every set's days are known; each set keeps one connection", async () => {
    // The ANR set's freshness is answered once the crash set's query has arrived (or after 5 s): the
    // crash clusters, which wait for every set's days (a young app has none), come after that answer.
    let anrAnswered = false
    let release = () => {}
    let timer: NodeJS.Timeout | undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
      timer = setTimeout(resolve, 5000)
    }).then(() => void (anrAnswered = true))
    const asked: { reportType: string; anrAnswered: boolean }[] = []
    const issues = { method: 'POST', path: `/vitals/apps/${PACKAGE}/issuesMetricSet:query` }
    const ask = {
      match: issues,
      before: (request: { text: string }) =>
        void asked.push({ reportType: (JSON.parse(request.text) as { reportType: string }).reportType, anrAnswered })
    }
    api.faults.push({ match: { method: 'GET', path: `/vitals/apps/${PACKAGE}/anrMetricSet` }, wait: held })
    api.faults.push({
      match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/crashMetricSet:query` },
      before: release
    })
    api.faults.push(ask, ask)
    const result = await inProcess(inputs({ metrics: 'anr crash' }))
    clearTimeout(timer)

    expect(failureOf(result)).toBe('')
    expect(asked).toContainEqual({ reportType: 'CRASH', anrAnswered: true })
    for (const [set, reportType] of [
      ['crashMetricSet', 'CRASH'],
      ['anrMetricSet', 'ANR']
    ]) {
      const ofSet = api.requests.filter(
        ({ path, text }) =>
          path.endsWith(`/${set}`) ||
          path.endsWith(`/${set}:query`) ||
          (path.endsWith('/issuesMetricSet:query') && text.includes(`"reportType":"${reportType}"`))
      )
      expect(ofSet.map(({ method, path }) => `${method} ${path.split('/').pop()}`)).toEqual([
        `GET ${set}`,
        `POST ${set}:query`,
        'POST issuesMetricSet:query'
      ])
    }
    // One request of each set at a time, each on the connection kept from the one before.
    expect(api.connections).toBe(2)
    // The summary keeps its order whatever the order of the sets: the crash clusters, then the ANR.
    const at = (text: string) => result.summary.indexOf(text)
    expect(at('| anrMetricSet |')).toBeLessThan(at('| crashMetricSet |'))
    expect(at('| Top crash clusters |')).toBeLessThan(at('| Top ANR clusters |'))
    expect(at('#### Top crash clusters')).toBeLessThan(at('#### Top ANR clusters'))
    expect(Object.keys(JSON.parse(readFileSync(result.outputs['top-issues-file'], 'utf8')))).toEqual(['CRASH', 'ANR'])
  })
})

describe('top issues that cannot be read are one row each, and never fail the step', () => {
  it.each([
    ['com.example.noissues', 'issuesMetricSet not found (HTTP 404); the answer is in appstore-vitals/top-issues.json'],
    [
      'com.example.otherissues',
      'rows not read (a shape this action does not know): the answer is in appstore-vitals/top-issues.json'
    ]
  ])('%s', async (name, row) => {
    const result = await inProcess(inputs({ package: name, 'max-crash-rate': '5' }))

    expect(failureOf(result)).toBe('')
    expect(warningsOf(result)).toEqual([])
    expect(result.outputs.healthy).toBe('true')
    expect(result.summary).toContain(`| Top crash clusters | ${row} |`)
    expect(result.summary).toContain(`| Top ANR clusters | ${row} |`)
    expect(result.summary).not.toContain('#### Top crash clusters')
  })

  it("reads Google's shape of rows too", async () => {
    const result = await inProcess(inputs({ package: 'com.example.googleissues', metrics: 'anr' }))

    expect(result.summary).toContain('1. 12 events, 9 devices, version code 1008, cluster c41d5e9a8b70')
    expect(result.summary).not.toContain('Top crash clusters')
  })

  it('a refused query is one row, its answer kept', async () => {
    api.faults.push({
      match: { method: 'POST', path: `/vitals/apps/${PACKAGE}/issuesMetricSet:query` },
      status: 400,
      headers: { 'Content-Type': 'application/json' },
      body: '{"code":"INVALID_ARGUMENT","message":"Unknown field","status":400}'
    })
    const result = await inProcess(inputs({ metrics: 'crash' }))

    expect(failureOf(result)).toBe('')
    expect(result.summary).toContain(
      '| Top crash clusters | issuesMetricSet refused the query (HTTP 400); the answer is in appstore-vitals/top-issues.json |'
    )
    expect(JSON.parse(readFileSync(result.outputs['top-issues-file'], 'utf8')).CRASH.message).toBe('Unknown field')
  })

  it("'top-issues' 0 reads none", async () => {
    const result = await inProcess(inputs({ 'top-issues': '0' }))

    expect(calls().filter((call) => call.includes('issuesMetricSet'))).toEqual([])
    expect(result.outputs['top-issues-file']).toBe('')
    expect(result.summary).not.toContain('clusters')
  })

  it("'top-issues' 1 asks one cluster a report type, and an app without clusters says so", async () => {
    const result = await inProcess(inputs({ 'top-issues': '1', 'version-codes': '1007', metrics: 'anr' }))

    expect(bodies()[1]).toMatchObject({ reportType: 'ANR', pageSize: 1, filter: { versionCode: ['1007'] } })
    expect(result.summary).toContain(
      '| Top ANR clusters | 0, the most frequent first, in appstore-vitals/top-issues.json |'
    )
    expect(result.summary).toContain('#### Top ANR clusters (issuesMetricSet, ANR)\n\nNo cluster in these days.')
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
      "Input 'version-codes' takes whole numbers from 1 to 2147483647 (an APK's versionCode), separated by spaces, commas or new lines, got '1.0.8'."
    ],
    [{ 'version-codes': '2147483648' }, "Input 'version-codes' takes whole numbers from 1 to 2147483647"],
    [{ 'max-crash-rate': '-1' }, "Input 'max-crash-rate' must be a number of 0 or more (such as 1.5), got '-1'."],
    [{ 'max-anr-rate': '1%' }, "Input 'max-anr-rate' must be a number of 0 or more (such as 1.5), got '1%'."],
    [
      { 'max-lmk-rate': '1' },
      "Input 'max-lmk-rate' judges lmkRate, which only the lmk metric set gives: add 'lmk' to 'metrics'."
    ],
    [{ 'max-increase': '25' }, "Input 'max-increase' must be a percentage of 0 or more, such as 25%, got '25'."],
    [{ 'max-increase': '-5%' }, "Input 'max-increase' must be a percentage of 0 or more, such as 25%, got '-5%'."],
    [{ 'max-increase': '25%%' }, "Input 'max-increase' must be a percentage of 0 or more, such as 25%, got '25%%'."],
    [
      { 'max-increase': '25%', metrics: 'lowMemoryKillerMetricSet' },
      "Input 'max-increase' judges crashRate, anrRate and lmkRate: add crash, anr or lmk to 'metrics'."
    ],
    [
      { 'baseline-version-code': '1.0.7' },
      "Input 'baseline-version-code' takes whole numbers from 1 to 2147483647 (an APK's versionCode), separated by spaces, commas or new lines, got '1.0.7'."
    ],
    [{ 'baseline-version-code': '1006 1007' }, "Input 'baseline-version-code' takes one version code, got 2."],
    [
      { 'baseline-version-code': '1008', 'version-codes': '1008' },
      "Input 'baseline-version-code' is 1008, which 'version-codes' names too: a version code is not compared with itself."
    ],
    [{ 'min-devices': '-1' }, "Input 'min-devices' must be a whole number from 0 to 1000000000, got '-1'."],
    [{ 'top-issues': '-1' }, "Input 'top-issues' must be a whole number from 0 to 50, got '-1'."],
    [{ 'top-issues': '51' }, "Input 'top-issues' must be a whole number from 0 to 50, got '51'."],
    [{ 'api-base-url': 'http://example.com' }, "Input 'api-base-url' must use https"],
    [{ scope: 'appstore::apps:readwrite' }, "Input 'scope' is not an input of the vitals action"]
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
