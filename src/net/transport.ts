/**
 * Every HTTP request of the action goes out through @actions/http-client's HttpClient, which picks
 * the agent: keep-alive, the proxy HTTPS_PROXY or HTTP_PROXY names, and NO_PROXY, as on any runner.
 * This wrapper adds what the client has not: one timer per attempt, which aborts it when no byte has
 * moved for `timeoutMs` (or, with `totalMs`, when it has run that long), and a request body streamed
 * from a fresh stream per attempt. Connections are kept only between requests that may be sent
 * again (`repeatable`): a kept connection the server closes just as a request leaves says nothing
 * of whether the request got there.
 */
import * as http from 'node:http'
import * as https from 'node:https'
import type { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
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
  /** Whether it may go out on a connection kept from an earlier request (one that may be sent again). */
  repeatable?: boolean
}

export interface HttpResponse {
  status: number
  headers: http.IncomingHttpHeaders
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

/**
 * HttpClient's own socket timeout stays behind the attempt's timer, so that a stall is reported as
 * one ('no progress for …'); it still ends a socket the timer somehow missed.
 */
const CLIENT_TIMEOUT_MARGIN_MS = 5000

export function createSend(userAgent: string): Send {
  // A client per protocol, kind of connection and timeout: a client keeps one agent, and an https
  // URL handed the agent of an http one fails.
  const clients = new Map<string, HttpClient>()
  const clientFor = ({ url, repeatable = false, timeoutMs }: HttpRequest): HttpClient => {
    const key = `${url.protocol} ${repeatable} ${timeoutMs}`
    let client = clients.get(key)
    if (!client) {
      client = new HttpClient(userAgent, [], {
        keepAlive: repeatable,
        allowRedirects: false,
        allowRetries: false,
        socketTimeout: timeoutMs + CLIENT_TIMEOUT_MARGIN_MS
      })
      clients.set(key, client)
    }
    return client
  }
  return (request) => sendWith(clientFor(request), request, userAgent)
}

/**
 * One attempt. HttpClient.request() takes no AbortSignal; requestRaw() takes the request's options
 * as node's http.request does, so the attempt's signal goes with them, and the agent is the one the
 * client picks for the URL (getAgent: the proxy, NO_PROXY, keep-alive).
 */
async function sendWith(client: HttpClient, request: HttpRequest, userAgent: string): Promise<HttpResponse> {
  const { url } = request
  const agent = agentFor(client, url)
  const controller = new AbortController()
  const started = Date.now()
  let failure: NetworkError | undefined
  let response: http.IncomingMessage | undefined
  const abort = (error: NetworkError): void => {
    failure ??= error
    // The body's reader must see why, not the 'aborted' that ending the request causes.
    response?.destroy(error)
    controller.abort(error)
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
  const info = requestInfo(request, { 'user-agent': userAgent, ...request.headers }, agent, controller.signal)
  // A request body that fails (a file that went away) says so itself: it is no network error.
  let bodyError: unknown
  let data: string | Readable | null = null
  if (typeof request.body === 'string') data = request.body
  else if (request.body) {
    const body = request.body()
    body.on('data', progress)
    body.on('error', (error) => {
      bodyError = error
      controller.abort(error)
    })
    data = body
  }
  return client.requestRaw(info, data as string | NodeJS.ReadableStream).then(
    ({ message }) => {
      response = message
      message.on('data', progress)
      message.on('close', () => clearTimeout(timer))
      return { status: message.statusCode ?? 0, headers: message.headers, body: message as Readable }
    },
    (error: unknown) => {
      clearTimeout(timer)
      if (data && typeof data !== 'string') data.destroy()
      if (bodyError !== undefined) throw bodyError
      if (failure) throw failure
      if (/statusCode=407/.test((error as Error).message ?? '')) throw proxyRefused(url)
      throw asNetworkError(error)
    }
  )
}

/** What requestRaw() takes: node's http.request options, with the client's agent and the attempt's signal. */
function requestInfo(
  { url, method }: HttpRequest,
  headers: Record<string, string>,
  agent: http.Agent,
  signal: AbortSignal
): Parameters<HttpClient['requestRaw']>[0] {
  const secure = url.protocol === 'https:'
  return {
    parsedUrl: url,
    httpModule: secure ? https : http,
    options: {
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port ? Number(url.port) : secure ? 443 : 80,
      path: url.pathname + url.search,
      method,
      headers,
      agent,
      signal
    }
  }
}

/**
 * The agent HttpClient picks for the URL. A proxy variable that is set but is no URL is an error:
 * the client would silently connect directly.
 */
function agentFor(client: HttpClient, url: URL): http.Agent {
  const variable = proxyVariable(url)
  const value = variable ? process.env[variable] : undefined
  // As the client reads it: a URL, or a host and port to which it puts http:// in front.
  const readable = (text: string) =>
    URL.parse(text)?.hostname || (!/^https?:\/\//.test(text) && URL.parse(`http://${text}`)?.hostname)
  if (value && !readable(value)) {
    throw new Failure(
      `The ${variable} variable is not a proxy URL. Set it as http://host:port (with credentials: http://user:password@host:port).`
    )
  }
  return withProxyCredentials(client.getAgent(url.href) as http.Agent & TunnelAgent)
}

/**
 * The tunnel package behind HttpClient's proxy agents encodes proxy credentials with the deprecated
 * Buffer(), which prints a warning in the step's log; here they are taken out and sent as the
 * header it would make.
 */
function withProxyCredentials(agent: http.Agent & TunnelAgent): http.Agent {
  const credentials = agent.proxyOptions?.proxyAuth
  if (credentials && agent.request) {
    delete agent.proxyOptions!.proxyAuth
    const connect = agent.request
    const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
    agent.request = (options) =>
      connect({ ...options, headers: { ...options.headers, 'Proxy-Authorization': authorization } })
  }
  return agent
}

/** What a tunnel agent has beyond http.Agent: its proxy settings and the function that sends CONNECT. */
interface TunnelAgent {
  proxyOptions?: { proxyAuth?: string }
  request?: (options: http.RequestOptions) => http.ClientRequest
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
