// The promises of SECURITY.md, each proven against the bundled action as a runner runs it, with
// servers on loopback that misbehave the ways real ones have been seen to.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startAppstoreApi } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { leaks, masks, runAction, type ActionRun } from '../__fixtures__/runner.mjs'
import { startOtherOrigin, type OtherOrigin } from './support/origin.js'
import { buildZip, rawZip } from './support/zips.js'
import { tempDir } from './support/temp.js'

const SIGNATURE = 'X-Amz-Signature=fedcba9876543210'
let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
let storage: OtherOrigin
let zip: Buffer
beforeEach(async () => {
  zip = await buildZip([{ name: 'sales.csv', data: 'ASIN,Units\r\nB0,1\r\n' }])
  storage = await startOtherOrigin((path) =>
    path.startsWith('/report.zip') ? { status: 200, body: zip, type: 'application/zip' } : { status: 404, body: '' }
  )
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, { reports: { 'sales/2026/10': `${storage.url}/report.zip?${SIGNATURE}` } })
})
afterEach(async () => {
  await api.close()
  await tokens.close()
  await storage.close()
})

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  scope: 'appstore::apps:readwrite',
  'auth-url': tokens.url,
  'api-base-url': api.url,
  ...extra
})
/** The report action's inputs: no scope (it asks for its own). */
const report = (extra: Record<string, string> = {}) => {
  const all = inputs({ types: 'sales', period: '2026-10', retries: '0', ...extra })
  delete all.scope
  return all
}
const errorOf = (run: ActionRun) => run.lines.find((line) => line.startsWith('::error::')) ?? ''
/** Every line a reader sees: all but the lines that register masks. */
const shown = (run: ActionRun) =>
  [...run.lines.filter((line) => !line.startsWith('::add-mask::')), run.stderr, run.summary].join('\n')
/** Lines the runner would run as workflow commands that the action did not mean to issue. */
const forged = (run: ActionRun) =>
  run.stdout.split(/\r\n|\r|\n/).filter((line) => /^\s*::[a-z-]+::forged/.test(line) || line.includes('##['))
/** The token service's next answer: a usable token, granted for `scope`. */
const grantScope = (scope: string) =>
  tokens.faults.push({
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ access_token: 'Atc|granted-0123456789', token_type: 'bearer', expires_in: 3600, scope })
  })
const reportAnswer = (fault: Record<string, unknown>) =>
  api.faults.push({ match: { method: 'GET', path: /^\/download\/report\// }, ...fault })

describe('the client secret is masked before any input is read', () => {
  it('registers its mask first, so an ::error:: quoting an api-url that holds it does not show it', async () => {
    const run = await runAction(inputs({ 'api-url': `not a url ${tokens.clientSecret}` }))

    expect(run.code).toBe(1)
    // The whole of stdout, as a runner reads it: the mask comes before any line that could hold the secret.
    expect(run.lines).toEqual([
      `::add-mask::${tokens.clientSecret}`,
      "::error::Input 'api-url' must be an absolute URL or a path starting with '/', got 'not a url ***'."
    ])
    expect(leaks(run, tokens.clientSecret)).toEqual([])
    expect(tokens.requests).toHaveLength(0)
  })
})

describe('tokens are never shown, whatever the token service answers', () => {
  it.each([
    [
      'a gateway page quoting the answer',
      502,
      'text/html',
      (t: string) => `<html><pre>{"access_token":"${t}"}</pre></html>`
    ],
    [
      'trailing text after the JSON',
      200,
      'application/json',
      (t: string) => `{"access_token":"${t}","expires_in":3600}<!-- cached -->`
    ],
    ['a bare token in an error', 500, 'text/plain', (t: string) => `upstream: ${t}`]
  ])('in %s', async (_name, status, type, body) => {
    const token = 'Atc|IwEBIJ9-quoted-token-0123456789'
    tokens.faults.push({ status, headers: { 'Content-Type': type }, body: body(token) })
    const run = await runAction(inputs({ retries: '0' }))

    expect(run.code).toBe(1)
    expect(masks(run)).toContain(token)
    expect(leaks(run, token)).toEqual([])
    expect(shown(run)).not.toContain('quoted-token')
  })
})

describe('nothing a server sends becomes a workflow command', () => {
  it('not the scope the token service grants', async () => {
    grantScope('appstore::apps:readwrite\n::warning::forged\r::add-mask::forged ##[error]forged')
    const run = await runAction(inputs())

    expect(run.code).toBe(0)
    expect(forged(run)).toEqual([])
    expect(run.outputs.scope).toContain('forged')
  })

  it('not an error body, with api-fail-on-error false', async () => {
    api.faults.push({ status: 500, body: 'oops\n::warning::forged\r\n::stop-commands::forged' })
    const run = await runAction(inputs({ 'api-url': '/echo', 'api-fail-on-error': 'false', retries: '0' }))

    expect(run.code).toBe(0)
    expect(forged(run)).toEqual([])
  })

  it('not a file name in a report archive: a name with a line break is refused', async () => {
    zip = rawZip([{ name: 'a.csv\n::warning::forged.csv', data: 'x' }])
    const run = await runAction(report(), {}, { door: 'report' })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain('its name holds a control character')
    expect(forged(run)).toEqual([])
  })
})

describe('outputs whose text comes from a server are redacted', () => {
  it('the scope the token service grants, when it echoes the client secret', async () => {
    grantScope(`appstore::apps:readwrite ${tokens.clientSecret}`)
    const run = await runAction(inputs())

    expect(run.code).toBe(0)
    expect(run.outputs.scope).toBe('appstore::apps:readwrite ***')
  })

  it('an ETag and headers that echo the client secret', async () => {
    api.faults.push({
      status: 200,
      headers: { ETag: `"${tokens.clientSecret}"`, 'X-Echo': tokens.clientSecret },
      body: '{}'
    })
    const run = await runAction(inputs({ 'api-url': '/echo' }))

    expect(run.outputs['api-etag']).toBe('"***"')
    expect(run.outputs['api-response-headers']).not.toContain(tokens.clientSecret)
  })
})

describe('the bearer token goes to the API origin only', () => {
  it.each([
    ['', '//127.0.0.1:9/steal'],
    ['', '/\\127.0.0.1:9/steal'],
    ['/api/appstore', '/../../steal']
  ])(
    'refuses, with api-base-url at %j, api-url %s: a path that leaves the base, before the token is asked for',
    async (basePath, path) => {
      const run = await runAction(inputs({ 'api-url': path, 'api-base-url': `${api.url}${basePath}` }))

      expect(run.code).toBe(1)
      expect(errorOf(run)).toContain("Input 'api-url' must be a path under")
      expect(tokens.requests).toHaveLength(0)
    }
  )
})

describe('the pre-signed report link is a credential', () => {
  const link = () => `${storage.url}/report.zip?${SIGNATURE}`
  it.each([
    ['plain text with white space around', () => `\n  ${link()}  \n`],
    ['a JSON string', () => JSON.stringify(link())],
    ['a JSON object with downloadUrl', () => JSON.stringify({ downloadUrl: link() })],
    ['a JSON object with url', () => JSON.stringify({ url: link() })]
  ])('is taken from %s, fetched without the token, and never shown', async (_name, body) => {
    reportAnswer({ status: 200, headers: { 'Content-Type': 'text/plain' }, body: body() })
    const run = await runAction(report(), {}, { door: 'report' })

    expect(errorOf(run)).toBe('')
    expect(run.outputs['found']).toBe('true')
    expect(storage.seen.map((seen) => seen.headers.authorization)).toEqual([undefined])
    expect(shown(run)).not.toContain(SIGNATURE)
    expect(shown(run)).not.toContain(storage.url.slice('http://'.length))
  })

  it('is taken from a redirect, which is not followed with the token', async () => {
    reportAnswer({ status: 302, headers: { Location: link() }, body: '' })
    const run = await runAction(report(), { RUNNER_DEBUG: '1' }, { door: 'report' })

    expect(run.outputs['found']).toBe('true')
    expect(storage.seen).toHaveLength(1)
    expect(storage.seen[0].headers.authorization).toBeUndefined()
    expect(shown(run)).not.toContain(SIGNATURE)
    expect(shown(run)).not.toContain(storage.url.slice('http://'.length))
  })

  it('is not shown when its host cannot be reached', async () => {
    reportAnswer({ status: 200, body: `http://127.0.0.1:1/report.zip?${SIGNATURE}` })
    const run = await runAction(report(), {}, { door: 'report' })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain('GET <pre-signed report link> failed: 1 attempt made')
    expect(shown(run)).not.toContain('127.0.0.1:1/')
    expect(shown(run)).not.toContain(SIGNATURE)
  })

  it('is not shown when it is not https', async () => {
    reportAnswer({ status: 200, body: `http://storage.example/report.zip?${SIGNATURE}` })
    const run = await runAction(report(), {}, { door: 'report' })

    expect(errorOf(run)).toContain('a <pre-signed report link> that is not https (http:)')
    expect(shown(run)).not.toContain('storage.example')
  })

  it('is not needed for a month that has no report: 404 is "not found"', async () => {
    reportAnswer({ status: 404, body: 'Not Found' })
    const run = await runAction(report(), {}, { door: 'report' })

    expect(run.code).toBe(0)
    expect(run.outputs['found']).toBe('false')
  })
})

describe('local files', () => {
  it('a dir below a regular file is bad input, named, before any request', async () => {
    const workspace = tempDir('files-')
    writeFileSync(join(workspace, 'taken'), 'a file')
    const run = await runAction(report({ dir: 'taken/reports' }), {}, { door: 'report', workspace })

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain("Input 'dir' cannot be written")
    expect(tokens.requests).toHaveLength(0)
  })

  it('an empty report archive is a warning, and file is no zip', async () => {
    zip = await buildZip([])
    const run = await runAction(report(), {}, { door: 'report' })

    expect(run.code).toBe(0)
    expect(run.lines.find((line) => line.startsWith('::warning::'))).toContain('is an empty archive')
    expect(run.outputs['file']).toBe('')
  })
})
