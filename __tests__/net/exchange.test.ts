import { describe, expect, it } from '@jest/globals'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { NetworkError, type HttpResponse, type Send } from '../../src/net/transport.js'
import { exchange as call, RequestFailed, type Exchange } from '../../src/net/exchange.js'
import { DEFAULT_POLICY } from '../../src/net/retry.js'
import { fakeClock } from '../support/fake-core.js'
import { scriptedSend, type Scripted } from '../support/fake-send.js'
import { tempDir } from '../support/temp.js'

const base: Exchange = {
  method: 'GET',
  url: new URL('https://api.example/v1/thing'),
  headers: {},
  bearer: 'Atc|token',
  textLimit: 1024,
  timeoutMs: 1000,
  callClass: 'read'
}
const deps = (send: Send, retries = 2) => ({
  send,
  clock: fakeClock(),
  policy: { ...DEFAULT_POLICY, retries },
  log: { info: () => {}, debug: () => {} }
})
const redirect = (status: number, location: string): Scripted => ({ status, headers: { location } })

describe('call: retries by the class of the call', () => {
  it.each(['read', 'idempotent'] as const)('retries a %s call on 503 and network errors', async (callClass) => {
    const send = scriptedSend([{ status: 503 }, new NetworkError('reset', true), { status: 200, body: 'ok' }])
    const result = await call({ ...base, method: 'PUT', callClass }, deps(send))
    expect(result).toMatchObject({ status: 200, text: 'ok', attempts: 3 })
  })

  it('waits for its pace before every attempt, the one after a Retry-After included', async () => {
    const events: string[] = []
    const script = scriptedSend([
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 200, body: 'ok' }
    ])
    const send: Send = (request) => {
      events.push('send')
      return script(request)
    }
    const pace = async () => void events.push('pace')
    const result = await call({ ...base, pace }, deps(send))
    expect(result).toMatchObject({ status: 200, attempts: 2 })
    expect(events).toEqual(['pace', 'send', 'pace', 'send'])
  })

  it.each(['POST', 'PUT'] as const)(
    'does not repeat a once call (%s) once it may have reached the server',
    async (method) => {
      const once = { ...base, method, callClass: 'once' as const }
      const busy = scriptedSend([{ status: 503, body: 'busy' }, { status: 200 }])
      expect(await call(once, deps(busy))).toMatchObject({ status: 503, attempts: 1 })

      const reset = scriptedSend([new NetworkError('socket hang up', true), { status: 200 }])
      const failed = await call(once, deps(reset)).catch((error: unknown) => error)
      expect(failed).toBeInstanceOf(RequestFailed)
      expect((failed as RequestFailed).callClass).toBe('once')
      expect((failed as Error).message).toContain(`${method} https://api.example/v1/thing failed: socket hang up`)
      expect((failed as Error).message).toContain('not retried')
      expect(reset.requests).toHaveLength(1)

      const refused = scriptedSend([new NetworkError('ECONNREFUSED', false), { status: 200 }])
      expect(await call(once, deps(refused))).toMatchObject({ status: 200, attempts: 2 })
    }
  )

  it.each(['read', 'once'] as const)(
    'retries a %s call on 429, which the server did not act on, after its Retry-After',
    async (callClass) => {
      const send = scriptedSend([
        { status: 429, headers: { 'retry-after': '3' } },
        { status: 201, body: 'made' }
      ])
      const clock = fakeClock()
      const result = await call(
        { ...base, method: 'POST', callClass, body: { kind: 'text', text: '{}' } },
        { ...deps(send), clock }
      )
      expect(result).toMatchObject({ status: 201, text: 'made', attempts: 2 })
      expect(clock.sleeps).toEqual([3000])
      expect(send.requests.map((request) => request.body)).toEqual(['{}', '{}'])
    }
  )

  it('asks for a kept connection for what it may repeat, and for one of its own for the rest', async () => {
    const send = scriptedSend(Array.from({ length: 3 }, () => ({ status: 200 })))
    for (const callClass of ['read', 'idempotent', 'once'] as const) await call({ ...base, callClass }, deps(send))
    expect(send.requests.map((request) => request.repeatable)).toEqual([true, true, false])
  })

  it('retries a POST whose connection was refused: it never reached the server', async () => {
    const send = scriptedSend([new NetworkError('ECONNREFUSED', false), { status: 201 }])
    expect(await call({ ...base, method: 'POST', callClass: 'once' }, deps(send))).toMatchObject({
      status: 201,
      attempts: 2
    })
  })

  it('says how many attempts failed', async () => {
    const send = scriptedSend([new NetworkError('a', true), new NetworkError('b', true)])
    await expect(call(base, deps(send, 1))).rejects.toThrow(
      'GET https://api.example/v1/thing failed: 2 attempts made; the last one failed: b'
    )
  })
})

describe('call: redirects', () => {
  it('sends the token to the first origin only', async () => {
    const send = scriptedSend([
      redirect(302, '/v1/moved'),
      redirect(307, 'https://cdn.example/blob?sig=1'),
      redirect(302, 'https://api.example/back'),
      { status: 200, body: 'done' }
    ])
    const result = await call(base, deps(send))
    expect(send.requests.map((r) => [r.url.href, r.headers?.authorization])).toEqual([
      ['https://api.example/v1/thing', 'Bearer Atc|token'],
      ['https://api.example/v1/moved', 'Bearer Atc|token'],
      ['https://cdn.example/blob?sig=1', undefined],
      ['https://api.example/back', 'Bearer Atc|token']
    ])
    expect(result.url.href).toBe('https://api.example/back')
  })

  it.each(['http://cdn.example/x', 'http://127.0.0.1/x', 'ftp://cdn.example/x'])('refuses https -> %s', async (to) => {
    const send = scriptedSend([redirect(302, to)])
    await expect(call(base, deps(send))).rejects.toThrow(
      /Refused a redirect from https:\/\/api\.example\/v1\/thing to (http|ftp):/
    )
  })

  it('refuses a hop from loopback http to plain http elsewhere', async () => {
    const send = scriptedSend([redirect(302, 'http://example.com/')])
    await expect(call({ ...base, url: new URL('http://127.0.0.1:1/') }, deps(send))).rejects.toThrow(
      'only https is followed'
    )
  })

  it('gives up after five redirects', async () => {
    const send = scriptedSend(Array.from({ length: 6 }, () => redirect(302, '/again')))
    await expect(call(base, deps(send))).rejects.toThrow('more than 5 redirects')
  })

  it('turns a POST into a bodiless GET on 303 and on 302, but keeps it on 307', async () => {
    const send = scriptedSend([redirect(307, '/a'), redirect(303, '/b'), { status: 200 }])
    await call(
      { ...base, method: 'POST', body: { kind: 'text', text: '{}' }, headers: { 'content-type': 'application/json' } },
      deps(send)
    )
    expect(send.requests.map((r) => [r.method, r.body, r.headers?.['content-type']])).toEqual([
      ['POST', '{}', 'application/json'],
      ['POST', '{}', 'application/json'],
      ['GET', undefined, undefined]
    ])
  })

  it('returns a redirect without Location as the answer', async () => {
    const send = scriptedSend([{ status: 304 }])
    expect(await call(base, deps(send))).toMatchObject({ status: 304 })
  })
})

describe('call: bodies', () => {
  it('streams a file body afresh for each attempt, with its length', async () => {
    const dir = tempDir('body-')
    const path = join(dir, 'app.apk')
    writeFileSync(path, 'APK')
    const seen: string[] = []
    const send: Send = async (request) => {
      const open = request.body as () => Readable
      let text = ''
      for await (const chunk of open()) text += chunk
      seen.push(`${text}:${request.headers?.['content-length']}`)
      return { status: seen.length === 1 ? 503 : 200, headers: {}, body: Readable.from([]) }
    }
    await call({ ...base, method: 'PUT', body: { kind: 'file', path, size: 3 } }, deps(send))
    expect(seen).toEqual(['APK:3', 'APK:3'])
  })

  it('leaves no partial file when a download breaks, and completes it on the next attempt', async () => {
    const dir = tempDir('out-')
    const file = join(dir, 'sub', 'blob.bin')
    let attempt = 0
    const send: Send = async (): Promise<HttpResponse> => {
      attempt++
      let reads = 0
      const broken = attempt === 1
      const body = new Readable({
        read() {
          if (reads++ === 0) this.push('part')
          else if (broken) this.destroy(new NetworkError('reset mid-body', true))
          else this.push(null)
        }
      })
      return { status: 200, headers: {}, body }
    }
    const result = await call({ ...base, outputFile: file }, deps(send))
    expect(result).toMatchObject({ status: 200, bytes: 4, file, attempts: 2 })
    expect(readFileSync(file, 'utf8')).toBe('part')
    expect(existsSync(`${file}.partial`)).toBe(false)
  })

  it('stops reading a long text body at the limit', async () => {
    const send = scriptedSend([{ status: 200, body: 'x'.repeat(2000) }])
    expect(await call(base, deps(send))).toMatchObject({ truncated: true, bytes: 1024, text: 'x'.repeat(1024) })
  })
})

describe('call: a file body is exactly the file that was checked', () => {
  /** Bytes the last request carried, as far as they got. */
  let received = 0
  /** A send that reads the request body as a server would, and answers with what it got. */
  const reading: Send = async (request) => {
    received = 0
    if (typeof request.body === 'function') for await (const chunk of request.body()) received += chunk.length
    return { status: 200, headers: {}, body: Readable.from([Buffer.from(String(received))]) }
  }
  const upload = (path: string, size: number): Exchange => ({
    ...base,
    method: 'PUT',
    body: { kind: 'file', path, size }
  })
  const fileOf = (bytes: number) => {
    const path = join(tempDir('body-'), 'app.apk')
    writeFileSync(path, Buffer.alloc(bytes, 7))
    return path
  }

  it('sends the file as it was', async () => {
    const path = fileOf(3000)
    expect(await call(upload(path, 3000), deps(reading))).toMatchObject({ text: '3000', attempts: 1 })
  })

  it.each([
    ['shrank', 2000, 'shrank from 3000 to 2000 bytes'],
    ['grew', 4000, 'grew from 3000 to 4000 bytes']
  ])('fails naming a file that %s, once, with no byte beyond its size sent', async (_how, now, problem) => {
    const path = fileOf(now)
    await expect(call(upload(path, 3000), deps(reading))).rejects.toThrow(
      `The file '${path}' ${problem} while it was being sent.`
    )
    expect(received).toBe(Math.min(now, 3000))
  })

  it('fails naming a file that went away after the inputs were checked, without retrying', async () => {
    const path = join(tmpdir(), 'gone-after-the-check.apk')
    let attempts = 0
    const counting: Send = async (request) => {
      attempts++
      return reading(request)
    }
    await expect(call(upload(path, 10), deps(counting))).rejects.toThrow(
      `The file '${path}' could not be read while it was being sent: ENOENT.`
    )
    expect(attempts).toBe(1)
  })
})

describe('call: what a failure says', () => {
  it('a redirect to a Location that is not a URL', async () => {
    const send = scriptedSend([redirect(302, 'http://[not a host')])
    await expect(call(base, deps(send))).rejects.toThrow(
      'GET https://api.example/v1/thing: the answer redirects to a Location that is not a URL.'
    )
  })

  it('never the target of a labelled URL when refusing its redirect', async () => {
    const send = scriptedSend([redirect(302, 'http://secret-bucket.example/x')])
    const attempt = call({ ...base, label: '<link>', bearer: undefined }, deps(send))
    await expect(attempt).rejects.toThrow('Refused a redirect from <link> to http:: only https is followed.')
  })

  it('which URL has a host that does not resolve (the step names its input), and no other', async () => {
    const send = scriptedSend([new NetworkError('getaddrinfo ENOTFOUND developer.amazon.cmo', false, 'ENOTFOUND')])
    const error = await call(base, deps(send, 0)).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(RequestFailed)
    expect((error as RequestFailed).unresolvedUrl).toBe(base.url)

    const reset = await call(base, deps(scriptedSend([new NetworkError('reset', true)]), 0)).catch((e: unknown) => e)
    expect((reset as RequestFailed).unresolvedUrl).toBeUndefined()
  })
})
