// A stand-in for the Appstore APIs on loopback: bearer tokens from the stand-in token service,
// expiry answered as the spec says (403 "Request is not authorized."), the App Submission API's
// edits with ETags and If-Match, the Reporting API's pre-signed links, and a few generic routes
// for transport tests. It can be told to misbehave, one request at a time.
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { Readable } from 'node:stream'

/**
 * @typedef {{ status?: number, body?: string, headers?: Record<string, string>, hang?: boolean, destroy?: boolean }} Fault
 * @typedef {{ method: string, path: string, headers: import('node:http').IncomingHttpHeaders, bytes: number, sha256: string, text: string }} Recorded
 */

/** Deterministic bytes, so a test can compute what a download must hash to. */
export function patternBytes(size, seed = 7) {
  return Readable.from(
    (function* () {
      const chunk = Buffer.alloc(64 * 1024)
      for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + seed) & 0xff
      for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left)
    })()
  )
}

/**
 * @param {{ issued: string[] }} tokenService the stand-in token service whose tokens are accepted
 * @param {{ reports?: Record<string, string> }} [options] report type/YYYY/MM -> pre-signed link
 */
export async function startAppstoreApi(tokenService, options = {}) {
  /** @type {Fault[]} */
  const faults = []
  /** @type {Recorded[]} */
  const requests = []
  const expired = new Set()
  /** @type {Map<string, { id: string, etag: string, status: string, apks: { sha256: string, bytes: number, fileName: string }[] }>} */
  const edits = new Map()
  const reports = options.reports ?? {}

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const hash = createHash('sha256')
    let bytes = 0
    const kept = []
    for await (const chunk of req) {
      hash.update(chunk)
      bytes += chunk.length
      if (bytes <= 64 * 1024) kept.push(chunk)
    }
    /** @type {Recorded} */
    const record = {
      method: req.method ?? '',
      path: url.pathname + url.search,
      headers: req.headers,
      bytes,
      sha256: hash.digest('hex'),
      text: Buffer.concat(kept).toString('utf8')
    }
    requests.push(record)
    const json = (status, value, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers })
      res.end(JSON.stringify(value))
    }
    const fault = faults.shift()
    if (fault?.hang) return
    if (fault?.destroy) return void req.socket.destroy()
    if (fault) {
      res.writeHead(fault.status ?? 500, fault.headers ?? { 'Content-Type': 'text/plain' })
      return void res.end(fault.body ?? '')
    }

    const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
    if (!bearer || !tokenService.issued.includes(bearer) || expired.has(bearer)) {
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
    if ((match = /^\/download\/report\/([^/]+)\/(\d{4})\/(\d{2})$/.exec(url.pathname))) {
      const link = reports[`${match[1]}/${match[2]}/${match[3]}`]
      if (!link) return json(400, { message: 'Report not found' })
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      return void res.end(link)
    }
    if ((match = /^\/v1\/applications\/([^/]+)\/edits(?:\/([^/]+))?(\/apks\/upload|\/commit)?$/.exec(url.pathname))) {
      const [, app, editId, action] = match
      const edit = edits.get(app)
      const etagged = (status, value) => json(status, value, { ETag: edits.get(app)?.etag ?? '' })
      if (!editId && req.method === 'GET') return edit ? etagged(200, edit) : json(200, {})
      if (!editId && req.method === 'POST') {
        if (edit) return json(409, { message: 'An open edit already exists' })
        edits.set(app, {
          id: `edit-${randomBytes(4).toString('hex')}`,
          etag: newEtag(),
          status: 'IN_PROGRESS',
          apks: []
        })
        return etagged(200, edits.get(app))
      }
      if (!edit || edit.id !== editId) return json(404, { message: 'No such edit' })
      if (action === '/apks/upload' && req.method === 'POST') {
        edit.apks.push({ sha256: record.sha256, bytes, fileName: String(req.headers.filename ?? '') })
        edit.etag = newEtag()
        return etagged(200, { versionCode: edit.apks.length, sha256: record.sha256, bytes })
      }
      if (action === '/commit' && req.method === 'POST') {
        if (req.headers['if-match'] !== edit.etag) return json(412, { message: 'If-Match does not match the ETag' })
        edit.status = 'SUBMITTED'
        edits.delete(app)
        return json(200, { ...edit })
      }
    }
    json(404, { message: 'Not Found' })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}`,
    faults,
    requests,
    edits,
    reports,
    /** Every token issued so far is expired from now on. */
    expireAll: () => tokenService.issued.forEach((token) => expired.add(token)),
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}

function newEtag() {
  return `"${randomBytes(6).toString('hex')}"`
}
