/**
 * The App Submission API calls a release makes, under `/v1/applications/<app-id>`, each with the
 * run's token (session.exchange renews it). Every PUT, DELETE and the commit send If-Match with the
 * ETag of a GET of that same resource made just before. A non-2xx answer is an ApiFailure.
 *
 * The release acts only on what it read: an answer is read whole (a body cut at the text limit
 * fails), as JSON, in the shape the call expects (else the call fails, quoting what came); every
 * id that goes into a path is a plain segment (isPlainSegment: never `.` or `..`, which would land
 * the request on the app itself); and a redirect is never followed, as the API sends none.
 */
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { ApiFailure } from '../../appstore/errors.js'
import { jsonObject, parseJson } from '../../appstore/json.js'
import type { ApiRequest, ApiResult, Session } from '../../appstore/session.js'
import { isSuccess, type Method } from '../../net/exchange.js'
import { isPlainSegment, joinUnder, printable } from '../../net/url.js'
import { excerpt, Failure } from '../../step/errors.js'
import type { Log } from '../../step/log.js'
import type { ApkFile } from './files.js'
import { imagesFromApi, type CurrentImage } from './listing/diff.js'
import type { ImageFile } from './listing/images.js'

export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive'
/** The status of an edit that changes may go into, and that a release may reuse. */
export const IN_PROGRESS = 'IN_PROGRESS'

export interface OpenEdit {
  id: string
  status: string
}

export interface Apk {
  id: string
  versionCode: string
  name: string
}

/** A listing as the API answered it, every field kept, with its ETag. */
export interface Listing {
  fields: Record<string, unknown>
  etag: string
}

/** An APK's device targeting as the API answered it: every field kept, the device lists checked. */
export interface Targeting {
  fields: Record<string, unknown>
  amazonDevices: Record<string, unknown>[]
  nonAmazonDevices: Record<string, unknown>[]
  etag: string
}

/** An answer the release may read: a 2xx, or a status the call allows. */
interface Answer {
  status: number
  result: ApiResult
  etag: string
  /** 'GET <url>', for messages. */
  where: string
}

/** What an answer must hold: `read` gives the value, or throws Unreadable saying what came instead. */
interface Shape<T> {
  read(json: unknown): T
  /** Whether an empty body is an answer too (a call whose answer is only its status). */
  empty?: T
}

class Unreadable extends Error {}

interface Options {
  headers?: Record<string, string>
  body?: ApiRequest['body']
  retry?: false
  /** Statuses answered as they are rather than as an ApiFailure. */
  allow?: number[]
}

export class EditApi {
  constructor(
    private readonly session: Session,
    private readonly appUrl: URL
  ) {}

  /** The open edit, if any: `{}` means none. */
  async openEdit(): Promise<OpenEdit | undefined> {
    return this.read(await this.call('GET', '/edits'), OPEN_EDIT)
  }

  /** A new edit; 'conflict' when another was opened first (409). */
  async createEdit(): Promise<OpenEdit | 'conflict'> {
    const answer = await this.call('POST', '/edits', { allow: [409] })
    if (answer.status === 409) return 'conflict'
    return this.read(answer, EDIT)
  }

  /** The edit as it is now: its status says whether it is still open for changes. */
  async edit(edit: string): Promise<OpenEdit> {
    return this.read(await this.call('GET', editPath(edit)), EDIT)
  }

  /** The edit's current ETag: it moves with every change inside the edit. */
  async editEtag(edit: string): Promise<string> {
    const answer = await this.call('GET', editPath(edit))
    this.read(answer, EDIT)
    return etagOf(answer, `the edit ${edit}`)
  }

  /**
   * Deletes the edit with the ETag of a fresh read, read afresh once more when the edit changed in
   * between (412); 'gone' when the API knows it no more.
   */
  async deleteEdit(edit: string, log: Pick<Log, 'info'>): Promise<'deleted' | 'gone'> {
    try {
      await afreshOnce(
        async () => {
          const etag = await this.editEtag(edit)
          const answer = await this.call('DELETE', editPath(edit), { headers: { 'if-match': etag }, allow: [412] })
          return answer.status === 412 ? 'stale' : undefined
        },
        {
          stale: `Edit ${edit} changed since its ETag was read (HTTP 412): reading it afresh and deleting it once more`,
          twice: `edit ${edit} changed between reading and deleting it twice (HTTP 412 twice): someone is working on it.`
        },
        log
      )
      return 'deleted'
    } catch (error) {
      if (isGone(error)) return 'gone'
      throw error
    }
  }

  /** The edit's APKs in the order the API lists them; the list may come as a single object. */
  async apks(edit: string): Promise<Apk[]> {
    return this.read(await this.call('GET', `${editPath(edit)}/apks`), APK_LIST)
  }

  async apkEtag(edit: string, apk: string): Promise<string> {
    const answer = await this.call('GET', apkPath(edit, apk))
    this.read(answer, OBJECT)
    return etagOf(answer, `APK ${apk}`)
  }

  /** Made once: a replace that may have reached the server is not repeated blindly. */
  async replaceApk(edit: string, apk: string, etag: string, file: ApkFile): Promise<Apk> {
    const answer = await this.call('PUT', `${apkPath(edit, apk)}/replace`, {
      headers: { 'content-type': APK_CONTENT_TYPE, 'if-match': etag },
      body: await apkBody(file),
      retry: false
    })
    return this.read(answer, REPLACED_APK)
  }

  /** A POST, so made once too (unless the connection surely never reached the server). */
  async uploadApk(edit: string, file: ApkFile): Promise<Apk> {
    const name = basename(file.path)
    const answer = await this.call('POST', `${editPath(edit)}/apks/upload`, {
      headers: { 'content-type': APK_CONTENT_TYPE, ...(/^[\x20-\x7e]+$/.test(name) ? { filename: name } : {}) },
      body: await apkBody(file)
    })
    return this.read(answer, NEW_APK)
  }

  /**
   * The large-file path, step one: the APK streamed to `apks/large/upload`, as the raw body or as the
   * file part of a multipart/form-data body (the sources disagree). Its fileId; 'multipart' when a raw
   * body is refused (400 or 415) with words that ask for multipart.
   */
  async largeUpload(edit: string, file: ApkFile, shape: 'raw' | 'multipart'): Promise<string | 'multipart'> {
    const path = `${editPath(edit)}/apks/large/upload`
    const name = basename(file.path)
    const plain = /^[\x20-\x7e]+$/.test(name) && !/["\\]/.test(name) ? name : 'app.apk'
    const size = (await stat(file.path)).size
    let headers: Record<string, string> = { 'content-type': APK_CONTENT_TYPE, filename: plain }
    let body: ApiRequest['body'] = { kind: 'file', path: file.path, size }
    if (shape === 'multipart') {
      const boundary = `----appstore-action-${Math.random().toString(16).slice(2)}${size}`
      headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, filename: plain }
      const before =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${plain}"\r\n` +
        `Content-Type: ${APK_CONTENT_TYPE}\r\n\r\n`
      body = { kind: 'file', path: file.path, size, envelope: { before, after: `\r\n--${boundary}--\r\n` } }
    }
    let answer: Answer
    try {
      answer = await this.call('POST', path, { headers, body })
    } catch (error) {
      const wantsMultipart =
        shape === 'raw' &&
        error instanceof ApiFailure &&
        (error.status === 400 || error.status === 415) &&
        /multipart/i.test(error.text)
      if (wantsMultipart) return 'multipart'
      throw error
    }
    const fileId = jsonObject(this.read(answer, ANY_JSON))?.fileId
    if (typeof fileId !== 'string' || fileId === '') {
      throw new Failure(`POST ${path} answered HTTP ${answer.status} without a fileId.`)
    }
    return fileId
  }

  /** The large-file path, step two: the uploaded file added as a new APK; 'not-ready' on 409 file_not_ready. */
  async attach(edit: string, fileId: string): Promise<Apk | 'not-ready'> {
    const path = `${editPath(edit)}/apks/attach`
    const answer = await this.call('POST', path, {
      headers: { 'content-type': 'application/json' },
      body: { kind: 'text', text: JSON.stringify({ fileId }) },
      allow: [409]
    })
    if (answer.status === 409) return 'not-ready'
    return this.read(answer, NEW_APK)
  }

  /** The locales of the edit's listings. */
  async locales(edit: string): Promise<string[]> {
    return this.read(await this.call('GET', `${editPath(edit)}/listings`), LISTINGS)
  }

  async listing(edit: string, locale: string): Promise<Listing> {
    const answer = await this.call('GET', listingPath(edit, locale))
    return { fields: this.read(answer, LISTING), etag: etagOf(answer, `the ${locale} listing`) }
  }

  /** The whole listing PUT back; 'stale' on 412 (it changed since it was read). */
  async putListing(edit: string, locale: string, listing: Listing): Promise<'done' | 'stale'> {
    const answer = await this.call('PUT', listingPath(edit, locale), {
      headers: { 'content-type': 'application/json', 'if-match': listing.etag },
      body: { kind: 'text', text: JSON.stringify(listing.fields) },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  /** A listing the edit lacks, added by a PUT of the whole object (the listing has no ETag yet). */
  async addListing(edit: string, locale: string, fields: Record<string, unknown>): Promise<void> {
    await this.call('PUT', listingPath(edit, locale), {
      headers: { 'content-type': 'application/json' },
      body: { kind: 'text', text: JSON.stringify(fields) }
    })
  }

  /** The APK's targeting; an answer without the device lists is a Failure, never "no device". */
  async targeting(edit: string, apk: string): Promise<Targeting> {
    const path = targetingPath(edit, apk)
    const answer = await this.call('GET', path)
    const fields = jsonObject(this.read(answer, ANY_JSON))
    const list = (value: unknown) =>
      value === undefined || value === null
        ? []
        : Array.isArray(value) && value.every((item) => jsonObject(item))
          ? (value as Record<string, unknown>[])
          : undefined
    const amazonDevices = list(fields?.amazonDevices)
    const nonAmazonDevices = list(fields?.nonAmazonDevices)
    if (!fields || !amazonDevices || !nonAmazonDevices || !Array.isArray(fields.amazonDevices)) {
      throw new Failure(`GET ${path} answered no targeting object with an amazonDevices list: it cannot be read.`)
    }
    return { fields, amazonDevices, nonAmazonDevices, etag: etagOf(answer, `the targeting of APK ${apk}`) }
  }

  /** The whole targeting object PUT back; 'stale' on 412. */
  async putTargeting(
    edit: string,
    apk: string,
    fields: Record<string, unknown>,
    etag: string
  ): Promise<'done' | 'stale'> {
    const answer = await this.call('PUT', targetingPath(edit, apk), {
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: { kind: 'text', text: JSON.stringify(fields) },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  /** The images of one type of a listing, with the list's ETag; an unreadable answer is a Failure. */
  async images(edit: string, locale: string, type: string): Promise<{ images: CurrentImage[]; etag: string }> {
    const path = imagesPath(edit, locale, type)
    const answer = await this.call('GET', path)
    const json = this.read(answer, ANY_JSON)
    const list = Array.isArray(json) ? json : jsonObject(json)?.images
    if (!Array.isArray(list)) throw new Failure(`GET ${path} answered no {images: [...]} list: it cannot be read.`)
    return { images: imagesFromApi(list), etag: etagOf(answer, `the ${locale} ${type}`) }
  }

  /** Empties the images of one type; 'stale' on 412. */
  async deleteImages(edit: string, locale: string, type: string, etag: string): Promise<'done' | 'stale'> {
    const answer = await this.call('DELETE', imagesPath(edit, locale, type), {
      headers: { 'if-match': etag },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  /** One image appended (or, for a type of one image, put in its place); its asset id, or 'stale' on 412. */
  async uploadImage(
    edit: string,
    locale: string,
    type: string,
    file: ImageFile,
    etag: string
  ): Promise<string | 'stale'> {
    const path = `${imagesPath(edit, locale, type)}/upload`
    const answer = await this.call('POST', path, {
      headers: { 'content-type': `image/${file.format}`, 'if-match': etag },
      body: { kind: 'file', path: file.path, size: (await stat(file.path)).size },
      allow: [412]
    })
    if (answer.status === 412) return 'stale'
    const json = jsonObject(this.read(answer, ANY_JSON))
    const id = (jsonObject(json?.image) ?? json)?.id
    if (typeof id !== 'string' || id === '') {
      throw new Failure(`POST ${path} answered HTTP ${answer.status} without the image's id ({image: {id}}).`)
    }
    return id
  }

  /** The edit's availability (the publishing date), every field kept, with its ETag. */
  async availability(edit: string): Promise<{ fields: Record<string, unknown>; etag: string }> {
    const path = `${editPath(edit)}/availability`
    const answer = await this.call('GET', path)
    const fields = jsonObject(this.read(answer, ANY_JSON))
    const date = fields?.publishingDate
    if (!fields || (date !== undefined && date !== null && !jsonObject(date))) {
      throw new Failure(`GET ${path} answered no availability object: it cannot be read.`)
    }
    return { fields, etag: etagOf(answer, "the edit's availability") }
  }

  /** The whole availability PUT back; 'stale' on 412. */
  async putAvailability(edit: string, fields: Record<string, unknown>, etag: string): Promise<'done' | 'stale'> {
    const answer = await this.call('PUT', `${editPath(edit)}/availability`, {
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: { kind: 'text', text: JSON.stringify(fields) },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  async validate(edit: string): Promise<void> {
    this.read(await this.call('POST', `${editPath(edit)}/validate`), ANY_JSON)
  }

  async commit(edit: string, etag: string): Promise<void> {
    this.read(await this.call('POST', `${editPath(edit)}/commit`, { headers: { 'if-match': etag } }), ANY_JSON)
  }

  private async call(method: Method, path: string, options: Options = {}): Promise<Answer> {
    const url = joinUnder(this.appUrl, path)
    if (!url) throw new Failure(`${method} ${path} would leave the app's resource: refused.`)
    const request: ApiRequest = {
      method,
      url,
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      retry: options.retry,
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
    if (!isSuccess(result.status) && !options.allow?.includes(result.status)) throw new ApiFailure(request, result)
    return { status: result.status, result, etag: String(result.headers.etag ?? ''), where }
  }

  /** The answer's body, read whole as JSON in the shape the call expects; anything else fails the call. */
  private read<T>(answer: Answer, shape: Shape<T>): T {
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
}

/**
 * Makes `attempt` (a read, then a change with the ETag it read) once more when the change finds the
 * resource changed since the read ('stale': HTTP 412, or 409 for a new edit): a retry with the old
 * ETag could never succeed, so each round reads afresh. Stale twice is a Failure that says `what`.
 */
export async function afreshOnce<T>(
  attempt: (round: number) => Promise<T | 'stale'>,
  what: { stale: string; twice: string },
  log: Pick<Log, 'info'>
): Promise<T> {
  for (let round = 1; ; round++) {
    const result = await attempt(round)
    if (result !== 'stale') return result
    if (round === 2) throw new Failure(what.twice)
    log.info(what.stale)
  }
}

/** The API knows the edit no more (deleted): 404, or 400 "No edit found". */
export function isGone(error: unknown): boolean {
  return error instanceof ApiFailure && (error.status === 404 || /No edit found/i.test(error.text))
}

/** An id as one segment of a path; a Failure (never a request) when it is not a plain segment. */
function segment(id: string, what: string): string {
  if (!isPlainSegment(id))
    throw new Failure(`The ${what} id ${JSON.stringify(id)} is not a plain path segment: refused.`)
  return encodeURIComponent(id)
}
const editPath = (edit: string): string => `/edits/${segment(edit, 'edit')}`
const apkPath = (edit: string, apk: string): string => `${editPath(edit)}/apks/${segment(apk, 'APK')}`
const listingPath = (edit: string, locale: string): string => `${editPath(edit)}/listings/${segment(locale, 'locale')}`

const imagesPath = (edit: string, locale: string, type: string): string =>
  `${listingPath(edit, locale)}/${segment(type, 'image type')}`
const targetingPath = (edit: string, apk: string): string => `${apkPath(edit, apk)}/targeting`

/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
async function apkBody(file: ApkFile): Promise<ApiRequest['body']> {
  return { kind: 'file', path: file.path, size: (await stat(file.path)).size }
}

function etagOf(answer: Answer, what: string): string {
  if (answer.etag === '') throw new Failure(`The API gave no ETag for ${what}, which If-Match needs.`)
  return answer.etag
}

// The shapes of the answers.

const object = (json: unknown, what: string): Record<string, unknown> => {
  const value = jsonObject(json)
  if (!value) throw new Unreadable(`JSON that is not ${what}`)
  return value
}

/** An id the server gave, as it will go into a path. */
function idOf(value: unknown, what: string): string {
  const id = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  if (id === '') throw new Unreadable(`${what} without an id`)
  if (!isPlainSegment(id))
    throw new Unreadable(`${what} whose id ${JSON.stringify(id.slice(0, 80))} is not a plain path segment`)
  return id
}

const text = (field: unknown): string => (typeof field === 'string' || typeof field === 'number' ? String(field) : '')

function editOf(json: unknown): OpenEdit {
  const edit = object(json, 'an edit')
  return { id: idOf(edit.id, 'an edit'), status: text(edit.status) }
}

function apkOf(apk: Record<string, unknown>): Apk {
  return { id: idOf(apk.id, 'an APK'), versionCode: text(apk.versionCode), name: text(apk.name) }
}

const OBJECT: Shape<Record<string, unknown>> = { read: (json) => object(json, 'a JSON object') }
const ANY_JSON: Shape<unknown> = { read: (json) => json, empty: null }
const EDIT: Shape<OpenEdit> = { read: editOf }
/** `{}` when no edit is open: an object with other fields but no id is not that. */
const OPEN_EDIT: Shape<OpenEdit | undefined> = {
  read: (json) => (Object.keys(object(json, 'an edit, or {} for none')).length === 0 ? undefined : editOf(json))
}
const APK_LIST: Shape<Apk[]> = {
  read: (json) => {
    // Sometimes a single APK comes as an object, not a list of one.
    const items = Array.isArray(json) ? json : jsonObject(json) && 'id' in (json as object) ? [json] : undefined
    if (!items) throw new Unreadable('JSON that is not a list of APKs')
    return items.map((item: unknown) => apkOf(object(item, 'a list of APKs (an item is no object)')))
  }
}
/** A replace keeps the APK's id, which the answer may leave out. */
const REPLACED_APK: Shape<Apk> = {
  read: (json) => {
    const apk = object(json, 'an APK')
    return {
      id: apk.id === undefined ? '' : idOf(apk.id, 'an APK'),
      versionCode: text(apk.versionCode),
      name: text(apk.name)
    }
  }
}
const NEW_APK: Shape<Apk> = { read: (json) => apkOf(object(json, 'an APK')) }
const LISTINGS: Shape<string[]> = {
  read: (json) => {
    const listings = jsonObject(object(json, 'listings ({"listings": {…}})').listings)
    if (!listings) throw new Unreadable('JSON that is not listings ({"listings": {…}})')
    const odd = Object.keys(listings).find((locale) => !isPlainSegment(locale))
    if (odd !== undefined)
      throw new Unreadable(`a listing whose locale ${JSON.stringify(odd.slice(0, 80))} is not a plain path segment`)
    return Object.keys(listings)
  }
}
const LISTING: Shape<Record<string, unknown>> = {
  read: (json) => {
    const fields = object(json, 'a listing')
    if (Object.keys(fields).length === 0) throw new Unreadable('an empty listing')
    return fields
  }
}
