/** The token inputs, read in every run: the security profile's credentials, the scope, the transport settings. */
import { InputError } from '../action/errors.js'
import type { Log } from '../action/log.js'
import { SCOPES } from '../api/scopes.js'
import type { TokenRequest } from '../api/token-client.js'
import type { Inputs } from '../inputs/read.js'
import { joinUrl } from '../inputs/url.js'

export interface TokenInputs extends TokenRequest {
  retries: number
  timeoutMs: number
}

export const DEFAULT_AUTH_URL = 'https://api.amazon.com'
export const TOKEN_PATH = '/auth/o2/token'
const FROM_SECRET = 'pass it from a secret, e.g. ${{ secrets.NAME }}.'

/** The one scope a capability's calls need, and the input that asked for the capability. */
export interface OnlyScope {
  scope: string
  trigger: string
}

/** With `onlyScope`, that scope is the default and no other is accepted. */
export function readTokenInputs(inputs: Inputs, log: Pick<Log, 'warning'>, onlyScope?: OnlyScope): TokenInputs {
  const scope = inputs.text('scope')
  return {
    clientId: inputs.required('client-id', FROM_SECRET),
    clientSecret: inputs.required('client-secret', FROM_SECRET),
    scope: onlyScope ? readOnlyScope(scope, onlyScope) : readScope(scope, log),
    tokenUrl: tokenUrlFrom(inputs.url('auth-url', DEFAULT_AUTH_URL)),
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

function readOnlyScope(scope: string, only: OnlyScope): string {
  if (scope === '' || scope === only.scope) return only.scope
  const api = SCOPES[only.scope]
  throw new InputError(
    'scope',
    `must be '${only.scope}' or empty when '${only.trigger}' is set (its calls need the ${api}), got '${scope}'.`
  )
}

/**
 * `auth-url` is the identity provider's origin (a path prefix is kept) and the token path is
 * appended; the whole token URL, as Amazon's documentation shows it, is taken as it is.
 */
export function tokenUrlFrom(authUrl: URL): URL {
  if (/\/auth\/o2\/token\/*$/i.test(authUrl.pathname)) return joinUrl('auth-url', authUrl, '')
  return joinUrl('auth-url', authUrl, TOKEN_PATH)
}
