/**
 * The one HTTP stack of the action, on @actions/http-client (which honours HTTPS_PROXY, HTTP_PROXY
 * and NO_PROXY the way the runner sets them). It adds what the client lacks: a stall timeout that
 * really aborts the attempt, response bodies handed back as streams, and no keep-alive, so the
 * process exits as soon as the work is done.
 */
import type { IncomingHttpHeaders, RequestOptions } from 'node:http'
import { Transform, type Readable } from 'node:stream'
import { HttpClient } from '@actions/http-client'
import { noteBytesMoved } from './memory.js'

export interface HttpRequest {
  method: string
  url: URL
  headers?: Record<string, string>
  /** A string, or a function that opens a fresh stream for each attempt. */
  body?: string | (() => Readable)
  /** The attempt is aborted when no byte moves for this long. */
  timeoutMs: number
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
  return async (request) => {
    const controller = new AbortController()
    const seconds = `${request.timeoutMs / 1000} s`
    const watchdog = new Watchdog(request.timeoutMs, () =>
      controller.abort(new NetworkError(`no progress for ${seconds} (timeout-seconds)`, true))
    )
    const client = new HttpClient(
      userAgent,
      [
        {
          prepareRequest: (options: RequestOptions) => {
            options.signal = controller.signal
          },
          canHandleAuthentication: () => false,
          handleAuthentication: () => Promise.reject(new Error('not supported'))
        }
      ],
      { allowRedirects: false, allowRetries: false, keepAlive: false, socketTimeout: request.timeoutMs }
    )
    let body: string | Readable | null = null
    if (typeof request.body === 'string') body = request.body
    else if (request.body) body = request.body().pipe(progress(watchdog))

    watchdog.start()
    let message
    try {
      message = (await client.request(request.method, request.url.href, body as string, request.headers ?? {})).message
    } catch (error) {
      watchdog.stop()
      const reason = controller.signal.aborted ? controller.signal.reason : undefined
      controller.abort()
      throw reason instanceof NetworkError ? reason : toNetworkError(error, seconds)
    }
    controller.signal.addEventListener('abort', () => message.destroy(controller.signal.reason), { once: true })
    const stream = message.pipe(progress(watchdog))
    message.on('error', (error) => stream.destroy(toNetworkError(error, seconds)))
    stream.on('close', () => watchdog.stop())
    // The consumer sees an error through its own listeners; this one keeps an error that comes
    // before the consumer attaches (while an output file is being opened) from crashing the process.
    stream.on('error', () => {})
    return { status: message.statusCode ?? 0, headers: message.headers, body: stream }
  }
}

/** Reads a response body as UTF-8 text, keeping at most `limit` bytes; `bytes` counts them all. */
export async function readText(
  body: Readable,
  limit = 1024 * 1024
): Promise<{ text: string; truncated: boolean; bytes: number }> {
  const chunks: Buffer[] = []
  let kept = 0
  let bytes = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    bytes += chunk.length
    const part = chunk.subarray(0, Math.max(0, limit - kept))
    if (part.length > 0) chunks.push(part)
    kept += part.length
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated: bytes > kept, bytes }
}

export function discard(body: Readable): void {
  body.on('error', () => {})
  body.resume()
}

class Watchdog {
  private timer: NodeJS.Timeout | undefined

  constructor(
    private readonly ms: number,
    private readonly onStall: () => void
  ) {}

  start(): void {
    this.stop()
    this.timer = setTimeout(this.onStall, this.ms)
  }

  touch(): void {
    this.timer?.refresh()
  }

  stop(): void {
    clearTimeout(this.timer)
    this.timer = undefined
  }
}

function progress(watchdog: Watchdog): Transform {
  return new Transform({
    // Large buffers: a 256 MiB body moves in fewer, bigger steps.
    highWaterMark: 1024 * 1024,
    transform(chunk: Buffer, _encoding, callback) {
      watchdog.touch()
      noteBytesMoved(chunk.length)
      callback(null, chunk)
    }
  })
}

function toNetworkError(error: unknown, seconds: string): NetworkError {
  if (error instanceof NetworkError) return error
  const err = error as NodeJS.ErrnoException
  if (/^Request timeout/.test(err.message ?? '')) {
    return new NetworkError(`no progress for ${seconds} (timeout-seconds)`, true)
  }
  const message = err.message || String(error)
  const text = err.code && !message.includes(err.code) ? `${err.code}: ${message}` : message
  return new NetworkError(text, !NEVER_CONNECTED.has(err.code ?? ''))
}
