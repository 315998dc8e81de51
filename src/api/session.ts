/**
 * One token for the whole run, and the authenticated calls made with it. Implements the token's
 * state table (spec, section 3): a 403 saying 'Request is not authorized.' means the token has
 * expired, so a new one is requested and the call is made once more with it; and a token close to
 * its end is renewed before a call rather than after a refusal.
 */
import type { Secrets } from '../action/secrets.js'
import { call, printable, type Call, type CallDeps, type CallResult } from '../http/call.js'
import { apiErrorText } from './errors.js'
import { requestToken, type Token, type TokenRequest } from './token-client.js'
import { SCOPE_LIST } from './scopes.js'

export interface SessionDeps extends CallDeps {
  secrets: Secrets
  timeoutMs: number
}

/** A call made with the session's token: everything of a Call but the token and the timeout. */
export type ApiRequest = Omit<Call, 'bearer' | 'timeoutMs' | 'textLimit'> & { textLimit?: number }

export interface ApiResult extends CallResult {
  /** A fresh token was refused too: not expiry, but a profile not attached to this API. */
  refusedAfterRenewal: boolean
}

/** A token is renewed before a call when less than this remains (or half its life, if that is less). */
export const RENEW_MARGIN_MS = 5 * 60 * 1000
const DEFAULT_TEXT_LIMIT = 1024 * 1024

export class Session {
  /** Every token the run was given, in order; the last is the one in use. */
  readonly tokens: Token[] = []

  private constructor(
    private readonly request: TokenRequest,
    private readonly deps: SessionDeps
  ) {}

  static async open(request: TokenRequest, deps: SessionDeps): Promise<Session> {
    const session = new Session(request, deps)
    await session.renew()
    return session
  }

  get token(): Token {
    return this.tokens[this.tokens.length - 1]
  }

  async renew(): Promise<Token> {
    const { send, clock, secrets, policy, timeoutMs, log } = this.deps
    const token = await requestToken(this.request, { send, clock, secrets, policy, timeoutMs, log })
    this.tokens.push(token)
    return token
  }

  async call(request: ApiRequest): Promise<ApiResult> {
    const { token } = this
    const margin = Math.min(RENEW_MARGIN_MS, (token.expiresIn * 1000) / 2)
    if (token.expiresAt.getTime() - this.deps.clock.now() < margin) {
      this.deps.log.info('The token is about to expire; requesting a new one')
      await this.renew()
    }
    const result = await this.send(request, this.token.accessToken)
    if (!isExpiredTokenAnswer(result)) return { ...result, refusedAfterRenewal: false }
    this.deps.log.info(
      'The API answered 403 Request is not authorized: the token may have expired; requesting a new one'
    )
    const renewed = await this.renew()
    const again = await this.send(request, renewed.accessToken)
    return { ...again, refusedAfterRenewal: isExpiredTokenAnswer(again) }
  }

  /** A call with the run's transport and retry policy, but no token: for a URL that is itself a credential. */
  callWithoutToken(request: ApiRequest): Promise<CallResult> {
    return this.send(request, undefined)
  }

  private send(request: ApiRequest, bearer: string | undefined): Promise<CallResult> {
    return call(
      { textLimit: DEFAULT_TEXT_LIMIT, hostInput: 'api-base-url', ...request, bearer, timeoutMs: this.deps.timeoutMs },
      this.deps
    )
  }
}

export function isExpiredTokenAnswer(result: CallResult): boolean {
  return result.status === 403 && /Request is not authorized/i.test(result.text)
}

export function isSuccess(result: CallResult): boolean {
  return result.status >= 200 && result.status < 300
}

/**
 * What a non-2xx answer says, for an error message: the call, the status, the attempts, the API's
 * message and errors (or an excerpt of the body), and a hint.
 */
export function describeFailure(
  request: Pick<Call, 'method' | 'url' | 'label'>,
  result: ApiResult,
  secrets: Secrets
): string {
  const hint = result.refusedAfterRenewal
    ? '\nHint: a fresh token was refused too, so it is not about expiry: attach the security profile to this API ' +
      `under Apps & Services > API Access, and use the scope of this API (${SCOPE_LIST}).`
    : ''
  return (
    `${request.method} ${request.label ?? printable(request.url)} answered HTTP ${result.status}` +
    `${result.attempts > 1 ? ` after ${result.attempts} attempts` : ''}: ` +
    `${apiErrorText(result.text, String(result.headers['content-type'] ?? ''), secrets)}${hint}`
  )
}
