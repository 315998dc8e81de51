// main() in process, with a fake core and clock but the real HTTP stack against loopback servers.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startAppstoreApi } from '../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../__fixtures__/token-service.mjs'
import { RESPONSE_OUTPUT_LIMIT } from '../src/capabilities/call/run.js'
import { createSend, NetworkError } from '../src/net/transport.js'
import { main } from '../src/main.js'
import { fakeClock, fakeCore } from './support/fake-core.js'
import { startOtherOrigin, type OtherOrigin } from './support/origin.js'
import { buildZip } from './support/zips.js'
import { join } from 'node:path'
import { tempDir } from './support/temp.js'

type Service = Awaited<ReturnType<typeof startTokenService>>
let service: Service
beforeEach(async () => {
  service = await startTokenService()
})
afterEach(() => service.close())

const inputs = (extra: Record<string, string> = {}) => ({
  'client-id': service.clientId,
  'client-secret': service.clientSecret,
  scope: 'appstore::apps:readwrite',
  'auth-url': service.url,
  ...extra
})
const send = createSend('test')

describe('main names the input whose host does not resolve', () => {
  /** The real transport, but the host `unknown` does not resolve. */
  const sendWithout =
    (unknown: string): typeof send =>
    async (request) => {
      if (request.url.hostname !== unknown) return send(request)
      throw new NetworkError(`getaddrinfo ENOTFOUND ${unknown}`, false, 'ENOTFOUND')
    }

  it.each([
    ['auth-url', { 'auth-url': 'https://api.amazon.cmo' }, 'api.amazon.cmo'],
    [
      'api-base-url',
      { 'api-url': '/v1/x', 'api-base-url': 'https://developer.amazon.cmo/api' },
      'developer.amazon.cmo'
    ],
    ['api-url', { 'api-url': 'https://other.amazon.cmo/v1/x' }, 'other.amazon.cmo']
  ])('%s', async (input, extra, host) => {
    const core = fakeCore(inputs({ retries: '0', ...extra }))
    await main({ door: 'token', core, send: sendWithout(host), clock: fakeClock(), cwd: process.cwd() })
    expect(core.failures).toHaveLength(1)
    expect(core.failures[0]).toContain(`ENOTFOUND ${host}`)
    expect(core.failures[0]).toContain(`Hint: the host does not resolve: check '${input}' for a typo.`)
  })
})

describe('main', () => {
  it('masks the secret first, then the token before it is output', async () => {
    const core = fakeCore(inputs())
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(core.secrets).toEqual([service.clientSecret, service.issued[0]])
    expect(core.outputs['access-token']).toBe(service.issued[0])
    expect(core.summaries).toHaveLength(1)
    expect(core.summaries[0]).toContain('| Scope | appstore::apps:readwrite |')
    expect(core.summaries[0]).toMatch(/^### Amazon Appstore access token\n/)
    expect(core.summaries[0]).not.toContain(service.issued[0])
  })

  it('takes the expiry from the time before the request was sent', async () => {
    const clock = fakeClock()
    // The token service takes ten minutes to answer, on the run's clock.
    const slowSend: typeof send = async (request) => {
      await clock.sleep(600_000)
      return send(request)
    }
    const before = clock.now()
    const core = fakeCore(inputs())
    await main({ door: 'token', core, send: slowSend, clock, cwd: process.cwd() })
    const expiresAt = Date.parse(core.outputs['expires-at'])

    expect(expiresAt).toBeGreaterThanOrEqual(before + 3600_000)
    expect(expiresAt).toBeLessThan(before + 3600_000 + 600_000)
  })

  it('redacts the summary before the table escapes it: a scope that echoes the token', async () => {
    const token = 'Atc|echoed-in-the-scope'
    service.faults.push({
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 3600, scope: token })
    })
    const core = fakeCore(inputs())
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(core.summaries[0]).toContain('| Scope | *** |')
    expect(core.summaries[0]).not.toContain('echoed-in-the-scope')
  })

  it('backs off with full jitter between attempts', async () => {
    service.faults.push({ status: 503 }, { status: 500 }, { status: 408 })
    const clock = fakeClock(0.5)
    const core = fakeCore(inputs())
    await main({ door: 'token', core, send, clock, cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(service.requests).toHaveLength(4)
    expect(clock.sleeps).toEqual([500, 1000, 2000])
  })

  // The clock stands still on a whole second, so an HTTP-date (whole seconds) gives an exact wait.
  const frozen = Math.floor(Date.now() / 1000) * 1000 + 3600_000
  it.each([
    ['7', 7000],
    ['600', 60_000],
    [new Date(frozen + 12_000).toUTCString(), 12_000]
  ])('waits as Retry-After %p says (capped at 60 s)', async (value, expected) => {
    service.faults.push({ status: 429, headers: { 'Retry-After': value } })
    const clock = { ...fakeClock(), now: () => frozen }
    const core = fakeCore(inputs())
    await main({ door: 'token', core, send, clock, cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(clock.sleeps).toEqual([expected])
  })

  it('retries an attempt that stalls, then succeeds', async () => {
    service.faults.push({ hang: true })
    const clock = fakeClock()
    const core = fakeCore(inputs({ 'timeout-seconds': '0.2', retries: '1' }))
    await main({ door: 'token', core, send, clock, cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(service.requests).toHaveLength(2)
    expect(core.log.some((line) => line.includes('no progress for 0.2 s'))).toBe(true)
  })

  it('retries a connection reset by the server', async () => {
    service.faults.push({ destroy: true })
    const core = fakeCore(inputs())
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(service.requests).toHaveLength(2)
  })

  it('makes retries + 1 attempts against a refused port', async () => {
    const { url } = service
    await service.close()
    const clock = fakeClock()
    const core = fakeCore(inputs({ 'auth-url': url, retries: '2' }))
    await main({ door: 'token', core, send, clock, cwd: process.cwd() })

    expect(clock.sleeps).toHaveLength(2)
    expect(core.failures).toHaveLength(1)
    expect(core.failures[0]).toMatch(/failed: 3 attempts made; the last one failed: .*ECONNREFUSED/)
  })

  it('never retries an OAuth error', async () => {
    const clock = fakeClock()
    const core = fakeCore(inputs({ 'client-secret': 'wrong' }))
    await main({ door: 'token', core, send, clock, cwd: process.cwd() })

    expect(service.requests).toHaveLength(1)
    expect(clock.sleeps).toEqual([])
    expect(core.failures[0]).toContain('invalid_client')
  })

  it('does not fail the step when no job summary can be written', async () => {
    const core = fakeCore(inputs(), { summaryFails: true })
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(core.log).toContainEqual(expect.stringMatching(/^debug: No job summary written/))
  })

  it('reports an unexpected error without a stack trace, redacted, with the stack only in debug', async () => {
    const core = fakeCore(inputs())
    const broken = async () => {
      throw new TypeError(`broken with ${service.clientSecret}`)
    }
    await main({ door: 'token', core, send: broken, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual(['Unexpected error: broken with ***'])
    const debug = core.log.filter((line) => line.startsWith('debug: '))
    expect(debug).toContainEqual(expect.stringMatching(/^debug: TypeError: broken with \*\*\*\n\s+at /))
    expect(core.log.filter((line) => !line.startsWith('debug: ')).join('\n')).not.toMatch(/\n\s+at /)
    expect(core.log.join('\n')).not.toContain(service.clientSecret)
  })

  it('labels a programming error as unexpected', async () => {
    const core = fakeCore(inputs())
    core.setOutput = () => {
      throw new RangeError('output file is gone')
    }
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual(['Unexpected error: output file is gone'])
    expect(core.log).toContainEqual(expect.stringMatching(/^debug: RangeError: output file is gone\n\s+at /))
  })
})

describe('main with an API call', () => {
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  beforeEach(async () => {
    api = await startAppstoreApi(service)
  })
  afterEach(() => api.close())
  const apiInputs = (extra: Record<string, string>) => inputs({ 'api-base-url': api.url, ...extra })
  const notAuthorized = { status: 403, body: 'Request is not authorized.' }

  it('publishes the call and adds a summary row', async () => {
    const core = fakeCore(apiInputs({ 'api-url': '/download/3' }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(core.outputs).toMatchObject({ 'api-status': '200', 'api-etag': '"blob"' })
    expect(core.summaries[0]).toMatch(/\| API call \| GET \/download\/3 → HTTP 200, 3 bytes, \d+ ms \|/)
    expect(core.summaries[0]).toMatch(/^### Amazon Appstore API call\n/)
  })

  it('says how many attempts a failing API took', async () => {
    api.faults.push(...Array(4).fill({ status: 503, body: 'busy' }))
    const core = fakeCore(apiInputs({ 'api-url': '/echo' }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([`GET ${api.url}/echo answered HTTP 503 after 4 attempts: busy`])
  })

  it('says the token may have expired when the API refuses it, and renews it', async () => {
    api.faults.push(notAuthorized)
    const core = fakeCore(apiInputs({ 'api-url': '/echo' }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.log).toContain(
      'info: The API answered 403 Request is not authorized: the token may have expired; requesting a new one'
    )
  })

  it('counts every byte of a large body streamed into api-output-file, without a warning', async () => {
    const size = RESPONSE_OUTPUT_LIMIT * 2
    const file = join(tempDir('main-out-'), 'body.bin')
    const core = fakeCore(apiInputs({ 'api-url': `/download/${size}`, 'api-output-file': file }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.log.filter((line) => line.startsWith('warning:'))).toEqual([])
    expect(core.log).toContain(`info: API answered HTTP 200 with ${size} bytes into ${file}`)
    expect(core.summaries[0]).toContain(`HTTP 200, ${size} bytes,`)
  })

  it('warns when the body is longer than the output holds', async () => {
    const core = fakeCore(apiInputs({ 'api-url': `/download/${RESPONSE_OUTPUT_LIMIT + 10}` }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.outputs['api-response']).toHaveLength(RESPONSE_OUTPUT_LIMIT)
    expect(core.log).toContainEqual(
      expect.stringMatching(
        /^warning: The response body is longer than 524288 bytes; api-response holds the first 524288/
      )
    )
  })

  it('renews an expired token once and republishes the token outputs', async () => {
    api.faults.push(notAuthorized)
    const core = fakeCore(apiInputs({ 'api-url': '/echo' }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(core.secrets).toEqual([service.clientSecret, ...service.issued])
    expect(core.outputs['access-token']).toBe(service.issued[1])
  })

  it('warns instead of failing on a refused fresh token when api-fail-on-error is false', async () => {
    api.faults.push(notAuthorized, notAuthorized)
    const core = fakeCore(apiInputs({ 'api-url': '/echo', 'api-fail-on-error': 'false' }))
    await main({ door: 'token', core, send, clock: fakeClock(), cwd: process.cwd() })

    expect(core.failures).toEqual([])
    expect(core.outputs['api-status']).toBe('403')
    expect(core.log).toContainEqual(expect.stringContaining('attach the security profile to this API'))
  })

  it('retries a GET on 503 but never a POST', async () => {
    api.faults.push({ status: 503 })
    const get = fakeCore(apiInputs({ 'api-url': '/echo' }))
    await main({ door: 'token', core: get, send, clock: fakeClock(), cwd: process.cwd() })
    expect(get.outputs['api-status']).toBe('200')
    expect(api.requests).toHaveLength(2)

    api.faults.push({ status: 503, body: 'busy' })
    const post = fakeCore(apiInputs({ 'api-url': '/echo', 'api-method': 'POST', 'api-body': '{}' }))
    await main({ door: 'token', core: post, send, clock: fakeClock(), cwd: process.cwd() })
    expect(api.requests).toHaveLength(3)
    expect(post.failures).toEqual([`POST ${api.url}/echo answered HTTP 503: busy`])
  })
})

describe('main with a report', () => {
  let api: Awaited<ReturnType<typeof startAppstoreApi>>
  let storage: OtherOrigin
  const zip = buildZip([
    { name: 'earnings.csv', data: 'a,b\r\n1,2\r\n' },
    { name: 'readme.txt', data: 'hi' }
  ])
  beforeEach(async () => {
    const body = await zip
    storage = await startOtherOrigin(() => ({ status: 200, body }))
    api = await startAppstoreApi(service, {
      reports: { 'earnings/2026/12': `${storage.url}/r.zip?sig=1`, 'sales/2026/12': 'ftp://files.example/r.zip' }
    })
  })
  afterEach(async () => {
    await api.close()
    await storage.close()
  })
  const reportInputs = (extra: Record<string, string>) => {
    const all: Record<string, string> = inputs({ 'api-base-url': api.url, types: 'earnings', ...extra })
    delete all.scope
    return all
  }
  const january = () => ({ ...fakeClock(), now: () => Date.parse('2027-01-02T03:04:05Z') })

  it('says how many attempts the pre-signed link took', async () => {
    await storage.close()
    storage = await startOtherOrigin(() => ({ status: 503, body: '<Error><Code>SlowDown</Code></Error>' }))
    api.reports['earnings/2026/12'] = `${storage.url}/r.zip?sig=1`
    const core = fakeCore(reportInputs({ retries: '2' }))
    await main({ door: 'report', core, send, clock: january(), cwd: tempDir('report-main-') })

    expect(core.failures).toEqual([
      'Downloading the earnings report for 2026-12 from its <pre-signed report link> failed after 3 attempts: ' +
        'HTTP 503 SlowDown. The link is valid for minutes only, so run the step again.'
    ])
  })

  it('downloads the previous month in January: December of the year before', async () => {
    const cwd = tempDir('report-main-')
    const core = fakeCore(reportInputs({}))
    await main({ door: 'report', core, send, clock: january(), cwd })

    expect(core.failures).toEqual([])
    expect(api.requests[0].path).toBe('/download/report/earnings/2026/12')
    expect(core.outputs['file']).toBe(join(cwd, 'appstore-reports', 'earnings-2026-12', 'earnings.csv'))
    expect(core.outputs['files'].split('\n')).toHaveLength(2)
    expect(core.summaries[0]).toContain('| File | readme.txt (2 bytes) |')
    expect(core.secrets).toContain(`${storage.url}/r.zip?sig=1`)
  })

  it('warns when the month has no report', async () => {
    const core = fakeCore(reportInputs({ period: '2026-11' }))
    await main({ door: 'report', core, send, clock: fakeClock(), cwd: tempDir('report-main-') })

    expect(core.failures).toEqual([])
    expect(core.outputs['found']).toBe('false')
    expect(core.log).toContainEqual(expect.stringMatching(/^warning: The earnings report for 2026-11 was not found/))
  })

  it('refuses a link that is not https, without printing it', async () => {
    const core = fakeCore(reportInputs({ types: 'sales' }))
    await main({ door: 'report', core, send, clock: january(), cwd: tempDir('report-main-') })

    expect(core.failures).toEqual([
      'The Reporting API answered a <pre-signed report link> that is not https (ftp:); it was not fetched.'
    ])
  })

  it('fails on an API error other than a missing report', async () => {
    api.faults.push({ status: 400, body: 'Bad report type' })
    const core = fakeCore(reportInputs({}))
    await main({ door: 'report', core, send, clock: january(), cwd: tempDir('report-main-') })

    expect(core.failures).toEqual([
      `GET ${api.url}/download/report/earnings/2026/12 answered HTTP 400: Bad report type`
    ])
  })
})
