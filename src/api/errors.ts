/**
 * What an App Submission API error body says. The bodies seen are
 * `{"httpCode":400,"message":"Bad Request","errors":[{"errorCode":"…","errorMessage":"…"}]}`, and
 * `{"Message":"…"}` for a URI the API cannot route; anything else is quoted as an excerpt. The body
 * is redacted whole before it is parsed and cut, so that no cut can leave part of a secret behind.
 */
import type { Secrets } from '../action/secrets.js'

export interface ApiError {
  message: string
  errors: { code: string; message: string }[]
}

const MAX_ERRORS = 20
const MAX_TEXT = 300

/** undefined when the body is not an error object of the API. */
export function parseApiError(text: string): ApiError | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined
  const body = value as Record<string, unknown>
  const message = oneLine(body.message ?? body.Message)
  const errors = (Array.isArray(body.errors) ? body.errors : [])
    .map((item: unknown) => {
      const entry = (item !== null && typeof item === 'object' ? item : {}) as Record<string, unknown>
      return { code: oneLine(entry.errorCode), message: oneLine(entry.errorMessage) }
    })
    .filter((error) => error.code !== '' || error.message !== '')
  if (message === '' && errors.length === 0) return undefined
  return { message, errors: errors.slice(0, MAX_ERRORS) }
}

/** The API's message and every errors[].errorMessage (with its code), on one line; else an excerpt. */
export function apiErrorText(text: string, contentType: string, secrets: Secrets): string {
  const parsed = parseApiError(secrets.redact(text))
  if (!parsed) return secrets.excerpt(text, contentType)
  const errors = parsed.errors.map((error) =>
    error.message === '' ? error.code : error.code === '' ? error.message : `${error.message} (${error.code})`
  )
  return [parsed.message, errors.join('; ')].filter((part) => part !== '').join(': ')
}

/** Strings only, whitespace collapsed (a server's newline must not start a line of ours), cut to a length. */
function oneLine(value: unknown): string {
  if (typeof value !== 'string') return ''
  const text = value.replace(/\s+/g, ' ').trim()
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}
