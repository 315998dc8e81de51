import { describe, expect, it } from '@jest/globals'
import { InputError, messageOf } from '../../src/action/errors.js'
import { TokenRequestError, tokenErrorHint } from '../../src/api/token-client.js'

describe('token error hints', () => {
  it('tells invalid_client users where the credentials are and about whitespace', () => {
    expect(tokenErrorHint('invalid_client')).toMatch(/Web Settings.*whitespace/)
  })

  it('tells invalid_scope users which scope each API takes and about attaching the profile', () => {
    const hint = tokenErrorHint('invalid_scope') ?? ''
    expect(hint).toContain("'appstore::apps:readwrite' for the App Submission API")
    expect(hint).toContain("'adx_reporting::appstore:marketer' for the Reporting API")
    expect(hint).toContain('API Access')
  })

  it.each(['unsupported_grant_type', 'invalid_request'])('has a hint for %s', (code) => {
    expect(tokenErrorHint(code)).toBeTruthy()
  })

  it('has none for codes outside the spec', () => {
    expect(tokenErrorHint('server_error')).toBeUndefined()
  })
})

describe('TokenRequestError', () => {
  it('names the description, code and status, then the hint', () => {
    const error = new TokenRequestError(401, 'invalid_client', 'Client authentication failed')
    expect(error.message).toMatch(
      /^Token request refused: Client authentication failed \(error invalid_client, HTTP 401\)\.\nHint: /
    )
    expect(error.name).toBe('TokenRequestError')
  })

  it('copes with a missing description and an unknown code', () => {
    expect(new TokenRequestError(400, 'weird', '').message).toBe(
      'Token request refused: (no error_description) (error weird, HTTP 400).'
    )
  })
})

describe('InputError', () => {
  it('names the input', () => {
    expect(new InputError('scope', 'is wrong.').message).toBe("Input 'scope' is wrong.")
  })
})

describe('messageOf', () => {
  it('reads a message from anything error-like', () => {
    expect(messageOf(new Error('boom'))).toBe('boom')
    expect(messageOf({ message: 'from another realm' })).toBe('from another realm')
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf(null)).toBe('null')
  })
})
