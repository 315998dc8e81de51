// A stand-in for the identity provider's token service, on loopback, behaving as the real one does:
// form-encoded client-credentials requests, the four token errors with their descriptions, and
// 'Atc|' bearer tokens valid for 3600 s, each for the API its scope names (the stand-in API refuses
// it on the other one). It can be told to misbehave, one request at a time.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import { keptAMinute } from './keep-alive.mjs'

export const SCOPES = ['appstore::apps:readwrite', 'adx_reporting::appstore:marketer']

export const ERRORS = {
  invalid_client: [401, 'Client authentication failed'],
  invalid_scope: [400, 'The request has an invalid parameter : scope'],
  unsupported_grant_type: [400, 'The authorization grant type is not supported by the authorization server'],
  invalid_request: [400, 'The Content-Type is not supported by the authorization server']
}

/**
 * @typedef {{ status?: number, body?: string, headers?: Record<string, string>, hang?: boolean, destroy?: boolean }} Fault
 * @typedef {{ method: string, path: string, headers: import('node:http').IncomingHttpHeaders, body: string, form?: Record<string, string> }} Recorded
 * @param {{ clientId?: string, clientSecret?: string, expiresIn?: number, host?: string, tls?: { key: string, cert: string } }} [options]
 */
export async function startTokenService(options = {}) {
  const clientId = options.clientId ?? 'amzn1.application-oa2-client.demo'
  const clientSecret = options.clientSecret ?? 'demo-secret'
  /** @type {Fault[]} */
  const faults = []
  /** @type {Recorded[]} */
  const requests = []
  /** @type {Map<string, string>} each token issued, in order, and the scope it was granted */
  const scopeOf = new Map()

  /** @type {import('node:http').RequestListener} */
  const handle = (req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      /** @type {Recorded} */
      const record = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(record)
      const fault = faults.shift()
      if (fault?.hang) return // never answers; the client's timeout must end it
      if (fault?.destroy) return void req.socket.destroy()
      if (fault) {
        res.writeHead(fault.status ?? 500, fault.headers ?? { 'Content-Type': 'text/plain' })
        return void res.end(fault.body ?? '')
      }
      const json = (status, value) => {
        res.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' })
        res.end(JSON.stringify(value))
      }
      const refuse = (code) => json(ERRORS[code][0], { error: code, error_description: ERRORS[code][1] })

      if (req.method !== 'POST' || !/^\/auth\/o2\/token$/i.test(new URL(record.path, 'http://x').pathname)) {
        return json(404, { message: 'Not Found' })
      }
      const type = String(req.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase()
      if (type !== 'application/x-www-form-urlencoded') return refuse('invalid_request')
      const form = Object.fromEntries(new URLSearchParams(body))
      record.form = form
      if (form.grant_type !== 'client_credentials') return refuse('unsupported_grant_type')
      if (form.client_id !== clientId || form.client_secret !== clientSecret) return refuse('invalid_client')
      if (!SCOPES.includes(form.scope)) return refuse('invalid_scope')
      const token = `Atc|${randomBytes(48).toString('base64url')}`
      scopeOf.set(token, form.scope)
      json(200, { access_token: token, scope: form.scope, token_type: 'bearer', expires_in: options.expiresIn ?? 3600 })
    })
  }
  const server = keptAMinute(options.tls ? createTlsServer(options.tls, handle) : createServer(handle))
  await new Promise((resolve) => server.listen(0, options.host ?? '127.0.0.1', () => resolve(undefined)))
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `${options.tls ? 'https' : 'http'}://${options.host ?? '127.0.0.1'}:${address.port}`,
    port: address.port,
    clientId,
    clientSecret,
    faults,
    requests,
    /** The tokens issued so far, in order. */
    get issued() {
      return [...scopeOf.keys()]
    },
    scopeOf,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
