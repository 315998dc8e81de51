/** Reads the action's inputs and checks them, so that bad input fails before any request is sent. */
import { InputError, SCOPES } from './errors.js'

export type GetInput = (name: string) => string

export interface TokenInputs {
  clientId: string
  clientSecret: string
  scope: string
  tokenUrl: URL
  retries: number
  timeoutMs: number
}

export const DEFAULT_AUTH_URL = 'https://api.amazon.com'
export const TOKEN_PATH = '/auth/o2/token'

/** `onlyScope`: the one scope this run can use (a report download needs the Reporting API's); it is then the default. */
export function readTokenInputs(getInput: GetInput, warn: (message: string) => void, onlyScope?: string): TokenInputs {
  const clientId = required(getInput, 'client-id')
  const clientSecret = required(getInput, 'client-secret')
  return {
    clientId,
    clientSecret,
    scope: onlyScope ? readOnlyScope(getInput('scope').trim(), onlyScope) : readScope(getInput('scope').trim(), warn),
    tokenUrl: tokenUrlFrom(getInput('auth-url').trim() || DEFAULT_AUTH_URL),
    retries: integerInput(getInput, 'retries', 3, 0, 10),
    timeoutMs: secondsInput(getInput, 'timeout-seconds', 30, 600) * 1000
  }
}

function required(getInput: GetInput, name: string): string {
  const value = getInput(name).trim()
  if (value === '')
    throw new InputError(name, 'is required and was empty; pass it from a secret, e.g. ${{ secrets.NAME }}.')
  return value
}

function readScope(scope: string, warn: (message: string) => void): string {
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
  if (!(scope in SCOPES)) {
    warn(`Input 'scope' is '${scope}', which is neither ${known}; it is sent as given.`)
  }
  return scope
}

function readOnlyScope(scope: string, only: string): string {
  if (scope === '' || scope === only) return only
  throw new InputError(
    'scope',
    `must be '${only}' or empty when 'report' is set (reports need the Reporting API), got '${scope}'.`
  )
}

/** `auth-url` is the identity provider's origin (a path prefix is kept); the token path is appended. */
export function tokenUrlFrom(authUrl: string): URL {
  const base = secureUrl('auth-url', authUrl)
  if (base.search || base.hash) throw new InputError('auth-url', 'must not have a query string or fragment.')
  return new URL(base.pathname.replace(/\/+$/, '') + TOKEN_PATH, base)
}

/**
 * Parses a URL input and applies the transport rule: https everywhere, plain http only to this
 * machine (127.0.0.0/8, ::1, localhost), because client secrets and tokens must not travel in clear.
 */
export function secureUrl(input: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(input, `is not a valid absolute URL: '${value}'.`)
  }
  if (url.username || url.password) throw new InputError(input, 'must not carry credentials in the URL.')
  if (isSecureTransport(url)) return url
  if (url.protocol === 'http:') {
    throw new InputError(
      input,
      `must use https: plain http is allowed only to loopback (127.0.0.0/8, ::1, localhost), got '${url.host}'.`
    )
  }
  throw new InputError(input, `must be an https URL, got '${url.protocol}'.`)
}

/** The one transport rule for every URL that secrets travel to: https, or plain http to this machine. */
export function isSecureTransport(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

export function integerInput(getInput: GetInput, name: string, fallback: number, min: number, max: number): number {
  const text = getInput(name).trim()
  if (text === '') return fallback
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new InputError(name, `must be a whole number from ${min} to ${max}, got '${text}'.`)
  }
  return value
}

function secondsInput(getInput: GetInput, name: string, fallback: number, max: number): number {
  const text = getInput(name).trim()
  if (text === '') return fallback
  const value = Number(text)
  if (!/^\d+(\.\d+)?$/.test(text) || value <= 0 || value > max) {
    throw new InputError(name, `must be a number of seconds above 0 and at most ${max}, got '${text}'.`)
  }
  return value
}
