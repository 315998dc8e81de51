/**
 * APKs of an edit: listed, replaced in place (If-Match with the ETag of a GET of that APK made just
 * before), or uploaded as new. A file is given by its path; its size is read when it is sent.
 */
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { jsonObject } from '../json.js'
import type { ApiRequest } from '../session.js'
import {
  editPath,
  etagOf,
  idOf,
  object,
  OBJECT,
  segment,
  text,
  Unreadable,
  type Caller,
  type AnswerShape
} from './call.js'

export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive'

export interface Apk {
  id: string
  versionCode: string
  name: string
  /** The package name, only when the API gives one (no answer a public source shows has it: it is rare). */
  package?: string
}

/** An APK list as the API answered it: `asObject` when it came as one object, not a list (the quirk). */
export interface ApkListing {
  apks: Apk[]
  asObject: boolean
}

export const apkPath = (edit: string, apk: string): string => `${editPath(edit)}/apks/${segment(apk, 'APK')}`

/** A name the API may take in a header: printable ASCII only. */
export const isHeaderSafe = (name: string): boolean => /^[\x20-\x7e]+$/.test(name)

export class Apks {
  constructor(private readonly api: Caller) {}

  /** The edit's APKs in the order the API lists them; the list may come as a single object. */
  async list(edit: string): Promise<Apk[]> {
    return (await this.listing(edit)).apks
  }

  /** The edit's APKs, and whether the list came as one object (the status step shows it). */
  async listing(edit: string): Promise<ApkListing> {
    return this.api.read(await this.api.call('apks.list', `${editPath(edit)}/apks`), APK_LISTING)
  }

  async etag(edit: string, apk: string): Promise<string> {
    const answer = await this.api.call('apks.get', apkPath(edit, apk))
    this.api.read(answer, OBJECT)
    return etagOf(answer, `APK ${apk}`)
  }

  /** Made once (src/appstore/calls.ts): a replace that may have reached the server is not repeated blindly. */
  async replace(edit: string, apk: string, etag: string, path: string): Promise<Apk> {
    const answer = await this.api.call('apks.replace', `${apkPath(edit, apk)}/replace`, {
      headers: { 'content-type': APK_CONTENT_TYPE, 'if-match': etag },
      body: await fileBody(path)
    })
    return this.api.read(answer, REPLACED_APK)
  }

  /**
   * A POST, so made once too (unless the connection surely never reached the server, or a 429). Null when
   * the answer names no APK (its shape is known from clients only): the caller finds it in the edit.
   */
  async upload(edit: string, path: string): Promise<Apk | null> {
    const name = basename(path)
    const answer = await this.api.call('apks.upload', `${editPath(edit)}/apks/upload`, {
      headers: { 'content-type': APK_CONTENT_TYPE, ...(isHeaderSafe(name) ? { filename: name } : {}) },
      body: await fileBody(path)
    })
    return this.api.read(answer, NEW_APK)
  }
}

/** One home for 'the highest version code': the preflight's, which the release's checks use too. */
export { highestVersionCode } from '../../android/preflight.js'

/** The size now, not when the inputs were read: Content-Length must match what is streamed. */
export async function fileBody(path: string): Promise<ApiRequest['body']> {
  return { kind: 'file', path, size: (await stat(path)).size }
}

function apkOf(apk: Record<string, unknown>): Apk {
  const pkg = typeof apk.packageName === 'string' && apk.packageName !== '' ? { package: apk.packageName } : {}
  return { id: idOf(apk.id, 'an APK'), versionCode: text(apk.versionCode), name: text(apk.name), ...pkg }
}

export const apkList: AnswerShape<Apk[]> = {
  read: (json) => {
    // Sometimes a single APK comes as an object, not a list of one.
    const items = Array.isArray(json) ? json : jsonObject(json) && 'id' in (json as object) ? [json] : undefined
    if (!items) throw new Unreadable('JSON that is not a list of APKs')
    return items.map((item: unknown) => apkOf(object(item, 'a list of APKs (an item is no object)')))
  }
}
export const APK_LISTING: AnswerShape<ApkListing> = {
  read: (json) => ({ apks: apkList.read(json), asObject: !Array.isArray(json) })
}
/** A replace keeps the APK's id, which the answer may leave out; an empty answer gives nothing else. */
const REPLACED_APK: AnswerShape<Apk> = {
  empty: { id: '', versionCode: '', name: '' },
  read: (json) => {
    const apk = object(json, 'an APK')
    return {
      id: apk.id === undefined ? '' : idOf(apk.id, 'an APK'),
      versionCode: text(apk.versionCode),
      name: text(apk.name)
    }
  }
}
/** A new APK as an upload or attach answers it; null when the answer is empty or names no APK (no id). */
export const NEW_APK: AnswerShape<Apk | null> = {
  empty: null,
  read: (json) => {
    const apk = jsonObject(json)
    return apk && apk.id !== undefined ? apkOf(apk) : null
  }
}
