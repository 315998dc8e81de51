// The Vitals facts of the drift matrix (docs/CONTRIBUTING.md, "The drift matrix"). The row
// shape, the freshness shape and the LMK set's name are not shown by Amazon; each has a switch in the
// stand-in's Vitals seed, and the vitals scenarios run against every answer. A read ends in success
// with at most one ::warning:: line; a gate either judges or fails safe saying why (healthy=false);
// never an unexpected error. In process, against the stand-ins.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { startAppstoreApi } from '../../../__fixtures__/appstore-api.mjs'
import { startTokenService } from '../../../__fixtures__/token-service.mjs'
import { failureOf, warningsOf } from '../../../__fixtures__/runner.mjs'
import { runInProcess } from '../../support/in-process.js'
import { tempDir } from '../../support/temp.js'

const SWITCHES: [fact: string, answer: string, seed: Record<string, unknown>][] = [
  ['the row shape', "Google's", { rowShape: 'google' }],
  ['the row shape', "v2's (ISO times, JSON numbers)", { rowShape: 'v2' }],
  ['the row shape', "xingu's ({name, value} lists, string values, `hour`)", { rowShape: 'xingu' }],
  ['the row shape', 'another', { rowShape: 'other' }],
  ['the freshness shape', 'an ISO string', { freshnessShape: 'iso' }],
  ['the freshness shape', 'another', { freshnessShape: 'other' }],
  ['the LMK set', 'lmkMetricSet answers 404', { lmkSet: null }],
  ['a young app', 'every set answers 404, freshness included', { noData: true }],
  ['the error body', '{code, message, status}', { errorShape: 'xingu', lmkSet: null }],
  ['the top issues', "rows in Google's shape", { issues: 'google' }],
  ['the top issues', 'rows in another shape', { issues: 'other' }],
  ['the top issues', 'issuesMetricSet answers 404', { issues: null }]
]
const packageOf = (index: number) => `com.example.drift${index}`

const SCENARIOS: [name: string, inputs: Record<string, string>, gate: boolean][] = [
  ['a nightly read of every set', { metrics: 'crash anr lmk' }, false],
  ['a read by hour', { granularity: 'hourly', days: '2' }, false],
  [
    'a gate on every rate',
    { metrics: 'crash anr lmk', 'max-crash-rate': '5', 'max-anr-rate': '5', 'max-lmk-rate': '5' },
    true
  ],
  ['a gate on named version codes', { 'version-codes': '1007 1008', 'max-crash-rate': '5' }, true],
  ['a gate against the version before', { 'max-increase': '100%' }, true]
]

let tokens: Awaited<ReturnType<typeof startTokenService>>
let api: Awaited<ReturnType<typeof startAppstoreApi>>
beforeAll(async () => {
  tokens = await startTokenService()
  api = await startAppstoreApi(tokens, {
    vitals: { apps: SWITCHES.map(([, , seed], index) => ({ package: packageOf(index), ...seed })) }
  })
})
afterAll(async () => {
  await api.close()
  await tokens.close()
})

describe.each(SCENARIOS)('%s', (_scenario, given, gate) => {
  it.each(SWITCHES.map(([fact, answer], index) => [fact, answer, index] as const))('%s: %s', async (_f, _a, index) => {
    const result = await runInProcess(
      'vitals',
      {
        'client-id': tokens.clientId,
        'client-secret': tokens.clientSecret,
        'auth-url': tokens.url,
        'api-base-url': api.url,
        package: packageOf(index),
        ...given
      },
      tempDir('vitals-drift-')
    )
    expect(warningsOf(result).length).toBeLessThanOrEqual(1)
    expect(failureOf(result)).not.toContain('Unexpected')
    if (!gate) {
      expect(failureOf(result)).toBe('')
    } else if (failureOf(result) === '') {
      expect(result.outputs.healthy).toBe('true')
    } else {
      expect(result.outputs.healthy).toBe('false')
      expect(failureOf(result)).toContain('could not be judged')
    }
  })
})
