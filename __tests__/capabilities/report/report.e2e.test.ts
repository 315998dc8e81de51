// The bundled action downloading a Reporting API report: the API answers a pre-signed link to a
// storage host on another origin, which refuses any request that carries Authorization.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { startStandIn } from '../../../scripts/stand-in.mjs'
import { leaks, masks, runAction, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { startOtherOrigin, type OtherOrigin } from '../../support/origin.js'
import { buildZip, rawZip } from '../../support/zips.js'
import { tempDir } from '../../support/temp.js'

const CSV = 'Transaction ID,Marketplace,Units,Revenue\r\nT1,amazon.de,2,"3,98 €"\r\nT2,amazon.co.jp,1,¥120\r\n'
const SIGNATURE = 'X-Amz-Signature=0123456789abcdef'

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
let storage: OtherOrigin
let archives: Record<string, Buffer>
beforeEach(async () => {
  archives = { '/sales-2026-10.zip': await buildZip([{ name: 'sales_report_2026_10.csv', data: CSV }]) }
  storage = await startOtherOrigin((path) => {
    const zip = archives[path.split('?')[0]]
    return zip
      ? { status: 200, body: zip, type: 'application/zip' }
      : {
          // As S3 answers: the error echoes parts of the request, the signature among them.
          status: 403,
          type: 'application/xml',
          body:
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code>' +
            `<AWSAccessKeyId>AKIAEXAMPLEKEY</AWSAccessKeyId><StringToSign>GET\n${path}</StringToSign>` +
            '<SignatureProvided>0123456789abcdef</SignatureProvided></Error>'
        }
  })
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, {
    reports: {
      'sales/2026/10': `${storage.url}/sales-2026-10.zip?${SIGNATURE}`,
      'earnings/2026/10': `${storage.url}/gone.zip?${SIGNATURE}`,
      'slip/2026/10': `${storage.url}/slip.zip?${SIGNATURE}`
    }
  })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
  await storage.close()
})

const inputs = (extra: Record<string, string>): Record<string, string> => ({
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  'auth-url': tokens.url,
  'api-base-url': api.url,
  types: 'sales',
  period: '2026-10',
  ...extra
})
const errorOf = (run: ActionRun) => run.lines.find((line) => line.startsWith('::error::')) ?? ''

describe('a report download', () => {
  it('gets the link with the reporting token, fetches it without, and extracts the CSV byte for byte', async () => {
    const run = await runAction(
      inputs({}),
      { RUNNER_DEBUG: '1' },
      { door: 'report', workspace: tempDir('report-e2e-') }
    )

    expect(run.code).toBe(0)
    expect(tokens.requests[0].form?.scope).toBe('adx_reporting::appstore:marketer')
    // The token stays inside the step: these are every output report/action.yml declares.
    expect(Object.keys(run.outputs).sort()).toEqual(['file', 'files', 'found', 'manifest', 'period'])
    expect(api.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/download/report/sales/2026/10', `Bearer ${tokens.issued[0]}`]
    ])
    expect(storage.seen).toHaveLength(1)
    expect(storage.seen[0].headers.authorization).toBeUndefined()

    const dir = join(run.workspace, 'appstore-reports')
    const csv = join(dir, 'sales-2026-10', 'sales_report_2026_10.csv')
    expect(run.outputs['found']).toBe('true')
    expect(run.outputs['period']).toBe('2026-10')
    expect(run.outputs['file']).toBe(csv)
    expect(run.outputs['files']).toBe(csv)
    expect(readFileSync(csv)).toEqual(Buffer.from(CSV))
    expect(existsSync(join(dir, 'sales-2026-10.zip'))).toBe(true)
    expect(run.summary).toContain('| Report | sales, 2026-10 |')
    expect(run.summary).toContain(`| File | sales_report_2026_10.csv (${Buffer.byteLength(CSV)} bytes) |`)
  })

  it('replaces what an earlier run left in a kept workspace', async () => {
    const first = await runAction(inputs({}), {}, { door: 'report', workspace: tempDir('report-e2e-') })
    const again = await runAction(inputs({}), {}, { door: 'report', workspace: first.workspace })

    expect(again.code).toBe(0)
    expect(readFileSync(again.outputs['file'])).toEqual(Buffer.from(CSV))
  })

  it('masks the pre-signed link and never prints or outputs it', async () => {
    const run = await runAction(inputs({}), { RUNNER_DEBUG: '1' }, { door: 'report' })
    const link = `${storage.url}/sales-2026-10.zip?${SIGNATURE}`

    expect(masks(run)).toContain(link)
    expect(leaks(run, link)).toEqual([])
    const unmasked = run.lines.filter((line) => !line.startsWith('::add-mask::'))
    expect(unmasked.join('\n')).not.toContain(SIGNATURE)
    expect(run.stdout).not.toContain(`${storage.url}/sales-2026-10.zip\n`)
    expect(Object.values(run.outputs).join('\n')).not.toContain(SIGNATURE)
  })

  it('keeps the zip when extract is false', async () => {
    const run = await runAction(
      inputs({ extract: 'false', dir: 'out' }),
      {},
      { door: 'report', workspace: tempDir('report-e2e-') }
    )

    const zip = join(run.workspace, 'out', 'sales-2026-10.zip')
    expect(run.outputs['file']).toBe(zip)
    expect(readFileSync(zip)).toEqual(archives['/sales-2026-10.zip'])
  })

  it('is no failure when the month has no report', async () => {
    const run = await runAction(inputs({ period: '2026-09' }), {}, { door: 'report' })

    expect(run.code).toBe(0)
    expect(run.outputs['found']).toBe('false')
    expect(run.outputs['file']).toBe('')
    expect(run.lines.find((line) => line.startsWith('::warning::'))).toContain(
      'The sales report for 2026-09 was not found'
    )
    expect(storage.seen).toHaveLength(0)
    expect(run.summary).toContain('| Found | no |')
  })

  it('fails when the storage host refuses the link, without printing it', async () => {
    const run = await runAction(inputs({ types: 'earnings', retries: '0' }), {}, { door: 'report' })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain(
      'Downloading the earnings report for 2026-10 from its <pre-signed report link> failed: HTTP 403 SignatureDoesNotMatch.'
    )
    const unmasked = run.lines.filter((line) => !line.startsWith('::add-mask::')).join('\n')
    for (const part of ['gone.zip', 'AKIAEXAMPLEKEY', '0123456789abcdef', storage.url.slice(7)]) {
      expect(unmasked).not.toContain(part)
    }
  })

  it('refuses a zip-slip archive and writes nothing outside the report folder', async () => {
    archives['/slip.zip'] = rawZip([{ name: '../../escaped.csv', data: 'evil' }])
    const run = await runAction(inputs({ types: 'slip' }), {}, { door: 'report', workspace: tempDir('report-e2e-') })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain("Refused entry '../../escaped.csv'")
    expect(existsSync(join(run.workspace, 'escaped.csv'))).toBe(false)
    expect(existsSync(join(run.workspace, 'appstore-reports', 'escaped.csv'))).toBe(false)
  })

  it('leaves nothing of a report whose extraction fails halfway: no file written before, no zip', async () => {
    archives['/slip.zip'] = rawZip([
      { name: 'slip_report.csv', data: 'Units\r\n1\r\n' },
      { name: '../escaped.csv', data: 'evil' }
    ])
    const run = await runAction(inputs({ types: 'slip' }), {}, { door: 'report', workspace: tempDir('report-e2e-') })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain("Refused entry '../escaped.csv'")
    expect(readdirSync(join(run.workspace, 'appstore-reports'))).toEqual([])
  })

  it("quotes the storage host's Code and Message, the link's parts redacted", async () => {
    await storage.close()
    storage = await startOtherOrigin((path) => ({
      status: 403,
      type: 'application/xml',
      body:
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message>' +
        `<X-Amz-Expires>300</X-Amz-Expires><Expires>2026-10-01T00:00:00Z</Expires><Resource>${path}</Resource></Error>`
    }))
    api.reports['sales/2026/10'] = `${storage.url}/sales-2026-10.zip?${SIGNATURE}`
    const run = await runAction(inputs({ retries: '0' }), {}, { door: 'report' })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain(
      'from its <pre-signed report link> failed: HTTP 403 AccessDenied: Request has expired. The link is valid for minutes'
    )
    const unmasked = run.lines.filter((line) => !line.startsWith('::add-mask::')).join('\n')
    expect(unmasked).not.toContain('0123456789abcdef')
  })
})

describe('bad report input', () => {
  it('refuses bad input before any request, as a runner shows it (the rest: main.inputs.test.ts)', async () => {
    const run = await runAction(inputs({ period: '2026-13' }), {}, { door: 'report' })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain("Input 'period' must be a month as YYYY-MM")
    expect(tokens.requests).toHaveLength(0)
  })
})

describe('several reports in one step, as a runner runs it', () => {
  it('downloads four types against the stand-ins, within the Reporting API rate, with a manifest and charts', async () => {
    const standIn = await startStandIn()
    try {
      const run = await runAction(
        {
          'client-id': standIn.tokens.clientId,
          'client-secret': standIn.tokens.clientSecret,
          'auth-url': standIn.tokens.url,
          'api-base-url': standIn.api.url,
          types: 'sales, earnings, subscription, subscriptions_overview'
        },
        { RUNNER_DEBUG: '1' },
        { door: 'report', workspace: tempDir('report-e2e-') }
      )

      expect(run.code).toBe(0)
      expect(standIn.tokens.requests).toHaveLength(1)
      // The stand-in takes 3 report requests in any second of real time and answers 429 beyond.
      expect(run.stdout).not.toContain('HTTP 429')
      const manifest = JSON.parse(run.outputs['manifest']) as { report: string; found: boolean }[]
      expect(manifest.map((entry) => [entry.report, entry.found])).toEqual([
        ['sales', true],
        ['earnings', true],
        ['subscription', true],
        ['subscriptions_overview', true]
      ])
      expect(run.outputs['period']).toBe(standIn.period)
      expect(run.outputs['file'].split('\n')).toHaveLength(4)
      for (const file of run.outputs['file'].split('\n')) expect(existsSync(file)).toBe(true)
      expect(run.summary).toContain(`#### sales, ${standIn.period}`)
      expect(run.summary).toContain('```mermaid\nxychart-beta\n  title "sales - units by country"')
      const unmasked = run.lines.filter((line) => !line.startsWith('::add-mask::')).join('\n')
      expect(unmasked).not.toContain('stand-in-signature')
      expect(Object.values(run.outputs).join('\n')).not.toContain('stand-in-signature')
    } finally {
      await standIn.close()
    }
  })
})
