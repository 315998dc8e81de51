/**
 * Every call the action makes to Amazon, with its method and its class: whether it may be sent again
 * once it may have reached the server (net/exchange.ts CallClass). The retry policy, the handling of
 * a lost connection and a failure's message read the class from here, and from nowhere else.
 */
import type { CallClass, Method } from '../net/exchange.js'

export const CALLS = {
  // The token service: asking again for a token is harmless.
  token: ['POST', 'idempotent'],

  // The App Submission API.
  'edits.current': ['GET', 'read'],
  /** A second POST would meet the edit the first one opened (409): made once. */
  'edits.open': ['POST', 'once'],
  'edits.get': ['GET', 'read'],
  'edits.delete': ['DELETE', 'idempotent'],
  'edits.previous': ['GET', 'read'],
  'edits.validate': ['POST', 'once'],
  'edits.commit': ['POST', 'once'],
  'apks.list': ['GET', 'read'],
  'apks.get': ['GET', 'read'],
  /** A replace that may have reached the server is not repeated blindly: the file may be in place. */
  'apks.replace': ['PUT', 'once'],
  'apks.upload': ['POST', 'once'],
  'apks.large-upload': ['POST', 'once'],
  'apks.attach': ['POST', 'once'],
  'listings.list': ['GET', 'read'],
  'listings.get': ['GET', 'read'],
  'listings.put': ['PUT', 'idempotent'],
  'images.list': ['GET', 'read'],
  'images.delete': ['DELETE', 'idempotent'],
  'images.upload': ['POST', 'once'],
  'targeting.get': ['GET', 'read'],
  'targeting.put': ['PUT', 'idempotent'],
  'availability.get': ['GET', 'read'],
  'availability.put': ['PUT', 'idempotent'],

  // The Reporting API: the link to a report, then the report from its pre-signed link.
  'reports.link': ['GET', 'read'],
  'reports.file': ['GET', 'read'],

  // The Vitals API: a query is a POST that only reads.
  'vitals.freshness': ['GET', 'read'],
  'vitals.query': ['POST', 'read'],
  'vitals.issues': ['POST', 'read']
} as const satisfies Record<string, readonly [Method, CallClass]>

export type CallName = keyof typeof CALLS

/** The method and class of a call of the table. */
export function callOf(name: CallName): { method: Method; callClass: CallClass } {
  const [method, callClass] = CALLS[name]
  return { method, callClass }
}

/** The class of a call the user writes (the root action's `api-method`): by what its method promises. */
export const USER_CALL: Readonly<Record<Method, CallClass>> = {
  GET: 'read',
  HEAD: 'read',
  PUT: 'idempotent',
  DELETE: 'idempotent',
  POST: 'once',
  PATCH: 'once'
}
