// What a storage refusal says: S3's Code and Message, picked out only after the whole body is
// redacted, since the body echoes the pre-signed link's parts.
import { describe, expect, it } from '@jest/globals'
import { storageError } from '../../../src/appstore/reporting/index.js'
import { Failure } from '../../../src/step/errors.js'

const render = (body: string, redact = (text: string) => text) =>
  new Failure(['HTTP 403', storageError(body), '.']).render(redact)

describe('storageError', () => {
  it.each([
    [
      '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
      'HTTP 403 AccessDenied: Request has expired.'
    ],
    ['<Error><Code>SignatureDoesNotMatch</Code></Error>', 'HTTP 403 SignatureDoesNotMatch.'],
    ['<Error><Message>Access Denied.</Message></Error>', 'HTTP 403 Access Denied.'],
    ['<Error><Code>A</Code><Message>two\n  lines</Message></Error>', 'HTTP 403 A: two lines.'],
    ['not xml at all', 'HTTP 403.'],
    ['', 'HTTP 403.']
  ])('%j reads %j', (body, message) => {
    expect(render(body)).toBe(message)
  })

  it('redacts the body whole before picking the message out of it', () => {
    const secret = 'sig<Message>leaked</Message>'
    const body = `<Error><Code>AccessDenied</Code><Message>Bad ${secret}</Message></Error>`
    // Picked out first, the message would end inside the secret and keep part of it.
    expect(render(body, (text) => text.split(secret).join('***'))).toBe('HTTP 403 AccessDenied: Bad ***.')
  })

  it('cuts a long message', () => {
    const rendered = render(`<Error><Code>C</Code><Message>${'x'.repeat(290)}</Message></Error>`)
    expect(rendered).toBe(`HTTP 403 C: ${'x'.repeat(200)}.`)
  })
})
