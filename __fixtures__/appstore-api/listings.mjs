// Listings per locale: a PUT takes the listing whole, and adds a locale the edit lacks.
import { badRequest, ifMatch, jsonOf, newEtag, notFound, ok, refusal } from './answers.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Call} Call */
/** @typedef {import('./state.mjs').Edit} Edit */
/** @typedef {import('./state.mjs').Listing} Listing */
/** @typedef {import('./state.mjs').ListingFields} ListingFields */

/** @param {Listing} listing @returns {ListingFields} */
export const listingJson = ({
  language,
  title,
  fullDescription,
  shortDescription,
  recentChanges,
  featureBullets,
  keywords
}) => ({
  language,
  title,
  fullDescription,
  shortDescription,
  recentChanges,
  featureBullets,
  keywords
})

/** @type {Record<keyof ListingFields, 'string' | 'strings'>} */
const LISTING_FIELDS = {
  language: 'string',
  title: 'string',
  fullDescription: 'string',
  shortDescription: 'string',
  recentChanges: 'string',
  featureBullets: 'strings',
  keywords: 'strings'
}

/** A language a listing can be added for: `xx-YY`; which ones the Appstore takes is not modelled. */
const LANGUAGE = /^[a-z]{2}-[A-Z]{2}$/

/** @param {Edit} edit @param {Call} call */
export function listingOf(edit, { params }) {
  const listing = Object.hasOwn(edit.listings, params.lang) ? edit.listings[params.lang] : undefined
  if (!listing) throw notFound('listing')
  return listing
}

/**
 * The listing a PUT gives: a field it leaves out (or sends as null) is emptied, as the real API
 * does with a partial PUT; a field of the wrong type, or another language than the URL's, is 400.
 * @param {Call} call @param {string} language @returns {ListingFields}
 */
function listingFrom(call, language) {
  const body = jsonOf(call)
  /** @type {[string, string][]} */
  const errors = []
  /** @type {Record<string, unknown>} */
  const fields = {}
  for (const [field, type] of Object.entries(LISTING_FIELDS)) {
    const value = body[field]
    if (value === undefined || value === null) fields[field] = type === 'strings' ? [] : ''
    else if (type === 'string' && typeof value !== 'string')
      errors.push(['invalid_input', `'${field}' must be a string`])
    else if (type === 'strings' && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      errors.push(['invalid_input', `'${field}' must be an array of strings`])
    } else fields[field] = structuredClone(value)
  }
  if (typeof body.language === 'string' && body.language !== language) {
    errors.push(['invalid_input', `'language' must be '${language}', the language of the URL`])
  }
  if (errors.length) throw refusal(400, 'Bad Request', ...errors)
  return /** @type {ListingFields} */ ({ ...fields, language })
}

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function listingRoutes({ newImageLists, newListing, touch, editOf, openEditOf }) {
  return [
    [
      'GET /edits/:edit/listings',
      (call) => {
        const { listings } = editOf(call)
        return ok({ listings: Object.fromEntries(Object.entries(listings).map(([lang, l]) => [lang, listingJson(l)])) })
      }
    ],
    [
      'GET /edits/:edit/listings/:lang',
      (call) => {
        const listing = listingOf(editOf(call), call)
        return ok(listingJson(listing), listing.etag)
      }
    ],
    [
      'PUT /edits/:edit/listings/:lang',
      (call) => {
        const edit = openEditOf(call)
        const { lang } = call.params
        const existing = Object.hasOwn(edit.listings, lang) ? edit.listings[lang] : undefined
        // A listing the edit lacks is added; there is no ETag to match yet, so If-Match is not asked.
        if (existing) ifMatch(call, existing.etag)
        else if (!LANGUAGE.test(lang)) {
          throw badRequest('invalid_input', `'${lang}' is not a language a listing can be added for (xx-YY)`)
        }
        const fields = listingFrom(call, lang)
        if (!existing) edit.images[lang] = newImageLists()
        const listing = existing ?? (edit.listings[lang] = newListing(lang, {}))
        Object.assign(listing, fields, { etag: newEtag() })
        touch(edit)
        return ok(listingJson(listing), listing.etag)
      }
    ]
  ]
}
