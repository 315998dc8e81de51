/**
 * The shape every capability of the action has: the input that asks for it, the scope its calls
 * need, how it reads its inputs (before any request), and how it runs with the run's token.
 * main() loops over them; a new capability is a folder that exports one of these.
 */
import type { Log } from './action/log.js'
import type { Secrets } from './action/secrets.js'
import type { Row } from './action/summary.js'
import type { Session } from './api/session.js'
import type { Clock } from './http/retry.js'
import type { Inputs } from './inputs/read.js'

export interface RunContext {
  session: Session
  log: Log
  secrets: Secrets
  clock: Clock
}

export interface Outcome {
  /** Step outputs; every value is redacted before it is set. */
  outputs: Record<string, string>
  /** Rows of the job summary. */
  rows: Row[]
  /** Fails the step after the outputs and the summary are written. */
  failure?: string
}

export interface Capability<I> {
  /** The input that asks for it; one capability per step. */
  trigger: string
  /** The heading of the job summary. */
  title: string
  /** The one scope its calls need; it becomes the default scope. */
  scope?: string
  /** Reads and checks its inputs; undefined when the step does not ask for it. */
  read(inputs: Inputs, nowMs: number): I | undefined
  /** Checks that need the file system at length (globs), after every input is read and before any request. */
  prepare?(inputs: I): Promise<I>
  run(inputs: I, context: RunContext): Promise<Outcome>
}
