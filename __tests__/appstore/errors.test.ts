import { describe, expect, it } from '@jest/globals'
import { apiErrorText as quote, parseApiError } from '../../src/appstore/errors.js'
import { Failure } from '../../src/step/errors.js'
import { Secrets } from '../../src/step/secrets.js'

/** The quote as the step renders it, redacted by `secrets` first. */
const withSecrets = (text: string, contentType: string, secrets: Secrets) =>
  new Failure(quote(text, contentType)).render((raw) => secrets.redact(raw))
const apiErrorText = (text: string, contentType = '') => withSecrets(text, contentType, new Secrets(() => {}))

describe('apiErrorText', () => {
  it('gives the message and every errorMessage with its code', () => {
    const body = JSON.stringify({
      httpCode: 400,
      message: 'Bad Request',
      errors: [
        { errorCode: 'error_listing_incomplete', errorMessage: 'Listing en-US is Incomplete: recentChanges is empty' },
        { errorCode: 'error_apk_must_target_atleast1_device', errorMessage: 'APK M1 must target at least one device' }
      ]
    })
    expect(apiErrorText(body)).toBe(
      'Bad Request: Listing en-US is Incomplete: recentChanges is empty (error_listing_incomplete); ' +
        'APK M1 must target at least one device (error_apk_must_target_atleast1_device)'
    )
  })

  it('reads the capitalised Message of an unroutable URI', () => {
    expect(apiErrorText('{"Message":"Unable to fetch the request scope for uri = /v1/x"}')).toBe(
      'Unable to fetch the request scope for uri = /v1/x'
    )
  })

  it('reads the shape without an errors list, {httpCode, errorCode, errorMessage}, as the 412 on opening an edit', () => {
    const body = JSON.stringify({
      httpCode: 412,
      errorCode: 'error_new_version_creation_not_allowed',
      errorMessage: "Cannot create a new 'edit' for the app in it's current state."
    })
    expect(apiErrorText(body)).toBe(
      "Cannot create a new 'edit' for the app in it's current state. (error_new_version_creation_not_allowed)"
    )
    expect(parseApiError(body)?.errors.map((error) => error.code)).toEqual(['error_new_version_creation_not_allowed'])
  })

  it("reads the Vitals API's {code, message, status} by its message, with its code", () => {
    const body = JSON.stringify({
      code: 'INVALID_ARGUMENT',
      message: "Unknown metric 'bogus'. Valid metrics for crashMetricSet: crashRate, distinctDevices",
      status: 400
    })
    expect(apiErrorText(body)).toBe(
      "Unknown metric 'bogus'. Valid metrics for crashMetricSet: crashRate, distinctDevices (INVALID_ARGUMENT)"
    )
    expect(parseApiError(body)?.errors.map((error) => error.code)).toEqual(['INVALID_ARGUMENT'])
  })

  it("reads Google's {error: {code, message, status}} and a status in words beside the message", () => {
    const google = { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } }
    expect(apiErrorText(JSON.stringify(google))).toBe('Requested entity was not found. (NOT_FOUND)')
    expect(apiErrorText('{"status":"RESOURCE_NOT_FOUND","message":"No metric set x."}')).toBe(
      'No metric set x. (RESOURCE_NOT_FOUND)'
    )
    expect(apiErrorText('{"error":"invalid_client","message":"Client authentication failed"}')).toBe(
      'Client authentication failed'
    )
  })

  it('keeps an error with only a code or only a message', () => {
    expect(apiErrorText('{"errors":[{"errorCode":"invalid_input"},{"errorMessage":"No app found"}]}')).toBe(
      'invalid_input; No app found'
    )
  })

  it('puts a server text with newlines on one line, cut to a length', () => {
    const text = apiErrorText(JSON.stringify({ message: `x\n::warning::y ${'z'.repeat(400)}` }))
    expect(text).not.toContain('\n')
    expect(text).toMatch(/^x ::warning::y z+…$/)
    expect(text.length).toBeLessThan(310)
  })

  it.each(['<html><body>Bad gateway</body></html>', '[1,2]', '{"status":"odd"}', '', 'null'])(
    'quotes %j as an excerpt',
    (body) => {
      expect(parseApiError(body)).toBeUndefined()
      expect(apiErrorText(body, 'text/html')).toBe(
        body === '' ? '(empty body)' : body.startsWith('<') ? 'Bad gateway' : body
      )
    }
  )

  it('ignores entries that are not objects and values that are not strings', () => {
    expect(parseApiError('{"message":"Bad Request","errors":[null,"x",{"errorCode":7,"errorMessage":"m"}]}')).toEqual({
      message: 'Bad Request',
      errors: [{ code: '', message: 'm' }]
    })
  })

  it('redacts a secret whole before the cut, in any encoding the server echoes it in', () => {
    const secrets = new Secrets(() => {})
    const secret = 'se:cr%et/with+odd&chars'
    secrets.add(secret)
    // The secret straddles the cut at 300 characters, JSON-escaped as a server would echo it.
    const body = `{"message":"${'x'.repeat(290)}${secret.replace('/', '\\/')} tail"}`
    const text = withSecrets(body, 'application/json', secrets)
    expect(text).toBe(`${'x'.repeat(290)}*** tail`)
    expect(withSecrets(`<p>${encodeURIComponent(secret)}</p>`, 'text/html', secrets)).toBe('***')
  })
})
