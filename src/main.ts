/**
 * What one run of the action does, in order. Every dependency comes in as a parameter, so tests
 * drive it with fakes and real loopback servers alike.
 */
import type * as actionsCore from '@actions/core'
import { ActionError, messageOf } from './errors.js'
import type { Send } from './http.js'
import { readTokenInputs } from './inputs.js'
import { DEFAULT_POLICY, type Clock } from './retry.js'
import { Secrets } from './secrets.js'
import { renderSummary, type Row } from './summary.js'
import { requestToken, type Token } from './token-client.js'

export type Core = Pick<
  typeof actionsCore,
  'getInput' | 'setSecret' | 'setOutput' | 'setFailed' | 'info' | 'warning' | 'debug'
> & { summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } } }

export interface Deps {
  core: Core
  send: Send
  clock: Clock
}

export async function main({ core, send, clock }: Deps): Promise<void> {
  const secrets = new Secrets((value) => core.setSecret(value))
  try {
    // Masked before anything else runs, so no later message can show it.
    secrets.add(core.getInput('client-secret').trim())
    const log = redactingLog(core, secrets)
    const inputs = readTokenInputs(core.getInput, log.warning)
    const token = await requestToken(inputs, {
      send,
      clock,
      secrets,
      policy: { ...DEFAULT_POLICY, retries: inputs.retries },
      timeoutMs: inputs.timeoutMs,
      log
    })
    publishToken(core, token)
    await writeSummary(core, secrets, tokenRows(token))
  } catch (error) {
    core.setFailed(secrets.redact(failureMessage(error)))
    const stack = (error as { stack?: unknown } | null)?.stack
    if (!(error instanceof ActionError) && typeof stack === 'string') core.debug(secrets.redact(stack))
  }
}

export type Log = Pick<Core, 'info' | 'warning' | 'debug'>

/** Masking hides secrets in the runner's log; this keeps them out of our own messages everywhere else too. */
function redactingLog(core: Core, secrets: Secrets): Log {
  return {
    info: (message) => core.info(secrets.redact(message)),
    warning: (message) => core.warning(secrets.redact(String(message))),
    debug: (message) => core.debug(secrets.redact(message))
  }
}

function publishToken(core: Core, token: Token): void {
  core.setOutput('access-token', token.accessToken)
  core.setOutput('token-type', token.tokenType)
  core.setOutput('expires-in', String(token.expiresIn))
  core.setOutput('expires-at', token.expiresAt.toISOString())
  core.setOutput('scope', token.scope)
  core.info(`Got a ${token.tokenType} token for ${token.scope}, valid until ${token.expiresAt.toISOString()}`)
}

function tokenRows(token: Token): Row[] {
  return [
    ['Scope', token.scope],
    ['Token type', token.tokenType],
    ['Expires at', token.expiresAt.toISOString()]
  ]
}

async function writeSummary(core: Core, secrets: Secrets, rows: Row[]): Promise<void> {
  try {
    await core.summary.addRaw(secrets.redact(renderSummary('Amazon Appstore access token', rows))).write()
  } catch (error) {
    // Outside a runner there is no summary file; that is no reason to fail the step.
    core.debug(`No job summary written: ${secrets.redact(messageOf(error))}`)
  }
}

function failureMessage(error: unknown): string {
  return error instanceof ActionError ? error.message : `Unexpected error: ${messageOf(error)}`
}
