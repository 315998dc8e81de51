/**
 * The entry `npm run local-action` gives @github/local-action: the action with @actions/core's
 * index, which local-action stands in for to show the step's commands, outputs and job summary.
 * The bundle's entry is src/index.ts, which never loads this file.
 */
import * as actionsCore from '@actions/core'
import { run as runWith } from './main.js'

export const run = (): Promise<void> => runWith(actionsCore)
