/**
 * The inputs of the listing-bootstrap action: the app, the folder to write its listing into
 * (`listing-dir`), and whether a file that differs from the store is kept or replaced
 * (`overwrite`); refused for a folder it must not write into (see place.ts), before any request.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { shownName } from '../../step/paths.js'
import { appUrlOf, readAppId, type App } from '../edit/app.js'
import { INPUT } from '../edit/inputs.js'
import { checkRoot } from './place.js'

export interface BootstrapInputs extends App {
  /** listing-dir as a person reads it (workspace-relative with '/'), for messages. */
  dir: string
  /** Where the files are written: listing-dir, resolved and checked. */
  root: string
  mode: BootstrapMode
}

/** `keep`: a file that differs from the store stays as it is; `overwrite`: it is replaced. */
export type BootstrapMode = 'keep' | 'overwrite'

export function readBootstrapInputs(inputs: Inputs): BootstrapInputs {
  const mode: BootstrapMode = inputs.boolean(INPUT.overwrite, false) ? 'overwrite' : 'keep'
  const appId = readAppId(inputs)
  inputs.required(INPUT.listingDir, 'give the folder to write the listing into.')
  const appUrl = appUrlOf(inputs, appId)
  // Where the action writes: outputPath refuses a file in the way and the runner's own files.
  const root = inputs.outputPath(INPUT.listingDir, 'folder')!
  const refused = checkRoot(root, inputs.cwd)
  if (refused) throw new InputError(INPUT.listingDir, `cannot be written by listing-bootstrap: ${refused}`)
  return { appId, appUrl, dir: shownName(root, inputs.cwd), root, mode }
}
