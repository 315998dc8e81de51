// Bad input, in process: every refusal names the input and what is allowed, and nothing is sent.
// One spawned run per kind (in the e2e files) shows the same through dist/ as a runner sees it.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Send } from '../src/net/transport.js'
import { main } from '../src/main.js'
import type { DoorName } from '../src/step/action-inputs.js'
import { fakeClock, fakeCore } from './support/fake-core.js'
import { tempDir } from './support/temp.js'

const SECRET = 'se:cr%et/with+odd&chars'
const valid = {
  'client-id': 'amzn1.application-oa2-client.x',
  'client-secret': SECRET,
  scope: 'appstore::apps:readwrite',
  'auth-url': 'http://127.0.0.1:9'
}

/** A run of the action with `inputs` over the valid ones, as a runner passes them (an INPUT_ variable each). */
async function refusal(
  inputs: Record<string, string>,
  door: DoorName = 'token'
): Promise<{ failure: string; requests: number }> {
  let requests = 0
  const send: Send = async () => {
    requests++
    throw new Error('no request may be sent')
  }
  const given = { ...valid, ...(door === 'token' ? {} : { scope: '' }), ...inputs }
  const core = fakeCore(given)
  const env = Object.fromEntries(
    Object.entries(given)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])
  )
  await main({ door, core, send, clock: fakeClock(), cwd: process.cwd(), env })
  expect(core.failures).toHaveLength(1)
  expect([...core.failures, ...core.log].join('\n')).not.toContain(SECRET)
  return { failure: core.failures[0], requests }
}

describe('token inputs', () => {
  it.each([
    [{ 'client-id': ' ' }, "Input 'client-id' is required"],
    [{ 'client-secret': '' }, "Input 'client-secret' is required"],
    [{ scope: '' }, "Input 'scope' is required: 'appstore::apps:readwrite' or 'adx_reporting::appstore:marketer'."],
    [{ scope: 'appstore::apps:readwrite adx_reporting::appstore:marketer' }, "Input 'scope' must be exactly one value"],
    [{ 'auth-url': 'api.amazon.com' }, "Input 'auth-url' is not a valid absolute URL"],
    [{ 'auth-url': 'http://api.amazon.com' }, "Input 'auth-url' must use https"],
    [{ 'auth-url': 'ftp://127.0.0.1' }, "Input 'auth-url' must be an https URL"],
    [{ retries: 'many' }, "Input 'retries' must be a whole number from 0 to 10"],
    [{ 'timeout-seconds': '0' }, "Input 'timeout-seconds' must be a number of seconds"]
  ])('refuses %j before any request', async (bad, message) => {
    const { failure, requests } = await refusal(bad)
    expect(failure).toContain(message)
    expect(requests).toBe(0)
  })
})

describe('API call inputs', () => {
  const dir = tempDir('bad-')
  mkdirSync(join(dir, 'folder'))
  writeFileSync(join(dir, 'body.json'), '{}')
  it.each([
    [
      { 'api-body': '{}', 'api-body-file': join(dir, 'body.json'), 'api-method': 'POST' },
      "Input 'api-body' and 'api-body-file'"
    ],
    [
      { 'api-body-file': join(dir, 'missing.apk'), 'api-method': 'POST' },
      "Input 'api-body-file' names a file that does not exist"
    ],
    [{ 'api-body-file': join(dir, 'folder'), 'api-method': 'POST' }, "Input 'api-body-file' must name a regular file"],
    [{ 'api-headers': 'If-Match "x"' }, "Input 'api-headers' line 1 is not 'Name: value'"],
    [{ 'api-headers': 'authorization: Bearer mine' }, "Input 'api-headers' must not set Authorization"],
    [{ 'api-method': 'FETCH' }, "Input 'api-method' must be one of GET, HEAD, POST, PUT, PATCH, DELETE"],
    [{ 'api-body': '{}' }, "Input 'api-body' cannot be sent with 'api-method' GET"],
    [{ 'api-url': 'v1/applications' }, "Input 'api-url' must be an absolute URL or a path starting with '/'"],
    [{ 'api-url': 'http://developer.amazon.com/x' }, "Input 'api-url' must use https"],
    [{ 'api-fail-on-error': 'yes' }, "Input 'api-fail-on-error' must be true or false"],
    [{ 'api-output-file': dir }, "Input 'api-output-file' names a folder"],
    [{ 'api-headers': 'If-Match: "a"\rX-Evil: 1' }, "Input 'api-headers' line 1 (If-Match) has a value"],
    [
      { 'api-url': '//elsewhere.example/x', 'api-base-url': 'https://h.example' },
      "Input 'api-url' must be a path under"
    ],
    [{ 'api-output-file': join(dir, 'body.json', 'out.json') }, "Input 'api-output-file' cannot be written"],
    [
      { 'api-url': '/v1/applications//edits' },
      "Input 'api-url' has an empty path segment ('//' in '/v1/applications//edits'): an empty segment usually means " +
        'an unset variable, such as vars.APPSTORE_APP_ID'
    ]
  ])('refuses %j before any request', async (bad, message) => {
    const { failure, requests } = await refusal({ 'api-url': '/echo', ...bad })
    expect(failure).toContain(message)
    expect(requests).toBe(0)
  })
})

describe('report inputs', () => {
  it.each([
    [{ period: '2026-13' }, "Input 'period' must be a month as YYYY-MM"],
    [{ period: '26-01' }, "Input 'period' must be a month as YYYY-MM"],
    [{ period: '2026/01' }, "Input 'period' must be a month as YYYY-MM"],
    [{ types: 'Sales' }, "Input 'types' must be a lowercase report name"],
    [
      { scope: 'appstore::apps:readwrite' },
      "Input 'scope' is not an input of the report action, which asks for the scope its calls need"
    ],
    [{ extract: 'maybe' }, "Input 'extract' must be true or false"],
    [
      { 'api-url': '/echo' },
      "Input 'api-url' is not an input of the report action. Use the token action (uses: appstore-actions/appstore-token-action@v1)"
    ],
    [{ period: '2999-01' }, "Input 'period' is 2999-01, after the current month"],
    [{ dir: process.execPath }, "Input 'dir' names a file, not a folder"]
  ])('refuses %j before any request', async (bad, message) => {
    const { failure, requests } = await refusal({ types: 'sales', ...bad }, 'report')
    expect(failure).toContain(message)
    expect(requests).toBe(0)
  })
})
