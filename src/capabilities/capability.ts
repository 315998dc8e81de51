/**
 * The shape every capability has: the scope its calls need, and how it reads its inputs (all of
 * them, files included, before any request), which gives the job it runs with the run's session.
 * The action a step uses names its capability (src/doors.ts); a new capability is a folder that
 * exports one of these, and a sub-action of its own.
 */
import type { Session } from '../appstore/session.js'
import type { Clock } from '../net/retry.js'
import type { Failure } from '../step/errors.js'
import type { Inputs } from '../step/inputs.js'
import type { Log } from '../step/log.js'
import type { Row, Section } from '../step/report.js'

export interface RunContext {
  session: Session
  log: Log
  clock: Clock
  /** Registers a secret the run learns (a pre-signed link): masked, and redacted from all the step prints. */
  mask: (secret: string) => void
  /** Where a cancelled run hears of it, and how it exits: `process`. */
  signals: Signals
}

/**
 * The signals a cancelled job gets: a runner sends SIGINT, then SIGTERM; on Windows, Ctrl-C, then
 * Ctrl-Break (SIGBREAK, which Node takes as an event name on every platform).
 */
export type CancelSignal = 'SIGINT' | 'SIGTERM' | 'SIGBREAK'

/** The signals of a cancelled job, and the way out after them. */
export interface Signals {
  on(signal: CancelSignal, listener: () => void): unknown
  removeListener(signal: CancelSignal, listener: () => void): unknown
  exit(code: number): void
}

export interface Outcome {
  /** Step outputs; every value is redacted (then cut) before it is set. */
  outputs: Record<string, string>
  /** Rows of the job summary. */
  rows: Row[]
  /**
   * Markdown after the table (tables of numbers, a Mermaid chart), redacted before it is written.
   * Outside text goes in as a Quote whose shape makes it plain (redacted first, then shaped): nothing
   * here is escaped.
   */
  sections?: Section[]
  /** Fails the step after the outputs and the summary are written. */
  failure?: Failure
}

/** A capability's inputs, read and checked: what is left is to run it. */
export interface Job {
  run(context: RunContext): Promise<Outcome>
}

/**
 * The job of a capability whose run code is a chunk of its own (`code`, its import() begun): the
 * chunk loads while the token is asked, not after it, and only once the inputs are read and checked.
 */
export function lazyJob<Code>(code: Promise<Code>, run: (loaded: Code, context: RunContext) => Promise<Outcome>): Job {
  // Until the run awaits it, a chunk that failed to load is no unhandled rejection; the run fails with it.
  code.catch(() => undefined)
  return { run: async (context) => run(await code, context) }
}

/** Whether a text holds a secret of the run (the client secret), in any form the step redacts. */
export type HoldsSecret = (text: string) => boolean

export interface Capability {
  /** The heading of the job summary. */
  title: string
  /** The one scope its calls need: its action asks for it, and takes no `scope` input. */
  scope?: string
  /** It sends requests, with the token the run opens: see TokenlessCapability for the other kind. */
  tokenless?: false
  /**
   * Reads and checks its inputs, before any request; `log` warns of inputs that do nothing;
   * `holdsSecret` tells text that holds a secret of the run, which public text must not.
   */
  read(inputs: Inputs, nowMs: number, log: Pick<Log, 'warning'>, holdsSecret: HoldsSecret): Job | Promise<Job>
}

/**
 * A capability that sends no request and so needs no token (the preflight action, which runs where
 * no secret is, as on a pull request from a fork): it reads and checks its inputs and gives its outcome.
 */
export interface TokenlessCapability {
  title: string
  tokenless: true
  scope?: undefined
  check(inputs: Inputs, log: Pick<Log, 'warning'>, holdsSecret: HoldsSecret): Promise<Outcome>
}
