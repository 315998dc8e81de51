// Inputs as core.getInput gives them (trimmed, '' when not set), from a plain record.
import { Inputs, type RunnerPlaces } from '../../src/step/inputs.js'

export function inputsOf(values: Record<string, string>, cwd = process.cwd(), runner: RunnerPlaces = {}): Inputs {
  return new Inputs((name) => (values[name] ?? '').trim(), cwd, runner)
}
