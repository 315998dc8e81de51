// EditApi's reading of answers, against a session that answers from a script: what the release
// acts on is read whole, in its shape, from a path of plain segments, never after a redirect.
import { describe, expect, it } from '@jest/globals'
import type { ApiRequest, ApiResult, Session } from '../../../src/appstore/session.js'
import { EditApi } from '../../../src/capabilities/release/edit.js'
import { Failure } from '../../../src/step/errors.js'

const APP = new URL('https://api.example/v1/applications/app')

function scripted(answers: Partial<ApiResult>[]) {
  const requests: ApiRequest[] = []
  const session = {
    exchange: async (request: ApiRequest): Promise<ApiResult> => {
      requests.push(request)
      const answer = answers.shift()
      if (!answer) throw new Error('no answer left')
      return {
        status: 200,
        headers: {},
        url: request.url,
        text: '',
        truncated: false,
        bytes: 0,
        attempts: 1,
        refusedAfterRenewal: false,
        ...answer
      }
    }
  }
  return { api: new EditApi(session as unknown as Session, APP), requests }
}
const messageOf = (promise: Promise<unknown>) =>
  promise.then(
    () => '(no failure)',
    (error: unknown) => (error instanceof Failure ? error.render((text) => text) : String(error))
  )

describe('EditApi', () => {
  it('never sends a request for an id that is not a plain segment', async () => {
    const { api, requests } = scripted([])
    expect(await messageOf(api.apks('..'))).toBe('The edit id ".." is not a plain path segment: refused.')
    expect(await messageOf(api.apkEtag('E1', '.'))).toBe('The APK id "." is not a plain path segment: refused.')
    expect(requests).toEqual([])
  })

  it('asks for no redirect to be followed, and names one it got', async () => {
    const { api, requests } = scripted([{ status: 302, headers: { location: '//other.example/x' } }])
    expect(await messageOf(api.openEdit())).toBe(
      'GET https://api.example/v1/applications/app/edits answered HTTP 302, a redirect to https://other.example: not followed, as the App Submission API sends none.'
    )
    expect(requests[0].followRedirects).toBe(false)
  })

  it('takes a 3xx without Location as a refusal', async () => {
    const { api } = scripted([{ status: 304 }])
    expect(await messageOf(api.openEdit())).toBe(
      'GET https://api.example/v1/applications/app/edits answered HTTP 304: (empty body)'
    )
  })

  it('takes an empty answer to validate and commit, which only their status says', async () => {
    const { api } = scripted([{ status: 204 }, { status: 200, text: ' ' }])
    await expect(api.validate('E1')).resolves.toBeUndefined()
    await expect(api.commit('E1', '"e"')).resolves.toBeUndefined()
  })

  it('reads no open edit from {} and an edit from {id, status}', async () => {
    const { api } = scripted([{ text: '{}' }, { text: '{"id":"E1","status":"IN_PROGRESS"}' }])
    expect(await api.openEdit()).toBeUndefined()
    expect(await api.openEdit()).toEqual({ id: 'E1', status: 'IN_PROGRESS' })
  })

  it('reads a number as an id', async () => {
    const { api } = scripted([{ text: '[{"id":42,"versionCode":7}]' }])
    expect(await api.apks('E1')).toEqual([{ id: '42', versionCode: '7', name: '' }])
  })
})
