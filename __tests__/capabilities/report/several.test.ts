// Several reports in one step, through main() in this process: the real HTTP stack against the
// stand-in Reporting API and a storage host, with a fake clock, so that pacing and Retry-After are
// checked without waiting for real. The pace is read where each request is handed to the
// transport, on that clock (the stand-in's own limit runs on real time: report.e2e.test.ts).
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reportCsv, startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { startStorage, zipOf } from '../../../scripts/stand-in.mjs'
import { createSend } from '../../../src/net/transport.js'
import { main } from '../../../src/main.js'
import { fakeClock, fakeCore, type FakeCore } from '../../support/fake-core.js'
import { rawZip } from '../../support/zips.js'
import { tempDir } from '../../support/temp.js'

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']
const TYPES = ['sales', 'earnings', 'subscription']

type Manifest = { report: string; period: string; found: boolean; status: string; file: string; files: unknown[] }[]

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
let storage: Awaited<ReturnType<typeof startStorage>>
let clock: ReturnType<typeof fakeClock>
/** When each report link was asked for, on the test's clock. */
let asked: number[]
const send = createSend('test')
const pacedSend: typeof send = (request) => {
  if (request.url.pathname.startsWith('/download/report/')) asked.push(clock.now())
  return send(request)
}

beforeEach(async () => {
  clock = fakeClock()
  asked = []
  const files: Record<string, Buffer> = {}
  const reports: Record<string, string> = {}
  const serve = async (type: string, period: string, csv = reportCsv(type, period)) => {
    files[`${type}-${period}.zip`] = await zipOf(`${type}_${period}.csv`, csv)
    reports[period.length === 4 ? `${type}/${period}` : `${type}/${period.replace('-', '/')}`] = `${type}-${period}`
  }
  for (const month of MONTHS) for (const type of TYPES) await serve(type, month)
  await serve('subscriptions_overview', '2026-06')
  await serve('earnings', '2025')
  await serve('sales', '2025-12', reportCsv('sales', '2025-12', 'older'))
  storage = await startStorage(files)
  for (const [key, name] of Object.entries(reports)) {
    reports[key] = `${storage.url}/${name}.zip?X-Amz-Signature=0123456789abcdef${name}`
  }
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, { reports })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
  await storage.close()
})

async function run(extra: Record<string, string>): Promise<FakeCore & { cwd: string }> {
  const core = fakeCore({
    'client-id': tokens.clientId,
    'client-secret': tokens.clientSecret,
    'auth-url': tokens.url,
    'api-base-url': api.url,
    ...extra
  })
  const cwd = tempDir('reports-')
  await main({ door: 'report', core, send: pacedSend, clock, cwd })
  return Object.assign(core, { cwd })
}
const manifestOf = (core: FakeCore) => JSON.parse(core.outputs['manifest']) as Manifest
const reportRequests = () => api.requests.filter((request) => request.path.startsWith('/download/report/'))

describe('several reports in one step', () => {
  it('downloads 3 types × 6 months with one token, never more than 3 requests in a second', async () => {
    const core = await run({ types: 'sales earnings subscription', period: '2026-01..2026-06' })

    expect(core.failures).toEqual([])
    expect(tokens.requests).toHaveLength(1)
    expect(reportRequests()).toHaveLength(18)
    expect(asked).toHaveLength(18)
    for (const time of asked) expect(asked.filter((t) => t >= time && t < time + 1000).length).toBeLessThanOrEqual(3)
    // And the pace cost no real time: the clock slept it.
    expect(clock.sleeps.length).toBeGreaterThan(0)

    const manifest = manifestOf(core)
    expect(manifest.map((entry) => `${entry.report} ${entry.period} ${entry.status}`)).toEqual(
      MONTHS.flatMap((month) => TYPES.map((type) => `${type} ${month} found`))
    )
    expect(core.outputs['found']).toBe('true')
    expect(core.outputs['period']).toBe('2026-01..2026-06')
    const files = core.outputs['file'].split('\n')
    expect(files).toHaveLength(18)
    expect(files[0]).toBe(join(core.cwd, 'appstore-reports', 'sales-2026-01', 'sales_2026-01.csv'))
    expect(readFileSync(files[0], 'utf8')).toBe(reportCsv('sales', '2026-01'))
    expect(core.outputs['files'].split('\n')).toEqual(files)
    expect(manifest[0]).toEqual({
      report: 'sales',
      period: '2026-01',
      found: true,
      status: 'found',
      file: files[0],
      files: [{ path: files[0], bytes: Buffer.byteLength(reportCsv('sales', '2026-01')) }]
    })
  })

  it('honours a 429 and its Retry-After, on the clock, and keeps every report', async () => {
    for (let i = 0; i < 2; i++) {
      api.faults.push({
        match: { path: /^\/download\/report\// },
        status: 429,
        body: '{"message":"Rate exceeded"}',
        headers: { 'Retry-After': '7' }
      })
    }
    const core = await run({ types: 'sales, earnings', period: '2026-05..2026-06' })

    expect(core.failures).toEqual([])
    expect(clock.sleeps.filter((ms) => ms === 7000)).toHaveLength(2)
    expect(core.log.filter((line) => /HTTP 429\); retrying in 7\.0 s/.test(line))).toHaveLength(2)
    expect(manifestOf(core).every((entry) => entry.found)).toBe(true)
  })

  it('reports months without data, and does not fail', async () => {
    const core = await run({ types: 'sales subscriptions_overview', period: '2026-05..2026-07' })

    expect(core.failures).toEqual([])
    expect(manifestOf(core).map((entry) => `${entry.report} ${entry.period} ${entry.status}`)).toEqual([
      'sales 2026-05 found',
      'subscriptions_overview 2026-05 missing',
      'sales 2026-06 found',
      'subscriptions_overview 2026-06 found',
      'sales 2026-07 missing',
      'subscriptions_overview 2026-07 missing'
    ])
    expect(core.outputs['found']).toBe('false')
    expect(core.outputs['file'].split('\n')).toHaveLength(3)
    expect(core.log.filter((line) => line.startsWith('warning:'))).toEqual([
      'warning: 3 of 6 reports were not found (the Reporting API has no data for them yet), which is no failure: ' +
        'subscriptions_overview 2026-05, sales 2026-07, subscriptions_overview 2026-07.'
    ])
    expect(core.summaries[0]).toContain('| subscriptions_overview, 2026-05 | not found (no data yet) |')
  })

  it('asks for the yearly earnings report with a year', async () => {
    const core = await run({ types: 'earnings', period: '2025' })

    expect(core.failures).toEqual([])
    expect(reportRequests().map((request) => request.path)).toEqual(['/download/report/earnings/2025'])
    expect(core.outputs['period']).toBe('2025')
    expect(core.outputs['file']).toBe(join(core.cwd, 'appstore-reports', 'earnings-2025', 'earnings_2025.csv'))
    // A yearly report is spread over the months of its dates, each currency in its column.
    expect(core.summaries[0]).toContain('- Months by the Payment Date column.')
    expect(core.summaries[0]).toContain('| Month | Units | Earnings (USD) | Earnings (EUR) |')
    expect(core.summaries[0]).toContain('| 2025-07 | 10 | 12.50 | 4.20 |')
    expect(core.summaries[0]).toContain('| 2025-08 | 1 | 0.70 | - |')
  })

  it('keeps what was done when one fails, starts no more, and fails the step saying so', async () => {
    // The storage host refuses the sales report of 2026-02: its link is expired.
    api.reports['sales/2026/02'] = `${storage.url}/expired.zip?X-Amz-Signature=0123456789abcdef`
    const core = await run({ types: 'sales', period: '2026-01..2026-06', parallel: '1' })

    expect(core.failures).toHaveLength(1)
    expect(core.failures[0]).toBe(
      'Downloading the sales report for 2026-02 from its <pre-signed report link> failed: HTTP 403 AccessDenied. ' +
        'The link is valid for minutes only, so run the step again. ' +
        '(of 6 reports: 1 done, 1 failed, 4 not attempted; see manifest)'
    )
    expect(manifestOf(core).map((entry) => entry.status)).toEqual([
      'found',
      'failed',
      'skipped',
      'skipped',
      'skipped',
      'skipped'
    ])
    expect(core.outputs['found']).toBe('false')
    expect(core.outputs['file']).toBe(join(core.cwd, 'appstore-reports', 'sales-2026-01', 'sales_2026-01.csv'))
    expect(reportRequests()).toHaveLength(2)
  })

  it('lets a bug surface as one: unexpected, not as a report that failed', async () => {
    const core = fakeCore({
      'client-id': tokens.clientId,
      'client-secret': tokens.clientSecret,
      'auth-url': tokens.url,
      'api-base-url': api.url,
      types: 'sales earnings',
      period: '2026-06'
    })
    const broken: typeof send = (request) =>
      request.url.pathname.endsWith('/earnings/2026/06') ? Promise.reject(new TypeError('a bug')) : send(request)
    await main({ door: 'report', core, send: broken, clock, cwd: tempDir('reports-') })

    expect(core.failures).toEqual(['Unexpected error: a bug'])
    expect(core.log).toContainEqual(expect.stringMatching(/^debug: TypeError: a bug\n\s+at /))
  })

  it('refuses an unknown report type as the API does, naming it and the known types', async () => {
    const core = await run({ types: 'sales nosuchreport', period: '2026-06', parallel: '1' })

    expect(core.failures[0]).toContain(
      'GET ' + `${api.url}/download/report/nosuchreport/2026/06 answered HTTP 400: Unable to fetch the request scope`
    )
    expect(core.failures[0]).toContain(
      "('nosuchreport' is not a report type this action knows: sales, earnings, subscription, subscriptions_overview)"
    )
    expect(manifestOf(core).map((entry) => entry.status)).toEqual(['found', 'failed'])
  })

  it('names the likely typo of a report type the API refuses', async () => {
    const core = await run({ types: 'slaes', period: '2026-06' })

    expect(core.failures).toHaveLength(1)
    expect(core.failures[0]).toMatch(
      /\/download\/report\/slaes\/2026\/06 answered HTTP 400: .*\('slaes' is not a report type this action knows: sales, earnings, subscription, subscriptions_overview; did you mean 'sales'\?\)/
    )
  })
})

describe('the job summary of several reports', () => {
  it('shows, per type, units and revenue by month and by country, and a chart', async () => {
    const core = await run({ types: 'sales earnings subscription', period: '2025-12..2026-02' })
    const summary = core.summaries[0]

    expect(summary).toContain('| sales, 2026-01 | sales_2026-01.csv (')
    expect(summary).toContain('#### sales, 2025-12..2026-02')
    // The older layout (Quantity, Revenue (USD)) and the current one (Units, Revenue, Currency) alike.
    // A currency per column: a refund brings USD to 0.00 in 2026-01; '-' is no USD at all.
    expect(summary).toContain('| Month | Units | Revenue (JPY) | Revenue (USD) | Revenue (EUR) |')
    expect(summary).toContain('| 2025-12 | 8 | - | 7.92 | - |')
    expect(summary).toContain('| 2026-01 | 7 | 120.00 | 0.00 | 1.99 |')
    expect(summary).toContain('| Country (top 10) | Units | Revenue (JPY) | Revenue (USD) | Revenue (EUR) |')
    expect(summary).toContain('| JP | 15 | 240.00 | 4.95 | - |')
    expect(summary).toContain(
      [
        '```mermaid',
        'xychart-beta',
        '  title "sales - units by month"',
        '  x-axis ["2025-12", "2026-01", "2026-02"]',
        '  y-axis "Units"',
        '  bar [8, 7, 7]',
        '```'
      ].join('\n')
    )
    expect(summary).toContain('#### earnings, 2026-01..2026-02')
    expect(summary).toContain('| Month | Units | Earnings (USD) | Earnings (EUR) |')
    expect(summary).toContain('| 2026-01 | 11 | 13.20 | 4.20 |')
    // A chart per currency: the EUR earnings are drawn, in EUR.
    expect(summary).toContain(
      '  title "earnings - earnings by month (USD)"\n  x-axis ["2026-01", "2026-02"]\n  y-axis "Earnings (USD)"\n  bar [13.2, 13.2]'
    )
    expect(summary).toContain(
      '  title "earnings - earnings by month (EUR)"\n  x-axis ["2026-01", "2026-02"]\n  y-axis "Earnings (EUR)"\n  bar [4.2, 4.2]'
    )
    // Subscriptions have no units or revenue column: a note, not a failure.
    expect(summary).toContain('#### subscription, 2026-01..2026-02')
    expect(summary).toContain(
      '- 2026-01: no units or revenue column was recognised among Subscription ID, Start Date, Country/Region Code, ' +
        'Term, Active Subscriptions; no totals.'
    )
    expect(core.failures).toEqual([])
  })
})

describe("the Reporting API's answer, in every shape seen", () => {
  const link = () => `${storage.url}/sales-2026-06.zip?X-Amz-Signature=0123456789abcdef`
  const answer = (fault: { status: number; body: string; headers?: Record<string, string> }) =>
    api.faults.push({ match: { path: '/download/report/sales/2026/06' }, ...fault })

  it.each([
    ['plain text in white space', () => ({ status: 200, body: `\n ${link()} \n` })],
    ['a JSON string', () => ({ status: 200, body: JSON.stringify(link()) })],
    ['a JSON object with downloadUrl', () => ({ status: 200, body: JSON.stringify({ downloadUrl: link() }) })],
    ['a JSON object with url', () => ({ status: 200, body: JSON.stringify({ url: link() }) })],
    ['a redirect', () => ({ status: 302, body: '', headers: { Location: link() } })]
  ])('takes the link from %s and masks it', async (_shape, fault) => {
    answer(fault())
    const core = await run({ types: 'sales', period: '2026-06' })

    expect(core.failures).toEqual([])
    expect(core.outputs['found']).toBe('true')
    expect(core.secrets).toContain(link())
    expect(core.lines.filter((line) => !line.startsWith('::add-mask::')).join('\n')).not.toContain('0123456789abcdef')
  })

  it('fails on an answer that holds no link, without showing it', async () => {
    answer({ status: 200, body: '{"note":"Atc|not a link"}' })
    const core = await run({ types: 'sales', period: '2026-06' })

    expect(core.failures).toEqual([
      'The Reporting API answered HTTP 200 without a download link (25 bytes, not shown): expected a pre-signed https link.'
    ])
  })

  it('leaves nothing of a report whose archive is refused', async () => {
    await storage.close()
    storage = await startStorage({
      'slip.zip': rawZip([
        { name: 'ok.csv', data: 'Units\n1\n' },
        { name: '../x', data: 'x' }
      ])
    })
    answer({ status: 200, body: `${storage.url}/slip.zip?X-Amz-Signature=0123456789abcdef` })
    const core = await run({ types: 'sales', period: '2026-06' })

    expect(core.failures[0]).toContain("Refused entry '../x'")
    expect(readdirSync(join(core.cwd, 'appstore-reports'))).toEqual([])
  })
})
