/**
 * The one HTTP transport of the action: node's http and https modules, with the agent that
 * @actions/http-client picks for the URL (it honours HTTPS_PROXY, HTTP_PROXY and NO_PROXY the way
 * the runner sets them). It adds one timer per attempt, which aborts the attempt when no byte has
 * moved for `timeoutMs` (or, with `totalMs`, when the attempt has run that long), and no
 * keep-alive, so the process exits as soon as the work is done.
 */
import { request as httpRequest, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'

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
    readonly mayHaveReachedServer: boolean
  ) {
    super(message)
    this.name = 'NetworkError'
  }
}

const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

export function createSend(userAgent: string): Send {
  const agents = new HttpClient(userAgent, [], { keepAlive: false })
  return (request) =>
    new Promise<HttpResponse>((resolve, reject) => {
      const started = Date.now()
      const req: ClientRequest = (request.url.protocol === 'https:' ? httpsRequest : httpRequest)(request.url, {
        method: request.method,
        headers: { 'user-agent': userAgent, ...request.headers },
        agent: agents.getAgent(request.url.href)
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
        () => abort(new NetworkError(`no progress for ${seconds} (timeout-seconds)`, true)),
        request.timeoutMs
      )
      const progress = (): void => {
        if (request.totalMs === undefined || Date.now() - started < request.totalMs) return void timer.refresh()
        abort(new NetworkError(`no complete answer within ${request.totalMs / 1000} s (timeout-seconds)`, true))
      }
      req.on('socket', (socket) => socket.on('data', progress))
      req.on('error', (error) => {
        clearTimeout(timer)
        if (response) response.destroy(asNetworkError(error))
        else reject(asNetworkError(error))
      })
      req.on('response', (answer: IncomingMessage) => {
        response = answer
        answer.on('close', () => clearTimeout(timer))
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: answer })
      })
      if (typeof request.body === 'function') {
        const body = request.body()
        body.on('data', progress)
        body.on('error', (error) => req.destroy(error))
        req.on('close', () => body.destroy())
        body.pipe(req)
      } else req.end(request.body)
    })
}

/** Reads a response body as UTF-8 text, keeping at most `limit` bytes; `bytes` counts them all. */
export async function readText(
  body: Readable,
  limit = 1024 * 1024
): Promise<{ text: string; truncated: boolean; bytes: number }> {
  const chunks: Buffer[] = []
  let kept = 0
  let bytes = 0
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      bytes += chunk.length
      const part = chunk.subarray(0, Math.max(0, limit - kept))
      if (part.length > 0) chunks.push(part)
      kept += part.length
    }
  } catch (error) {
    throw asNetworkError(error)
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: bytes > kept, bytes }
}

export function discard(body: Readable): void {
  body.on('error', () => {})
  body.resume()
}

/** A failure of the exchange, as the retry policy judges it: an error of the body's stream is one too. */
export function asNetworkError(error: unknown): NetworkError {
  if (error instanceof NetworkError) return error
  const err = error as NodeJS.ErrnoException
  const message = err.message || String(error)
  const text = err.code && !message.includes(err.code) ? `${err.code}: ${message}` : message
  return new NetworkError(text, !NEVER_CONNECTED.has(err.code ?? ''))
}
