import { describe, expect, it } from '@jest/globals'
import { isLoopback, secureUrl } from '../../src/inputs/url.js'

describe('secureUrl', () => {
  it.each(['http://localhost:1', 'http://127.0.0.1', 'http://127.255.0.9:3', 'http://[::1]', 'https://example.com'])(
    'allows %s',
    (url) => expect(secureUrl('x', url).href).toBe(new URL(url).href)
  )

  it.each([
    ['http://example.com', 'must use https'],
    ['http://10.0.0.1', 'must use https'],
    ['http://127.0.0.1.nip.io', 'must use https'],
    ['http://localhost.example.com', 'must use https'],
    ['file:///etc/passwd', 'must be an https URL'],
    ['not a url', 'is not a valid absolute URL']
  ])('refuses %s', (url, problem) => {
    expect(() => secureUrl('api-url', url)).toThrow(`Input 'api-url' ${problem}`)
  })
})

describe('secureUrl and credentials', () => {
  it.each(['https://user:pa ss@api.amazon.com', 'user:secret@api amazon com'])('never echoes %s', (url) => {
    expect(() => secureUrl('auth-url', url)).toThrow(/^Input 'auth-url' (is not a valid absolute URL|must)/)
    try {
      secureUrl('auth-url', url)
    } catch (error) {
      expect((error as Error).message).not.toContain('secret')
      expect((error as Error).message).not.toContain('pa ss')
    }
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
