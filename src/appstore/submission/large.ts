/**
 * The large-file path for a new APK: POST `apks/large/upload` streams the file (the raw body, or
 * the file part of a multipart/form-data body: the sources disagree) and answers a fileId, then
 * POST `apks/attach {fileId}` adds it to the edit as a new APK.
 */
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { Failure } from '../../step/errors.js'
import { ApiFailure } from '../errors.js'
import { jsonObject } from '../json.js'
import type { ApiRequest } from '../session.js'
import { APK_CONTENT_TYPE, isHeaderSafe, NEW_APK, type Apk } from './apks.js'
import { ANY_JSON, done, editPath, type CallAnswer, type Caller, type Done } from './call.js'

/** A raw body was refused (400 or 415) with words that ask for multipart/form-data. */
export type WantsMultipart = { kind: 'multipart' }
/** The uploaded file is still being processed: attach answered errorCode asset_not_ready, whatever its status. */
export type NotReady = { kind: 'not-ready' }

export class LargeApks {
  constructor(private readonly api: Caller) {}

  /** Step one: the APK streamed; its fileId, or WantsMultipart when a raw body is refused for that. */
  async upload(edit: string, path: string, shape: 'raw' | 'multipart'): Promise<WantsMultipart | Done<string>> {
    const where = `${editPath(edit)}/apks/large/upload`
    const name = basename(path)
    const plain = isHeaderSafe(name) && !/["\\]/.test(name) ? name : 'app.apk'
    const size = (await stat(path)).size
    let headers: Record<string, string> = { 'content-type': APK_CONTENT_TYPE, filename: plain }
    let body: ApiRequest['body'] = { kind: 'file', path, size }
    if (shape === 'multipart') {
      const boundary = `----appstore-action-${Math.random().toString(16).slice(2)}${size}`
      headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, filename: plain }
      const before =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${plain}"\r\n` +
        `Content-Type: ${APK_CONTENT_TYPE}\r\n\r\n`
      body = { kind: 'file', path, size, envelope: { before, after: `\r\n--${boundary}--\r\n` } }
    }
    let answer: CallAnswer
    try {
      answer = await this.api.call('apks.large-upload', where, { headers, body })
    } catch (error) {
      const wantsMultipart =
        shape === 'raw' &&
        error instanceof ApiFailure &&
        (error.status === 400 || error.status === 415) &&
        /multipart/i.test(error.text)
      if (wantsMultipart) return { kind: 'multipart' }
      throw error
    }
    const fileId = jsonObject(this.api.read(answer, ANY_JSON))?.fileId
    if (typeof fileId !== 'string' || fileId === '') {
      throw new Failure(`POST ${where} answered HTTP ${answer.status} without a fileId.`)
    }
    return done(fileId)
  }

  /**
   * Step two: the uploaded file added as a new APK (null when the answer names none); NotReady while
   * the API answers asset_not_ready.
   */
  async attach(edit: string, fileId: string): Promise<NotReady | Done<Apk | null>> {
    let answer: CallAnswer
    try {
      answer = await this.api.call('apks.attach', `${editPath(edit)}/apks/attach`, {
        headers: { 'content-type': 'application/json' },
        body: { kind: 'text', text: JSON.stringify({ fileId }) }
      })
    } catch (error) {
      if (error instanceof ApiFailure && error.codes.includes(NOT_READY)) return { kind: 'not-ready' }
      throw error
    }
    return done(this.api.read(answer, NEW_APK))
  }
}

/** What attach answers while the uploaded file is still processed (the status is not known). */
export const NOT_READY = 'asset_not_ready'
