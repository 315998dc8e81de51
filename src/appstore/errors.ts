/**
 * What an App Submission API error body says, and the failure of an API call. The bodies seen are
 * `{"httpCode":400,"message":"Bad Request","errors":[{"errorCode":"…","errorMessage":"…"}]}`, and
 * `{"Message":"…"}` for a URI the API cannot route; the Vitals API's `{"code":"INVALID_ARGUMENT",
 * "message":"…","status":400}` (a public client's notes), and Google's `{"error": {code, message,
 * status}}` whose request it copies. Anything else is quoted as an excerpt. The body is quoted
 * (step/errors.ts Quote): redacted whole before it is parsed and cut.
 */
import type { CallClass, Exchange } from '../net/exchange.js'
import { afterAttempts } from '../net/retry.js'
import { printable } from '../net/url.js'
import { excerpt, Failure, Quote } from '../step/errors.js'
import { jsonObject, parseJson } from './json.js'
import { SCOPE_LIST } from './scopes.js'
import type { ApiResult } from './session.js'

export interface ApiError {
  message: string
  errors: { code: string; message: string }[]
}

const MAX_ERRORS = 20
const MAX_TEXT = 300

/** undefined when the body is not an error object of the API. */
export function parseApiError(text: string): ApiError | undefined {
  const answer = jsonObject(parseJson(text))
  if (!answer) return undefined
  const body = jsonObject(answer.error) ?? answer
  // A code in words beside a message (`code`, or Google's `status` beside a number `code`) is its code.
  const named =
    typeof body.message === 'string'
      ? [body.code, body.status].find((value) => typeof value === 'string' && /^[A-Z][A-Z_]*$/.test(value))
      : undefined
  const message = named ? '' : oneLine(body.message ?? body.Message)
  const errors = (Array.isArray(body.errors) ? body.errors : [])
    .map((item: unknown) => {
      const entry = jsonObject(item) ?? {}
      return { code: oneLine(entry.errorCode), message: oneLine(entry.errorMessage) }
    })
    .filter((error) => error.code !== '' || error.message !== '')
  // The other shape the API answers in: `{httpCode, errorCode, errorMessage}`, no errors list.
  const single = named
    ? { code: oneLine(named), message: oneLine(body.message) }
    : { code: oneLine(body.errorCode), message: oneLine(body.errorMessage) }
  if (single.code !== '' || single.message !== '') errors.unshift(single)
  if (message === '' && errors.length === 0) return undefined
  return { message, errors: errors.slice(0, MAX_ERRORS) }
}

/** The API's message and every errors[].errorMessage (with its code), on one line; else an excerpt. */
export function apiErrorText(text: string, contentType: string): Quote {
  return new Quote(text, (redacted) => {
    const parsed = parseApiError(redacted)
    if (!parsed) return excerpt(redacted, contentType).shape(redacted)
    const errors = parsed.errors.map((error) =>
      error.message === '' ? error.code : error.code === '' ? error.message : `${error.message} (${error.code})`
    )
    return [parsed.message, errors.join('; ')].filter((part) => part !== '').join(': ')
  })
}

/**
 * The API refused a call: the call, the status, the attempts, the API's message and errors (or an
 * excerpt of the body), and a hint when a fresh token was refused too.
 */
export class ApiFailure extends Failure {
  readonly status: number
  /** The error codes of the body: errors[].errorCode, a top-level errorCode, or a word code beside a message. */
  readonly codes: string[]
  readonly text: string
  /** A fresh token was refused too: the credentials, not this call, are the matter. */
  readonly tokenRefused: boolean
  /**
   * The class of the call refused (src/appstore/calls.ts), from its request: with a transient status,
   * a 'once' call was not repeated.
   */
  readonly callClass: CallClass

  constructor(request: Pick<Exchange, 'method' | 'url' | 'label' | 'callClass'>, result: ApiResult) {
    const hint = result.refusedAfterRenewal
      ? '\nHint: a fresh token was refused too, so it is not about expiry: attach the security profile to this API ' +
        `under Apps & Services > API Access, and use the scope of this API (${SCOPE_LIST}).`
      : ''
    super([
      `${request.method} ${request.label ?? printable(request.url)} answered HTTP ${result.status}` +
        `${afterAttempts(result.attempts)}: `,
      apiErrorText(result.text, String(result.headers['content-type'] ?? '')),
      hint
    ])
    this.status = result.status
    this.codes = (parseApiError(result.text)?.errors ?? []).map((error) => error.code)
    this.text = result.text
    this.tokenRefused = result.refusedAfterRenewal === true
    this.callClass = request.callClass
  }
}

/** Strings only, whitespace collapsed (a server's newline must not start a line of ours), cut to a length. */
function oneLine(value: unknown): string {
  if (typeof value !== 'string') return ''
  const text = value.replace(/\s+/g, ' ').trim()
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}
