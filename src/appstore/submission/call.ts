/**
 * The mechanics every call of the App Submission API client shares, under
 * `/v1/applications/<app-id>`, each with the run's token (session.exchange renews it). A non-2xx
 * answer is an ApiFailure, unless the call allows that status.
 *
 * What the client acts on it read: an answer is read whole (a body cut at the text limit fails),
 * as JSON, in the shape the call expects (else the call fails, quoting what came); every id that
 * goes into a path is a plain segment (isPlainSegment: never `.` or `..`, which would land the
 * request on the app itself); and a redirect is never followed, as the API sends none.
 */
import { isSuccess } from '../../net/exchange.js'
import { isPlainSegment, joinUnder, printable } from '../../net/url.js'
import { excerpt, Failure } from '../../step/errors.js'
import { callOf, type CallName } from '../calls.js'
import { ApiFailure } from '../errors.js'
import { jsonObject, parseJson } from '../json.js'
import type { ApiRequest, ApiResult, Session } from '../session.js'

/** An answer the client may read: a 2xx, or a status the call allows. */
export interface CallAnswer {
  status: number
  result: ApiResult
  etag: string
  /** 'GET <url>', for messages. */
  where: string
  /** An allowed status that is no success: the failure it would have been, for a message that quotes it. */
  refusal?: ApiFailure
}

/** What an answer must hold: `read` gives the value, or throws Unreadable saying what came instead. */
export interface AnswerShape<T> {
  read(json: unknown): T
  /** Whether an empty body is an answer too (a call whose answer is only its status). */
  empty?: T
}

export class Unreadable extends Error {}

export interface CallOptions {
  headers?: Record<string, string>
  body?: ApiRequest['body']
  /** Statuses answered as they are rather than as an ApiFailure. */
  allow?: number[]
}

export class Caller {
  constructor(
    private readonly session: Session,
    private readonly appUrl: URL
  ) {}

  /** The call `name` of the table (src/appstore/calls.ts), which gives its method and class, on `path`. */
  async call(name: CallName, path: string, options: CallOptions = {}): Promise<CallAnswer> {
    const { method, callClass } = callOf(name)
    const url = joinUnder(this.appUrl, path)
    if (!url) throw new Failure(`${method} ${path} would leave the app's resource: refused.`)
    const request: ApiRequest = {
      method,
      url,
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      callClass,
      followRedirects: false
    }
    const result = await this.session.exchange(request)
    const where = `${method} ${printable(url)}`
    if (result.status >= 300 && result.status < 400 && result.headers.location !== undefined) {
      const location = URL.parse(String(result.headers.location), url.href)
      const to = location ? ` to ${location.protocol}//${location.host}` : ''
      throw new Failure(
        `${where} answered HTTP ${result.status}, a redirect${to}: not followed, as the App Submission API sends none.`
      )
    }
    const refusal = isSuccess(result.status) ? undefined : new ApiFailure(request, result)
    if (refusal && !options.allow?.includes(result.status)) throw refusal
    return { status: result.status, result, etag: String(result.headers.etag ?? ''), where, refusal }
  }

  /** The answer's body, read whole as JSON in the shape the call expects; anything else fails the call. */
  read<T>(answer: CallAnswer, shape: AnswerShape<T>): T {
    const { result, where, status } = answer
    if (result.truncated) {
      throw new Failure(
        `${where} answered HTTP ${status} with a body of more than ${result.bytes} bytes, which was not read ` +
          'whole: the release acts only on answers it read whole.'
      )
    }
    const type = String(result.headers['content-type'] ?? '')
    if (result.text.trim() === '' && shape.empty !== undefined) return shape.empty
    const json = parseJson(result.text)
    if (json === undefined) {
      throw new Failure([`${where} answered HTTP ${status} with a body that is not JSON: `, excerpt(result.text, type)])
    }
    try {
      return shape.read(json)
    } catch (error) {
      if (!(error instanceof Unreadable)) throw error
      throw new Failure([`${where} answered HTTP ${status} with ${error.message}: `, excerpt(result.text, type)])
    }
  }

  /** A PUT of a whole JSON object with If-Match: stale on 412 (it changed since it was read). */
  async putWhole(
    name: 'listings.put' | 'targeting.put' | 'availability.put',
    path: string,
    fields: Record<string, unknown>,
    etag: string
  ): Promise<Stale | Done> {
    const answer = await this.call(name, path, {
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: { kind: 'text', text: JSON.stringify(fields) },
      allow: [412]
    })
    return answer.status === 412 ? STALE : DONE
  }
}

/** The resource changed since its ETag was read (HTTP 412): read it afresh before trying again. */
export type Stale = { kind: 'stale' }
/** The call did what was asked; `value` is what it answered. */
export type Done<T = undefined> = { kind: 'done'; value: T }

export const STALE: Stale = { kind: 'stale' }
export const DONE: Done = { kind: 'done', value: undefined }
export const done = <T>(value: T): Done<T> => ({ kind: 'done', value })

/** An id as one segment of a path; a Failure (never a request) when it is not a plain segment. */
export function segment(id: string, what: string): string {
  if (!isPlainSegment(id))
    throw new Failure(`The ${what} id ${JSON.stringify(id)} is not a plain path segment: refused.`)
  return encodeURIComponent(id)
}

export const editPath = (edit: string): string => `/edits/${segment(edit, 'edit')}`

export function etagOf(answer: CallAnswer, what: string): string {
  if (answer.etag === '') throw new Failure(`The API gave no ETag for ${what}, which If-Match needs.`)
  return answer.etag
}

// The shapes answers share.

export const object = (json: unknown, what: string): Record<string, unknown> => {
  const value = jsonObject(json)
  if (!value) throw new Unreadable(`JSON that is not ${what}`)
  return value
}

/** An id the server gave, as it will go into a path. */
export function idOf(value: unknown, what: string): string {
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  if (id === '') throw new Unreadable(`${what} without an id`)
  if (!isPlainSegment(id))
    throw new Unreadable(`${what} whose id ${JSON.stringify(id.slice(0, 80))} is not a plain path segment`)
  return id
}

export const text = (field: unknown): string =>
  typeof field === 'string' || typeof field === 'number' ? String(field) : ''

export const OBJECT: AnswerShape<Record<string, unknown>> = { read: (json) => object(json, 'a JSON object') }
export const ANY_JSON: AnswerShape<unknown> = { read: (json) => json, empty: null }
