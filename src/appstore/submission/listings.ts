/** The listings of an edit, one per locale: read with their ETag, PUT back whole, or added. */
import { jsonObject } from '../json.js'
import { isPlainSegment } from '../../net/url.js'
import {
  editPath,
  etagOf,
  object,
  segment,
  Unreadable,
  type Caller,
  type Done,
  type AnswerShape,
  type Stale
} from './call.js'

/** A listing as the API answered it, every field kept, with its ETag. */
export interface Listing {
  fields: Record<string, unknown>
  etag: string
}

export const listingPath = (edit: string, locale: string): string =>
  `${editPath(edit)}/listings/${segment(locale, 'locale')}`

export class Listings {
  constructor(private readonly api: Caller) {}

  /** The locales of the edit's listings. */
  async locales(edit: string): Promise<string[]> {
    return this.api.read(await this.api.call('listings.list', `${editPath(edit)}/listings`), LISTINGS)
  }

  async get(edit: string, locale: string): Promise<Listing> {
    const answer = await this.api.call('listings.get', listingPath(edit, locale))
    return { fields: this.api.read(answer, LISTING), etag: etagOf(answer, `the ${locale} listing`) }
  }

  /** The whole listing PUT back; Stale on 412 (it changed since it was read). */
  put(edit: string, locale: string, listing: Listing): Promise<Stale | Done> {
    return this.api.putWhole('listings.put', listingPath(edit, locale), listing.fields, listing.etag)
  }

  /** A listing the edit lacks, added by a PUT of the whole object (the listing has no ETag yet). */
  async add(edit: string, locale: string, fields: Record<string, unknown>): Promise<void> {
    await this.api.call('listings.put', listingPath(edit, locale), {
      headers: { 'content-type': 'application/json' },
      body: { kind: 'text', text: JSON.stringify(fields) }
    })
  }
}

const LISTINGS: AnswerShape<string[]> = {
  read: (json) => {
    const listings = jsonObject(object(json, 'listings ({"listings": {…}})').listings)
    if (!listings) throw new Unreadable('JSON that is not listings ({"listings": {…}})')
    const odd = Object.keys(listings).find((locale) => !isPlainSegment(locale))
    if (odd !== undefined)
      throw new Unreadable(`a listing whose locale ${JSON.stringify(odd.slice(0, 80))} is not a plain path segment`)
    return Object.keys(listings)
  }
}
const LISTING: AnswerShape<Record<string, unknown>> = {
  read: (json) => {
    const fields = object(json, 'a listing')
    if (Object.keys(fields).length === 0) throw new Unreadable('an empty listing')
    return fields
  }
}
