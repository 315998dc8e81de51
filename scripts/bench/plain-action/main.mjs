// The plain token action `npm run bench` holds ours against: what an author would write from
// actions/typescript-action's template (MIT License, Copyright GitHub), whose shape it keeps: a
// `run()` in main, called by index, inputs by core.getInput, a failure by core.setFailed. It makes
// the same request as ours with the same packages: the client-credentials form POSTed with
// @actions/http-client, the secret and the token masked with core.setSecret.
//
// Inputs: client-id, client-secret, scope, token-url (the token endpoint itself). Output: token.
import * as core from '@actions/core'
import { HttpClient } from '@actions/http-client'

/**
 * The main function for the action.
 * @returns {Promise<void>} Resolves when the action is complete.
 */
export async function run() {
  try {
    const clientId = core.getInput('client-id', { required: true })
    const clientSecret = core.getInput('client-secret', { required: true })
    core.setSecret(clientSecret)
    const scope = core.getInput('scope', { required: true })
    const tokenUrl = core.getInput('token-url') || 'https://api.amazon.com/auth/o2/token'

    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
      scope
    }).toString()
    const http = new HttpClient('plain-token-action')
    const response = await http.post(tokenUrl, form, { 'Content-Type': 'application/x-www-form-urlencoded' })
    const body = await response.readBody()
    if (response.message.statusCode !== 200) {
      throw new Error(`The token service answered HTTP ${response.message.statusCode}.`)
    }
    const token = JSON.parse(body).access_token
    if (typeof token !== 'string' || token === '') throw new Error('The token service sent no access_token.')
    core.setSecret(token)

    // Set outputs for other workflow steps to use
    core.setOutput('token', token)
  } catch (error) {
    // Fail the workflow run if an error occurs
    if (error instanceof Error) core.setFailed(error.message)
  }
}
