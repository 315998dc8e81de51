/** The token inputs, read in every run: the security profile's credentials, the scope, the transport settings. */
import type { TokenRequest } from '../../appstore/auth.js'
import { DEFAULT_AUTH_URL, isTokenUrl, TOKEN_PATH } from '../../appstore/endpoints.js'
import { SCOPES } from '../../appstore/scopes.js'
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import type { Log } from '../../step/log.js'

export interface TokenInputs extends TokenRequest {
  retries: number
  timeoutMs: number
}

const FROM_SECRET = 'pass it from a secret, e.g. ${{ secrets.NAME }}.'
export const CLIENT_SECRET_INPUT = 'client-secret'

/**
 * `fixedScope`: the scope a sub-action's calls need, which it asks for itself (it takes no `scope`
 * input); `clientSecret`: the client secret, which main() reads once (and masks) before anything else.
 */
export function readTokenInputs(
  inputs: Inputs,
  log: Pick<Log, 'warning'>,
  fixedScope: string | undefined,
  clientSecret: string
): TokenInputs {
  const clientId = inputs.required('client-id', FROM_SECRET)
  if (clientSecret === '') throw new InputError(CLIENT_SECRET_INPUT, `is required and was empty; ${FROM_SECRET}`)
  return {
    clientId,
    clientSecret,
    scope: fixedScope ?? readScope(inputs.text('scope'), log),
    tokenUrl: readTokenUrl(inputs),
    retries: inputs.integer('retries', 3, 0, 10),
    timeoutMs: inputs.milliseconds('timeout-seconds', 30, 600)
  }
}

function readScope(scope: string, log: Pick<Log, 'warning'>): string {
  const known = Object.keys(SCOPES)
    .map((s) => `'${s}'`)
    .join(' or ')
  if (scope === '') throw new InputError('scope', `is required: ${known}.`)
  if (/\s/.test(scope)) {
    throw new InputError(
      'scope',
      `must be exactly one value without whitespace; the token service takes one scope per request: ${known}.`
    )
  }
  if (!(scope in SCOPES)) log.warning(`Input 'scope' is '${scope}', which is neither ${known}; it is sent as given.`)
  return scope
}

/**
 * `auth-url` is the identity provider's origin (a path prefix is kept) and the token path is
 * appended; the whole token URL, as Amazon's documentation shows it, is taken as it is.
 */
function readTokenUrl(inputs: Inputs): URL {
  const given = inputs.url('auth-url', DEFAULT_AUTH_URL)
  return inputs.join('auth-url', given, isTokenUrl(given) ? '' : TOKEN_PATH, 'auth-url')
}
