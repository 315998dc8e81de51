/**
 * The token capability, which every run has: the security profile's credentials and the scope are
 * read and a token is requested and masked. The root action publishes it as the step's token
 * outputs (again whenever the session renews it); a sub-action keeps it inside the step. A step
 * that asks for nothing else stops there.
 */
export { CLIENT_SECRET_INPUT, readTokenInputs, type TokenInputs } from './inputs.js'
export { openSession, tokenHint, tokenRows } from './run.js'

export const TOKEN_TITLE = 'Amazon Appstore access token'
