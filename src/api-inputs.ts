/** The inputs of the optional API call, checked before any request (token included) is sent. */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { InputError } from './errors.js'
import { secureUrl, type GetInput } from './inputs.js'

export const DEFAULT_API_BASE_URL = 'https://developer.amazon.com/api/appstore'
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

export type Body = { kind: 'text'; text: string } | { kind: 'file'; path: string; size: number }

export interface ApiInputs {
  method: Method
  url: URL
  headers: Record<string, string>
  body?: Body
  outputFile?: string
  failOnError: boolean
}

export function readApiInputs(getInput: GetInput, cwd: string): ApiInputs | undefined {
  const target = getInput('api-url').trim()
  if (target === '') return undefined
  const method = readMethod(getInput('api-method').trim())
  const body = readBody(getInput('api-body'), getInput('api-body-file').trim(), cwd)
  if (body && (method === 'GET' || method === 'HEAD')) {
    throw new InputError(
      body.kind === 'text' ? 'api-body' : 'api-body-file',
      `cannot be sent with api-method ${method}.`
    )
  }
  const headers = parseHeaders(getInput('api-headers'))
  if (body && !('content-type' in headers)) {
    headers['content-type'] = body.kind === 'text' ? 'application/json' : 'application/octet-stream'
  }
  const outputFile = getInput('api-output-file').trim()
  return {
    method,
    url: resolveApiUrl(target, getInput('api-base-url').trim() || DEFAULT_API_BASE_URL),
    headers,
    body,
    outputFile: outputFile === '' ? undefined : checkedOutputFile(resolve(cwd, outputFile)),
    failOnError: readBoolean(getInput, 'api-fail-on-error', true)
  }
}

/** An absolute URL, or a path starting with '/' that is appended to the base URL. */
export function resolveApiUrl(target: string, baseUrl: string): URL {
  if (target.startsWith('/')) {
    const base = secureUrl('api-base-url', baseUrl)
    if (base.search || base.hash) throw new InputError('api-base-url', 'must not have a query string or fragment.')
    return new URL(base.pathname.replace(/\/+$/, '') + target, base)
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    throw new InputError('api-url', `must be an absolute URL or a path starting with '/', got '${target}'.`)
  }
  return secureUrl('api-url', target)
}

function readMethod(text: string): Method {
  const method = (text || 'GET').toUpperCase()
  if (!(METHODS as readonly string[]).includes(method)) {
    throw new InputError('api-method', `must be one of ${METHODS.join(', ')}, got '${text}'.`)
  }
  return method as Method
}

function readBody(text: string, file: string, cwd: string): Body | undefined {
  if (text !== '' && file !== '') throw new InputError('api-body', 'and api-body-file cannot both be given; pick one.')
  if (text !== '') return { kind: 'text', text }
  if (file === '') return undefined
  const path = resolve(cwd, file)
  let stats
  try {
    stats = statSync(path)
  } catch {
    throw new InputError('api-body-file', `names a file that does not exist: '${file}'.`)
  }
  if (!stats.isFile()) throw new InputError('api-body-file', `must name a regular file, got '${file}'.`)
  return { kind: 'file', path, size: stats.size }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
const FORBIDDEN_HEADERS = new Set(['authorization', 'host', 'content-length', 'transfer-encoding', 'connection'])

/** One `Name: value` a line; names are case-insensitive and kept in lower case. */
export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '') continue
    const colon = line.indexOf(':')
    const name = colon > 0 ? line.slice(0, colon).trim() : ''
    if (!HEADER_NAME.test(name)) {
      throw new InputError('api-headers', `line ${index + 1} is not 'Name: value': '${line.slice(0, 40)}'.`)
    }
    const lower = name.toLowerCase()
    if (lower === 'authorization') {
      throw new InputError('api-headers', 'must not set Authorization: the action sends the bearer token itself.')
    }
    if (FORBIDDEN_HEADERS.has(lower)) throw new InputError('api-headers', `must not set ${name}: the action sets it.`)
    headers[lower] = line.slice(colon + 1).trim()
  }
  return headers
}

export function readBoolean(getInput: GetInput, name: string, fallback: boolean): boolean {
  const text = getInput(name).trim().toLowerCase()
  if (text === '') return fallback
  if (text === 'true') return true
  if (text === 'false') return false
  throw new InputError(name, `must be true or false, got '${getInput(name).trim()}'.`)
}

function checkedOutputFile(path: string): string {
  try {
    if (statSync(path).isDirectory()) throw new InputError('api-output-file', `names a folder, not a file: '${path}'.`)
  } catch (error) {
    if (error instanceof InputError) throw error
  }
  return path
}
