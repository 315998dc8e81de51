// The stand-in's HTTP server: records every request, plays the faults queued for it, checks the
// bearer token, and hands the request to the Reporting API, the App Submission API or the
// generic routes for transport tests.
import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { keptAMinute } from '../keep-alive.mjs'
import { patternBytes } from './bytes.mjs'
import { multipartReader } from './multipart.mjs'
import { reportLinks } from './reports.mjs'
import { appSubmission } from './router.mjs'
import { DEFAULT_APPS } from './seeds.mjs'
import { vitalsApi } from './vitals.mjs'
/** @typedef {import('./state.mjs').Fault} Fault */
/** @typedef {import('./state.mjs').Recorded} Recorded */
/** @typedef {import('./reports.mjs').ReportRate} ReportRate */
/** @typedef {import('./state.mjs').AppSeed} AppSeed */

/**
 * @param {{ issued: string[], scopeOf: Map<string, string> }} tokenService the stand-in token service whose
 *   tokens are accepted, each by the API its scope is for (`scopeOf`: one scope per API, as
 *   docs/api-notes.md says), and by the generic routes whatever its scope
 * @param {{ reports?: Record<string, string>, reportRate?: ReportRate, apps?: (string | AppSeed)[], vitals?: import('./vitals.mjs').VitalsOptions, tls?: { key: string, cert: string } }} [options]
 *   reports: report type/YYYY/MM (or type/YYYY, a yearly report) -> pre-signed link; a month without
 *   one answers 400 "Report not found", a type the Reporting API does not have (REPORT_TYPES, or a
 *   type with a link) 400 "Unable to fetch the request scope". reportRate: the Reporting API's
 *   limit, a 429 with Retry-After beyond it. apps: the apps that exist, by id (default seed) or seed.
 *   vitals: the Vitals API's packages (owned by the account) and switches (appstore-api/vitals.mjs).
 *   tls: a key and certificate to serve https with, as the token service does (npm run bench).
 */
export async function startAppstoreApi(tokenService, options = {}) {
  /** @type {Fault[]} */
  const faults = []
  /** @type {Recorded[]} */
  const requests = []
  const expired = new Set()
  const reports = options.reports ?? {}
  const reportLink = reportLinks(reports, options.reportRate)
  const submission = appSubmission(options.apps ?? DEFAULT_APPS)
  const vitals = vitalsApi(options.vitals)

  /** @type {import('node:http').RequestListener} */
  const handle = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const hash = createHash('sha256')
    let bytes = 0
    const kept = []
    const head = []
    const multipart = multipartReader(String(req.headers['content-type'] ?? ''))
    for await (const chunk of req) {
      hash.update(chunk)
      if (bytes < 64) head.push(chunk.subarray(0, 64 - bytes))
      bytes += chunk.length
      if (bytes <= 64 * 1024) kept.push(chunk)
      multipart?.push(chunk)
    }
    /** @type {Recorded} */
    const record = {
      method: req.method ?? '',
      path: url.pathname + url.search,
      headers: req.headers,
      bytes,
      sha256: hash.digest('hex'),
      text: Buffer.concat(kept).toString('utf8'),
      contentType: String(req.headers['content-type'] ?? ''),
      multipart: multipart?.end()
    }
    requests.push(record)
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      res.end(JSON.stringify(value))
    }
    const fault = takeFault(faults, record.method, url.pathname)
    fault?.before?.(record)
    if (fault?.hang) return
    await fault?.wait
    if (fault?.destroy) return void req.socket.destroy()
    if (fault?.drop) {
      // Whatever the API answers is never sent: the socket goes instead.
      res.writeHead = () => res
      res.end = () => (req.socket.destroy(), res)
    }
    const passes =
      fault?.drop ||
      ((fault?.before || fault?.wait) && fault.status === undefined && fault.body === undefined && !fault.headers)
    if (fault && !passes) {
      res.writeHead(fault.status ?? 500, fault.headers ?? { 'Content-Type': 'text/plain' })
      return void res.end(fault.body ?? '')
    }

    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
    // A token of the other API's scope is refused as an unknown one is: how the real APIs refuse it
    // is not documented, and this is their answer to a token they do not take.
    const granted = bearer === undefined ? undefined : tokenService.scopeOf.get(bearer)
    const needs = scopeOfRoute(url.pathname)
    if (granted === undefined || expired.has(bearer) || (needs && granted !== needs)) {
      return json(403, { message: 'Request is not authorized.' })
    }

    let match
    if (url.pathname === '/echo') {
      return json(200, { method: record.method, headers: req.headers, text: record.text, sha256: record.sha256, bytes })
    }
    if ((match = /^\/download\/(\d+)$/.exec(url.pathname))) {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': match[1], ETag: '"blob"' })
      return void patternBytes(Number(match[1])).pipe(res)
    }
    if (url.pathname === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { Location: url.searchParams.get('to') ?? '/' })
      return void res.end()
    }
    if ((match = /^\/status\/(\d+)$/.exec(url.pathname))) {
      return json(Number(match[1]), { message: `status ${match[1]}` })
    }
    if ((match = /^\/download\/report\/([^/]+)\/(\d{4})(?:\/(\d{2}))?$/.exec(url.pathname))) {
      return reportLink(match[1], match[3] ? `${match[2]}/${match[3]}` : match[2], url.pathname, res, json)
    }
    if (url.pathname.startsWith('/vitals/')) {
      const answer = vitals.handle(record.method, url.pathname, record.text)
      if (answer) return json(answer.status, answer.body, answer.headers)
    }
    if (url.pathname.startsWith('/v1/applications/')) {
      let answer
      try {
        const body = bytes <= 64 * 1024 ? Buffer.concat(kept) : undefined
        answer = submission.handle(req, record, url.pathname, Buffer.concat(head), body)
      } catch (error) {
        // A bug of the stand-in: visible in the test that met it, not an unhandled rejection.
        return json(500, { message: `Stand-in error: ${error instanceof Error ? error.stack : error}` })
      }
      if (answer.body === undefined) {
        res.writeHead(answer.status, answer.etag ? { ETag: answer.etag } : {})
        return void res.end()
      }
      return json(answer.status, answer.body, answer.etag ? { ETag: answer.etag } : {})
    }
    json(404, { message: 'Not Found' })
  }
  const server = keptAMinute(options.tls ? createTlsServer(options.tls, handle) : createServer(handle))
  let connections = 0
  server.on('connection', () => connections++)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    faults,
    requests,
    /** Apps by id: their live version, open edit, submitted and deleted edits. */
    apps: submission.apps,
    /** The open edit of each app that has one, by app id. */
    edits: submission.edits,
    /** What someone in the developer console can do meanwhile; each change moves the ETags. */
    console: submission.console,
    reports,
    /** The connections made to the stand-in so far: a client that keeps them makes fewer than its requests. */
    get connections() {
      return connections
    },
    /** Every token issued so far is expired from now on. */
    expireAll: () => tokenService.scopeOf.forEach((_scope, token) => expired.add(token)),
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

/**
 * Takes the first fault that applies to this request out of the queue.
 * @param {Fault[]} faults
 * @param {string} method
 * @param {string} pathname
 */
function takeFault(faults, method, pathname) {
  const index = faults.findIndex(
    ({ match }) =>
      !match ||
      ((!match.method || match.method.toUpperCase() === method) &&
        (match.path === undefined ||
          (typeof match.path === 'string' ? match.path === pathname : match.path.test(pathname))))
  )
  return index < 0 ? undefined : faults.splice(index, 1)[0]
}

/** The scope the API of a route takes: undefined for the generic routes of the transport tests. */
function scopeOfRoute(pathname) {
  if (pathname.startsWith('/v1/applications/')) return 'appstore::apps:readwrite'
  if (pathname.startsWith('/vitals/') || pathname.startsWith('/download/report/')) {
    return 'adx_reporting::appstore:marketer'
  }
  return undefined
}
