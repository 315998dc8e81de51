/** Where the Appstore's services live, and the paths of the resources the capabilities use. */

/** The identity provider's token service; `auth-url` may name another. */
export const DEFAULT_AUTH_URL = 'https://api.amazon.com'
export const TOKEN_PATH = '/auth/o2/token'
/** The App Submission API and the Reporting API; `api-base-url` may name another. */
export const DEFAULT_API_BASE_URL = 'https://developer.amazon.com/api/appstore'

/** Whether a token URL is given whole, as Amazon's documentation shows it (the sample spells /auth/O2/token). */
export function isTokenUrl(url: URL): boolean {
  return /\/auth\/o2\/token\/*$/i.test(url.pathname)
}

/** The app's resource of the App Submission API, under the base URL. */
export function appPath(appId: string): string {
  return `/v1/applications/${encodeURIComponent(appId)}`
}
