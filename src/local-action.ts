/**
 * The entry `npm run local-action` gives @github/local-action: the action with @actions/core's
 * index, which local-action stands in for to show the step's commands, outputs and job summary.
 * ACTION names the sub-action (`release`, `preflight`, `status`, `listing-bootstrap`, `report`, `vitals`; the
 * token action when unset), as its action.yml's folder does on a runner.
 * The bundle's entry is src/index.ts, which never loads this file.
 */
import * as actionsCore from '@actions/core'
import { run as runWith } from './main.js'
import { ACTION_INPUTS, type DoorName } from './step/action-inputs.js'

export const run = (): Promise<void> => {
  const door = process.env.ACTION || 'token'
  if (!Object.hasOwn(ACTION_INPUTS, door))
    throw new Error(
      `ACTION names no action of this repository: '${door}'. Set it to one of ${Object.keys(ACTION_INPUTS).join(', ')}.`
    )
  return runWith(door as DoorName, actionsCore)
}
