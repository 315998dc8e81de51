/**
 * The inputs of listing-bootstrap: the app, the folder to write its listing into (`listing-dir`),
 * and whether a file that differs from the store is kept (`true`) or replaced (`overwrite`);
 * refused with any input that would change the store, and for a folder it must not write into
 * (see place.ts), before any request.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { appUrlOf, readAppId, type App } from '../edit/app.js'
import { CHANGING_INPUTS, INPUT } from '../edit/inputs.js'
import { BOOTSTRAP_INPUT, bootstrapMode, type BootstrapMode } from './mode.js'
import { checkRoot } from './place.js'

export interface BootstrapInputs extends App {
  /** listing-dir as given, for messages. */
  dir: string
  /** Where the files are written: listing-dir, resolved and checked. */
  root: string
  mode: BootstrapMode
}

/** The triggers of the other capabilities that make no sense with it (a release's are refused below). */
const OTHER_STEPS = ['api-url', 'report']

export function readBootstrapInputs(inputs: Inputs): BootstrapInputs {
  const mode = bootstrapMode(inputs) ?? 'keep'
  const other = OTHER_STEPS.find((name) => inputs.text(name) !== '')
  if (other) throw new InputError(BOOTSTRAP_INPUT, `and '${other}' cannot both be given: use one step for each.`)
  const appId = readAppId(inputs)
  const dir = inputs.text(INPUT.listingDir)
  if (dir === '') throw new InputError(BOOTSTRAP_INPUT, 'needs listing-dir: the folder to write the listing into.')
  const changes = CHANGING_INPUTS.filter(
    (name) => inputs.text(name) !== '' && inputs.text(name).toLowerCase() !== 'false'
  )
  if (changes.length > 0) {
    throw new InputError(
      BOOTSTRAP_INPUT,
      `changes nothing in the store, so it cannot go with ${changes.join(', ')}: run it in a step of its own.`
    )
  }
  const appUrl = appUrlOf(inputs, appId)
  // Where the action writes: outputPath refuses a file in the way and the runner's own files.
  const root = inputs.outputPath(INPUT.listingDir, 'folder')!
  const refused = checkRoot(root, inputs.cwd)
  if (refused) throw new InputError(INPUT.listingDir, `cannot be written by listing-bootstrap: ${refused}`)
  return { appId, appUrl, dir, root, mode }
}
