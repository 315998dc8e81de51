// A set's read as the files keep it (its answers as the API sent them), whether an app is young,
// and the hint a refusal of 403 gets in the step's words.
import { describe, expect, it } from '@jest/globals'
import { ApiFailure } from '../../../src/appstore/errors.js'
import { answerOf } from '../../../src/appstore/vitals/index.js'
import { answersJson, explained, noDataYet, type SetResult } from '../../../src/capabilities/vitals/calls.js'
import type { VitalsInputs } from '../../../src/capabilities/vitals/inputs.js'
import { issuesJson } from '../../../src/capabilities/vitals/issues.js'
import { Failure } from '../../../src/step/errors.js'

describe('the answers as the files keep them', () => {
  const sent = '{"rows": [{"metrics": [{"metric": "errorEventCount", "int64Value": 9007199254740993}]}]}'

  it("writes a set's answers as a JSON list, and the top issues as an object by report type", () => {
    const kept = [answerOf(sent).kept, answerOf('not json').kept]
    const file = answersJson(kept)
    expect(file).toBe(`[\n${sent},\n"not json"\n]\n`)
    expect(file).toContain('9007199254740993')
    expect((JSON.parse(file) as unknown[]).length).toBe(2)
    const issues = issuesJson([
      { reportType: 'CRASH', word: 'crash', answer: answerOf('{"rows": []}'), status: 'read', clusters: [] },
      { reportType: 'ANR', word: 'ANR', answer: answerOf(''), status: 'missing' }
    ])
    expect(issues).toBe('{\n"CRASH": {"rows": []},\n"ANR": ""\n}\n')
    expect(JSON.parse(issues)).toEqual({ CRASH: { rows: [] }, ANR: '' })
  })
})

describe('noDataYet', () => {
  const set = (name: string, status: 'read' | 'missing', freshnessMissing = true): SetResult =>
    ({
      set: name,
      answers: [],
      freshnessRead: false,
      start: '',
      end: '',
      status,
      freshnessMissing,
      points: [],
      rows: 0
    }) as SetResult

  it.each([
    [
      'every documented set 404 at its freshness',
      [set('crashMetricSet', 'missing'), set('anrMetricSet', 'missing')],
      true
    ],
    ['the crash set and the guessed LMK set', [set('crashMetricSet', 'missing'), set('lmkMetricSet', 'missing')], true],
    ['one set answering while another is 404', [set('crashMetricSet', 'read'), set('lmkMetricSet', 'missing')], false],
    ['a 404 to the query after a freshness', [set('crashMetricSet', 'missing', false)], false],
    ['only the guessed LMK set', [set('lmkMetricSet', 'missing')], false],
    ['only a set named in full', [set('lowMemoryKillerMetricSet', 'missing')], false]
  ])('%s: %s', (_, results, young) => {
    expect(noDataYet(results)).toBe(young)
  })
})

describe('explained', () => {
  const read = { packageName: 'com.example.app' } as VitalsInputs
  const refusal = (status: number, refusedAfterRenewal = false) =>
    new ApiFailure(
      {
        method: 'GET',
        callClass: 'read',
        url: new URL('https://api.example/vitals/apps/com.example.app/crashMetricSet')
      },
      {
        status,
        headers: {},
        url: new URL('https://api.example/'),
        text: '',
        truncated: false,
        bytes: 0,
        attempts: 1,
        refusedAfterRenewal
      }
    )
  const render = (error: unknown) => (error as Failure).render((text) => text)

  it("adds to a 403 what to check, naming 'package'", () => {
    const error = explained(refusal(403), read)
    expect(render(error)).toContain(
      "Hint: the Vitals API reads only the apps of the vendor account the security profile belongs to, so check that 'package' (com.example.app)"
    )
    expect((error as Failure).cause).toBeInstanceOf(ApiFailure)
  })

  it("leaves any other error as it is: another status, a fresh token refused too, no API's answer", () => {
    for (const error of [refusal(400), refusal(403, true), new Failure('x')]) expect(explained(error, read)).toBe(error)
  })
})
