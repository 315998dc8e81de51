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

  it('applies the https rule to the base', () => {
    expect(() => resolveApiUrl('/x', 'http://h.example')).toThrow("Input 'api-base-url' must use https")
  })
})
