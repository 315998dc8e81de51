import { describe, expect, it } from '@jest/globals'
import { secureUrl } from '../../src/step/inputs.js'
import { inputsOf } from '../support/inputs.js'

describe('Inputs.urlUnder', () => {
  const under = (path: string, base: string) =>
    inputsOf({ 'api-base-url': base }).urlUnder('api-base-url', 'https://fallback.example', path, 'api-url')

  it.each([
    [
      '/v1/applications/a1/edits',
      'https://developer.amazon.com/api/appstore',
      'https://developer.amazon.com/api/appstore/v1/applications/a1/edits'
    ],
    ['/x?y=1', 'https://h.example/base/', 'https://h.example/base/x?y=1']
  ])('%s on %s', (path, base, expected) => {
    expect(under(path, base).href).toBe(expected)
  })

  it('takes the fallback when the base input is empty', () => {
    expect(under('/x', '').href).toBe('https://fallback.example/x')
  })

  it('refuses a base with a query string', () => {
    expect(() => under('/x', 'https://h.example/?a=1')).toThrow("Input 'api-base-url' must not have a query")
  })

  it.each([
    ['//evil.example/x', 'https://h.example'],
    ['/\\evil.example/x', 'https://h.example'],
    ['/../../x', 'https://h.example/api/appstore'],
    ['/%2e%2e/x', 'https://h.example/api/appstore']
  ])('refuses %s on %s: a path that would leave the base (with the token)', (path, base) => {
    expect(() => under(path, base)).toThrow("Input 'api-url' must be a path under")
  })

  it('keeps a path that only looks odd but stays under the base', () => {
    expect(under('//x', 'https://h.example/api').href).toBe('https://h.example/api//x')
  })

  it('applies the https rule to the base', () => {
    expect(() => under('/x', 'http://h.example')).toThrow("Input 'api-base-url' must use https")
  })
})

describe('Inputs.nameOf', () => {
  it('names the URL input a host came from, and nothing for a host no input gave', () => {
    const inputs = inputsOf({ 'auth-url': 'https://id.example', 'api-url': 'https://api.example/x' })
    inputs.url('auth-url')
    inputs.url('api-url')
    expect(inputs.nameOf(new URL('https://api.example/y'))).toBe('api-url')
    expect(inputs.nameOf(new URL('https://id.example/auth/o2/token'))).toBe('auth-url')
    expect(inputs.nameOf(new URL('https://storage.example/r.zip'))).toBeUndefined()
  })
})

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
