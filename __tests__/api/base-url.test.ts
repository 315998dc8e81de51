import { describe, expect, it } from '@jest/globals'
import { resolveApiUrl } from '../../src/api/base-url.js'

describe('resolveApiUrl', () => {
  it.each([
    [
      '/v1/applications/a1/edits',
      'https://developer.amazon.com/api/appstore',
      'https://developer.amazon.com/api/appstore/v1/applications/a1/edits'
    ],
    ['/x?y=1', 'https://h.example/base/', 'https://h.example/base/x?y=1'],
    ['https://other.example/p', 'https://ignored.example', 'https://other.example/p']
  ])('%s on %s', (target, base, expected) => {
    expect(resolveApiUrl(target, base).href).toBe(expected)
  })

  it('refuses a base with a query string', () => {
    expect(() => resolveApiUrl('/x', 'https://h.example/?a=1')).toThrow("Input 'api-base-url' must not have a query")
  })

  it.each([
    ['//evil.example/x', 'https://h.example'],
    ['/\\evil.example/x', 'https://h.example'],
    ['/../../x', 'https://h.example/api/appstore'],
    ['/%2e%2e/x', 'https://h.example/api/appstore']
  ])('refuses %s on %s: a path that would leave the base (with the token)', (target, base) => {
    expect(() => resolveApiUrl(target, base)).toThrow("Input 'api-url' must be a path under")
  })

  it('keeps a path that only looks odd but stays under the base', () => {
    expect(resolveApiUrl('//x', 'https://h.example/api').href).toBe('https://h.example/api//x')
  })

  it('applies the https rule to the base', () => {
    expect(() => resolveApiUrl('/x', 'http://h.example')).toThrow("Input 'api-base-url' must use https")
  })
})
