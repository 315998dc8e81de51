// The paths of the three Amazon APIs (App Submission, Reporting, Vitals) are built in their clients
// under src/appstore/ only, and only the clients call the session: a capability asks a client, never
// joins `/edits/…`, `/download/report/…` or `/vitals/apps/…` itself, so that segment checks, the
// classes of calls and the reading of answers cannot be skipped. The one exception is the root
// action's raw call (src/capabilities/call/), which sends the user's own request as it is.
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')
/** The first segment of each API's paths: App Submission's resources, then the Reporting and Vitals APIs'. */
const RESOURCES = 'edits|apks|listings|targeting|availability|validate|commit|applications|download|vitals'
/**
 * A literal that begins with a resource path, a path that follows an interpolation (`${x}/apks`),
 * or a metric set's query (`${set}:query`).
 */
export const PATH_BUILDING = new RegExp(`(['"\`]|\\$\\{[^{}]*\\})/(${RESOURCES})\\b|:query\\b`)
/** A call of the session (`session.exchange(…)`, `exchangeWithoutToken`), or of the bare exchange under it. */
export const SESSION_CALL = /\.exchange(WithoutToken)?\b|\bexchange\(/
/** The capability that sends a request the user wrote, as it is. */
const RAW_CALL = join(ROOT, 'src/capabilities/call') + sep

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []
  )
}

/** Code lines only: a comment may name a path. */
const codeLines = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line, index) => ({ line: line.replace(/^\s*\/\/.*$/, ''), number: index + 1 }))

/** Every code line of `files` that `pattern` finds, as 'file:line: code'. */
const linesWith = (files: string[], pattern: RegExp) =>
  files.flatMap((file) =>
    codeLines(readFileSync(file, 'utf8'))
      .filter(({ line }) => pattern.test(line))
      .map(({ line, number }) => `${relative(ROOT, file)}:${number}: ${line.trim()}`)
  )

const capabilities = sources(join(ROOT, 'src/capabilities'))

describe("The Amazon APIs' paths", () => {
  it('are built nowhere outside src/appstore/', () => {
    expect(linesWith([...capabilities, join(ROOT, 'src/main.ts')], PATH_BUILDING)).toEqual([])
  })

  it.each([
    'const path = `/edits/${id}`',
    'call(`${editPath(edit)}/apks/upload`)',
    "joinUnder(url, '/listings')",
    'const url = `/download/report/${type}/${period.year}`',
    "inputs.join('api-base-url', base, `/vitals/apps/${pkg}/${set}`, 'package')",
    'url: read.join(`${setPath(set, read)}:query`),'
  ])('are seen in %s', (line) => {
    expect(PATH_BUILDING.test(line)).toBe(true)
  })

  it.each(['api.link(target.type, target.period)', "log.warning('The report was not found')"])(
    'are not seen in %s',
    (line) => {
      expect(PATH_BUILDING.test(line)).toBe(false)
    }
  )

  it.each(['submission', 'reporting', 'vitals'])('are built by the %s client', (api) => {
    expect(linesWith(sources(join(ROOT, 'src/appstore', api)), PATH_BUILDING)).not.toEqual([])
  })
})

describe('The session', () => {
  it('is called by no capability but the raw call of the root action', () => {
    const others = capabilities.filter((file) => !file.startsWith(RAW_CALL))
    expect(linesWith(others, SESSION_CALL)).toEqual([])
    expect(linesWith(sources(RAW_CALL), SESSION_CALL)).not.toEqual([])
  })

  it.each([
    'const result = await session.exchange({ ...request, pace })',
    'await context.session.exchangeWithoutToken(request)',
    'return exchange({ ...request, bearer }, deps)'
  ])('is seen called in %s', (line) => {
    expect(SESSION_CALL.test(line)).toBe(true)
  })

  it.each(["import { RequestFailed } from '../../net/exchange.js'", 'await api.download(link, zip)'])(
    'is not seen called in %s',
    (line) => {
      expect(SESSION_CALL.test(line)).toBe(false)
    }
  )
})
