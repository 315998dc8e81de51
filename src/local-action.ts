/**
 * The entry `npm run local-action` gives @github/local-action: the action with @actions/core's
 * index, which local-action stands in for to show the step's commands, outputs and job summary.
 * FRONT_DOOR names the action (`release`, `preflight`, `status`, `listing-bootstrap`, `report`, `vitals`; the token
 * action when unset), as its action.yml's folder does for `npm run local-action`.
 * The bundle's entry is src/index.ts, which never loads this file.
 */
import * as actionsCore from '@actions/core'
import { run as runWith } from './main.js'
import { ACTION_INPUTS, type DoorName } from './step/action-inputs.js'

export const run = (): Promise<void> => {
  const door = process.env.FRONT_DOOR || 'token'
  if (!Object.hasOwn(ACTION_INPUTS, door))
    throw new Error(`FRONT_DOOR names no action: '${door}'. Set it to one of ${Object.keys(ACTION_INPUTS).join(', ')}.`)
  return runWith(door as DoorName, actionsCore)
}
