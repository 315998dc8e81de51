import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Readable } from 'node:stream'
import { NetworkError, createSend, discard, proxyVariable, readText } from '../../src/net/transport.js'
import { startConnectProxy, type Proxy } from '../support/proxy.js'

describe('readText', () => {
  it('keeps at most the limit and says so', async () => {
    const body = Readable.from([Buffer.from('hello '), Buffer.from('world'), Buffer.from('!')])
    expect(await readText(body, 8)).toEqual({ text: 'hello wo', truncated: true, bytes: 8 })
    expect(body.destroyed).toBe(true)
  })

  it('reads a whole body within the limit', async () => {
    expect(await readText(Readable.from([Buffer.from('ok')]))).toEqual({ text: 'ok', truncated: false, bytes: 2 })
  })

  it('fails as a network error when the body closes before its end, with or without an error', async () => {
    const closed = new Readable({ read() {} })
    closed.push('part')
    setImmediate(() => closed.destroy())
    await expect(readText(closed)).rejects.toMatchObject({
      name: 'NetworkError',
      code: 'ERR_STREAM_PREMATURE_CLOSE',
      mayHaveReachedServer: true
    })
    const failed = new Readable({ read() {} })
    setImmediate(() => failed.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })))
    await expect(readText(failed)).rejects.toMatchObject({ message: 'ECONNRESET: socket hang up', code: 'ECONNRESET' })
  })
})

describe('discard', () => {
  it('drains a body to its end', async () => {
    const body = Readable.from(
      Array.from({ length: 64 }, () => Buffer.alloc(64 * 1024)),
      { highWaterMark: 1 }
    )
    discard(body)
    // A body nobody reads never ends: without discard this waits out the bound and fails.
    const ended = await Promise.race([
      once(body, 'end').then(() => true),
      new Promise<boolean>((done) => setTimeout(() => done(false), 2000).unref())
    ])
    expect(ended).toBe(true)
    expect(body.readableEnded).toBe(true)
  })

  it('listens for an error of the body, which would otherwise crash the process', () => {
    const body = new Readable({ read() {} })
    expect(body.listenerCount('error')).toBe(0)
    discard(body)
    expect(body.listenerCount('error')).toBeGreaterThan(0)
    body.destroy(new Error('reset'))
  })
})

describe('createSend against a loopback server', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void
  let handler: Handler
  let server: Server
  let url: URL
  beforeAll(async () => {
    server = createServer((req, res) => handler(req, res))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`)
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  })
  const send = createSend('test')
  const failureOf = async (promise: Promise<unknown>): Promise<NetworkError> => {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason
    )
    expect(error).toBeInstanceOf(NetworkError)
    return error as NetworkError
  }

  it('streams a request body from a fresh stream and hands back the answer', async () => {
    handler = (req, res) => {
      let bytes = 0
      req.on('data', (chunk: Buffer) => (bytes += chunk.length))
      req.on('end', () => res.end(`${req.method} ${req.headers['user-agent']} ${bytes}`))
    }
    const body = () => Readable.from([Buffer.alloc(1000), Buffer.alloc(24)])
    const response = await send({ method: 'PUT', url, body, timeoutMs: 5000 })
    expect((await readText(response.body)).text).toBe('PUT test 1024')
  })

  it('reports a stall as a timeout, also in the middle of a body', async () => {
    handler = (_req, res) => {
      res.writeHead(200)
      res.write('part')
    }
    const response = await send({ method: 'GET', url, timeoutMs: 400 })
    const error = await failureOf(readText(response.body))
    expect(error).toMatchObject({ message: 'no progress for 0.4 s', stalled: true })
  })

  it('ends an attempt that trickles past its total time', async () => {
    handler = (_req, res) => {
      res.writeHead(200)
      const timer = setInterval(() => res.write('.'), 20)
      res.on('close', () => clearInterval(timer))
    }
    const response = await send({ method: 'GET', url, timeoutMs: 1000, totalMs: 300 })
    const error = await failureOf(readText(response.body))
    expect(error).toMatchObject({ message: 'no complete answer within 0.3 s', stalled: true })
  })

  it('turns a reset in the middle of a body into a network error', async () => {
    handler = (req, res) => {
      res.writeHead(200, { 'Content-Length': '100' })
      res.write('short', () => req.socket.destroy())
    }
    const response = await send({ method: 'GET', url, timeoutMs: 5000 })
    expect((await failureOf(readText(response.body))).mayHaveReachedServer).toBe(true)
  })

  it('says a refused connection never reached the server', async () => {
    const closed = new URL('http://127.0.0.1:9/')
    const error = await failureOf(send({ method: 'POST', url: closed, body: 'x', timeoutMs: 5000 }))
    expect(error.message).toMatch(/ECONNREFUSED/)
    expect(error.mayHaveReachedServer).toBe(false)
  })

  it('fails the attempt with the error of the request body, which is no network error', async () => {
    handler = (req, res) => req.on('end', () => res.end()).resume()
    const body = () => createReadStream('/nonexistent/body.apk')
    const error = await send({ method: 'PUT', url, body, timeoutMs: 5000 }).then(
      () => undefined,
      (reason: unknown) => reason
    )
    expect(error).not.toBeInstanceOf(NetworkError)
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT')
  })

  it("keeps one connection for a run's repeatable requests, each attempt's listener leaving with it", async () => {
    // The connections counted are those this test's requests came on: the server also accepts, late,
    // a connection an earlier test began and dropped (its request body failed before it was sent).
    const served = new Set<Socket>()
    handler = (req, res) => {
      served.add(req.socket)
      req.on('end', () => res.end(req.method)).resume()
    }
    const listeners: number[] = []
    for (let n = 0; n < 12; n++) {
      const request = n % 2 ? { method: 'POST', body: 'x' } : { method: 'GET' }
      const response = await send({ ...request, url, timeoutMs: 5000, repeatable: true })
      listeners.push((response.body as IncomingMessage).socket.listenerCount('data'))
      expect((await readText(response.body)).text).toBe(request.method)
    }
    expect(served.size).toBe(1)
    // Left on the kept socket, a listener per attempt would pile up (MaxListenersExceededWarning at 11).
    expect(new Set(listeners).size).toBe(1)
  })

  it('sends a request that is not repeated on a connection of its own, closed after it', async () => {
    // The connection each request came on, in order.
    const served: Socket[] = []
    handler = (req, res) => {
      served.push(req.socket)
      req.on('end', () => res.end(req.method)).resume()
    }
    const kept = { method: 'GET', url, timeoutMs: 5000, repeatable: true }
    await readText((await send(kept)).body)
    // The server may close a kept connection as a request leaves on it: whether a commit got there
    // before the reset could not be told, and it is never sent twice. So it never goes on one.
    await readText((await send({ method: 'POST', url, body: 'commit', timeoutMs: 5000 })).body)
    await readText((await send(kept)).body)
    const [get, post, again] = served
    // The POST's connection is its own, and closed after it; the GETs shared theirs.
    expect(post).not.toBe(get)
    if (!post.closed) await once(post, 'close')
    expect(again).toBe(get)
  })

  it('gives each protocol its own agent: https after http, and http after https', async () => {
    // Port 9 (discard) is closed on loopback: each request fails to connect, as a network error.
    // With one agent for every protocol, the second would be 'Protocol "https:" not supported'.
    const https = await failureOf(send({ method: 'GET', url: new URL('https://127.0.0.1:9/'), timeoutMs: 5000 }))
    expect(https.code).toBe('ECONNREFUSED')
    handler = (_req, res) => res.end('ok')
    const answer = await send({ method: 'GET', url, timeoutMs: 5000 })
    expect((await readText(answer.body)).text).toBe('ok')
  })
})

/** Runs `body` with these proxy variables (undefined: unset), then puts the environment back. */
async function withEnv(vars: Record<string, string | undefined>, body: () => Promise<void>): Promise<void> {
  const names = ['HTTP_PROXY', 'http_proxy', 'HTTPS_PROXY', 'https_proxy', 'NO_PROXY', 'no_proxy', ...Object.keys(vars)]
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]))
  const set = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
  // Cleared before any is set: on Windows HTTP_PROXY and http_proxy are one variable.
  set(Object.fromEntries(names.map((name) => [name, undefined])))
  set(vars)
  try {
    await body()
  } finally {
    set(saved)
  }
}

describe('createSend behind a proxy', () => {
  let target: Server
  let port: number
  beforeAll(async () => {
    target = createServer((_req, res) => res.end('via the proxy'))
    await new Promise<void>((done) => target.listen(0, '127.0.0.1', done))
    port = (target.address() as AddressInfo).port
  })
  afterAll(async () => {
    target.closeAllConnections()
    await new Promise((done) => target.close(done))
  })
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as Error
    )
  const get = (url: string, send = createSend('test')) => send({ method: 'GET', url: new URL(url), timeoutMs: 5000 })
  /** A proxy (asking for `credentials`) while `body` runs with `http_proxy` naming it as `user` (user:password). */
  async function throughProxy(credentials: string, user: string, body: (proxy: Proxy) => Promise<void>) {
    const proxy = await startConnectProxy(port, credentials)
    try {
      await withEnv({ http_proxy: proxy.url.replace('//', `//${user}@`) }, () => body(proxy))
    } finally {
      await proxy.close()
    }
  }

  it('sends a host that NO_PROXY exempts directly, after a host that went through the proxy', async () => {
    const proxy = await startConnectProxy(port)
    try {
      await withEnv({ HTTP_PROXY: proxy.url, NO_PROXY: 'direct.example' }, async () => {
        const send = createSend('test')
        const proxied = await send({ method: 'GET', url: new URL('http://proxied.example/x'), timeoutMs: 5000 })
        expect((await readText(proxied.body)).text).toBe('via the proxy')
        // Sent directly, the made-up name does not resolve; through the first host's tunnel it would answer.
        const direct = await failureOf(
          send({ method: 'GET', url: new URL('http://direct.example/x'), timeoutMs: 5000 })
        )
        expect((direct as NetworkError | undefined)?.code).toMatch(/ENOTFOUND|EAI_AGAIN/)
        expect(proxy.tunnels).toEqual(['proxied.example:80'])
      })
    } finally {
      await proxy.close()
    }
  })

  it('sends the credentials of a lower-case http_proxy as the Proxy-Authorization header', async () => {
    await throughProxy('user:pa ss', 'user:pa%20ss', async (proxy) => {
      expect((await readText((await get('http://proxied.example/x')).body)).text).toBe('via the proxy')
      expect(proxy.authorizations).toEqual([`Basic ${Buffer.from('user:pa ss').toString('base64')}`])
    })
  })

  it('names the variable whose credentials the proxy refused with 407', async () => {
    await throughProxy('user:right', 'user:wrong', async () => {
      const error = await failureOf(get('http://proxied.example/x'))
      expect(error?.message).toBe(
        'The proxy refused the credentials in http_proxy (HTTP 407 Proxy Authentication Required): ' +
          'check the user and password in http_proxy.'
      )
      expect(error?.message).not.toContain('wrong')
    })
  })

  it('refuses a proxy variable that is no URL, naming it, rather than connecting directly', async () => {
    await withEnv({ HTTPS_PROXY: 'not a url' }, async () => {
      const error = await failureOf(get('https://proxied.example/x'))
      expect(error?.message).toContain('The HTTPS_PROXY variable is not a proxy URL')
      expect(error?.message).toContain('http://host:port')
    })
  })
})

/** An environment as process.env is on Windows: names looked up in any case, its keys as they were written. */
function windowsEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const find = (name: string | symbol) =>
    typeof name === 'string' ? Object.keys(vars).find((key) => key.toLowerCase() === name.toLowerCase()) : undefined
  return new globalThis.Proxy(vars, {
    get: (target, name) => {
      const key = find(name)
      return key === undefined ? undefined : target[key]
    },
    has: (_, name) => find(name) !== undefined
  })
}

describe('proxyVariable: the proxy variable named as the user wrote it', () => {
  const https = new URL('https://api.amazon.com/')
  const http = new URL('http://127.0.0.1:8080/')

  it('on Windows, where names ignore case, finds the key the environment holds', () => {
    expect(proxyVariable(https, windowsEnv({ HTTPS_PROXY: 'http://proxy:3128' }), 'win32')).toBe('HTTPS_PROXY')
    expect(proxyVariable(https, windowsEnv({ Https_Proxy: 'http://proxy:3128' }), 'win32')).toBe('Https_Proxy')
    expect(proxyVariable(http, windowsEnv({ http_proxy: 'http://proxy:3128' }), 'win32')).toBe('http_proxy')
    expect(proxyVariable(https, windowsEnv({ HTTP_PROXY: 'http://proxy:3128', HTTPS_PROXY: '' }), 'win32')).toBe(
      undefined
    )
  })

  it('elsewhere, takes the lower-case name first, as @actions/http-client does', () => {
    const both = { https_proxy: 'http://a:1', HTTPS_PROXY: 'http://b:2' }
    expect(proxyVariable(https, both, 'linux')).toBe('https_proxy')
    expect(proxyVariable(https, { HTTPS_PROXY: 'http://b:2' }, 'darwin')).toBe('HTTPS_PROXY')
    expect(proxyVariable(http, { HTTPS_PROXY: 'http://b:2' }, 'linux')).toBe(undefined)
  })
})
