// The bundled action, spawned as a runner spawns it, against the stand-in token service.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { ERRORS, startTokenService } from '../../../__fixtures__/token-service.mjs'
import { failureOf, leaks, maskedBeforeUse, masks, runAction } from '../../../__fixtures__/runner.mjs'
import { selfSignedCertificate, startConnectProxy } from '../../support/proxy.js'
import { json } from '../../support/answers.js'

type Service = Awaited<ReturnType<typeof startTokenService>>
const NASTY_SECRET = 'a+b/c=d&e%f?g h-Ünïcødé✓"\\'

let service: Service
beforeEach(async () => {
  service = await startTokenService({ clientSecret: NASTY_SECRET })
})
afterEach(() => service.close())

const inputs = (extra: Record<string, string> = {}): Record<string, string> => ({
  'client-id': service.clientId,
  'client-secret': NASTY_SECRET,
  scope: 'appstore::apps:readwrite',
  'auth-url': service.url,
  ...extra
})

describe('a token request that succeeds', () => {
  it.each([
    ['without', undefined],
    ['with', '1']
  ])('outputs a masked token %s RUNNER_DEBUG', async (_, debug) => {
    const run = await runAction(inputs({ 'client-secret': `\n ${NASTY_SECRET} \n` }), { RUNNER_DEBUG: debug })

    expect(run.code).toBe(0)
    const [token] = service.issued
    expect(token).toMatch(/^Atc\|/)
    expect(run.outputs).toMatchObject({
      'access-token': token,
      'token-type': 'bearer',
      'expires-in': '3600',
      scope: 'appstore::apps:readwrite'
    })
    const expiresAt = Date.parse(run.outputs['expires-at'])
    expect(run.outputs['expires-at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(60_000)

    expect(masks(run)).toEqual([NASTY_SECRET, token])
    expect(maskedBeforeUse(run, token)).toBe(true)
    expect(leaks(run, token)).toEqual([])
    expect(leaks(run, NASTY_SECRET)).toEqual([])
    expect(leaks(run, encodeURIComponent(NASTY_SECRET))).toEqual([])
    expect(run.summary).toContain('appstore::apps:readwrite')
    expect(run.summary).toContain(run.outputs['expires-at'])
  })

  it('sends one form-encoded POST whose fields arrive byte for byte', async () => {
    await runAction(inputs())

    expect(service.requests).toHaveLength(1)
    const [request] = service.requests
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/auth/o2/token')
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(request.form).toEqual({
      grant_type: 'client_credentials',
      client_id: service.clientId,
      client_secret: NASTY_SECRET,
      scope: 'appstore::apps:readwrite'
    })
  })

  it('tolerates a trailing slash and keeps a path prefix of auth-url', async () => {
    const run = await runAction(inputs({ 'auth-url': `${service.url}/` }))
    expect(run.code).toBe(0)
    expect(service.requests[0].path).toBe('/auth/o2/token')
  })

  it('takes auth-url given as the whole token URL, as Amazon documents it', async () => {
    const run = await runAction(inputs({ 'auth-url': `${service.url}/auth/o2/token` }))
    expect(run.code).toBe(0)
    expect(service.requests.map((request) => request.path)).toEqual(['/auth/o2/token'])
  })

  it('asks for the reporting scope and outputs the scope as granted', async () => {
    const run = await runAction(inputs({ scope: 'adx_reporting::appstore:marketer' }))
    expect(run.outputs.scope).toBe('adx_reporting::appstore:marketer')
    expect(service.requests[0].form?.scope).toBe('adx_reporting::appstore:marketer')
  })

  it("sends through @actions/http-client: with and without HTTPS_PROXY, a loopback service is reached directly, as the client's proxy rules say", async () => {
    // http-client never proxies a loopback host; the proxy below would refuse every request it got.
    const proxy = await startConnectProxy(1)
    try {
      for (const env of [{}, { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url }]) {
        const run = await runAction(inputs(), env)
        expect(failureOf(run)).toBe('')
        expect(run.outputs['access-token']).toBe(service.issued.at(-1))
      }
      expect(service.requests).toHaveLength(2)
      expect(proxy.tunnels).toEqual([])
      expect(proxy.authorizations).toEqual([])
    } finally {
      await proxy.close()
    }
  })

  it('goes through HTTPS_PROXY to an https token service', async () => {
    const host = 'token.service.test'
    const tls = selfSignedCertificate(host)
    const secure = await startTokenService({ clientSecret: NASTY_SECRET, tls })
    const proxy = await startConnectProxy(secure.port)
    try {
      const run = await runAction(inputs({ 'auth-url': `https://${host}` }), {
        HTTPS_PROXY: proxy.url,
        NODE_EXTRA_CA_CERTS: tls.certFile
      })
      expect(run.stdout).not.toContain('::error::')
      expect(run.code).toBe(0)
      expect(proxy.tunnels).toEqual([`${host}:443`])
      expect(secure.requests).toHaveLength(1)
      expect(run.outputs['access-token']).toBe(secure.issued[0])
    } finally {
      await proxy.close()
      await secure.close()
    }
  })
})

describe('a proxy with credentials', () => {
  const host = 'token.service.test'
  let tls: ReturnType<typeof selfSignedCertificate>
  let secure: Awaited<ReturnType<typeof startTokenService>>
  let proxy: Awaited<ReturnType<typeof startConnectProxy>>
  beforeEach(async () => {
    tls = selfSignedCertificate(host)
    secure = await startTokenService({ clientSecret: NASTY_SECRET, tls })
    proxy = await startConnectProxy(secure.port, 'proxy-user:proxy-pass')
  })
  afterEach(async () => {
    await proxy.close()
    await secure.close()
  })
  const through = (proxyUrl: string) =>
    runAction(inputs({ 'auth-url': `https://${host}` }), { HTTPS_PROXY: proxyUrl, NODE_EXTRA_CA_CERTS: tls.certFile })

  it('sends them, and prints no deprecation warning of the tunnel package', async () => {
    const run = await through(proxy.url.replace('//', '//proxy-user:proxy-pass@'))

    expect(run.code).toBe(0)
    expect(proxy.tunnels).toEqual([`${host}:443`])
    expect(run.stderr).not.toMatch(/DeprecationWarning|DEP0005/)
  })

  it('fails at once when the proxy refuses them, naming HTTPS_PROXY and not the credentials', async () => {
    const run = await through(proxy.url.replace('//', '//proxy-user:wrong-pass@'))

    expect(run.code).toBe(1)
    expect(proxy.authorizations).toHaveLength(1)
    const error = run.lines.find((line) => line.startsWith('::error::')) ?? ''
    expect(error).toContain('The proxy refused the credentials in HTTPS_PROXY (HTTP 407')
    expect(run.stdout).not.toContain('wrong-pass')
  })

  it('refuses a proxy variable that is not a URL, naming it, instead of connecting directly', async () => {
    const run = await through('http://proxy host:3128')

    expect(run.code).toBe(1)
    expect(run.lines.find((line) => line.startsWith('::error::'))).toContain(
      'The HTTPS_PROXY variable is not a proxy URL'
    )
    expect(secure.requests).toHaveLength(0)
  })
})

describe('the root action given an input of a sub-action', () => {
  it.each([
    ['app-id', 'amzn1.devportal.mobileapp.demo', 'release', "Input 'app-id' is not an input of the token action"],
    ['types', 'sales', 'report', "Input 'types' is not an input of the token action"]
  ])('%s: says which sub-action to use, before any request', async (name, value, door, message) => {
    const run = await runAction(inputs({ [name]: value }))

    expect(run.code).toBe(1)
    expect(failureOf(run)).toContain(message)
    expect(failureOf(run)).toContain(`uses: appstore-actions/appstore-token-action/${door}@v1`)
    expect(service.requests).toEqual([])
  })
})

describe('a token request that is refused', () => {
  const errorLine = (run: Awaited<ReturnType<typeof runAction>>) =>
    run.lines.find((l) => l.startsWith('::error::')) ?? ''

  it('fails on invalid_client in one request, with description, code, status and hint', async () => {
    const run = await runAction(inputs({ 'client-secret': 'wrong' }))

    expect(run.code).toBe(1)
    expect(service.requests).toHaveLength(1)
    const error = errorLine(run)
    expect(error).toContain('Client authentication failed')
    expect(error).toContain('invalid_client')
    expect(error).toContain('HTTP 401')
    expect(error).toContain('Web Settings')
    expect(run.outputs['access-token']).toBeUndefined()
  })

  it('fails on invalid_scope after warning that the scope is unknown', async () => {
    const run = await runAction(inputs({ scope: 'appstore::apps:read' }))

    expect(run.code).toBe(1)
    expect(run.lines.find((l) => l.startsWith('::warning::'))).toContain('adx_reporting::appstore:marketer')
    const error = errorLine(run)
    expect(error).toContain('The request has an invalid parameter : scope')
    expect(error).toContain('HTTP 400')
    expect(error).toContain('API Access')
  })

  it.each(['unsupported_grant_type', 'invalid_request', 'unauthorized_client'])(
    'reports %s without retrying',
    async (code) => {
      // unauthorized_client is not in the spec: its status and description are those of a real answer.
      const [status, description] = ERRORS[code as keyof typeof ERRORS] ?? [
        400,
        'Not authorized for requested operation'
      ]
      service.faults.push(json(Number(status), { error: code, error_description: description }))
      const run = await runAction(inputs())

      expect(run.code).toBe(1)
      expect(service.requests).toHaveLength(1)
      expect(errorLine(run)).toContain(`${description} (error ${code}, HTTP ${status})`)
    }
  )

  it.each([
    [{ token_type: 'bearer', expires_in: 3600 }, 'no access_token'],
    [{ access_token: 'Atc|x-not-bearer', token_type: 'mac', expires_in: 3600 }, "token_type 'mac' is not bearer"],
    [
      { access_token: 'Atc|x-no-expiry', token_type: 'Bearer', expires_in: 0 },
      'expires_in 0 is not a number of seconds'
    ]
  ])('fails on a success body without a usable token: %j', async (body, problem) => {
    service.faults.push(json(200, body))
    const run = await runAction(inputs())

    expect(run.code).toBe(1)
    expect(errorLine(run)).toContain(problem)
    expect(run.outputs['access-token']).toBeUndefined()
    if ('access_token' in body) expect(leaks(run, body.access_token as string)).toEqual([])
  })

  it('reports an HTML 502 page by status and excerpt, with no stack trace', async () => {
    service.faults.push({
      status: 502,
      headers: { 'Content-Type': 'text/html' },
      body: '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'
    })
    const run = await runAction(inputs({ retries: '0' }))

    expect(run.code).toBe(1)
    expect(errorLine(run)).toContain('HTTP 502: 502 Bad Gateway Bad Gateway')
    expect(run.stdout + run.stderr).not.toMatch(/\bat .*\.js:\d+/)
    expect(run.stdout).not.toContain('SyntaxError')
  })

  it('never prints a secret that the service echoes back', async () => {
    service.faults.push(
      json(400, {
        error: 'invalid_request',
        error_description: `bad client_secret=${encodeURIComponent(NASTY_SECRET)} or ${NASTY_SECRET}`
      })
    )
    const run = await runAction(inputs(), { RUNNER_DEBUG: '1' })

    expect(run.code).toBe(1)
    expect(errorLine(run)).toContain('bad client_secret=*** or ***')
    expect(leaks(run, NASTY_SECRET)).toEqual([])
    expect(leaks(run, encodeURIComponent(NASTY_SECRET))).toEqual([])
  })
})

describe('transient faults', () => {
  it('retries 503s and then succeeds, honouring Retry-After', async () => {
    service.faults.push(
      { status: 503, headers: { 'Retry-After': '0' } },
      { status: 503, headers: { 'Retry-After': '0' } }
    )
    const run = await runAction(inputs())

    expect(run.code).toBe(0)
    expect(service.requests).toHaveLength(3)
    expect(run.outputs['access-token']).toBe(service.issued[0])
  })

  it('retries a 429 with Retry-After', async () => {
    service.faults.push({ status: 429, headers: { 'Retry-After': '0' } })
    const run = await runAction(inputs())

    expect(run.code).toBe(0)
    expect(service.requests).toHaveLength(2)
  })

  it('says how many attempts were made and what the last one got', async () => {
    for (let i = 0; i < 3; i++) service.faults.push({ status: 503, headers: { 'Retry-After': '0' }, body: 'busy' })
    const run = await runAction(inputs({ retries: '2' }))

    expect(run.code).toBe(1)
    expect(service.requests).toHaveLength(3)
    expect(run.lines.find((l) => l.startsWith('::error::'))).toContain('failed after 3 attempts: HTTP 503: busy')
  })

  it('aborts an attempt that never answers', async () => {
    service.faults.push({ hang: true })
    const run = await runAction(inputs({ retries: '0', 'timeout-seconds': '0.3' }))

    expect(run.code).toBe(1)
    expect(service.requests).toHaveLength(1)
    expect(failureOf(run)).toContain('1 attempt made; the last one failed: no progress for 0.3 s')
    expect(failureOf(run)).toContain("Hint: 'timeout-seconds' is how long a request may go without a byte moving.")
  })

  it('reports a refused port', async () => {
    const { url } = service
    await service.close()
    const run = await runAction(inputs({ 'auth-url': url, retries: '0' }))

    expect(run.code).toBe(1)
    expect(run.lines.find((l) => l.startsWith('::error::'))).toContain('ECONNREFUSED')
  })
})

describe('bad input', () => {
  it('refuses bad input before any request, as a runner shows it (the rest: main.inputs.test.ts)', async () => {
    const run = await runAction(inputs({ 'client-id': ' ' }))

    expect(run.code).toBe(1)
    expect(service.requests).toHaveLength(0)
    expect(run.lines.find((l) => l.startsWith('::error::'))).toContain("Input 'client-id' is required")
    expect(leaks(run, NASTY_SECRET)).toEqual([])
  })
})
