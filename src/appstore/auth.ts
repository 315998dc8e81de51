/**
 * The OAuth 2.0 client-credentials request to the identity provider's token service
 * (docs/api-notes.md), with the retry policy applied. Each token a body holds goes to `mask` before
 * any message could quote it; the client secret comes in masked already (main() masks it first).
 */
import { exchange, isSuccess, type ExchangeDeps } from '../net/exchange.js'
import { afterAttempts } from '../net/retry.js'
import { excerpt, Failure } from '../step/errors.js'
import { callOf } from './calls.js'
import { jsonObject, parseJson } from './json.js'

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

export interface AuthDeps extends ExchangeDeps {
  timeoutMs: number
  /** Registers a secret: masked in the log and redacted from all the step prints. */
  mask: (secret: string) => void
}

interface TokenAnswer {
  status: number
  contentType: string
  text: string
  truncated: boolean
  requestedAt: number
}

const MAX_TOKEN_RESPONSE = 64 * 1024
/** Ten years: anything longer is not a token's lifetime, and would not fit a date. */
const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600

/** The token service refused the request with an OAuth 2.0 error body (RFC 6749 section 5.2). */
export class TokenRefused extends Failure {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
    attempts = 1
  ) {
    super(
      `Token request refused${afterAttempts(attempts)}: ${description || '(no error_description)'} ` +
        `(error ${code}, HTTP ${status}).`
    )
  }
}

/** Form encoding of RFC 6749 appendix B: every byte of every value arrives as it was. */
export function encodeForm(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString()
}

export async function requestToken(request: TokenRequest, deps: AuthDeps): Promise<Token> {
  const { clock, mask, log } = deps
  const body = encodeForm({
    grant_type: 'client_credentials',
    client_id: request.clientId,
    client_secret: request.clientSecret,
    scope: request.scope
  })
  const where = request.tokenUrl.href
  log.info(`Requesting an access token for scope ${request.scope} from ${where}`)
  // The token's hour starts when it is requested, so the clock is read before sending.
  const requestedAt = clock.now()
  const answer = await exchange(
    {
      ...callOf('token'),
      url: request.tokenUrl,
      name: `Token request to ${where}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: { kind: 'text', text: body },
      followRedirects: false,
      textLimit: MAX_TOKEN_RESPONSE,
      timeoutMs: deps.timeoutMs,
      // A token answer is small: a service that trickles it must not hold the job either.
      totalMs: deps.timeoutMs
    },
    deps
  )
  return interpret(
    {
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? ''),
      text: answer.text,
      truncated: answer.truncated,
      requestedAt
    },
    answer.attempts,
    request,
    where,
    mask
  )
}

function interpret(
  answer: TokenAnswer,
  attempts: number,
  request: TokenRequest,
  where: string,
  mask: (secret: string) => void
): Token {
  // Whatever token the body holds is masked before a message could quote any of it.
  maskTokensIn(answer.text, mask)
  const after = afterAttempts(attempts)
  if (answer.truncated) {
    throw new Failure(
      `Token service at ${where} answered HTTP ${answer.status}${after} with a body over ${MAX_TOKEN_RESPONSE / 1024} KiB, ` +
        "which no token answer is; it is not shown. Check that 'auth-url' points at the identity provider."
    )
  }
  const json = jsonObject(parseJson(answer.text))
  if (!isSuccess(answer.status)) {
    if (json && typeof json.error === 'string') {
      const description = typeof json.error_description === 'string' ? json.error_description : ''
      throw new TokenRefused(answer.status, json.error, description, attempts)
    }
    throw new Failure([
      `Token request to ${where} failed${after}: HTTP ${answer.status}: `,
      excerpt(answer.text, answer.contentType)
    ])
  }
  if (!json) {
    throw new Failure([
      `Token service at ${where} answered HTTP ${answer.status} with a body that is not a JSON object: `,
      excerpt(answer.text, answer.contentType)
    ])
  }
  const problems: string[] = []
  const accessToken = typeof json.access_token === 'string' ? json.access_token : ''
  if (accessToken === '') problems.push('no access_token')
  else if (!/^[\x21-\x7e]+$/.test(accessToken)) {
    problems.push('an access_token that an HTTP header cannot carry (control characters, spaces or non-ASCII)')
  }
  const tokenType = typeof json.token_type === 'string' ? json.token_type : ''
  if (tokenType.toLowerCase() !== 'bearer') problems.push(`token_type '${tokenType}' is not bearer`)
  const expiresIn = secondsOf(json.expires_in)
  if (typeof expiresIn !== 'number' || !(expiresIn > 0 && expiresIn <= MAX_EXPIRES_IN)) {
    problems.push(
      `expires_in ${JSON.stringify(expiresIn) ?? 'undefined'} is not a number of seconds from 1 to ${MAX_EXPIRES_IN}`
    )
  }
  if (problems.length > 0) {
    throw new Failure(
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

/** expires_in as a number: some token services send it as a string of digits ("3600"). */
function secondsOf(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value
}

/**
 * Registers every token a token-endpoint body may hold, found tolerantly: any access_token value
 * (also in a body that is not valid JSON, such as an HTML page quoting the answer), and anything
 * shaped like an Amazon access token (it begins with "Atc|": docs/api-notes.md).
 */
function maskTokensIn(text: string, mask: (secret: string) => void): void {
  for (const [, quoted] of text.matchAll(/"access_token"\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
    mask(quoted)
    const value = jsonObject(parseJson(`{"v":"${quoted}"}`))?.v
    if (typeof value === 'string') mask(value)
  }
  for (const [shaped] of text.matchAll(/Atc\|[^\s"'<>&\\,;]+/g)) mask(shaped)
}
