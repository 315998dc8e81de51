import { describe, expect, it } from '@jest/globals'
import { TokenRefused } from '../../src/appstore/auth.js'
import { tokenHint } from '../../src/capabilities/token/run.js'
import { excerpt, Failure, InputError, messageOf, partsOf, Quote } from '../../src/step/errors.js'
import { Secrets } from '../../src/step/secrets.js'

const hintOf = (code: string) => tokenHint(new TokenRefused(400, code, 'd'))

describe('token error hints', () => {
  it('tells invalid_client users where the credentials are and about whitespace', () => {
    expect(hintOf('invalid_client')).toMatch(/^Hint: .*Web Settings.*whitespace/)
  })

  it('tells invalid_scope users which scope each API takes and about attaching the profile', () => {
    const hint = hintOf('invalid_scope') ?? ''
    expect(hint).toContain("'appstore::apps:readwrite' for the App Submission API")
    expect(hint).toContain("'adx_reporting::appstore:marketer' for the Reporting API")
    expect(hint).toContain('API Access')
  })

  it.each(['unsupported_grant_type', 'invalid_request'])('has a hint for %s', (code) => {
    expect(hintOf(code)).toBeTruthy()
  })

  it('has none for codes outside the spec, nor for other errors', () => {
    expect(hintOf('server_error')).toBeUndefined()
    expect(tokenHint(new Failure('x'))).toBeUndefined()
  })
})

describe('TokenRefused', () => {
  it('names the description, code and status', () => {
    const error = new TokenRefused(401, 'invalid_client', 'Client authentication failed')
    expect(error.message).toBe('Token request refused: Client authentication failed (error invalid_client, HTTP 401).')
    expect(error.name).toBe('TokenRefused')
  })

  it('copes with a missing description and counts the attempts', () => {
    expect(new TokenRefused(400, 'weird', '', 3).message).toBe(
      'Token request refused after 3 attempts: (no error_description) (error weird, HTTP 400).'
    )
  })
})

describe('Failure', () => {
  it('renders a quote redacted whole before its shape cuts it', () => {
    const secrets = new Secrets(() => {})
    const secret = 'S3cr3t-value-that-is-long'
    secrets.add(secret)
    // The secret straddles the excerpt's cut at 200 characters.
    const body = `${'x'.repeat(190)}${secret} tail`
    const failure = new Failure(['Answered: ', excerpt(body)])
    const rendered = failure.render((text) => secrets.redact(text))
    expect(rendered).toBe(`Answered: ${'x'.repeat(190)}*** tail`)
    // Shaping first would have left a piece of the secret that no pattern matches any more.
    expect(excerpt(body).shape(body)).toContain('S3cr3t')
  })

  it('keeps every quote whole in its message, so that redacting the message finds every secret', () => {
    const failure = new Failure(['a ', new Quote('b'.repeat(500), (text) => text.slice(0, 3))])
    expect(failure.message).toBe(`a ${'b'.repeat(500)}`)
    expect(failure.render((text) => text)).toBe('a bbb')
  })

  it('redacts the text between two quotes as one: a secret split across parts is found, in few calls', () => {
    const secrets = new Secrets(() => {})
    secrets.add('S3cr3t-value-that-is-long')
    const calls: string[] = []
    const redact = (text: string) => (calls.push(text), secrets.redact(text))
    const parts = ['| S3cr3t-', 'value-that-is-long | ', new Quote('1008', (text) => `[${text}]`), ' | 0.5', ' |']

    expect(new Failure(parts).render(redact)).toBe('| *** | [1008] | 0.5 |')
    expect(calls).toEqual(['| S3cr3t-value-that-is-long | ', '1008', ' | 0.5 |'])
  })

  it('quotes the parts of another error', () => {
    expect(partsOf(new Failure(['x', 'y']))).toEqual(['x', 'y'])
    expect(partsOf(new Error('plain'))).toEqual(['plain'])
  })
})

describe('excerpt', () => {
  it('drops markup from HTML, folds white space, cuts at 200 characters', () => {
    const shape = (body: string, type = '') => excerpt(body, type).shape(body)
    expect(shape('<html><style>p{}</style><h1>502 Bad Gateway</h1><hr>nginx</html>', 'text/html')).toBe(
      '502 Bad Gateway nginx'
    )
    expect(shape('a\n\n  b')).toBe('a b')
    expect(shape('x'.repeat(300))).toBe(`${'x'.repeat(200)}…`)
    expect(shape('  ')).toBe('(empty body)')
  })
})

describe('InputError', () => {
  it('names the input', () => {
    const error = new InputError('scope', 'is wrong.')
    expect(error.message).toBe("Input 'scope' is wrong.")
    expect(error.input).toBe('scope')
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
