/**
 * The App Submission API calls a release makes, under `/v1/applications/<app-id>`, each with the
 * run's token (session.exchange renews it). Every PUT, DELETE and the commit send If-Match with the
 * ETag of a GET of that same resource made just before. A non-2xx answer is an ApiFailure.
 */
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { ApiFailure } from '../../appstore/errors.js'
import { jsonObject, parseJson } from '../../appstore/json.js'
import type { ApiRequest, Session } from '../../appstore/session.js'
import { isSuccess, type Method } from '../../net/exchange.js'
import { joinUnder } from '../../net/url.js'
import { Failure } from '../../step/errors.js'
import type { Log } from '../../step/log.js'
import type { ApkFile } from './files.js'
import { imagesFromApi, type CurrentImage } from './listing/diff.js'
import type { ImageFile } from './listing/images.js'

export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive'

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

interface ApiAnswer {
  status: number
  json: unknown
  etag: string
}

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
    const { json } = await this.request('GET', '/edits')
    const edit = asObject(json)
    if (typeof edit.id !== 'string' || edit.id === '') return undefined
    return { id: edit.id, status: typeof edit.status === 'string' ? edit.status : '' }
  }

  /** A new edit; 'conflict' when another was opened first (409). */
  async createEdit(): Promise<OpenEdit | 'conflict'> {
    const answer = await this.request('POST', '/edits', { allow: [409] })
    if (answer.status === 409) return 'conflict'
    const edit = asObject(answer.json)
    if (typeof edit.id !== 'string' || edit.id === '') {
      throw new Failure(`POST /edits answered HTTP ${answer.status} without the new edit's id.`)
    }
    return { id: edit.id, status: typeof edit.status === 'string' ? edit.status : '' }
  }

  /** The edit's current ETag: it moves with every change inside the edit. */
  async editEtag(edit: string): Promise<string> {
    return etagOf(await this.request('GET', editPath(edit)), `the edit ${edit}`)
  }

  /** 'stale' on 412: the edit changed since its ETag was read. */
  async deleteEdit(edit: string): Promise<'done' | 'stale'> {
    const etag = await this.editEtag(edit)
    const answer = await this.request('DELETE', editPath(edit), { headers: { 'if-match': etag }, allow: [412] })
    return answer.status === 412 ? 'stale' : 'done'
  }

  /** The edit's APKs in the order the API lists them; the list may come as a single object. */
  async apks(edit: string): Promise<Apk[]> {
    const { json } = await this.request('GET', `${editPath(edit)}/apks`)
    const items = Array.isArray(json) ? json : json && typeof json === 'object' && 'id' in json ? [json] : []
    return items.map((item: unknown) => apkOf(item)).filter((apk) => apk.id !== '')
  }

  async apkEtag(edit: string, apk: string): Promise<string> {
    return etagOf(await this.request('GET', `${editPath(edit)}/apks/${encodeURIComponent(apk)}`), `APK ${apk}`)
  }

  /** Made once: a replace that may have reached the server is not repeated blindly. */
  async replaceApk(edit: string, apk: string, etag: string, file: ApkFile): Promise<Apk> {
    const path = `${editPath(edit)}/apks/${encodeURIComponent(apk)}/replace`
    const { json } = await this.request('PUT', path, {
      headers: { 'content-type': APK_CONTENT_TYPE, 'if-match': etag },
      body: await apkBody(file),
      retry: false
    })
    return apkOf(json)
  }

  /** A POST, so made once too (unless the connection surely never reached the server). */
  async uploadApk(edit: string, file: ApkFile): Promise<Apk> {
    const name = basename(file.path)
    const { json } = await this.request('POST', `${editPath(edit)}/apks/upload`, {
      headers: { 'content-type': APK_CONTENT_TYPE, ...(/^[\x20-\x7e]+$/.test(name) ? { filename: name } : {}) },
      body: await apkBody(file)
    })
    return apkOf(json)
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
    let answer: ApiAnswer
    try {
      answer = await this.request('POST', path, { headers, body })
    } catch (error) {
      const wantsMultipart =
        shape === 'raw' &&
        error instanceof ApiFailure &&
        (error.status === 400 || error.status === 415) &&
        /multipart/i.test(error.text)
      if (wantsMultipart) return 'multipart'
      throw error
    }
    const fileId = jsonObject(answer.json)?.fileId
    if (typeof fileId !== 'string' || fileId === '') {
      throw new Failure(`POST ${path} answered HTTP ${answer.status} without a fileId.`)
    }
    return fileId
  }

  /** The large-file path, step two: the uploaded file added as a new APK; 'not-ready' on 409 file_not_ready. */
  async attach(edit: string, fileId: string): Promise<Apk | 'not-ready'> {
    const path = `${editPath(edit)}/apks/attach`
    const answer = await this.request('POST', path, {
      headers: { 'content-type': 'application/json' },
      body: { kind: 'text', text: JSON.stringify({ fileId }) },
      allow: [409]
    })
    if (answer.status === 409) return 'not-ready'
    const apk = apkOf(answer.json)
    if (apk.id === '') throw new Failure(`POST ${path} answered HTTP ${answer.status} without the APK's id.`)
    return apk
  }

  /** The locales of the edit's listings. */
  async locales(edit: string): Promise<string[]> {
    const { json } = await this.request('GET', `${editPath(edit)}/listings`)
    return Object.keys(asObject(asObject(json).listings))
  }

  async listing(edit: string, locale: string): Promise<Listing> {
    const answer = await this.request('GET', listingPath(edit, locale))
    const fields = asObject(answer.json)
    if (Object.keys(fields).length === 0) {
      throw new Failure(`GET ${listingPath(edit, locale)} answered no listing (not a JSON object).`)
    }
    return { fields, etag: etagOf(answer, `the ${locale} listing`) }
  }

  /** The whole listing PUT back; 'stale' on 412 (it changed since it was read). */
  async putListing(edit: string, locale: string, listing: Listing): Promise<'done' | 'stale'> {
    const answer = await this.request('PUT', listingPath(edit, locale), {
      headers: { 'content-type': 'application/json', 'if-match': listing.etag },
      body: { kind: 'text', text: JSON.stringify(listing.fields) },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  /**
   * The languages of the edit's listings, the answer's shape checked: `{listings: {<lang>: {...}}}`.
   * Anything else is a Failure naming the call, never taken as "no listing".
   */
  async listingLanguages(edit: string): Promise<string[]> {
    const path = `${editPath(edit)}/listings`
    const { json } = await this.request('GET', path)
    const listings = jsonObject(jsonObject(json)?.listings)
    if (!listings) throw new Failure(`GET ${path} answered no {listings: {...}} object: it cannot be read.`)
    return Object.keys(listings)
  }

  /** A listing the edit lacks, added by a PUT of the whole object (the listing has no ETag yet). */
  async addListing(edit: string, locale: string, fields: Record<string, unknown>): Promise<void> {
    await this.request('PUT', listingPath(edit, locale), {
      headers: { 'content-type': 'application/json' },
      body: { kind: 'text', text: JSON.stringify(fields) }
    })
  }

  /** The APK's targeting; an answer without the device lists is a Failure, never "no device". */
  async targeting(edit: string, apk: string): Promise<Targeting> {
    const path = targetingPath(edit, apk)
    const answer = await this.request('GET', path)
    const fields = jsonObject(answer.json)
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
    const answer = await this.request('PUT', targetingPath(edit, apk), {
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: { kind: 'text', text: JSON.stringify(fields) },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  /** The images of one type of a listing, with the list's ETag; an unreadable answer is a Failure. */
  async images(edit: string, locale: string, type: string): Promise<{ images: CurrentImage[]; etag: string }> {
    const path = imagesPath(edit, locale, type)
    const answer = await this.request('GET', path)
    const list = Array.isArray(answer.json) ? answer.json : jsonObject(answer.json)?.images
    if (!Array.isArray(list)) throw new Failure(`GET ${path} answered no {images: [...]} list: it cannot be read.`)
    return { images: imagesFromApi(list), etag: etagOf(answer, `the ${locale} ${type}`) }
  }

  /** Empties the images of one type; 'stale' on 412. */
  async deleteImages(edit: string, locale: string, type: string, etag: string): Promise<'done' | 'stale'> {
    const answer = await this.request('DELETE', imagesPath(edit, locale, type), {
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
    const answer = await this.request('POST', path, {
      headers: { 'content-type': `image/${file.format}`, 'if-match': etag },
      body: { kind: 'file', path: file.path, size: (await stat(file.path)).size },
      allow: [412]
    })
    if (answer.status === 412) return 'stale'
    const json = jsonObject(answer.json)
    const id = (jsonObject(json?.image) ?? json)?.id
    if (typeof id !== 'string' || id === '') {
      throw new Failure(`POST ${path} answered HTTP ${answer.status} without the image's id ({image: {id}}).`)
    }
    return id
  }

  /** The edit's availability (the publishing date), every field kept, with its ETag. */
  async availability(edit: string): Promise<{ fields: Record<string, unknown>; etag: string }> {
    const path = `${editPath(edit)}/availability`
    const answer = await this.request('GET', path)
    const fields = jsonObject(answer.json)
    const date = fields?.publishingDate
    if (!fields || (date !== undefined && date !== null && !jsonObject(date))) {
      throw new Failure(`GET ${path} answered no availability object: it cannot be read.`)
    }
    return { fields, etag: etagOf(answer, "the edit's availability") }
  }

  /** The whole availability PUT back; 'stale' on 412. */
  async putAvailability(edit: string, fields: Record<string, unknown>, etag: string): Promise<'done' | 'stale'> {
    const answer = await this.request('PUT', `${editPath(edit)}/availability`, {
      headers: { 'content-type': 'application/json', 'if-match': etag },
      body: { kind: 'text', text: JSON.stringify(fields) },
      allow: [412]
    })
    return answer.status === 412 ? 'stale' : 'done'
  }

  async validate(edit: string): Promise<void> {
    await this.request('POST', `${editPath(edit)}/validate`)
  }

  async commit(edit: string, etag: string): Promise<void> {
    await this.request('POST', `${editPath(edit)}/commit`, { headers: { 'if-match': etag } })
  }

  private async request(method: Method, path: string, options: Options = {}): Promise<ApiAnswer> {
    const url = joinUnder(this.appUrl, path)
    if (!url) throw new Failure(`${method} ${path} would leave the app's resource: refused.`)
    const request: ApiRequest = {
      method,
      url,
      headers: { accept: 'application/json', ...options.headers },
      body: options.body,
      retry: options.retry
    }
    const result = await this.session.exchange(request)
    if (!isSuccess(result.status) && !options.allow?.includes(result.status)) throw new ApiFailure(request, result)
    return { status: result.status, json: parseJson(result.text), etag: String(result.headers.etag ?? '') }
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

const editPath = (edit: string): string => `/edits/${encodeURIComponent(edit)}`
const listingPath = (edit: string, locale: string): string => `${editPath(edit)}/listings/${encodeURIComponent(locale)}`

const imagesPath = (edit: string, locale: string, type: string): string =>
  `${listingPath(edit, locale)}/${encodeURIComponent(type)}`
const targetingPath = (edit: string, apk: string): string =>
  `${editPath(edit)}/apks/${encodeURIComponent(apk)}/targeting`

/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
async function apkBody(file: ApkFile): Promise<ApiRequest['body']> {
  return { kind: 'file', path: file.path, size: (await stat(file.path)).size }
}

function etagOf(answer: ApiAnswer, what: string): string {
  if (answer.etag === '') throw new Failure(`The API gave no ETag for ${what}, which If-Match needs.`)
  return answer.etag
}

function apkOf(value: unknown): Apk {
  const apk = asObject(value)
  const text = (field: unknown): string => (typeof field === 'string' || typeof field === 'number' ? String(field) : '')
  return { id: text(apk.id), versionCode: text(apk.versionCode), name: text(apk.name) }
}

function asObject(value: unknown): Record<string, unknown> {
  return jsonObject(value) ?? {}
}
