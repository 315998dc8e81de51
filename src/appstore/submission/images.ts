/**
 * The images of a listing, one list per type (`…/listings/{lang}/{type}`): read with the list's
 * ETag, emptied, or one image uploaded, each change with If-Match from a GET of the list. While a
 * type holds no image, GET of its list fails (404 or 400 [client, xingu 06f5347]), so it gives no
 * ETag: the type is read as holding none, and its first image is uploaded with the listing's ETag,
 * read afresh (that client's way; the upload without If-Match answers 400 "If-Match header is
 * required").
 */
import { stat } from 'node:fs/promises'
import { isTransientStatus } from '../../net/retry.js'
import { Failure } from '../../step/errors.js'
import { ApiFailure } from '../errors.js'
import { jsonObject } from '../json.js'
import { ANY_JSON, done, etagOf, segment, STALE, DONE, type Caller, type Done, type Stale } from './call.js'
import { listingPath, type Listings } from './listings.js'

/** An image of the edit as the API lists it. */
export interface CurrentImage {
  id: string
  /** When the API tells it (as far as any source shows it does not). */
  sha256?: string
}

/** The images of one type of a listing, with the list's ETag. */
export interface ImageList {
  images: CurrentImage[]
  /** '' when the list's GET was refused. */
  etag: string
  /** The list's GET answered 404 or 400, as it does while the type holds no image: read as none. */
  refused?: ApiFailure
}

/** The ETag a change of one type is made with: the list's, or, while its GET is refused, the listing's. */
export interface WriteTag {
  etag: string
  /** Why it is the listing's: the refusal of the list's GET. */
  refused?: ApiFailure
}

/** What GET of a type's list answers while the type holds no image (one client's word: either). */
const NO_LIST = [400, 404]

/**
 * The body's content type of an image upload: clients that sent `image/png` saw uploads fail and
 * moved to this one, "per API specification" (docs/api-notes.md).
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
  constructor(
    private readonly api: Caller,
    private readonly listings: Listings
  ) {}

  /** The images of one type of a listing (none when its GET answers 404 or 400); an unreadable answer is a Failure. */
  async list(edit: string, locale: string, type: string): Promise<ImageList> {
    const path = imagesPath(edit, locale, type)
    const answer = await this.api.call('images.list', path, { allow: NO_LIST })
    if (answer.refusal) return { images: [], etag: '', refused: answer.refusal }
    const images = imagesFromApi(this.api.read(answer, ANY_JSON))
    if (!images) throw new Failure(`GET ${path} answered no {images: [...]} list: it cannot be read.`)
    return { images, etag: etagOf(answer, `the ${locale} ${type}`) }
  }

  /** The ETag to change one type with, read afresh: the list's, or while its GET is refused, the listing's. */
  async writeTag(edit: string, locale: string, type: string): Promise<WriteTag> {
    const { etag, refused } = await this.list(edit, locale, type)
    return refused ? { etag: (await this.listings.get(edit, locale)).etag, refused } : { etag }
  }

  /** Empties the images of one type; Stale on 412. */
  async clear(edit: string, locale: string, type: string, etag: string): Promise<Stale | Done> {
    const answer = await this.api.call('images.delete', imagesPath(edit, locale, type), {
      headers: { 'if-match': etag },
      allow: [412]
    })
    return answer.status === 412 ? STALE : DONE
  }

  /**
   * One image appended (or, for a type of one image, put in its place): its asset id, from an
   * answer `{image: {id}}` or `{id}` (clients show both), or Stale on 412. With the listing's ETag
   * (`tag.refused`), a refusal (412 too: that ETag was read just before) fails naming the type and
   * both answers; a transient status fails as it is, since the upload may have gone through.
   */
  async upload(
    edit: string,
    locale: string,
    type: string,
    file: ImageUpload,
    tag: WriteTag
  ): Promise<Stale | Done<string>> {
    const path = `${imagesPath(edit, locale, type)}/upload`
    const answer = await this.api
      .call('images.upload', path, {
        headers: { 'content-type': IMAGE_CONTENT_TYPE, 'if-match': tag.etag },
        body: { kind: 'file', path: file.path, size: (await stat(file.path)).size },
        allow: tag.refused ? [] : [412]
      })
      .catch((error: unknown) => {
        if (!tag.refused || !(error instanceof ApiFailure) || isTransientStatus(error.status)) throw error
        throw new Failure(
          [
            `The ${locale} ${type} took no first image. `,
            ...tag.refused.parts,
            ` (read as a type that holds no image), so the image was uploaded with the ${locale} listing's ETag, and `,
            ...error.parts
          ],
          { cause: error }
        )
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
