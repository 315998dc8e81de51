// The bundled action making one authenticated API call against stand-in servers on loopback.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startAppstoreApi, patternBytes } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { startOtherOrigin } from '../../support/origin.js'
import { selfSignedCertificate } from '../../support/proxy.js'
import { createServer as createTlsServer } from 'node:https'
import { leaks, maskedBeforeUse, masks, runAction, type ActionRun } from '../../../__fixtures__/runner.mjs'
import { tempDir } from '../../support/temp.js'
import { sha256 } from '../../support/answers.js'

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
beforeEach(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens)
})
afterEach(async () => {
  await api.close()
  await tokens.close()
})

const inputs = (extra: Record<string, string>): Record<string, string> => ({
  'client-id': tokens.clientId,
  'client-secret': tokens.clientSecret,
  scope: 'appstore::apps:readwrite',
  'auth-url': tokens.url,
  'api-base-url': api.url,
  ...extra
})
const errorOf = (run: ActionRun) => run.lines.find((line) => line.startsWith('::error::')) ?? ''
const noLeaks = (run: ActionRun) => {
  for (const secret of [tokens.clientSecret, ...tokens.issued]) {
    expect(leaks(run, secret)).toEqual([])
    expect(maskedBeforeUse(run, secret)).toBe(true)
  }
}

describe('an API call', () => {
  it('sends the bearer token and outputs status, body, headers and ETag', async () => {
    const run = await runAction(inputs({ 'api-url': '/echo', 'api-headers': 'X-Trace: abc\nIf-Match: "e1"' }), {
      RUNNER_DEBUG: '1'
    })

    expect(run.code).toBe(0)
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0].headers.authorization).toBe(`Bearer ${tokens.issued[0]}`)
    expect(api.requests[0].headers['x-trace']).toBe('abc')
    expect(api.requests[0].headers['if-match']).toBe('"e1"')
    expect(run.outputs['api-status']).toBe('200')
    expect(JSON.parse(run.outputs['api-response'])).toMatchObject({ method: 'GET' })
    expect(JSON.parse(run.outputs['api-response-headers'])).toMatchObject({ 'content-type': 'application/json' })
    expect(run.summary).toMatch(/\| API call \| GET \/echo → HTTP 200, \d+ bytes, \d+ ms \|/)
    noLeaks(run)
  })

  it('outputs the ETag that the next If-Match needs', async () => {
    const run = await runAction(inputs({ 'api-url': '/download/10' }))
    expect(run.outputs['api-etag']).toBe('"blob"')
  })

  it('POSTs a JSON body', async () => {
    const run = await runAction(
      inputs({ 'api-url': `${api.url}/echo`, 'api-method': 'post', 'api-body': '{"a": "ü"}' })
    )

    expect(run.code).toBe(0)
    const [request] = api.requests
    expect(request.method).toBe('POST')
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.text).toBe('{"a": "ü"}')
  })

  it('streams a binary file up, byte for byte', async () => {
    const dir = tempDir('apk-')
    const apk = randomBytes(3 * 1024 * 1024 + 17)
    writeFileSync(join(dir, 'app.apk'), apk)
    const run = await runAction(
      inputs({
        'api-url': '/echo',
        'api-method': 'PUT',
        'api-body-file': join(dir, 'app.apk'),
        'api-headers': 'fileName: app.apk'
      })
    )

    expect(run.code).toBe(0)
    const [request] = api.requests
    expect(request.sha256).toBe(sha256(apk))
    expect(request.bytes).toBe(apk.length)
    expect(request.headers['content-length']).toBe(String(apk.length))
    expect(request.headers['content-type']).toBe('application/octet-stream')
    expect(request.headers.filename).toBe('app.apk')
  })

  it('streams a download into a file, byte for byte, creating its folders', async () => {
    const size = 5 * 1024 * 1024 + 3
    const run = await runAction(
      inputs({ 'api-url': `/download/${size}`, 'api-output-file': 'out/deep/blob.bin' }),
      {},
      {
        workspace: tempDir('call-e2e-')
      }
    )

    expect(run.code).toBe(0)
    const file = join(run.workspace, 'out/deep/blob.bin')
    const expected = createHash('sha256')
    for await (const chunk of patternBytes(size)) expected.update(chunk)
    expect(sha256(readFileSync(file))).toBe(expected.digest('hex'))
    // Windows has no POSIX modes (stat says 0o666 for any file one may write).
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(run.outputs['api-response']).toBe('')
    expect(run.outputs['api-status']).toBe('200')
  })
})

describe('token expiry', () => {
  const notAuthorized = {
    status: 403,
    headers: { 'Content-Type': 'application/json' },
    body: '{"message":"Request is not authorized."}'
  }

  it('requests a new token after 403 Request is not authorized, repeats once, and outputs the new token', async () => {
    api.faults.push(notAuthorized)
    const run = await runAction(inputs({ 'api-url': '/echo' }))

    expect(run.code).toBe(0)
    expect(tokens.issued).toHaveLength(2)
    expect(api.requests).toHaveLength(2)
    expect(api.requests[1].headers.authorization).toBe(`Bearer ${tokens.issued[1]}`)
    expect(run.outputs['access-token']).toBe(tokens.issued[1])
    expect(masks(run)).toEqual([tokens.clientSecret, tokens.issued[0], tokens.issued[1]])
    noLeaks(run)
  })

  it('fails with a hint when the new token is refused too', async () => {
    api.faults.push(notAuthorized, notAuthorized)
    const run = await runAction(inputs({ 'api-url': '/echo' }))

    expect(run.code).toBe(1)
    expect(tokens.issued).toHaveLength(2)
    expect(api.requests).toHaveLength(2)
    expect(errorOf(run)).toContain('GET ' + api.url + '/echo answered HTTP 403: Request is not authorized.')
    expect(errorOf(run)).toContain('attach the security profile to this API')
    expect(run.outputs['api-status']).toBe('403')
  })
})

describe('redirects', () => {
  it('keeps the token on the same origin and drops it for another', async () => {
    const other = await startOtherOrigin()
    try {
      const to = encodeURIComponent(`${other.url}/file?sig=abc`)
      const run = await runAction(inputs({ 'api-url': `/redirect?to=${to}` }))

      expect(run.code).toBe(0)
      expect(api.requests[0].headers.authorization).toBe(`Bearer ${tokens.issued[0]}`)
      expect(other.seen).toHaveLength(1)
      expect(other.seen[0].headers.authorization).toBeUndefined()
      expect(run.outputs['api-response']).toBe('elsewhere')
    } finally {
      await other.close()
    }
  })

  it('refuses a redirect from https to http with the redirect message, after an http token service', async () => {
    // The token comes over plain http (loopback), the call goes over https: each protocol needs its
    // own agent, or the call fails with 'Protocol "https:" not supported' before the redirect is seen.
    const tls = selfSignedCertificate('127.0.0.1')
    const secure = createTlsServer(tls, (_req, res) => {
      res.writeHead(302, { Location: `${api.url}/echo` })
      res.end()
    })
    await new Promise<void>((done) => secure.listen(0, '127.0.0.1', done))
    const origin = `https://127.0.0.1:${(secure.address() as { port: number }).port}`
    try {
      const run = await runAction(inputs({ 'api-url': `${origin}/v1/thing` }), { NODE_EXTRA_CA_CERTS: tls.certFile })

      expect(errorOf(run)).toBe(
        `::error::Refused a redirect from ${origin}/v1/thing to ${new URL(api.url).origin}: only https is followed.`
      )
      expect(api.requests).toHaveLength(0)
    } finally {
      secure.closeAllConnections()
      await new Promise((done) => secure.close(done))
    }
  })

  it('follows a same-origin redirect with the token', async () => {
    const run = await runAction(inputs({ 'api-url': `/redirect?to=/echo&status=307` }))

    expect(run.code).toBe(0)
    expect(api.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${tokens.issued[0]}`,
      `Bearer ${tokens.issued[0]}`
    ])
  })
})

describe('error answers', () => {
  it.each(['404', '500'])(
    'fails on %s with method, URL without query, status and excerpt; outputs set first',
    async (status) => {
      const run = await runAction(inputs({ 'api-url': `/status/${status}?signature=hush`, retries: '0' }))

      expect(run.code).toBe(1)
      expect(errorOf(run)).toBe(`::error::GET ${api.url}/status/${status} answered HTTP ${status}: status ${status}`)
      expect(run.stdout).not.toContain('hush')
      expect(run.outputs['api-status']).toBe(status)
      expect(run.outputs['access-token']).toBe(tokens.issued[0])
    }
  )

  it.each(['404', '500'])('reports %s through the outputs when api-fail-on-error is false', async (status) => {
    const run = await runAction(inputs({ 'api-url': `/status/${status}`, retries: '0', 'api-fail-on-error': 'false' }))

    expect(run.code).toBe(0)
    expect(run.outputs['api-status']).toBe(status)
    expect(JSON.parse(run.outputs['api-response'])).toEqual({ message: `status ${status}` })
    expect(run.lines.find((line) => line.startsWith('::warning::'))).toContain(`answered HTTP ${status}`)
  })

  it("refuses an api-output-file that is the runner's GITHUB_OUTPUT file, before any request", async () => {
    const run = await runAction(inputs({ 'api-url': '/download/10', 'api-output-file': 'github_output' }))

    expect(run.code).toBe(1)
    expect(errorOf(run)).toBe(
      "::error::Input 'api-output-file' names the runner's GITHUB_OUTPUT file ('github_output'), which sets the step's outputs: the action never writes it."
    )
    expect(run.outputs).toEqual({})
    expect(tokens.requests).toHaveLength(0)
    expect(api.requests).toHaveLength(0)
  })

  it('writes no output file for an error answer', async () => {
    const run = await runAction(
      inputs({ 'api-url': '/status/404', 'api-output-file': 'x.bin' }),
      {},
      { workspace: tempDir('call-e2e-') }
    )
    expect(run.code).toBe(1)
    expect(() => statSync(join(run.workspace, 'x.bin'))).toThrow()
  })
})

describe('bad API input', () => {
  it('refuses bad input before any request, as a runner shows it (the rest: main.inputs.test.ts)', async () => {
    const run = await runAction(inputs({ 'api-url': '/echo', ...{ 'api-headers': 'authorization: Bearer mine' } }))

    expect(run.code).toBe(1)
    expect(errorOf(run)).toContain("Input 'api-headers' must not set Authorization")
    expect(tokens.requests).toHaveLength(0)
    expect(api.requests).toHaveLength(0)
  })
})
