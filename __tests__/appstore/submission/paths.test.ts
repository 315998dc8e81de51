// The App Submission API's paths are built in src/appstore/submission/ only: a capability asks the
// client, never joins `/edits/…` itself (so that segment checks and typed results cannot be skipped).
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(import.meta.dirname, '../../..')
const RESOURCES = 'edits|apks|listings|targeting|availability|validate|commit|applications'
/** A literal that begins with a resource path, or a path that follows an interpolation: `${x}/apks`. */
export const PATH_BUILDING = new RegExp(`(['"\`]|\\$\\{[^{}]*\\})/(${RESOURCES})\\b`)

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

describe('App Submission API paths', () => {
  it('are built nowhere outside src/appstore/', () => {
    const found = [...sources(join(ROOT, 'src/capabilities')), join(ROOT, 'src/main.ts')].flatMap((file) =>
      codeLines(readFileSync(file, 'utf8'))
        .filter(({ line }) => PATH_BUILDING.test(line))
        .map(({ line, number }) => `${relative(ROOT, file)}:${number}: ${line.trim()}`)
    )
    expect(found).toEqual([])
  })

  it.each(['const path = `/edits/${id}`', 'call(`${editPath(edit)}/apks/upload`)', "joinUnder(url, '/listings')"])(
    'are seen in %s',
    (line) => {
      expect(PATH_BUILDING.test(line)).toBe(true)
    }
  )

  it('are the client: it builds them', () => {
    const client = sources(join(ROOT, 'src/appstore/submission')).map((file) => readFileSync(file, 'utf8'))
    expect(client.some((text) => PATH_BUILDING.test(text))).toBe(true)
  })
})
