/** The URL policy: where secrets may travel, how a path joins a base URL, and how a URL is printed. */

/** The one transport rule for every URL that secrets travel to: https, or plain http to this machine. */
export function isSecureTransport(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))
}

export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/**
 * `path` appended to the base URL's path; undefined when the result would leave the base: another
 * origin ('//host/x', '/\\host/x') or outside its path ('/../x'), where the bearer token must not go.
 */
export function joinUnder(base: URL, path: string): URL | undefined {
  const basePath = base.pathname.replace(/\/+$/, '')
  const joined = new URL(basePath + path, base)
  const inside = joined.origin === base.origin && `${joined.pathname}/`.startsWith(`${basePath}/`)
  return inside ? joined : undefined
}

/**
 * Whether an id may go into a URL path as one segment: not empty, not only dots ('.' and '..' are
 * resolved away by every URL parser, so a request for `<app>/edits/..` lands on the app itself),
 * and only the characters ids are made of (letters, digits, `.`, `_`, `-`, `~`, `+`), at most 256.
 */
export function isPlainSegment(text: string): boolean {
  return /^[A-Za-z0-9._~+-]{1,256}$/.test(text) && !/^\.+$/.test(text)
}

/** The URL as it may be printed: without query string (a pre-signed URL's signature lives there). */
export function printable(url: URL): string {
  return `${url.origin}${url.pathname}`
}
