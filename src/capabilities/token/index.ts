/**
 * The token capability, which every run has: the security profile's credentials and the scope are
 * read, a token is requested, masked and published as the step's token outputs, and republished
 * whenever the session renews it. A step that asks for nothing else stops there.
 */
export { CLIENT_SECRET_INPUT, readTokenInputs, type TokenInputs } from './inputs.js'
export { openSession, tokenHint, tokenRows } from './run.js'

export const TOKEN_TITLE = 'Amazon Appstore access token'
