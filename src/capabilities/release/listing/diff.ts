/**
 * What the listing folder changes in an edit, decided without a request: the listing to PUT (or
 * none, so that an unchanged listing costs no PUT and moves no ETag), and for the images of a type,
 * nothing or the set replaced.
 */
import type { ListingText, TextField } from './folder.js'
import type { CurrentImage } from '../../../appstore/submission/index.js'
import type { AmazonImageType, ImageFile } from './image-rules.js'

export type ListingField = TextField | 'recentChanges'

/** What the folder gives for one listing: its text fields, and the release notes if any. */
export interface WantedListing extends ListingText {
  recentChanges?: string
}

export type ListingPlan =
  | { kind: 'unchanged' }
  | {
      kind: 'put'
      /** The whole listing to PUT: every field the API answered (unknown ones too), the folder's over them. */
      body: Record<string, unknown>
      /** The fields whose value changes, in a fixed order. */
      changed: ListingField[]
      /** For an added listing: the fields review needs that the folder does not give (they will be empty). */
      missing: ListingField[]
    }

const FIELDS: readonly ListingField[] = [
  'title',
  'shortDescription',
  'fullDescription',
  'featureBullets',
  'keywords',
  'recentChanges'
]
const LIST_FIELDS: readonly ListingField[] = ['featureBullets', 'keywords']
const NEEDED: readonly ListingField[] = ['title', 'shortDescription', 'fullDescription', 'recentChanges']

/**
 * The listing to PUT for `locale`. A PUT replaces the listing whole and empties what it leaves
 * out (docs/api-notes.md), so the body is the listing as the API answered it, every field kept
 * (unknown ones too), with the folder's fields over it; a field the folder does not give keeps
 * its value. `current` undefined: the edit has no such listing, and the PUT adds it.
 *
 * Compared as equal, so as not to PUT for nothing: line ends CRLF and LF (the console may store a
 * text box's CRLF where the folder gives LF), and a field the API answers as null or not at all
 * with an empty value.
 */
export function planListing(
  current: Record<string, unknown> | undefined,
  locale: string,
  wanted: WantedListing
): ListingPlan {
  const given = FIELDS.filter((field) => wanted[field] !== undefined)
  if (current === undefined) {
    const body: Record<string, unknown> = { language: locale }
    for (const field of given) body[field] = structuredClone(wanted[field])
    return { kind: 'put', body, changed: [...given], missing: NEEDED.filter((f) => !given.includes(f)) }
  }
  const changed = given.filter((field) => !same(current[field], wanted[field], LIST_FIELDS.includes(field)))
  if (changed.length === 0) return { kind: 'unchanged' }
  const body = structuredClone(current)
  if (typeof body.language !== 'string' || body.language === '') body.language = locale
  for (const field of given) body[field] = structuredClone(wanted[field])
  return { kind: 'put', body, changed, missing: [] }
}

const lines = (text: string) => text.replace(/\r\n?/g, '\n')

function same(answered: unknown, wanted: unknown, isList: boolean): boolean {
  const value = answered ?? (isList ? [] : '')
  if (typeof wanted === 'string') return typeof value === 'string' && lines(value) === lines(wanted)
  if (!Array.isArray(wanted) || !Array.isArray(value) || value.length !== wanted.length) return false
  return wanted.every((item, index) => typeof value[index] === 'string' && lines(value[index]) === lines(item))
}

export type ImagePlan =
  | { kind: 'unchanged'; type: AmazonImageType }
  | {
      kind: 'replace'
      type: AmazonImageType
      /** Delete these first (or the whole type), then upload `upload` in its order. */
      remove: string[]
      upload: ImageFile[]
      /**
       * none: the edit has no image of the type. count: not as many as wanted. content: the bytes or
       * their order differ. unverified: the bytes of some image there are not known, so whether
       * they differ cannot be told.
       */
      why: 'none' | 'count' | 'content' | 'unverified'
    }

/**
 * The images of one type: unchanged only when the edit holds exactly the wanted bytes in the
 * wanted order; otherwise the set is replaced whole (delete, then upload in order), since
 * uploads append and the API has no way to reorder or to replace one screenshot in place.
 *
 * The bytes of an image there are known from the API's answer (a sha256, if it ever gives one)
 * or from `known`: asset id → sha256 of images uploaded earlier (the wiring can record what it
 * uploads). As far as any source shows, the API answers ids only, so without `known` a type that
 * already has images is always replaced: that converges, at the price of uploading again on every
 * run. For a type that holds one image, an upload replaces it anyway, so the deletion may be
 * skipped. Call it for the types the folder gives: with nothing wanted, it empties the type.
 */
export function planImages(
  type: AmazonImageType,
  current: readonly CurrentImage[],
  wanted: readonly ImageFile[],
  known: Readonly<Record<string, string>> = {}
): ImagePlan {
  const replace = (why: 'none' | 'count' | 'content' | 'unverified'): ImagePlan => ({
    kind: 'replace',
    type,
    remove: current.map((image) => image.id),
    upload: [...wanted],
    why
  })
  if (current.length === 0) return wanted.length === 0 ? { kind: 'unchanged', type } : replace('none')
  if (current.length !== wanted.length) return replace('count')
  const hashes = current.map((image) => image.sha256 ?? (Object.hasOwn(known, image.id) ? known[image.id] : undefined))
  if (hashes.some((hash) => hash === undefined)) return replace('unverified')
  return hashes.every((hash, index) => hash?.toLowerCase() === wanted[index].sha256.toLowerCase())
    ? { kind: 'unchanged', type }
    : replace('content')
}
