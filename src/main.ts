/**
 * What one run of the action does, in order: mask the secret, check the inputs against the
 * action's, read every input (its capability's, then the token's), open the session (the root action
 * publishes the token as it arrives), run the capability, publish its outputs and the job summary.
 * Every dependency comes in as a parameter, so tests drive it with fakes and real loopback servers
 * alike.
 */
import * as actionsCore from '@actions/core'
import type { Signals } from './capabilities/capability.js'
import {
  CLIENT_SECRET_INPUT,
  openSession,
  readTokenInputs,
  TOKEN_TITLE,
  tokenHint,
  tokenRows
} from './capabilities/token/index.js'
import { CAPABILITY_OF, type DoorName } from './doors.js'
import { systemClock, type Clock } from './net/retry.js'
import { createSend, type Send } from './net/transport.js'
import type { Core } from './step/core.js'
import { ACTION_INPUTS } from './step/action-inputs.js'
import { Inputs, runnerPlaces } from './step/inputs.js'
import { redactingLog } from './step/log.js'
import { workspaceOf } from './step/paths.js'
import { checkInputs } from './step/modes.js'
import { StepReport } from './step/report.js'
import { Secrets } from './step/secrets.js'

export interface Deps {
  /** The action the step uses: its action.yml declares the inputs, and it decides the job. */
  door: DoorName
  core: Core
  send: Send
  clock: Clock
  /** The working directory: the workspace on a runner, which GITHUB_WORKSPACE may name otherwise (step/paths.ts workspaceOf). */
  cwd: string
  /** The runner's environment: RUNNER_TEMP and the files a step talks to the runner through. */
  env?: Record<string, string | undefined>
  /** Where a cancelled run hears of it: `process`. */
  signals?: Signals
}

/**
 * The action with its real dependencies, as the entry of each action runs it (dist/index.js,
 * dist/<action>/index.js): @actions/core talks to the runner.
 */
export async function run(door: DoorName, core: Core = actionsCore): Promise<void> {
  await main({
    door,
    core,
    send: createSend('appstore-token-action'),
    clock: systemClock,
    cwd: process.cwd(),
    env: process.env
  })
}

export async function main({ door, core, send, clock, cwd, env = {}, signals = process }: Deps): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  const log = redactingLog(core, secrets)
  const report = new StepReport(core, log, secrets)
  const inputs = new Inputs(core.getInput, workspaceOf(cwd, env.GITHUB_WORKSPACE), runnerPlaces(env))
  try {
    // Read once, and masked before anything else runs, so no later message can show it; an action
    // that takes no credentials (the preflight) reads none.
    const clientSecret = Object.hasOwn(ACTION_INPUTS[door], CLIENT_SECRET_INPUT) ? inputs.text(CLIENT_SECRET_INPUT) : ''
    secrets.add(clientSecret)
    const capability = CAPABILITY_OF[door](inputs)
    checkInputs(door, capability?.scope, inputs, env, log)
    if (capability?.tokenless) {
      // No request, so no token: the client id and secret are neither inputs nor read.
      const outcome = await capability.check(inputs, log, secrets.holds)
      report.outputs(outcome.outputs)
      await report.summary(capability.title, outcome.rows, outcome.sections)
      if (outcome.failure) throw outcome.failure
      return
    }
    const job = await capability?.read(inputs, clock.now(), log, secrets.holds)
    const token = readTokenInputs(inputs, log, capability?.scope, clientSecret)

    const session = await openSession(token, { send, clock, log, mask: secrets.add, report, outputs: door === 'token' })
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
