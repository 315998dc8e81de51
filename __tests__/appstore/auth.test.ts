import { describe, expect, it } from '@jest/globals'
import { Readable } from 'node:stream'
import { DEFAULT_POLICY } from '../../src/net/retry.js'
import { encodeForm, requestToken } from '../../src/appstore/auth.js'
import { RequestFailed } from '../../src/net/exchange.js'
import { NetworkError } from '../../src/net/transport.js'
import { Failure } from '../../src/step/errors.js'
import { Secrets } from '../../src/step/secrets.js'
import { fakeClock } from '../support/fake-core.js'
import { scriptedSend, type Scripted } from '../support/fake-send.js'

describe('encodeForm', () => {
  it('URL-encodes every field so that any byte arrives as sent', () => {
    const secret = 'a+b/c=d&e%f?g h-Ünï✓'
    const body = encodeForm({ grant_type: 'client_credentials', client_secret: secret })
    expect(body).toBe('grant_type=client_credentials&client_secret=a%2Bb%2Fc%3Dd%26e%25f%3Fg+h-%C3%9Cn%C3%AF%E2%9C%93')
    expect(new URLSearchParams(body).get('client_secret')).toBe(secret)
  })
})

describe('requestToken', () => {
  const request = {
    tokenUrl: new URL('https://api.amazon.com/auth/o2/token'),
    clientId: 'id',
    clientSecret: 'secret',
    scope: 'appstore::apps:readwrite'
  }
  const run = async (answers: Scripted[], retries = 0) => {
    const masked: string[] = []
    const secrets = new Secrets((value) => masked.push(value))
    const send = scriptedSend(answers)
    const log = { info: () => {}, debug: () => {} }
    const token = requestToken(request, {
      send,
      clock: fakeClock(),
      mask: secrets.add,
      policy: { ...DEFAULT_POLICY, retries },
      timeoutMs: 1000,
      log
    })
    return { token, masked, send, secrets }
  }
  /** The failure's message as the step shows it (rendered, with no secret to redact). */
  const failureOf = async (token: Promise<unknown>): Promise<string> =>
    token.then(
      () => '(no failure)',
      (error: unknown) => (error instanceof Failure ? error.render((text) => text) : (error as Error).message)
    )
  const json = (status: number, value: unknown): Scripted => ({ status, body: JSON.stringify(value) })

  it('sends the four form fields and reads the token', async () => {
    const { token, masked, send } = await run([
      json(200, { access_token: 'Atc|abc', token_type: 'Bearer', expires_in: 3600 })
    ])
    await expect(token).resolves.toMatchObject({
      accessToken: 'Atc|abc',
      tokenType: 'Bearer',
      expiresIn: 3600,
      scope: request.scope
    })
    // The client secret is main()'s to mask, once, before anything runs (security.e2e proves the order).
    expect(masked).toEqual(['Atc|abc'])
    expect(send.requests[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
    })
    expect(Object.fromEntries(new URLSearchParams(send.requests[0].body as string))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'id',
      client_secret: 'secret',
      scope: request.scope
    })
  })

  it.each([
    [{ status: 200, body: '<html>oops</html>' }, 'answered HTTP 200 with a body that is not a JSON object: oops'],
    [{ status: 200, body: '[1]' }, 'not a JSON object'],
    [json(200, { access_token: '', token_type: 'bearer', expires_in: 1 }), 'no access_token'],
    [
      json(200, { access_token: 'Atc|x' }),
      "token_type '' is not bearer, expires_in undefined is not a number of seconds from 1 to 315360000"
    ],
    [
      json(200, { access_token: 'Atc|x', token_type: 'bearer', expires_in: 'soon' }),
      'expires_in "soon" is not a number'
    ],
    [{ status: 404, body: 'Not Found' }, 'failed: HTTP 404: Not Found'],
    [json(400, { error: 'invalid_scope' }), '(no error_description) (error invalid_scope, HTTP 400)'],
    [json(500, { error: 'server_error', error_description: 'down' }), 'down (error server_error, HTTP 500)'],
    [new NetworkError('socket hang up', true), 'failed: 1 attempt made; the last one failed: socket hang up']
  ])('fails on %j', async (answer, message) => {
    const { token } = await run([answer])
    expect(await failureOf(token)).toContain(message)
  })

  it('makes one attempt when the failure is not the network', async () => {
    const { token, send } = await run([new TypeError('a bug'), json(200, {})], 3)
    await expect(token).rejects.toThrow(TypeError)
    expect(send.requests).toHaveLength(1)
  })

  it('says how many attempts a transient status took', async () => {
    const { token } = await run(
      [
        { status: 502, body: 'a' },
        { status: 502, body: 'b' }
      ],
      1
    )
    expect(await failureOf(token)).toContain('failed after 2 attempts: HTTP 502: b')
  })

  it('masks a token even in a body it refuses', async () => {
    const { token, masked } = await run([json(200, { access_token: 'Atc|leak', token_type: 'mac', expires_in: 5 })])
    await expect(token).rejects.toThrow("token_type 'mac'")
    expect(masked).toContain('Atc|leak')
  })

  describe('a token in a body it cannot use is never shown', () => {
    const TOKEN = 'Atc|MQEWYJxE-secret-token'
    it.each([
      ['trailing text', `{"access_token":"${TOKEN}","token_type":"bearer","expires_in":3600}<!-- cached -->`, 200],
      ['a gateway page quoting the answer', `<html><pre>{"access_token": "${TOKEN}"}</pre> bad gateway</html>`, 502],
      ['an escaped slash in the token', `{"access_token":"Atc|a\\/b-secret", "x": }`, 200],
      ['a bare token in plain text', `upstream said ${TOKEN} then failed`, 500]
    ])('with %s', async (_name, body, status) => {
      const { token, masked, secrets } = await run([{ status, body }])
      const error = await token.catch((thrown: unknown) => thrown)
      expect(error).toBeInstanceOf(Failure)
      const message = (error as Failure).render((text) => secrets.redact(text))
      expect(secrets.redact(message)).toBe(message)
      expect(message).not.toMatch(/Atc\|[a-zA-Z]/)
      expect(masked.some((value) => value.startsWith('Atc|'))).toBe(true)
    })
  })

  it('takes an answer that starts with a byte order mark', async () => {
    const { token } = await run([
      { status: 200, body: `\uFEFF${JSON.stringify({ access_token: 'Atc|x', token_type: 'bearer', expires_in: 60 })}` }
    ])
    await expect(token).resolves.toMatchObject({ accessToken: 'Atc|x', expiresIn: 60 })
  })

  it('stops reading at 64 KiB and shows nothing of a larger body', async () => {
    const endless = new Readable({
      read() {
        this.push(Buffer.from(`{"access_token":"Atc|in-a-flood",${' '.repeat(4096)}`))
      }
    })
    const send = Object.assign(async () => ({ status: 200, headers: {}, body: endless }), { requests: [] })
    const secrets = new Secrets(() => {})
    const attempt = requestToken(request, {
      send,
      clock: fakeClock(),
      mask: secrets.add,
      policy: { ...DEFAULT_POLICY, retries: 0 },
      timeoutMs: 1000,
      log: { info: () => {}, debug: () => {} }
    })
    const message = await failureOf(attempt)
    expect(message).toMatch(/with a body over 64 KiB, which no token answer is; it is not shown/)
    expect(message).not.toContain('flood')
    expect(endless.destroyed).toBe(true)
  })

  it('bounds each attempt in total time, not only between bytes', async () => {
    const { token, send } = await run([json(200, { access_token: 'Atc|x', token_type: 'bearer', expires_in: 60 })])
    await token
    expect(send.requests[0]).toMatchObject({ timeoutMs: 1000, totalMs: 1000 })
  })

  it.each([
    [1e20, 'expires_in 100000000000000000000 is not a number of seconds'],
    [true, 'expires_in true is not a number of seconds'],
    ['36 00', 'expires_in "36 00" is not a number of seconds'],
    ['3600.5', 'expires_in "3600.5" is not a number of seconds'],
    ['0', 'expires_in 0 is not a number of seconds'],
    [-5, 'expires_in -5 is not'],
    [null, 'expires_in null is not']
  ])('refuses expires_in %j clearly', async (expiresIn, problem) => {
    const { token } = await run([json(200, { access_token: 'Atc|x', token_type: 'bearer', expires_in: expiresIn })])
    const message = await failureOf(token)
    expect(message).toContain(problem)
    expect(message).not.toMatch(/Invalid time value|Unexpected/)
  })

  it('takes expires_in as a string of digits, as some token services send it', async () => {
    const { token } = await run([json(200, { access_token: 'Atc|x', token_type: 'bearer', expires_in: '3600' })])
    const got = await token
    expect(got.expiresIn).toBe(3600)
    expect(got.expiresAt.getTime() - Date.now()).toBeGreaterThan(3590 * 1000)
  })

  it.each([
    ['a control character', 'Atc|a\u0007b'],
    ['a line break', 'Atc|a\r\nX-Evil: 1'],
    ['bytes that were not UTF-8', 'Atc|a\ufffdb'],
    ['a space', 'Atc|a b']
  ])('refuses an access_token holding %s, without showing it', async (_name, accessToken) => {
    const { token } = await run([json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 60 })])
    const message = await failureOf(token)
    expect(message).toContain('an access_token that an HTTP header cannot carry')
    expect(message).not.toContain('Atc|a')
  })

  it('says how many attempts an OAuth error took when the service kept failing', async () => {
    const { token } = await run(Array(3).fill(json(500, { error: 'server_error', error_description: 'down' })), 2)
    expect(await failureOf(token)).toContain(
      'Token request refused after 3 attempts: down (error server_error, HTTP 500)'
    )
  })

  it('says which URL did not resolve, for the step to name its input', async () => {
    const notFound = new NetworkError('getaddrinfo ENOTFOUND api.amazon.cmo', false, 'ENOTFOUND')
    const { token } = await run([notFound])
    const error = await token.catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RequestFailed)
    expect((error as RequestFailed).unresolvedUrl?.href).toBe(request.tokenUrl.href)
  })
})
