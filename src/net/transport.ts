/**
 * The one HTTP transport of the action: node's http and https modules, with a plain agent per
 * protocol, or, when HTTPS_PROXY or HTTP_PROXY is set, the agent that @actions/http-client picks
 * for the URL (./proxy.ts, loaded only then: it honours NO_PROXY the way the runner sets it). It
 * adds one timer per attempt, which aborts the attempt when no byte has
 * moved for `timeoutMs` (or, with `totalMs`, when the attempt has run that long). Connections are
 * kept between the requests of a run that may be sent again (`repeatable`), as node's own agent
 * keeps them: each new https connection costs a TLS handshake, a round trip or two to Amazon. A
 * kept connection does not hold the process: node unrefs it while it waits. Through a proxy, every
 * request gets a connection of its own (./proxy.ts).
 */
import {
  Agent as HttpAgent,
  request as httpRequest,
  type Agent,
  type ClientRequest,
  type IncomingHttpHeaders,
  type IncomingMessage
} from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { Readable } from 'node:stream'
import { Failure } from '../step/errors.js'

export interface HttpRequest {
  method: string
  url: URL
  headers?: Record<string, string>
  /** A string, or a function that opens a fresh stream for each attempt. */
  body?: string | (() => Readable)
  /** The attempt is aborted when no byte moves for this long. */
  timeoutMs: number
  /** The attempt is aborted when it has taken this long in all, even while bytes trickle in. */
  totalMs?: number
  /**
   * The request is sent again if its connection fails, whatever the server got. Only such a request
   * goes out on a connection kept from an earlier one: the server may close that one just as the
   * request leaves, and a reset then says nothing of whether the request got there. Any other
   * request gets a connection of its own, closed after it.
   */
  repeatable?: boolean
}

export interface HttpResponse {
  status: number
  headers: IncomingHttpHeaders
  /** Must be read or discarded by the caller. */
  body: Readable
}

export type Send = (request: HttpRequest) => Promise<HttpResponse>

/** The request failed before a complete answer arrived: refused, reset, timed out. */
export class NetworkError extends Error {
  constructor(
    message: string,
    /** False when the request surely never reached the server (connection refused, name not found). */
    readonly mayHaveReachedServer: boolean,
    /** The system error code, such as ENOTFOUND. */
    readonly code?: string,
    /** No byte moved for the attempt's timeout, or the whole answer took too long. */
    readonly stalled = false
  ) {
    super(message)
    this.name = 'NetworkError'
  }
}

const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
/** How a kept connection that the server has closed fails the request written to it. */
const KEPT_LOST = new Set(['ECONNRESET', 'EPIPE'])

export function createSend(userAgent: string): Send {
  const direct = new Map<string, Agent>()
  let viaProxy: Promise<(url: URL, variable: string) => Agent> | undefined
  return (request) => {
    const variable = proxyVariable(request.url)
    if (!variable) return sendDirect(direct, request, userAgent)
    viaProxy ??= import('./proxy.js').then(({ proxyAgents }) => proxyAgents(userAgent))
    return viaProxy.then((agentFor) => sendThrough(agentFor(request.url, variable), request, userAgent))
  }
}

/**
 * How long a kept connection waits for the run's next request, as node's global agent waits (and
 * less when the server's Keep-Alive header says it waits less): past that, it is closed.
 */
const IDLE_MS = 5000

/**
 * A plain agent per protocol (an https URL handed the agent of an http one fails), and per kind of
 * request: one keeps connections for repeatable requests, one opens one for each other request.
 */
function directAgent(agents: Map<string, Agent>, { url, repeatable = false }: HttpRequest): Agent {
  const key = `${url.protocol}${repeatable ? 'kept' : 'single'}`
  let agent = agents.get(key)
  if (!agent) {
    const options = repeatable ? { keepAlive: true, timeout: IDLE_MS } : { keepAlive: false }
    agent = url.protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options)
    agents.set(key, agent)
  }
  return agent
}

/**
 * A request through a plain agent. One that went out on a kept connection which broke before any
 * answer (the server closed it, idle, just as the request left) is sent once more, on a connection
 * of its own: it is repeatable, and that race is no fault to spend a retry, and its wait, on.
 */
async function sendDirect(agents: Map<string, Agent>, request: HttpRequest, userAgent: string): Promise<HttpResponse> {
  try {
    return await sendThrough(directAgent(agents, request), request, userAgent)
  } catch (error) {
    if (!(error instanceof KeptConnectionLost)) throw error
    return sendThrough(directAgent(agents, { ...request, repeatable: false }), request, userAgent)
  }
}

/** A kept connection broke before any answer came on it (sendDirect sends the request again). */
class KeptConnectionLost extends NetworkError {}

function sendThrough(agent: Agent, request: HttpRequest, userAgent: string): Promise<HttpResponse> {
  return new Promise<HttpResponse>((resolve, reject) => {
    const started = Date.now()
    const req: ClientRequest = (request.url.protocol === 'https:' ? httpsRequest : httpRequest)(request.url, {
      method: request.method,
      headers: { 'user-agent': userAgent, ...request.headers },
      agent
    })
    let response: IncomingMessage | undefined
    const abort = (error: NetworkError): void => {
      // The body's reader must see why, not the 'aborted' that destroying the socket causes.
      response?.destroy(error)
      req.destroy(error)
    }
    const seconds = `${request.timeoutMs / 1000} s`
    // The one timer: re-armed whenever a byte moves, it ends the attempt when none has for timeoutMs.
    const timer = setTimeout(
      () => abort(new NetworkError(`no progress for ${seconds}`, true, undefined, true)),
      request.timeoutMs
    )
    const progress = (): void => {
      if (request.totalMs === undefined || Date.now() - started < request.totalMs) return void timer.refresh()
      abort(new NetworkError(`no complete answer within ${request.totalMs / 1000} s`, true, undefined, true))
    }
    // A kept connection serves the next request too: this attempt's listener leaves with it.
    req.on('socket', (socket) => {
      socket.on('data', progress)
      req.on('close', () => socket.off('data', progress))
    })
    // A request body that fails (a file that went away) says so itself: it is no network error.
    let bodyError: unknown
    req.on('error', (error) => {
      clearTimeout(timer)
      const failure =
        bodyError ?? (/statusCode=407/.test(error.message) ? proxyRefused(request.url) : asNetworkError(error))
      if (response) return void response.destroy(failure as Error)
      const lost = req.reusedSocket && failure instanceof NetworkError && KEPT_LOST.has(failure.code ?? '')
      reject(lost ? new KeptConnectionLost(failure.message, true, failure.code) : failure)
    })
    req.on('response', (answer: IncomingMessage) => {
      response = answer
      answer.on('close', () => clearTimeout(timer))
      resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: answer })
    })
    if (typeof request.body === 'function') {
      const body = request.body()
      body.on('data', progress)
      body.on('error', (error) => {
        bodyError = error
        req.destroy(error)
      })
      req.on('close', () => body.destroy())
      body.pipe(req)
    } else req.end(request.body)
  })
}

/**
 * Reads a response body as UTF-8 text, at most `limit` bytes: past that the body is dropped
 * unread, so an endless answer cannot hold the run. Read by its events, not `for await`: a stream's
 * async iterator costs a promise a chunk and, on its first use, loading its code (npm run bench,
 * the vitals figure).
 */
export function readText(
  body: Readable,
  limit = 1024 * 1024
): Promise<{ text: string; truncated: boolean; bytes: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let bytes = 0
    const settle = (truncated: boolean, error?: unknown) => {
      body.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose)
      if (error !== undefined) return reject(asNetworkError(error))
      if (truncated) {
        body.destroy()
        discard(body)
      }
      resolve({ text: Buffer.concat(chunks).toString('utf8'), truncated, bytes })
    }
    const onData = (chunk: Buffer) => {
      const part = chunk.subarray(0, limit - bytes)
      chunks.push(part)
      bytes += part.length
      if (part.length < chunk.length) settle(true)
    }
    const onEnd = () => settle(false)
    const onError = (error: unknown) => settle(false, error)
    // Closed before its end without an error: as `for await` and stream.finished say it.
    const onClose = () =>
      settle(false, Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))
    body.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose)
  })
}

export function discard(body: Readable): void {
  body.on('error', () => {})
  body.resume()
}

/**
 * The variable that names the proxy for this URL, as @actions/http-client reads them, spelled as the
 * environment holds it; undefined when none is set. Windows' variable names ignore case, and so
 * does process.env there ('https_proxy' answers for HTTPS_PROXY): its own keys say which was set.
 */
export function proxyVariable(url: URL, env: NodeJS.ProcessEnv = process.env, platform = process.platform) {
  const names = url.protocol === 'https:' ? ['https_proxy', 'HTTPS_PROXY'] : ['http_proxy', 'HTTP_PROXY']
  if (platform !== 'win32') return names.find((name) => env[name])
  return Object.keys(env).find((key) => key.toLowerCase() === names[0] && env[key])
}

function proxyRefused(url: URL): Failure {
  const variable = proxyVariable(url) ?? 'HTTPS_PROXY'
  return new Failure(
    `The proxy refused the credentials in ${variable} (HTTP 407 Proxy Authentication Required): ` +
      `check the user and password in ${variable}.`
  )
}

/** A failure of the exchange, as the retry policy judges it: an error of the body's stream is one too. */
export function asNetworkError(error: unknown): NetworkError {
  if (error instanceof NetworkError) return error
  const err = error as NodeJS.ErrnoException
  const message = err.message || String(error)
  const text = err.code && !message.includes(err.code) ? `${err.code}: ${message}` : message
  return new NetworkError(text, !NEVER_CONNECTED.has(err.code ?? ''), err.code)
}

/** The name of the host did not resolve: a typo in the URL, most often. */
export function isUnresolved(error: unknown): boolean {
  const code = (error as NetworkError | undefined)?.code
  return code === 'ENOTFOUND' || code === 'EAI_AGAIN'
}
