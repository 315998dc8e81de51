/**
 * What one run of the action does, in order: mask the secret, read every input (the asked
 * capability's, then the token's), open the session (the token is published as it arrives), run
 * the capability, publish its outputs and the job summary. Every dependency comes in as a
 * parameter, so tests drive it with fakes and real loopback servers alike.
 */
import { call } from './capabilities/call/index.js'
import type { Capability, Signals } from './capabilities/capability.js'
import { bootstrap } from './capabilities/bootstrap/index.js'
import { release } from './capabilities/release/index.js'
import { report } from './capabilities/report/index.js'
import { status } from './capabilities/status/index.js'
import {
  CLIENT_SECRET_INPUT,
  openSession,
  readTokenInputs,
  TOKEN_TITLE,
  tokenHint,
  tokenRows
} from './capabilities/token/index.js'
import { systemClock, type Clock } from './net/retry.js'
import { createSend, type Send } from './net/transport.js'
import type { Core } from './step/core.js'
import { InputError } from './step/errors.js'
import { Inputs, runnerPlaces } from './step/inputs.js'
import { redactingLog } from './step/log.js'
import { checkInputs } from './step/modes.js'
import { StepReport } from './step/report.js'
import { runner } from './step/runner.js'
import { Secrets } from './step/secrets.js'

export interface Deps {
  core: Core
  send: Send
  clock: Clock
  /** Relative file inputs are resolved against it: the workspace on a runner. */
  cwd: string
  /** The runner's environment: RUNNER_TEMP and the files a step talks to the runner through. */
  env?: Record<string, string | undefined>
  /** Where a cancelled run hears of it: `process`. */
  signals?: Signals
}

/** Besides the token, which every run gets, a step asks for at most one of these. */
const CAPABILITIES: Capability[] = [call, report, release, status, bootstrap]

/**
 * The action with its real dependencies. It talks to the runner through step/runner.ts;
 * src/local-action.ts passes @actions/core's index instead, which @github/local-action stands in for.
 */
export async function run(core: Core = runner): Promise<void> {
  await main({
    core,
    send: createSend('appstore-token-action'),
    clock: systemClock,
    cwd: process.cwd(),
    env: process.env
  })
}

export async function main({ core, send, clock, cwd, env = {}, signals = process }: Deps): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  const log = redactingLog(core, secrets)
  const report = new StepReport(core, log, secrets)
  const inputs = new Inputs(core.getInput, cwd, runnerPlaces(env))
  try {
    // Read once, and masked before anything else runs, so no later message can show it.
    const clientSecret = inputs.text(CLIENT_SECRET_INPUT)
    secrets.add(clientSecret)
    const capability = askedCapability(inputs)
    checkInputs(inputs, env, CAPABILITIES, capability, log)
    const job = await capability?.read(inputs, clock.now(), log, secrets.holds)
    const token = readTokenInputs(inputs, log, capability, clientSecret)

    const session = await openSession(token, { send, clock, log, mask: secrets.add, report })
    const outcome = await job?.run({ session, log, clock, mask: secrets.add, signals })
    report.outputs(outcome?.outputs ?? {})
    await report.summary(
      capability?.title ?? TOKEN_TITLE,
      [...tokenRows(session.token), ...(outcome?.rows ?? [])],
      outcome?.sections
    )
    if (outcome?.failure) throw outcome.failure
  } catch (error) {
    report.fail(error, inputs, tokenHint)
  }
}

function askedCapability(inputs: Inputs): Capability | undefined {
  const switched = CAPABILITIES.find((capability) => capability.switchedOn?.(inputs))
  if (switched) return switched
  const asked = CAPABILITIES.filter((capability) => !capability.switchedOn)
    .map((capability) => ({
      capability,
      by: [...(capability.alsoAskedBy ?? []), capability.trigger].find((name) => inputs.text(name) !== '')
    }))
    .filter(({ by }) => by !== undefined)
  const [first, second] = asked
  if (second) throw new InputError(first.by!, `and '${second.by}' cannot both be given: use one step for each.`)
  return first?.capability
}
