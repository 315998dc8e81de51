/** Where the Appstore APIs live, and how a path given as input becomes a URL under it. */
import { InputError } from '../action/errors.js'
import type { Inputs } from '../inputs/read.js'
import { joinUrl, secureUrl } from '../inputs/url.js'

export const DEFAULT_API_BASE_URL = 'https://developer.amazon.com/api/appstore'

export function apiBaseUrl(inputs: Inputs): string {
  return inputs.text('api-base-url', DEFAULT_API_BASE_URL)
}

/** An absolute URL, or a path starting with '/' that is appended to the base URL. */
export function resolveApiUrl(target: string, baseUrl: string): URL {
  if (target.startsWith('/')) return joinUrl('api-base-url', secureUrl('api-base-url', baseUrl), target, 'api-url')
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    throw new InputError('api-url', `must be an absolute URL or a path starting with '/', got '${target}'.`)
  }
  return secureUrl('api-url', target)
}
