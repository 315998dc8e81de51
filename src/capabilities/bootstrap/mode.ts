/**
 * What listing-bootstrap asks, read when main() chooses the capability: kept apart from inputs.ts so
 * that choosing loads nothing else of the bootstrap.
 */
import { InputError } from '../../step/errors.js'
import type { Inputs } from '../../step/inputs.js'
import { INPUT } from '../edit/inputs.js'

export const BOOTSTRAP_INPUT = INPUT.bootstrap

/** `keep`: a file that differs from the store stays as it is; `overwrite`: it is replaced. */
export type BootstrapMode = 'keep' | 'overwrite'

const MODES: Readonly<Record<string, BootstrapMode | undefined>> = {
  true: 'keep',
  overwrite: 'overwrite',
  false: undefined
}

/** What listing-bootstrap asks: undefined for `false` (or not given); anything but true, overwrite or false is refused. */
export function bootstrapMode(inputs: Inputs): BootstrapMode | undefined {
  const text = inputs.text(BOOTSTRAP_INPUT).trim()
  if (text === '') return undefined
  const key = text.toLowerCase()
  if (!Object.hasOwn(MODES, key)) {
    throw new InputError(BOOTSTRAP_INPUT, `must be true, overwrite or false, got '${text}'.`)
  }
  return MODES[key]
}

/** Whether listing-bootstrap is on (true or overwrite): then the step is a bootstrap, whatever else asks for a release. */
export const bootstrapAsked = (inputs: Inputs): boolean => bootstrapMode(inputs) !== undefined
