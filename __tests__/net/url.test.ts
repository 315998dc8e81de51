import { describe, expect, it } from '@jest/globals'
import { isLoopback, joinUnder, printable } from '../../src/net/url.js'

describe('joinUnder', () => {
  it('appends a path to the base path', () => {
    expect(joinUnder(new URL('https://h.example/api/'), '/v1/x')?.href).toBe('https://h.example/api/v1/x')
  })

  it.each([
    ['//evil.example/x', 'https://h.example'],
    ['/\\evil.example/x', 'https://h.example'],
    ['/../x', 'https://h.example/api'],
    ['/%2e%2e/x', 'https://h.example/api']
  ])('gives nothing for %s on %s, which leaves the base', (path, base) => {
    expect(joinUnder(new URL(base), path)).toBeUndefined()
  })
})

describe('printable', () => {
  it('drops the query, where a pre-signed link keeps its signature', () => {
    expect(printable(new URL('https://s.example/r.zip?X-Amz-Signature=abc'))).toBe('https://s.example/r.zip')
  })
})

describe('isLoopback', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])('%s is loopback', (host) =>
    expect(isLoopback(host)).toBe(true)
  )
  it.each(['128.0.0.1', '0.0.0.0', 'example.com', '[::2]', '127.0.0.1.example'])('%s is not', (host) =>
    expect(isLoopback(host)).toBe(false)
  )
})
