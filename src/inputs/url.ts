/** The URL rules: where secrets may travel, and how a path joins a base URL. */
import { InputError } from '../action/errors.js'

/**
 * Parses a URL input and applies the transport rule: https everywhere, plain http only to this
 * machine (127.0.0.0/8, ::1, localhost), because client secrets and tokens must not travel in clear.
 */
export function secureUrl(input: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    // A value with '@' may hold credentials: it is not echoed.
    const shown = value.includes('@') ? '' : `: '${value}'`
    throw new InputError(input, `is not a valid absolute URL${shown}.`)
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

/**
 * `path` appended to the base URL's path. The result must stay under the base: on its origin, and
 * within its path. A path such as '//host/x' or '/\\host/x' would otherwise be read as a URL on
 * another host, and '/../x' would climb out of the base path: the bearer token would go there.
 * `baseInput` and `pathInput` name the inputs in errors.
 */
export function joinUrl(baseInput: string, base: URL, path: string, pathInput = baseInput): URL {
  if (base.search || base.hash) throw new InputError(baseInput, 'must not have a query string or fragment.')
  const basePath = base.pathname.replace(/\/+$/, '')
  const joined = new URL(basePath + path, base)
  if (joined.origin !== base.origin || !`${joined.pathname}/`.startsWith(`${basePath}/`)) {
    throw new InputError(
      pathInput,
      `must be a path under ${base.origin}${basePath}/ ('${path.slice(0, 60)}' leads elsewhere); ` +
        'give an absolute URL to call another host.'
    )
  }
  return joined
}
