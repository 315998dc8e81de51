/** The run's session: the token requested, published as it arrives, and what a refusal means. */
import { TokenRefused, type Token } from '../../appstore/auth.js'
import { Session, type SessionDeps } from '../../appstore/session.js'
import { DEFAULT_POLICY } from '../../net/retry.js'
import type { Log } from '../../step/log.js'
import type { Row, StepReport } from '../../step/report.js'
import type { TokenInputs } from './inputs.js'
import { SCOPE_LIST } from '../../appstore/scopes.js'

export type SessionRunDeps = Pick<SessionDeps, 'send' | 'clock' | 'mask'> & {
  log: Log
  report: StepReport
  /** Whether the token is a step output (the root action's); a sub-action keeps it inside the step. */
  outputs: boolean
}

export async function openSession(
  token: TokenInputs,
  { send, clock, mask, log, report, outputs }: SessionRunDeps
): Promise<Session> {
  return Session.open(token, {
    send,
    clock,
    mask,
    log,
    policy: { ...DEFAULT_POLICY, retries: token.retries },
    timeoutMs: token.timeoutMs,
    onToken: (got) => (outputs ? publish(got, log, report) : logToken(got, log))
  })
}

/** The token was masked when it arrived, so it can be output; the rest is redacted like every output. */
function publish(token: Token, log: Log, report: StepReport): void {
  report.secretOutput('access-token', token.accessToken)
  report.outputs({
    'token-type': token.tokenType,
    'expires-in': String(token.expiresIn),
    'expires-at': token.expiresAt.toISOString(),
    scope: token.scope
  })
  logToken(token, log)
}

function logToken(token: Token, log: Log): void {
  log.info(`Got a ${token.tokenType} token for ${token.scope}, valid until ${token.expiresAt.toISOString()}`)
}

export function tokenRows(token: Token): Row[] {
  return [
    ['Scope', token.scope],
    ['Token type', token.tokenType],
    ['Expires at', token.expiresAt.toISOString()]
  ]
}

const TOKEN_HINTS: Record<string, string> = {
  invalid_client:
    "use the client ID and client secret shown on the security profile's Web Settings tab, " +
    'stored without stray whitespace or newlines.',
  invalid_scope:
    `use ${SCOPE_LIST}, and check that the security profile is attached to that API ` +
    'under Apps & Services > API Access.',
  unsupported_grant_type: 'the token service only accepts grant_type=client_credentials.',
  invalid_request:
    'the token service wants a form-encoded body (Content-Type: application/x-www-form-urlencoded); ' +
    "check that 'auth-url' points at the identity provider and that no proxy rewrites the request."
}

/** What to do about a refusal of the token service (its codes: docs/api-notes.md), whenever the token was requested. */
export function tokenHint(cause: unknown): string | undefined {
  const hint = cause instanceof TokenRefused ? TOKEN_HINTS[cause.code] : undefined
  return hint && `Hint: ${hint}`
}
