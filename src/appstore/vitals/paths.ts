/**
 * Where the Vitals API keeps an app's metric sets: `/vitals/apps/{package}`, under the API's base
 * URL. Kept apart from the client (index.ts) so that the step's inputs can place the app's URL
 * without loading the client.
 */

/** The app's resource of the Vitals API: the client builds each set's path under it. */
export function vitalsAppPath(packageName: string): string {
  return `/vitals/apps/${encodeURIComponent(packageName)}`
}
