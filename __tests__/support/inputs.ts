// Inputs as core.getInput gives them (trimmed, '' when not set), from a plain record.
import { Inputs } from '../../src/step/inputs.js'

export function inputsOf(values: Record<string, string>, cwd = process.cwd()): Inputs {
  return new Inputs((name) => (values[name] ?? '').trim(), cwd)
}
