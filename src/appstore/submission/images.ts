/**
 * The images of a listing, one list per type (`…/listings/{lang}/{type}`): read with the list's
 * ETag, emptied, or one image uploaded, each change with If-Match from a GET of the list.
 */
import { stat } from 'node:fs/promises'
import { Failure } from '../../step/errors.js'
import { jsonObject } from '../json.js'
import { ANY_JSON, done, etagOf, segment, STALE, DONE, type Caller, type Done, type Stale } from './call.js'
import { listingPath } from './listings.js'

/** An image of the edit as the API lists it. */
export interface CurrentImage {
  id: string
  /** When the API tells it (as far as any source shows it does not). */
  sha256?: string
}

/** The images of one type of a listing, with the list's ETag. */
export interface ImageList {
  images: CurrentImage[]
  etag: string
}

/**
 * The body's content type of an image upload: clients that sent `image/png` saw uploads fail and
 * moved to this one, "per API specification" (APPSTORE-API.md, third round).
 */
export const IMAGE_CONTENT_TYPE = 'application/octet-stream'

/** An image file to upload: where it is, and its format. */
export interface ImageUpload {
  path: string
  format: 'png' | 'jpeg'
}

const imagesPath = (edit: string, locale: string, type: string): string =>
  `${listingPath(edit, locale)}/${segment(type, 'image type')}`

export class Images {
  constructor(private readonly api: Caller) {}

  /** The images of one type of a listing; an unreadable answer is a Failure. */
  async list(edit: string, locale: string, type: string): Promise<ImageList> {
    const path = imagesPath(edit, locale, type)
    const answer = await this.api.call('GET', path)
    const images = imagesFromApi(this.api.read(answer, ANY_JSON))
    if (!images) throw new Failure(`GET ${path} answered no {images: [...]} list: it cannot be read.`)
    return { images, etag: etagOf(answer, `the ${locale} ${type}`) }
  }

  /** Empties the images of one type; Stale on 412. */
  async clear(edit: string, locale: string, type: string, etag: string): Promise<Stale | Done> {
    const answer = await this.api.call('DELETE', imagesPath(edit, locale, type), {
      headers: { 'if-match': etag },
      allow: [412]
    })
    return answer.status === 412 ? STALE : DONE
  }

  /**
   * One image appended (or, for a type of one image, put in its place): its asset id, from an
   * answer `{image: {id}}` or `{id}` (clients show both), or Stale on 412.
   */
  async upload(
    edit: string,
    locale: string,
    type: string,
    file: ImageUpload,
    etag: string
  ): Promise<Stale | Done<string>> {
    const path = `${imagesPath(edit, locale, type)}/upload`
    const answer = await this.api.call('POST', path, {
      headers: { 'content-type': IMAGE_CONTENT_TYPE, 'if-match': etag },
      body: { kind: 'file', path: file.path, size: (await stat(file.path)).size },
      allow: [412]
    })
    if (answer.status === 412) return STALE
    const json = jsonObject(this.api.read(answer, ANY_JSON))
    const id = (jsonObject(json?.image) ?? json)?.id
    if (typeof id !== 'string' || id === '') {
      throw new Failure(`POST ${path} answered HTTP ${answer.status} without the image's id ({image: {id}} or {id}).`)
    }
    return done(id)
  }
}

/**
 * The images of a type from the API's answer to GET `…/listings/{lang}/{type}`: `{images: [...]}`,
 * tolerating a bare array; undefined when it holds no list. Items without a string id are dropped;
 * a `sha256` is kept when it is one.
 */
export function imagesFromApi(json: unknown): CurrentImage[] | undefined {
  const list = Array.isArray(json) ? json : jsonObject(json)?.images
  if (!Array.isArray(list)) return undefined
  const images: CurrentImage[] = []
  for (const item of list) {
    const { id, sha256 } = (item ?? {}) as { id?: unknown; sha256?: unknown }
    if (typeof id !== 'string' || id === '') continue
    images.push(
      typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) ? { id, sha256: sha256.toLowerCase() } : { id }
    )
  }
  return images
}
