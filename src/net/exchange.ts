/**
 * One HTTP exchange (a request and its answer, with the retries it is worth): the retry policy for
 * the method, redirects that never carry the bearer token to another origin, and bodies streamed
 * from and to files. It knows nothing of inputs or secrets: what fails is a typed error.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, isAbsolute, relative, sep } from 'node:path'
import type { IncomingHttpHeaders } from 'node:http'
import { Readable, Transform } from 'node:stream'
import { Failure, messageOf, type Part } from '../step/errors.js'
import type { Log } from '../step/log.js'
import { OutputFile } from './download.js'
import { progressOf, type Progress } from './progress.js'
import { RetriesExhausted, logRetry, transientAnswer, withRetries, type Clock, type RetryPolicy } from './retry.js'
import { discard, isUnresolved, NetworkError, readText, type HttpResponse, type Send } from './transport.js'
import { isSecureTransport, printable } from './url.js'

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

/**
 * Whether a request may be sent again once it may have reached the server: 'read' changes nothing;
 * 'idempotent' lands the same however often it is made (a whole object PUT, a DELETE); 'once' must
 * not be made twice blindly (an upload, a commit). Whatever the class, a 429 (the server says it did
 * not act) and a connection that surely never reached the server are tried again. Each call names
 * its class in one table (src/appstore/calls.ts); nothing else decides it.
 */
export type CallClass = 'read' | 'idempotent' | 'once'

export const mayRepeat = (callClass: CallClass): boolean => callClass !== 'once'

/**
 * A request body: text, or a file streamed (never read whole), optionally inside an envelope of
 * text before and after it (a multipart/form-data body); Content-Length is the exact sum.
 */
export type Body =
  | { kind: 'text'; text: string }
  | { kind: 'file'; path: string; size: number; envelope?: { before: string; after: string } }

export interface Exchange {
  method: Method
  url: URL
  /** Printed instead of the URL, for a URL that is itself a credential. */
  label?: string
  /** How messages name the request: its method and URL (or label) when unset. */
  name?: string
  headers: Record<string, string>
  body?: Body
  /** Sent as `Authorization: Bearer` to the origin of `url` only, never to a redirect elsewhere. */
  bearer?: string
  /** False: a redirect is the answer (its Location may be a credential that must not be fetched here). */
  followRedirects?: boolean
  /** A 2xx body is streamed into this file; any other body is read as text. */
  outputFile?: string
  textLimit: number
  timeoutMs: number
  /** The attempt is aborted when it has taken this long in all, even while bytes trickle in. */
  totalMs?: number
  /** Whether it may be sent again once it may have reached the server. */
  callClass: CallClass
  /**
   * Waits for the request's turn under a rate limit (appstore/reporting/pace.ts): awaited before every attempt,
   * a retry after Retry-After included, so that retries and first attempts share one window.
   */
  pace?: () => Promise<void>
}

export interface ExchangeResult {
  status: number
  headers: IncomingHttpHeaders
  /** Where the answer finally came from, after redirects. */
  url: URL
  text: string
  truncated: boolean
  bytes: number
  /** Set when the body went to `outputFile`. */
  file?: string
  attempts: number
}

export interface ExchangeDeps {
  send: Send
  clock: Clock
  policy: RetryPolicy
  log: Pick<Log, 'info' | 'debug'>
}

export const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** The request could not be made (after its retries); `unresolvedUrl` is set when its host did not resolve. */
export class RequestFailed extends Failure {
  readonly unresolvedUrl?: URL

  constructor(
    parts: Part[],
    url: URL,
    cause: unknown,
    /** The class of the call that failed: a 'once' call was not repeated once it may have reached the server. */
    readonly callClass: CallClass
  ) {
    super(parts, { cause })
    if (isUnresolved(cause)) this.unresolvedUrl = url
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300
}

export async function exchange(request: Exchange, deps: ExchangeDeps): Promise<ExchangeResult> {
  const repeatable = mayRepeat(request.callClass)
  const where = request.name ?? `${request.method} ${request.label ?? printable(request.url)}`
  try {
    const { value, attempts } = await withRetries(
      () => attempt(request, deps),
      (outcome) => {
        if (!outcome.ok) {
          const error = outcome.error
          const retryable = error instanceof NetworkError && (repeatable || !error.mayHaveReachedServer)
          return retryable ? { reason: error.message } : undefined
        }
        const { status, headers } = outcome.value
        // 429: the server says it did not act on the request, so even one never repeated otherwise may be.
        if (!repeatable && status !== 429) return undefined
        return transientAnswer(status, headers['retry-after'], deps.clock.now())
      },
      deps.policy,
      deps.clock,
      logRetry(where, deps.log)
    )
    return { ...value, attempts }
  } catch (error) {
    if (error instanceof RetriesExhausted) {
      throw new RequestFailed([`${where} failed: ${error.message}`], request.url, error.lastError, request.callClass)
    }
    if (error instanceof NetworkError) {
      throw new RequestFailed(
        [`${where} failed: ${error.message} (not retried, as a ${request.method} may have reached the server)`],
        request.url,
        error,
        request.callClass
      )
    }
    throw error
  }
}

async function attempt(request: Exchange, deps: ExchangeDeps): Promise<Omit<ExchangeResult, 'attempts'>> {
  await request.pace?.()
  const file = request.outputFile ? await OutputFile.open(request.outputFile) : undefined
  try {
    return await follow(request, deps, file)
  } finally {
    await file?.close()
  }
}

async function follow(
  request: Exchange,
  deps: ExchangeDeps,
  file: OutputFile | undefined
): Promise<Omit<ExchangeResult, 'attempts'>> {
  let { method, url, body } = request
  const headers = { ...request.headers }
  for (let hop = 0; ; hop++) {
    const started = deps.clock.now()
    const sent = { ...headers }
    if (request.bearer && url.origin === request.url.origin) sent.authorization = `Bearer ${request.bearer}`
    if (body?.kind === 'file') sent['content-length'] = String(bodySize(body))
    const response = await deps.send({
      method,
      url,
      headers: sent,
      body: payload(body, deps),
      timeoutMs: request.timeoutMs,
      totalMs: request.totalMs,
      repeatable: mayRepeat(request.callClass)
    })
    deps.log.debug(
      `${method} ${request.label ?? printable(url)}: HTTP ${response.status} after ${deps.clock.now() - started} ms`
    )

    const location = response.headers.location
    if (!REDIRECTS.has(response.status) || !location || request.followRedirects === false) {
      return { ...(await receive(response, request, file, deps)), url }
    }
    discard(response.body)
    const where = `${request.method} ${request.label ?? printable(request.url)}`
    if (hop >= MAX_REDIRECTS) throw new Failure(`${where}: more than ${MAX_REDIRECTS} redirects`)
    const next = URL.parse(location, url.href)
    if (!next) throw new Failure(`${where}: the answer redirects to a Location that is not a URL.`)
    // A labelled URL is a credential, and where it redirects to may be one as well: never shown.
    const target = request.label ? next.protocol : `${next.protocol}//${next.host}`
    if (!isSecureTransport(next) || (url.protocol === 'https:' && next.protocol !== 'https:')) {
      throw new Failure(
        `Refused a redirect from ${request.label ?? printable(url)} to ${target}: only https is followed.`
      )
    }
    if (response.status === 303 || (method === 'POST' && response.status !== 307 && response.status !== 308)) {
      method = method === 'HEAD' ? 'HEAD' : 'GET'
      body = undefined
      delete headers['content-type']
    }
    url = next
  }
}

function payload(body: Body | undefined, deps: ExchangeDeps): string | (() => Readable) | undefined {
  if (!body) return undefined
  if (body.kind === 'text') return body.text
  const { envelope } = body
  const counted = () =>
    fileStream(
      body,
      progressOf('Uploading', shownName(body.path), body.size, deps.clock, (line) => deps.log.info(line))
    )
  if (!envelope) return counted
  return () =>
    Readable.from(
      (async function* () {
        yield Buffer.from(envelope.before)
        yield* counted()
        yield Buffer.from(envelope.after)
      })()
    )
}

function bodySize(body: Extract<Body, { kind: 'file' }>): number {
  const { envelope } = body
  return body.size + (envelope ? Buffer.byteLength(envelope.before) + Buffer.byteLength(envelope.after) : 0)
}

/**
 * A file streamed as a request body of exactly the size it had when the inputs were checked, which
 * was sent as Content-Length: never a byte more, and a file that shrank, grew or went away fails
 * the step naming it (an error that is not retried: the file, not the network, is at fault).
 */
function fileStream({ path, size }: { path: string; size: number }, progress: Progress): Readable {
  const changed = (what: string) => new Failure(`The file '${path}' ${what} while it was being sent.`)
  let sent = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sent += chunk.length
      progress.add(chunk.length)
      callback(null, chunk)
    },
    flush(callback) {
      if (sent < size) return callback(changed(`shrank from ${size} to ${sent} bytes`))
      stat(path).then(
        (now) => callback(now.size === size ? null : changed(`grew from ${size} to ${now.size} bytes`)),
        (error: NodeJS.ErrnoException) => callback(changed(`went away (${error.code})`))
      )
    }
  })
  if (size === 0) return counted.end()
  const source = createReadStream(path, { highWaterMark: 1024 * 1024, end: size - 1 })
  source.on('error', (error: NodeJS.ErrnoException) =>
    counted.destroy(
      new Failure(`The file '${path}' could not be read while it was being sent: ${error.code ?? messageOf(error)}.`)
    )
  )
  return source.pipe(counted)
}

async function receive(
  response: HttpResponse,
  request: Exchange,
  file: OutputFile | undefined,
  deps: ExchangeDeps
): Promise<Omit<ExchangeResult, 'attempts' | 'url'>> {
  const { status, headers } = response
  if (file && isSuccess(status)) {
    const total = Number(headers['content-length']) || undefined
    const progress = progressOf('Downloading', shownName(file.path), total, deps.clock, (line) => deps.log.info(line))
    response.body.on('data', (chunk: Buffer) => progress.add(chunk.length))
    const bytes = await file.fill(response.body)
    return { status, headers, text: '', truncated: false, bytes, file: file.path }
  }
  return { status, headers, ...(await readText(response.body, request.textLimit)) }
}

/** A file as a person reads its name: relative to the workspace (the working directory), with '/'. */
function shownName(path: string): string {
  const inside = relative(process.cwd(), path)
  return inside === '' || inside.startsWith('..') || isAbsolute(inside) ? basename(path) : inside.split(sep).join('/')
}
