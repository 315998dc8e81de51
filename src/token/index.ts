/** The token every run gets: requested once, masked, and published as the step's token outputs. */
import type { Core } from '../action/core.js'
import type { Log } from '../action/log.js'
import type { Secrets } from '../action/secrets.js'
import type { Row } from '../action/summary.js'
import type { Token } from '../api/token-client.js'

export { readTokenInputs, type TokenInputs } from './inputs.js'

/**
 * The token was masked when it arrived (requestToken), so it can be output; the other outputs are
 * text the token service sent, redacted like every such output.
 */
export function publishToken(core: Pick<Core, 'setOutput'>, log: Log, secrets: Secrets, token: Token): void {
  core.setOutput('access-token', token.accessToken)
  core.setOutput('token-type', secrets.redact(token.tokenType))
  core.setOutput('expires-in', String(token.expiresIn))
  core.setOutput('expires-at', token.expiresAt.toISOString())
  core.setOutput('scope', secrets.redact(token.scope))
  log.info(`Got a ${token.tokenType} token for ${token.scope}, valid until ${token.expiresAt.toISOString()}`)
}

export function tokenRows(token: Token): Row[] {
  return [
    ['Scope', token.scope],
    ['Token type', token.tokenType],
    ['Expires at', token.expiresAt.toISOString()]
  ]
}
