// The app's availability: its publishing date, kept whole as PUT.
import { ifMatch, jsonOf, newEtag, ok, refusal } from './answers.mjs'
/** @typedef {import('./state.mjs').State} State */
/** @typedef {import('./state.mjs').Availability} Availability */
/** @typedef {import('./state.mjs').Call} Call */

/** A publishing date's dateTime: a local date and time, seconds and fraction optional (an offset tolerated). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/

/** @param {unknown} text a dateTime of a day that exists (no 31 February) */
function isDateTime(text) {
  const parts = typeof text === 'string' ? DATE_TIME.exec(text) : null
  if (!parts) return false
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  return (
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  )
}

/** @param {string} zone */
function isTimeZone(zone) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** @param {Call} call @returns {Availability} the availability a PUT gives, kept whole */
function availabilityFrom(call) {
  const body = jsonOf(call)
  const date = body.publishingDate
  if (date !== undefined && date !== null) {
    const { dateTime, zoneId } = /** @type {Record<string, unknown>} */ (typeof date === 'object' ? date : {})
    /** @type {[string, string][]} */
    const errors = []
    if (typeof date !== 'object' || Array.isArray(date)) {
      errors.push(['invalid_input', "'publishingDate' must be an object {dateTime, zoneId}, or null"])
    } else {
      if (!isDateTime(dateTime)) {
        errors.push(['invalid_input', "'publishingDate.dateTime' must be a date and time such as 2030-01-31T09:00:00"])
      }
      if (typeof zoneId !== 'string' || !isTimeZone(zoneId)) {
        errors.push(['invalid_input', "'publishingDate.zoneId' must be a time zone such as America/Los_Angeles"])
      }
    }
    if (errors.length) throw refusal(400, 'Bad Request', ...errors)
  }
  return structuredClone(body)
}

/** @param {State} state @returns {[string, (call: Call) => import('./answers.mjs').Answer][]} */
export function availabilityRoutes({ touch, editOf, openEditOf }) {
  return [
    [
      'GET /edits/:edit/availability',
      (call) => {
        const edit = editOf(call)
        return ok(edit.availability, edit.availabilityEtag)
      }
    ],
    [
      'PUT /edits/:edit/availability',
      (call) => {
        const edit = openEditOf(call)
        ifMatch(call, edit.availabilityEtag)
        Object.assign(edit, { availability: availabilityFrom(call), availabilityEtag: newEtag() })
        touch(edit)
        return ok(edit.availability, edit.availabilityEtag)
      }
    ]
  ]
}
