/**
 * The one reader of the action's inputs: every input is read and checked here, so that bad input
 * fails with the input's name and what is allowed, before any request is sent.
 */
import { realpathSync, statSync, type Stats } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { isSecureTransport, joinUnder } from '../net/url.js'
import { InputError, messageOf } from './errors.js'
import { sameFile } from './identity.js'
import { Folder, shownName } from './paths.js'

/** core.getInput: the value with surrounding whitespace trimmed, '' when not given. */
export type GetInput = (name: string) => string

/** The runner's places besides the workspace, from its environment. */
export interface RunnerPlaces {
  /** RUNNER_TEMP: files there are the job's, as the workspace's are. */
  temp?: string
  /** The files through which a step talks to the runner, by variable: never an output of the action. */
  files?: Record<string, string>
}

/** What writing each runner file would do to the job. */
const RUNNER_FILES: Record<string, string> = {
  GITHUB_ENV: "sets the next steps' environment",
  GITHUB_OUTPUT: "sets the step's outputs",
  GITHUB_PATH: "sets the next steps' PATH",
  GITHUB_STATE: "sets the post step's state",
  GITHUB_STEP_SUMMARY: 'is the job summary'
}

export function runnerPlaces(env: Record<string, string | undefined>): RunnerPlaces {
  const files = Object.fromEntries(
    Object.keys(RUNNER_FILES).flatMap((name) => (env[name] ? [[name, env[name]] as [string, string]] : []))
  )
  return { temp: env.RUNNER_TEMP || undefined, files }
}

/**
 * Where the system keeps files that are no files: a process's memory and environment (whose stat
 * says regular file), devices, and on macOS /dev/fd (a file the process has open). Linux's
 * /dev/shm is not one: a RAM disk whose files are real, which a workspace or temp folder may be on.
 */
const SPECIAL_PLACES = /^\/(proc|sys)(\/|$)|^\/dev(\/(?!shm(\/|$))|$)/

export class Inputs {
  /** The URL inputs read so far, so that a failure can name the input a host came from. */
  private readonly urls = new Map<string, URL>()
  /** The workspace and the runner's temp folder, their identities read once. */
  private roots?: Folder[]
  /** Every input's value, line ends as `\n`. */
  private readonly get: GetInput

  constructor(
    get: GetInput,
    /** Relative paths are resolved against it: the workspace on a runner. */
    readonly cwd: string,
    private readonly runner: RunnerPlaces = {}
  ) {
    // Text from a web form (a release body edited on github.com) ends its lines with CRLF, on every
    // OS: normalised here, as text files are where they are read, so no input sends or counts a '\r'.
    // A lone CR is no line end a form writes: it stays, for the input's own check (a header refuses it).
    this.get = (name) => get(name).replace(/\r\n/g, '\n')
  }

  text(name: string, fallback = ''): string {
    return this.get(name) || fallback
  }

  required(name: string, hint: string): string {
    const value = this.get(name)
    if (value === '') throw new InputError(name, `is required and was empty; ${hint}`)
    return value
  }

  boolean(name: string, fallback: boolean): boolean {
    const text = this.get(name)
    if (text === '') return fallback
    if (text.toLowerCase() === 'true') return true
    if (text.toLowerCase() === 'false') return false
    throw new InputError(name, `must be true or false, got '${text}'.`)
  }

  /** One of `allowed` (case-insensitive), returned as spelled there. */
  choice<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const text = this.get(name)
    if (text === '') return fallback
    const found = allowed.find((value) => value.toLowerCase() === text.toLowerCase())
    if (found === undefined) throw new InputError(name, `must be one of ${allowed.join(', ')}, got '${text}'.`)
    return found
  }

  /** The non-empty lines, each trimmed. */
  lines(name: string): string[] {
    return this.get(name)
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const text = this.get(name)
    if (text === '') return fallback
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < min || value > max) {
      throw new InputError(name, `must be a whole number from ${min} to ${max}, got '${text}'.`)
    }
    return value
  }

  /** A positive number of seconds, returned in milliseconds. */
  milliseconds(name: string, fallbackSeconds: number, maxSeconds: number): number {
    const text = this.get(name)
    if (text === '') return fallbackSeconds * 1000
    const value = Number(text)
    if (!/^\d+(\.\d+)?$/.test(text) || value <= 0 || value > maxSeconds) {
      throw new InputError(name, `must be a number of seconds above 0 and at most ${maxSeconds}, got '${text}'.`)
    }
    return value * 1000
  }

  /** An absolute URL that secrets may travel to (see secureUrl). */
  url(name: string, fallback = ''): URL {
    const url = secureUrl(name, this.get(name) || fallback)
    this.urls.set(name, url)
    return url
  }

  /**
   * `path` under the base URL of input `baseName`. The result must stay under the base: on its
   * origin and within its path (a path such as '//host/x', '/\\host/x' or '/../x' would take the
   * bearer token elsewhere). `pathInput` is named when the path leads elsewhere.
   */
  urlUnder(baseName: string, fallback: string, path: string, pathInput: string): URL {
    return this.join(baseName, this.url(baseName, fallback), path, pathInput)
  }

  /** `path` under `base`, the URL input `baseName` gave (see urlUnder). */
  join(baseName: string, base: URL, path: string, pathInput: string): URL {
    if (base.search || base.hash) throw new InputError(baseName, 'must not have a query string or fragment.')
    const joined = joinUnder(base, path)
    if (!joined) {
      throw new InputError(
        pathInput,
        `must be a path under ${base.origin}${base.pathname.replace(/\/+$/, '')}/ ('${path.slice(0, 60)}' leads elsewhere); ` +
          'give an absolute URL to call another host.'
      )
    }
    return joined
  }

  /** The URL input whose value has this URL's origin: where a host that fails came from. */
  nameOf(url: URL): string | undefined {
    return [...this.urls].find(([, value]) => value.origin === url.origin)?.[0]
  }

  /**
   * Where the action will write (a file, or a folder it creates), relative to the workspace: no
   * part of the way there may be a file, or the write would fail only after the requests; and
   * never a file through which the step talks to the runner (GITHUB_ENV, GITHUB_OUTPUT...).
   */
  outputPath(name: string, kind: 'file' | 'folder', fallback = ''): string | undefined {
    const text = this.get(name) || fallback
    if (text === '') return undefined
    const path = resolve(this.cwd, text)
    for (const [variable, file] of Object.entries(this.runner.files ?? {})) {
      if (sameFile(path, resolve(this.cwd, file))) {
        throw new InputError(
          name,
          `names the runner's ${variable} file ('${text}'), which ${RUNNER_FILES[variable]}: the action never writes it.`
        )
      }
    }
    const stats = statOrUndefined(path)
    if (kind === 'file' && stats?.isDirectory()) throw new InputError(name, `names a folder, not a file: '${text}'.`)
    if (kind === 'folder' && stats && !stats.isDirectory())
      throw new InputError(name, `names a file, not a folder: '${text}'.`)
    for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
      const above = statOrUndefined(dir)
      if (above && !above.isDirectory()) {
        throw new InputError(name, `cannot be written: '${shownName(dir, this.cwd)}' is a file, not a folder.`)
      }
      if (above) break
    }
    return path
  }

  /** A regular file that exists now, where it really is (see readable). */
  file(name: string): { path: string; size: number } | undefined {
    const text = this.get(name)
    if (text === '') return undefined
    const path = resolve(this.cwd, text)
    const stats = statOrUndefined(path)
    if (!stats) throw new InputError(name, `names a file that does not exist: '${text}'.`)
    if (!stats.isFile()) throw new InputError(name, `must name a regular file, got '${text}'.`)
    return { path: this.readable(name, path, text), size: stats.size }
  }

  /**
   * Where a file or folder that input `name` leads to (itself, or through a glob or a folder it
   * names) really is, to read it there: it must stay in the workspace or the runner's temp folder
   * (a symbolic link there that leads out is refused, as a checkout may hold any link), unless the
   * input named a place outside them itself; and it must not be a special file (/proc, /sys, /dev,
   * a device, a pipe, a socket), whatever named it. `shown` is how messages name it.
   */
  readable(name: string, path: string, shown: string): string {
    const named = resolve(this.cwd, path)
    let real: string
    let stats: Stats
    try {
      real = realpathSync(named)
      stats = statSync(real)
    } catch (error) {
      throw new InputError(name, `names '${shown}', which cannot be read: ${messageOf(error)}.`)
    }
    if (SPECIAL_PLACES.test(real) || !(stats.isFile() || stats.isDirectory())) {
      throw new InputError(name, `names '${shown}', which is a special file (${real}): only regular files are read.`)
    }
    const roots = this.places()
    if (roots.some((root) => root.holds(named)) && !roots.some((root) => root.holds(real))) {
      throw new InputError(
        name,
        `names '${shown}', a symbolic link that leads out of the workspace (to ${real}): files are read from the ` +
          'workspace and the runner temp folder only, or from a place outside them that the input names itself.'
      )
    }
    return real
  }

  private places(): Folder[] {
    this.roots ??= [this.cwd, this.runner.temp].filter((root): root is string => !!root).map((root) => new Folder(root))
    return this.roots
  }
}

export function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

/**
 * Parses a URL input and applies the transport rule (net/url.ts): https everywhere, plain http
 * only to this machine, because client secrets and tokens must not travel in clear.
 */
export function secureUrl(input: string, value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    // A value with '@' may hold credentials: it is not echoed.
    const shown = value.includes('@') ? '' : `: '${value}'`
    throw new InputError(input, `is not a valid absolute URL${shown}.`)
  }
  if (url.username || url.password) throw new InputError(input, 'must not carry credentials in the URL.')
  if (isSecureTransport(url)) return url
  if (url.protocol === 'http:') {
    throw new InputError(
      input,
      `must use https: plain http is allowed only to loopback (127.0.0.0/8, ::1, localhost), got '${url.host}'.`
    )
  }
  throw new InputError(input, `must be an https URL, got '${url.protocol}'.`)
}
