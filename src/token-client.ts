/**
 * The OAuth 2.0 client-credentials request to the identity provider's token service, with the
 * retry policy applied. The API call and the report download reuse it to get (and renew) tokens.
 */
import { ActionError, TokenRequestError, excerpt, messageOf } from './errors.js'
import { readText, type Send } from './http.js'
import { RetriesExhausted, logRetry, transientAnswer, withRetries, type Clock, type RetryPolicy } from './retry.js'
import type { Secrets } from './secrets.js'

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
  log: { info(message: string): void; debug(message: string): void }
}

interface Answer {
  status: number
  contentType: string
  text: string
  retryAfter: string | undefined
  requestedAt: number
}

const MAX_TOKEN_RESPONSE = 64 * 1024

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
      timeoutMs: deps.timeoutMs
    })
    const { text } = await readText(response.body, MAX_TOKEN_RESPONSE)
    log.debug(`Token request attempt ${n}: HTTP ${response.status} after ${clock.now() - requestedAt} ms`)
    return {
      status: response.status,
      contentType: String(response.headers['content-type'] ?? ''),
      text,
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
        if (!outcome.ok) return { reason: messageOf(outcome.error) }
        return transientAnswer(outcome.value.status, outcome.value.retryAfter, clock.now())
      },
      deps.policy,
      clock,
      logRetry('Token request', log)
    ))
  } catch (error) {
    if (error instanceof RetriesExhausted) {
      throw new ActionError(`Token request to ${where} failed: ${error.message}`)
    }
    throw error
  }
  return interpret(answer, attempts, request, where, secrets)
}

function interpret(answer: Answer, attempts: number, request: TokenRequest, where: string, secrets: Secrets): Token {
  const json = parseJson(answer.text)
  // Mask whatever token the body holds before a message could quote the body.
  if (json && typeof json.access_token === 'string') secrets.add(json.access_token)
  const after = attempts > 1 ? ` after ${attempts} attempts` : ''

  if (answer.status < 200 || answer.status >= 300) {
    if (json && typeof json.error === 'string') {
      const description = typeof json.error_description === 'string' ? json.error_description : ''
      throw new TokenRequestError(answer.status, json.error, description)
    }
    throw new ActionError(
      `Token request to ${where} failed${after}: HTTP ${answer.status}: ${excerpt(answer.text, answer.contentType)}`
    )
  }
  if (!json) {
    throw new ActionError(
      `Token service at ${where} answered HTTP ${answer.status} with a body that is not a JSON object: ${excerpt(answer.text, answer.contentType)}`
    )
  }
  const problems: string[] = []
  const accessToken = typeof json.access_token === 'string' ? json.access_token : ''
  if (accessToken === '') problems.push('no access_token')
  const tokenType = typeof json.token_type === 'string' ? json.token_type : ''
  if (tokenType.toLowerCase() !== 'bearer') problems.push(`token_type '${tokenType}' is not bearer`)
  const expiresIn = Number(json.expires_in)
  if (!(Number.isFinite(expiresIn) && expiresIn > 0))
    problems.push(`expires_in '${String(json.expires_in)}' is not a positive number`)
  if (problems.length > 0) {
    throw new ActionError(
      `Token service at ${where} answered HTTP ${answer.status} without a usable token: ${problems.join(', ')}.`
    )
  }
  return {
    accessToken,
    tokenType,
    expiresIn,
    expiresAt: new Date(answer.requestedAt + expiresIn * 1000),
    scope: typeof json.scope === 'string' && json.scope !== '' ? json.scope : request.scope
  }
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
