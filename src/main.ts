/**
 * What one run of the action does, in order: mask the secret, read every input, get the token,
 * run the capability the step asks for, publish outputs and the job summary. Every dependency
 * comes in as a parameter, so tests drive it with fakes and real loopback servers alike.
 */
import * as actionsCore from '@actions/core'
import type { Core } from './action/core.js'
import { ActionError, InputError, messageOf } from './action/errors.js'
import { redactingLog, type Log } from './action/log.js'
import { Secrets } from './action/secrets.js'
import { renderSummary, type Row } from './action/summary.js'
import { Session } from './api/session.js'
import { apiCall } from './call/index.js'
import type { Capability, Outcome } from './capability.js'
import { DEFAULT_POLICY, systemClock, type Clock } from './http/retry.js'
import { createSend, type Send } from './http/transport.js'
import { Inputs } from './inputs/read.js'
import { release } from './release/index.js'
import { report } from './report/index.js'
import { publishToken, readTokenInputs, tokenRows } from './token/index.js'

export interface Deps {
  core: Core
  send: Send
  clock: Clock
  /** Relative file inputs are resolved against it: the workspace on a runner. */
  cwd: string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const CAPABILITIES: Capability<any>[] = [apiCall, report, release]

/** The action with its real dependencies; also the entry `npx @github/local-action` calls. */
export async function run(): Promise<void> {
  await main({ core: actionsCore, send: createSend('appstore-token-action'), clock: systemClock, cwd: process.cwd() })
}

export async function main({ core, send, clock, cwd }: Deps): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  const log = redactingLog(core, secrets)
  try {
    // Masked before anything else runs, so no later message can show it.
    secrets.add(core.getInput('client-secret'))
    const inputs = new Inputs(core.getInput, cwd)
    const asked = CAPABILITIES.flatMap((capability) => {
      const read = capability.read(inputs, clock.now())
      return read === undefined ? [] : [{ capability, read }]
    })
    if (asked.length > 1) {
      const [first, second] = asked.map(({ capability }) => capability.trigger)
      throw new InputError(first, `and '${second}' cannot both be given: use one step for each.`)
    }
    const job = asked[0]
    const only = job?.capability.scope && { scope: job.capability.scope, trigger: job.capability.trigger }
    const token = readTokenInputs(inputs, log, only || undefined)
    if (job?.capability.prepare) job.read = await job.capability.prepare(job.read)

    const session = await Session.open(token, {
      send,
      clock,
      secrets,
      log,
      policy: { ...DEFAULT_POLICY, retries: token.retries },
      timeoutMs: token.timeoutMs
    })
    publishToken(core, log, secrets, session.token)
    const rows: Row[] = tokenRows(session.token)
    let outcome: Outcome | undefined
    try {
      if (job) outcome = await job.capability.run(job.read, { session, log, secrets, clock })
    } finally {
      // A token renewed during the run replaces the one published first.
      if (session.tokens.length > 1) publishToken(core, log, secrets, session.token)
    }
    for (const [name, value] of Object.entries(outcome?.outputs ?? {})) core.setOutput(name, secrets.redact(value))
    rows.push(...(outcome?.rows ?? []))
    await writeSummary(core, log, secrets, job?.capability.title ?? 'Amazon Appstore access token', rows)
    if (outcome?.failure) throw new ActionError(outcome.failure)
  } catch (error) {
    core.setFailed(secrets.redact(failureMessage(error)))
    const stack = (error as { stack?: unknown } | null)?.stack
    if (!(error instanceof ActionError) && typeof stack === 'string') log.debug(stack)
  }
}

async function writeSummary(core: Core, log: Log, secrets: Secrets, title: string, rows: Row[]): Promise<void> {
  try {
    // Redacted before it is rendered: the table escapes '|', which an Atc| token holds.
    const redacted = rows.map(([label, value]): Row => [secrets.redact(label), secrets.redact(value)])
    await core.summary.addRaw(renderSummary(title, redacted)).write()
  } catch (error) {
    // Outside a runner there is no summary file; that is no reason to fail the step.
    log.debug(`No job summary written: ${messageOf(error)}`)
  }
}

function failureMessage(error: unknown): string {
  return error instanceof ActionError ? error.message : `Unexpected error: ${messageOf(error)}`
}
