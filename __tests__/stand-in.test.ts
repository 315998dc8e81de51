// The stand-in token service is the spec the end-to-end tests run against: check it says what the
// spec says, so that a test passing against it means something.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startTokenService } from '../__fixtures__/token-service.mjs'

let service: Awaited<ReturnType<typeof startTokenService>>
beforeAll(async () => {
  service = await startTokenService()
})
afterAll(() => service.close())

// The stand-in's defaults; tables of it.each are built before beforeAll runs.
const form = (fields: Record<string, string>) => ({
  client_id: 'amzn1.application-oa2-client.demo',
  client_secret: 'demo-secret',
  grant_type: 'client_credentials',
  scope: 'appstore::apps:readwrite',
  ...fields
})
const post = async (body: string, type = 'application/x-www-form-urlencoded', path = '/auth/o2/token') => {
  const response = await fetch(`${service.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('the stand-in token service', () => {
  it('issues an Atc| bearer token for an hour', async () => {
    const { status, json } = await post(new URLSearchParams(form({})).toString())
    expect(status).toBe(200)
    expect(json).toEqual({
      access_token: expect.stringMatching(/^Atc\|/),
      scope: 'appstore::apps:readwrite',
      token_type: 'bearer',
      expires_in: 3600
    })
  })

  it('answers on the capitalised path of the sample request too', async () => {
    expect((await post(new URLSearchParams(form({})).toString(), undefined, '/auth/O2/token')).status).toBe(200)
  })

  it.each([
    [form({ client_secret: 'wrong' }), 401, 'invalid_client', 'Client authentication failed'],
    [form({ scope: 'appstore::apps:read' }), 400, 'invalid_scope', 'The request has an invalid parameter : scope'],
    [
      form({ grant_type: 'password' }),
      400,
      'unsupported_grant_type',
      'The authorization grant type is not supported by the authorization server'
    ]
  ])('refuses %j with the spec error', async (fields, status, error, description) => {
    const answer = await post(new URLSearchParams(fields).toString())
    expect(answer).toEqual({ status, json: { error, error_description: description } })
  })

  it('refuses a JSON body: the Content-Type rule', async () => {
    const answer = await post(JSON.stringify(form({})), 'application/json')
    expect(answer).toEqual({
      status: 400,
      json: {
        error: 'invalid_request',
        error_description: 'The Content-Type is not supported by the authorization server'
      }
    })
  })
})
