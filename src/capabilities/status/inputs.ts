/** The inputs of the status action: the app, and the version codes a workflow waits for. */
import { parseVersionCodes } from '../../android/version-codes.js'
import type { Inputs } from '../../step/inputs.js'
import { appUrlOf, readAppId, type App } from '../edit/app.js'

export interface StatusInputs extends App {
  /** The version codes asked about (`live` answers for them); [] when none was given. */
  versionCodes: string[]
}

export function readStatusInputs(inputs: Inputs): StatusInputs {
  const versionCodes = parseVersionCodes(inputs.text('version-codes'), 'version-codes')
  const appId = readAppId(inputs)
  return { appId, appUrl: appUrlOf(inputs, appId), versionCodes }
}
