/**
 * What one run of the action does, in order. Every dependency comes in as a parameter, so tests
 * drive it with fakes and real loopback servers alike.
 */
import type * as actionsCore from '@actions/core'
import { ActionError } from './errors.js'
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
    const inputs = readTokenInputs(core.getInput, core.warning)
    const token = await requestToken(inputs, {
      send,
      clock,
      secrets,
      policy: { ...DEFAULT_POLICY, retries: inputs.retries },
      timeoutMs: inputs.timeoutMs,
      log: core
    })
    publishToken(core, token)
    await writeSummary(core, secrets, tokenRows(token))
  } catch (error) {
    core.setFailed(secrets.redact(messageOf(error)))
    if (!(error instanceof ActionError) && error instanceof Error && error.stack) {
      core.debug(secrets.redact(error.stack))
    }
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
    core.debug(`No job summary written: ${secrets.redact(error instanceof Error ? error.message : String(error))}`)
  }
}

function messageOf(error: unknown): string {
  if (error instanceof ActionError) return error.message
  if (error instanceof Error) return `Unexpected error: ${error.message}`
  return `Unexpected error: ${String(error)}`
}
