// Inputs as core.getInput gives them (trimmed, '' when not set), from a plain record.
import { Inputs, type RunnerPlaces } from '../../src/step/inputs.js'
import { Secrets } from '../../src/step/secrets.js'

export function inputsOf(values: Record<string, string>, cwd = process.cwd(), runner: RunnerPlaces = {}): Inputs {
  return new Inputs((name) => (values[name] ?? '').trim(), cwd, runner)
}

/** What main() passes down: whether a text holds the client secret of these inputs, in any form the step redacts. */
export function holdsSecretOf(values: Record<string, string>): (text: string) => boolean {
  const secrets = new Secrets(() => {})
  secrets.add((values['client-secret'] ?? '').trim())
  return secrets.holds
}
