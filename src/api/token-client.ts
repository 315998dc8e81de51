/**
 * The OAuth 2.0 client-credentials request to the identity provider's token service, with the
 * retry policy applied. The API call and the report download reuse it to get (and renew) tokens.
 */
import { ActionError } from '../action/errors.js'
import type { Log } from '../action/log.js'
import type { Secrets } from '../action/secrets.js'
import {
  RetriesExhausted,
  logRetry,
  transientAnswer,
  withRetries,
  type Clock,
  type RetryPolicy
} from '../http/retry.js'
import { NetworkError, hostHint, readText, type Send } from '../http/transport.js'
import { SCOPE_LIST } from './scopes.js'

export interface TokenRequest {
  tokenUrl: URL
  clientId: string
  clientSecret: string
  scope: string
}

export interface Token {
  accessToken: string
  tokenType: string
  expiresIn: number
  expiresAt: Date
  /** The scope as granted; the requested one when the service does not say. */
  scope: string
}

export interface TokenClientDeps {
  send: Send
  clock: Clock
  secrets: Secrets
  policy: RetryPolicy
  timeoutMs: number
  log: Pick<Log, 'info' | 'debug'>
}

interface Answer {
  status: number
  contentType: string
  text: string
  truncated: boolean
  retryAfter: string | undefined
  requestedAt: number
}

const MAX_TOKEN_RESPONSE = 64 * 1024
/** Ten years: anything longer is not a token's lifetime, and would not fit a date. */
const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600

/** The token service refused the request with an OAuth 2.0 error body (RFC 6749 section 5.2). */
export class TokenRequestError extends ActionError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
    attempts = 1
  ) {
    const hint = tokenErrorHint(code)
    const after = attempts > 1 ? ` after ${attempts} attempts` : ''
    super(
      `Token request refused${after}: ${description || '(no error_description)'} (error ${code}, HTTP ${status}).` +
        (hint ? `\nHint: ${hint}` : '')
    )
  }
}

const TOKEN_HINTS: Record<string, string> = {
  invalid_client:
    "use the client ID and client secret shown on the security profile's Web Settings tab, " +
    'stored without stray whitespace or newlines.',
  invalid_scope:
    `use ${SCOPE_LIST}, and check that the security profile is attached to that API ` +
    'under Apps & Services > API Access.',
  unsupported_grant_type: 'the token service only accepts grant_type=client_credentials.',
  invalid_request:
    'the token service wants a form-encoded body (Content-Type: application/x-www-form-urlencoded); ' +
    "check that 'auth-url' points at the identity provider and that no proxy rewrites the request."
}

export function tokenErrorHint(code: string): string | undefined {
  return TOKEN_HINTS[code]
}

/** Form encoding of RFC 6749 appendix B: every byte of every value arrives as it was. */
export function encodeForm(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString()
}

export async function requestToken(request: TokenRequest, deps: TokenClientDeps): Promise<Token> {
  const { send, clock, secrets, log } = deps
  secrets.add(request.clientSecret)
  const body = encodeForm({
    grant_type: 'client_credentials',
    client_id: request.clientId,
    client_secret: request.clientSecret,
    scope: request.scope
  })
  const where = request.tokenUrl.href
  log.info(`Requesting an access token for scope ${request.scope} from ${where}`)

  const attempt = async (n: number): Promise<Answer> => {
    // The token's hour starts when it is requested, so the clock is read before sending.
    const requestedAt = clock.now()
    const response = await send({
      method: 'POST',
      url: request.tokenUrl,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      timeoutMs: deps.timeoutMs,
      // A token answer is small: a service that trickles it must not hold the job either.
      totalMs: deps.timeoutMs
    })
    const { text, truncated } = await readText(response.body, MAX_TOKEN_RESPONSE)
    log.debug(`Token request attempt ${n}: HTTP ${response.status} after ${clock.now() - requestedAt} ms`)
    return {
      status: response.status,
      contentType: String(response.headers['content-type'] ?? ''),
      text,
      truncated,
      retryAfter: response.headers['retry-after'],
      requestedAt
    }
  }

  let answer: Answer
  let attempts: number
  try {
    ;({ value: answer, attempts } = await withRetries(
      attempt,
      (outcome) => {
        if (!outcome.ok) return outcome.error instanceof NetworkError ? { reason: outcome.error.message } : undefined
        return transientAnswer(outcome.value.status, outcome.value.retryAfter, clock.now())
      },
      deps.policy,
      clock,
      logRetry('Token request', log)
    ))
  } catch (error) {
    if (error instanceof RetriesExhausted) {
      throw new ActionError(
        `Token request to ${where} failed: ${error.message}${hostHint(error.lastError, 'auth-url')}`
      )
    }
    throw error
  }
  return interpret(answer, attempts, request, where, secrets)
}

function interpret(answer: Answer, attempts: number, request: TokenRequest, where: string, secrets: Secrets): Token {
  // Whatever token the body holds is masked before a message could quote any of it.
  maskTokensIn(answer.text, secrets)
  const after = attempts > 1 ? ` after ${attempts} attempts` : ''
  if (answer.truncated) {
    throw new ActionError(
      `Token service at ${where} answered HTTP ${answer.status}${after} with a body over ${MAX_TOKEN_RESPONSE / 1024} KiB, ` +
        'which no token answer is; it is not shown. Check that auth-url points at the identity provider.'
    )
  }
  const json = parseJson(answer.text.replace(/^\uFEFF/, ''))
  if (answer.status < 200 || answer.status >= 300) {
    if (json && typeof json.error === 'string') {
      const description = typeof json.error_description === 'string' ? json.error_description : ''
      throw new TokenRequestError(answer.status, json.error, description, attempts)
    }
    throw new ActionError(
      `Token request to ${where} failed${after}: HTTP ${answer.status}: ${secrets.excerpt(answer.text, answer.contentType)}`
    )
  }
  if (!json) {
    throw new ActionError(
      `Token service at ${where} answered HTTP ${answer.status} with a body that is not a JSON object: ` +
        secrets.excerpt(answer.text, answer.contentType)
    )
  }
  const problems: string[] = []
  const accessToken = typeof json.access_token === 'string' ? json.access_token : ''
  if (accessToken === '') problems.push('no access_token')
  else if (!/^[\x21-\x7e]+$/.test(accessToken)) {
    problems.push('an access_token that an HTTP header cannot carry (control characters, spaces or non-ASCII)')
  }
  const tokenType = typeof json.token_type === 'string' ? json.token_type : ''
  if (tokenType.toLowerCase() !== 'bearer') problems.push(`token_type '${tokenType}' is not bearer`)
  const expiresIn = json.expires_in
  if (typeof expiresIn !== 'number' || !(expiresIn > 0 && expiresIn <= MAX_EXPIRES_IN)) {
    problems.push(
      `expires_in ${JSON.stringify(expiresIn) ?? 'undefined'} is not a number of seconds from 1 to ${MAX_EXPIRES_IN}`
    )
  }
  if (problems.length > 0) {
    throw new ActionError(
      `Token service at ${where} answered HTTP ${answer.status} without a usable token: ${problems.join(', ')}.`
    )
  }
  return {
    accessToken,
    tokenType,
    expiresIn: expiresIn as number,
    expiresAt: new Date(answer.requestedAt + (expiresIn as number) * 1000),
    scope: typeof json.scope === 'string' && json.scope !== '' ? json.scope : request.scope
  }
}

/**
 * Registers every token a token-endpoint body may hold, found tolerantly: any access_token value
 * (also in a body that is not valid JSON, such as an HTML page quoting the answer), and anything
 * shaped like an Amazon access token (spec: it begins with "Atc|").
 */
function maskTokensIn(text: string, secrets: Secrets): void {
  for (const [, quoted] of text.matchAll(/"access_token"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    secrets.add(quoted)
    const value = parseJson(`{"v":"${quoted}"}`)?.v
    if (typeof value === 'string') secrets.add(value)
  }
  for (const [shaped] of text.matchAll(/Atc\|[^\s"'<>&\\,;]+/g)) secrets.add(shaped)
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
