/** The inputs of the status front door: the app alone (status/action.yml declares nothing else). */
import type { Inputs } from '../../step/inputs.js'
import { appUrlOf, readAppId, type App } from '../edit/app.js'

export function readStatusInputs(inputs: Inputs): App {
  const appId = readAppId(inputs)
  return { appId, appUrl: appUrlOf(inputs, appId) }
}
