import { describe, expect, it } from '@jest/globals'
import { readTokenInputs } from '../../../src/capabilities/token/inputs.js'
import { inputsOf } from '../../support/inputs.js'

const read = (inputs: Record<string, string>, warnings: string[] = []) =>
  readTokenInputs(
    inputsOf(inputs),
    { warning: (message: string) => warnings.push(message) },
    undefined,
    (inputs['client-secret'] ?? '').trim()
  )

const valid = { 'client-id': 'amzn1.application-oa2-client.x', 'client-secret': 's', scope: 'appstore::apps:readwrite' }

describe('readTokenInputs', () => {
  it('applies the defaults', () => {
    expect(read(valid)).toEqual({
      clientId: 'amzn1.application-oa2-client.x',
      clientSecret: 's',
      scope: 'appstore::apps:readwrite',
      tokenUrl: new URL('https://api.amazon.com/auth/o2/token'),
      retries: 3,
      timeoutMs: 30_000
    })
  })

  it('trims stray whitespace, the most common cause of invalid_client', () => {
    const inputs = read({ ...valid, 'client-id': ' id\n', 'client-secret': '\tsecret\r\n' })
    expect([inputs.clientId, inputs.clientSecret]).toEqual(['id', 'secret'])
  })

  it('warns about, but sends, a scope outside the two known ones', () => {
    const warnings: string[] = []
    expect(read({ ...valid, scope: 'profile' }, warnings).scope).toBe('profile')
    expect(warnings).toEqual([
      "Input 'scope' is 'profile', which is neither 'appstore::apps:readwrite' or 'adx_reporting::appstore:marketer'; it is sent as given."
    ])
  })

  it('reads retries and fractional timeouts', () => {
    const inputs = read({ ...valid, retries: '0', 'timeout-seconds': '2.5' })
    expect([inputs.retries, inputs.timeoutMs]).toEqual([0, 2500])
  })

  it.each([
    ['client-id', { 'client-id': '' }],
    ['client-secret', { 'client-secret': ' \n' }],
    ['scope', { scope: '' }],
    ['scope', { scope: 'a b' }],
    ['scope', { scope: 'appstore::apps:readwrite,\tx' }],
    ['retries', { retries: '-1' }],
    ['retries', { retries: '11' }],
    ['retries', { retries: '1.5' }],
    ['timeout-seconds', { 'timeout-seconds': 'abc' }],
    ['timeout-seconds', { 'timeout-seconds': '601' }],
    ['auth-url', { 'auth-url': 'https://api.amazon.com/?x=1' }],
    ['auth-url', { 'auth-url': 'https://user:pw@api.amazon.com' }]
  ])('names %s when it is bad: %j', (name, bad) => {
    expect(() => read({ ...valid, ...bad })).toThrow(`Input '${name}'`)
  })
})

describe('the token URL from auth-url', () => {
  it.each([
    ['https://api.amazon.com', 'https://api.amazon.com/auth/o2/token'],
    ['https://api.amazon.com/', 'https://api.amazon.com/auth/o2/token'],
    ['https://idp.example.com/prefix//', 'https://idp.example.com/prefix/auth/o2/token'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/auth/o2/token'],
    ['http://[::1]:8080', 'http://[::1]:8080/auth/o2/token'],
    ['https://api.amazon.com/auth/o2/token', 'https://api.amazon.com/auth/o2/token'],
    ['https://api.amazon.com/auth/O2/token/', 'https://api.amazon.com/auth/O2/token']
  ])('%s -> %s', (input, expected) => {
    expect(read({ ...valid, 'auth-url': input }).tokenUrl.href).toBe(expected)
  })
})
