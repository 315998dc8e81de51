/**
 * One token for the whole run, and the authenticated exchanges made with it. A token lives an
 * hour, and a 403 saying 'Request is not authorized.' means it has expired (docs/api-notes.md),
 * so a new one is requested and the exchange is made once more with it; and a token close to its
 * end is renewed before an exchange rather than after a refusal. Every token is
 * handed to `onToken` as it arrives, so the step can publish the one in use.
 */
import { exchange, type Exchange, type ExchangeDeps, type ExchangeResult } from '../net/exchange.js'
import { requestToken, type AuthDeps, type Token, type TokenRequest } from './auth.js'

export interface SessionDeps extends ExchangeDeps, AuthDeps {
  /** Called with the first token and with every renewed one. */
  onToken?: (token: Token) => void
}

/** An exchange made with the session's token: everything of an Exchange but the token and the timeout. */
export type ApiRequest = Omit<Exchange, 'bearer' | 'timeoutMs' | 'textLimit'> & { textLimit?: number }

export interface ApiResult extends ExchangeResult {
  /** A fresh token was refused too: not expiry, but a profile not attached to this API. */
  refusedAfterRenewal: boolean
}

/** A token is renewed before an exchange when less than this remains (or half its life, if that is less). */
export const RENEW_MARGIN_MS = 5 * 60 * 1000
const DEFAULT_TEXT_LIMIT = 1024 * 1024

export class Session {
  private current!: Token
  /** The renewal under way: exchanges made at the same time (reports in parallel) share it. */
  private renewing?: Promise<Token>

  private constructor(
    private readonly request: TokenRequest,
    private readonly deps: SessionDeps
  ) {}

  static async open(request: TokenRequest, deps: SessionDeps): Promise<Session> {
    const session = new Session(request, deps)
    await session.renew(undefined)
    return session
  }

  /** The token in use. */
  get token(): Token {
    return this.current
  }

  /** A new token in place of `stale`; none is requested when another exchange has already replaced it. */
  private renew(stale: Token | undefined): Promise<Token> {
    if (stale !== this.current) return Promise.resolve(this.current)
    this.renewing ??= requestToken(this.request, this.deps)
      .then((token) => {
        this.current = token
        this.deps.onToken?.(token)
        return token
      })
      .finally(() => (this.renewing = undefined))
    return this.renewing
  }

  async exchange(request: ApiRequest): Promise<ApiResult> {
    let token = this.current
    const margin = Math.min(RENEW_MARGIN_MS, (token.expiresIn * 1000) / 2)
    if (token.expiresAt.getTime() - this.deps.clock.now() < margin) {
      this.deps.log.info('The token is about to expire; requesting a new one')
      token = await this.renew(token)
    }
    const result = await this.send(request, token.accessToken)
    if (!isExpiredTokenAnswer(result)) return { ...result, refusedAfterRenewal: false }
    this.deps.log.info(
      'The API answered 403 Request is not authorized: the token may have expired; requesting a new one'
    )
    const renewed = await this.renew(token)
    const again = await this.send(request, renewed.accessToken)
    return { ...again, refusedAfterRenewal: isExpiredTokenAnswer(again) }
  }

  /** An exchange with the run's transport and retry policy, but no token: for a URL that is itself a credential. */
  exchangeWithoutToken(request: ApiRequest): Promise<ExchangeResult> {
    return this.send(request, undefined)
  }

  private send(request: ApiRequest, bearer: string | undefined): Promise<ExchangeResult> {
    return exchange({ textLimit: DEFAULT_TEXT_LIMIT, ...request, bearer, timeoutMs: this.deps.timeoutMs }, this.deps)
  }
}

export function isExpiredTokenAnswer(result: ExchangeResult): boolean {
  return result.status === 403 && /Request is not authorized/i.test(result.text)
}
