// readRows' bound on pages: an API that answers a new nextPageToken forever is stopped after
// MAX_PAGES pages, with a message, instead of reading without end. A session stands in for the
// API: the stand-in would need 1001 real requests for what this shows in-process. And the answers
// as the JSON files keep them: as the API sent them.
import { describe, expect, it } from '@jest/globals'
import type { Session } from '../../../src/appstore/session.js'
import {
  answerOf,
  answersJson,
  MAX_PAGES,
  noDataYet,
  readDays,
  readRows,
  type SetResult
} from '../../../src/capabilities/vitals/calls.js'
import { issuesJson } from '../../../src/capabilities/vitals/issues.js'
import type { VitalsInputs } from '../../../src/capabilities/vitals/inputs.js'

const BASE = new URL('https://vitals.test/api/appstore')

const read: VitalsInputs = {
  packageName: 'com.example.app',
  sets: ['crashMetricSet'],
  granularity: 'daily',
  days: 7,
  dir: '/tmp/none',
  shownDir: 'none',
  thresholds: [],
  topIssues: 0,
  base: BASE,
  join: (path) => new URL(`${BASE.pathname}${path}`, BASE)
}

/** A session whose every query page names a next page no page named before. */
function endless(): { session: Session; queries: () => number } {
  let queries = 0
  const answer = (text: string) => ({ status: 200, headers: {}, text, refusedAfterRenewal: false })
  const session = {
    exchange: async (request: { method: string }) => {
      if (request.method === 'GET') {
        return answer(JSON.stringify({ freshnessInfo: { freshnesses: [] } }))
      }
      queries++
      return answer(JSON.stringify({ rows: [], nextPageToken: `page-${queries}` }))
    }
  } as unknown as Session
  return { session, queries: () => queries }
}

describe('readRows', () => {
  it(`stops after ${MAX_PAGES} pages of new nextPageTokens, saying so`, async () => {
    const { session, queries } = endless()

    const days = await readDays('crashMetricSet', read, session, Date.UTC(2026, 10, 27))
    await expect(readRows(days, read, session)).rejects.toThrow(
      `The Vitals API answered more than ${MAX_PAGES} pages for crashMetricSet: stopped.`
    )
    expect(queries()).toBe(MAX_PAGES)
  })
})

describe('the answers as the files keep them', () => {
  // An int64 count beyond 2^53 and a key given twice: JSON.parse then JSON.stringify would change both.
  const sent =
    '{"rows": [{"metrics": [{"metric": "errorEventCount", "int64Value": 9007199254740993}]}], "a": 1, "a": 2}'

  it('keeps a JSON answer byte for byte, without a byte order mark, and reads it', () => {
    const answer = answerOf(`\uFEFF${sent}\r\n`)
    expect(answer.kept).toBe(`${sent}\r\n`)
    expect(answer.value).toEqual({
      rows: [{ metrics: [{ metric: 'errorEventCount', int64Value: 9007199254740992 }] }],
      a: 2
    })
  })

  it('keeps an answer that is not JSON as a JSON string of its text', () => {
    const answer = answerOf('<html>Bad gateway</html>')
    expect(answer).toEqual({ value: '<html>Bad gateway</html>', kept: '"<html>Bad gateway</html>"' })
  })

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
