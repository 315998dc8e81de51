// The App Submission API under /v1/applications/{appId}: each resource's routes, matched in order
// (a blank segment, a wrong method or an unknown resource is the scope error).
import { Refusal, notFound } from './answers.mjs'
import { apkRoutes } from './apks.mjs'
import { availabilityRoutes } from './availability.mjs'
import { developerConsole } from './console.mjs'
import { detailsRoutes } from './details.mjs'
import { editRoutes } from './edits.mjs'
import { imageRoutes } from './images.mjs'
import { largeUploadRoutes } from './large-upload.mjs'
import { listingRoutes } from './listings.mjs'
import { submissionState } from './state.mjs'
import { targetingRoutes } from './targeting.mjs'
/** @typedef {import('./state.mjs').Recorded} Recorded */
/** @typedef {import('./state.mjs').AppSeed} AppSeed */
/** @typedef {import('./answers.mjs').Answer} Answer */

/**
 * The App Submission API's state and routes.
 * @param {(string | AppSeed)[]} seeds
 */
export function appSubmission(seeds) {
  const state = submissionState(seeds)
  const table = [
    ...editRoutes(state),
    ...apkRoutes(state),
    ...largeUploadRoutes(state),
    ...targetingRoutes(state),
    ...listingRoutes(state),
    ...imageRoutes(state),
    ...detailsRoutes(state),
    ...availabilityRoutes(state)
  ]
  const routes = table.map(([name, handle]) => ({ name, ...matcherOf(name), handle }))

  return {
    apps: state.apps,
    edits: state.edits,
    console: developerConsole(state),
    /**
     * Answers a request under /v1/applications/.
     * @param {import('node:http').IncomingMessage} req
     * @param {Recorded} record
     * @param {string} pathname
     * @param {Buffer} head the first bytes of the body
     * @param {Buffer} [body] the whole body, when the server kept it
     * @returns {Answer}
     */
    handle(req, record, pathname, head, body) {
      for (const route of routes) {
        const match = route.method === record.method ? route.pattern.exec(pathname) : null
        if (!match) continue
        record.route = route.name
        /** @type {Record<string, string>} */
        const params = {}
        route.keys.forEach((key, index) => (params[key] = decoded(match[index + 1])))
        try {
          const app = state.appNamed(params.app)
          if (!app) throw notFound('app')
          return route.handle({ req, record, head, body, app, params, pathname })
        } catch (error) {
          if (error instanceof Refusal) return error.answer
          throw error
        }
      }
      return { status: 400, body: { Message: `Unable to fetch the request scope for uri = ${pathname}` } }
    }
  }
}

/** @type {Map<string, { method: string, pattern: RegExp, keys: string[] }>} */
const matchers = new Map()

/**
 * The method, pattern and parameter names of a route ('GET /edits/:edit'): made once, not for
 * every stand-in a test starts.
 * @param {string} name
 */
function matcherOf(name) {
  let matcher = matchers.get(name)
  if (!matcher) {
    const [method, path] = name.split(' ')
    const keys = ['app']
    const source = path.replace(/:(\w+)/g, (_, key) => {
      keys.push(key)
      return '([^/]+)'
    })
    matcher = { method, pattern: new RegExp(`^/v1/applications/([^/]+)${source}$`), keys }
    matchers.set(name, matcher)
  }
  return matcher
}

/** @param {string} segment */
function decoded(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
