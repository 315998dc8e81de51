/**
 * The optional authenticated API call. Implements the token's state table: a 403 saying
 * 'Request is not authorized.' means the token expired, so a new one is requested and the call
 * is made once more with it.
 */
import type { ApiInputs } from './api-inputs.js'
import { excerpt } from './errors.js'
import { call, printable, type CallDeps, type CallResult } from './http-call.js'
import type { Token } from './token-client.js'

export const RESPONSE_OUTPUT_LIMIT = 512 * 1024

export interface ApiCallOutcome {
  result: CallResult
  elapsedMs: number
  /** A failure message for a non-2xx answer, hint included; undefined on success. */
  failure?: string
}

export interface ApiCallDeps extends CallDeps {
  renewToken(): Promise<Token>
}

export function isExpiredTokenAnswer(result: CallResult): boolean {
  return result.status === 403 && /Request is not authorized/i.test(result.text)
}

/** The token renewal publishes the new token's outputs itself (see main's getToken). */
export async function callApi(
  inputs: Pick<ApiInputs, 'method' | 'url' | 'headers' | 'body' | 'outputFile'>,
  token: Token,
  timeoutMs: number,
  deps: ApiCallDeps
): Promise<ApiCallOutcome> {
  const started = deps.clock.now()
  const send = (bearer: string) =>
    call(
      {
        method: inputs.method,
        url: inputs.url,
        headers: inputs.headers,
        body: inputs.body,
        bearer,
        outputFile: inputs.outputFile,
        textLimit: RESPONSE_OUTPUT_LIMIT,
        timeoutMs
      },
      deps
    )
  let result = await send(token.accessToken)
  let hint = ''
  if (isExpiredTokenAnswer(result)) {
    deps.log.info('The API answered 403 Request is not authorized: the token has expired; requesting a new one')
    const renewed = await deps.renewToken()
    result = await send(renewed.accessToken)
    if (isExpiredTokenAnswer(result)) {
      hint =
        '\nHint: a fresh token was refused too, so it is not about expiry: attach the security profile to this API ' +
        'under Apps & Services > API Access, and use the scope of this API (appstore::apps:readwrite for the App ' +
        'Submission API, adx_reporting::appstore:marketer for the Reporting API).'
    }
  }
  const ok = result.status >= 200 && result.status < 300
  const failure = ok
    ? undefined
    : `${inputs.method} ${printable(inputs.url)} answered HTTP ${result.status}: ` +
      `${excerpt(result.text, String(result.headers['content-type'] ?? ''))}${hint}`
  return { result, elapsedMs: deps.clock.now() - started, failure }
}
