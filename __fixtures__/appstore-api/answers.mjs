// What a route of the App Submission API answers, and how it refuses: thrown, answered as it is.
import { randomBytes } from 'node:crypto'

/** @typedef {{ status: number, body?: unknown, etag?: string }} Answer */
/** @typedef {import('./state.mjs').Call} Call */

// Random bytes drawn in bulk: a seeded app holds dozens of ETags, and a call of randomBytes each
// made building the apps a large part of a stand-in test's time.
const POOL = 6 * 4096
let pool = randomBytes(POOL)
let drawn = 0

export function newEtag() {
  if (drawn + 6 > POOL) [pool, drawn] = [randomBytes(POOL), 0]
  drawn += 6
  return `"${pool.toString('hex', drawn - 6, drawn)}"`
}

/** A refused request: thrown by the checks of a route, answered as it is. */
export class Refusal extends Error {
  /** @param {Answer} answer */
  constructor(answer) {
    super(`HTTP ${answer.status}`)
    this.answer = answer
  }
}

/**
 * @param {number} httpCode
 * @param {string} message
 * @param {[string, string][]} errors errorCode, errorMessage
 */
export function refusal(httpCode, message, ...errors) {
  return new Refusal({
    status: httpCode,
    body: { httpCode, message, errors: errors.map(([errorCode, errorMessage]) => ({ errorCode, errorMessage })) }
  })
}
export const badRequest = (errorCode, errorMessage) => refusal(400, 'Bad Request', [errorCode, errorMessage])
export const notFound = (what) => badRequest('invalid_input', `No ${what} found with the entered Inputs`)

/** @type {(body: unknown, etag?: string) => Answer} */
export const ok = (body, etag) => ({ status: 200, body, etag })

/** @param {Call} call @param {string} etag the resource's current ETag */
export function ifMatch({ req }, etag) {
  const given = req.headers['if-match']
  if (!given) throw badRequest('required_data_absent', 'If-Match header is required')
  if (given !== etag) {
    throw refusal(412, 'Precondition Failed', [
      'precondition_failed',
      'The resource has changed since its ETag was read: read it again'
    ])
  }
}

/** @param {Call} call @returns {Record<string, unknown>} */
export function jsonOf({ record }) {
  let value
  try {
    value = record.bytes <= 64 * 1024 ? JSON.parse(record.text) : undefined
  } catch {
    value = undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('invalid_input', 'The request body is not a JSON object')
  }
  return value
}
