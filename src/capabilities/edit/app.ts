/** The app whose edits a run works in: `app-id`, and its resource under `api-base-url`. */
import { appPath, DEFAULT_API_BASE_URL } from '../../appstore/endpoints.js'
import { isPlainSegment } from '../../net/url.js'
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { INPUT } from './inputs.js'

const APP_ID_HINT = "the App ID (amzn1.devportal.mobileapp.…) shown on the app's page in the developer console."

export interface App {
  appId: string
  /** The app's resource: `<api-base-url>/v1/applications/<app-id>`. */
  appUrl: URL
}

/** app-id, checked: one segment of the API's paths ('..' or '.' would make every call land elsewhere). */
export function readAppId(inputs: Inputs): string {
  const appId = inputs.required(INPUT.appId, `give ${APP_ID_HINT}`)
  if (!isPlainSegment(appId)) throw new InputError(INPUT.appId, `must be ${APP_ID_HINT} Got '${appId}'.`)
  return appId
}

/** The app's resource under api-base-url. */
export function appUrlOf(inputs: Inputs, appId: string): URL {
  return inputs.urlUnder(INPUT.apiBaseUrl, DEFAULT_API_BASE_URL, appPath(appId), INPUT.appId)
}
