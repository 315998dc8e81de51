// The app's details (default language and contact), kept whole as PUT.
import { ifMatch, jsonOf, newEtag, ok, refusal } from './answers.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Call} Call */
/** @typedef {import('./state.mjs').Details} Details */

const DETAILS_FIELDS = ['defaultLanguage', 'contactWebsite', 'contactEmail', 'contactPhone']

/** @param {Call} call @param {Details} current @returns {Details} the details a PUT gives, unknown fields kept */
function detailsFrom(call, current) {
  const body = jsonOf(call)
  /** @type {[string, string][]} */
  const errors = []
  for (const field of DETAILS_FIELDS) {
    const value = body[field]
    if (value !== undefined && value !== null && typeof value !== 'string') {
      errors.push(['invalid_input', `'${field}' must be a string`])
    }
  }
  if (typeof body.defaultLanguage === 'string' && body.defaultLanguage !== current.defaultLanguage) {
    errors.push(['invalid_input', "'defaultLanguage' cannot be changed through the API"])
  }
  if (errors.length) throw refusal(400, 'Bad Request', ...errors)
  const value = structuredClone(body)
  for (const field of DETAILS_FIELDS) value[field] = typeof body[field] === 'string' ? body[field] : ''
  value.defaultLanguage = current.defaultLanguage
  return /** @type {Details} */ (value)
}

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function detailsRoutes({ touch, editOf, openEditOf }) {
  return [
    [
      'GET /edits/:edit/details',
      (call) => {
        const edit = editOf(call)
        return ok(edit.details, edit.detailsEtag)
      }
    ],
    [
      'PUT /edits/:edit/details',
      (call) => {
        const edit = openEditOf(call)
        ifMatch(call, edit.detailsEtag)
        Object.assign(edit, { details: detailsFrom(call, edit.details), detailsEtag: newEtag() })
        touch(edit)
        return ok(edit.details, edit.detailsEtag)
      }
    ]
  ]
}
