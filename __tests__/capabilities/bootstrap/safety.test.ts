// Where listing-bootstrap never writes, in process against the stand-ins:
// through a linked listing-dir or parent, into a dot folder, text with a secret of the run, a
// language from the API that is no language tag (too long, __proto__, constructor), a file where a
// locale folder goes. Each is a clear error, and nothing is written.
import { describe, expect, it } from '@jest/globals'
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { failureOf } from '../../../__fixtures__/runner.mjs'
import { APP, releaseHarness } from '../../support/release-harness.js'
import { tempDir } from '../../support/temp.js'

const h = releaseHarness({ apps: [APP], prefix: 'bootstrap-safety-', defaults: { 'listing-dir': 'meta' } })
const { put, routed } = h
const { bootstrap } = h

/** The listings the API lists, answered once in place of the stand-in's. */
function listsLocales(locales: string[]): void {
  const listings = Object.fromEntries(locales.map((locale) => [locale, { language: locale }]))
  h.api.faults.push({
    match: { method: 'GET', path: /\/listings$/ },
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ listings }).replace('"proto"', '"__proto__"')
  })
}

describe('listing-bootstrap refuses, before any request, a listing-dir', () => {
  it('that is a symbolic link to a folder outside the workspace', async () => {
    const outside = tempDir('bootstrap-outside-')
    symlinkSync(outside, join(h.ws, 'meta'))
    const result = await bootstrap()
    expect(failureOf(result)).toBe(
      `Input 'listing-dir' cannot be written by listing-bootstrap: 'meta' is reached through a symbolic link (it leads to ${outside}): the bootstrap writes only into real folders, so that nothing lands outside the workspace.`
    )
    expect(readdirSync(outside)).toEqual([])
    expect(h.api.requests).toEqual([])
  })

  it('under a linked parent folder', async () => {
    const outside = tempDir('bootstrap-outside-')
    symlinkSync(outside, join(h.ws, 'docs'))
    const result = await bootstrap({ 'listing-dir': 'docs/store/meta' })
    expect(failureOf(result)).toContain("'docs' is reached through a symbolic link")
    expect(readdirSync(outside)).toEqual([])
    expect(h.api.requests).toEqual([])
  })

  it.each(['.git/meta', '.github/listing', 'store/.cache'])('in a dot folder (%s)', async (dir) => {
    mkdirSync(join(h.ws, '.git'))
    const result = await bootstrap({ 'listing-dir': dir })
    expect(failureOf(result)).toMatch(
      /^Input 'listing-dir' cannot be written by listing-bootstrap: it is in the dot folder '\.(git|github|cache)', which is no listing folder/
    )
    expect(readdirSync(join(h.ws, '.git'))).toEqual([])
    expect(h.api.requests).toEqual([])
  })

  it('and a value of overwrite it does not know', async () => {
    const result = await bootstrap({ overwrite: 'always' })
    expect(failureOf(result)).toContain("Input 'overwrite' must be true or false")
    expect(h.api.requests).toEqual([])
  })
})

describe('listing-bootstrap writes nothing, and says why, when', () => {
  it('a text holds a token of the run: naming the locale and the field', async () => {
    h.api.console.openEdit(APP)
    h.api.faults.push({
      match: { method: 'GET', path: /\/listings\/de-DE$/ },
      before: () => h.api.console.changeListing(APP, 'de-DE', { shortDescription: `x ${h.tokens.issued.at(-1)}` })
    })
    const result = await bootstrap()
    expect(failureOf(result)).toContain(
      "the de-DE listing's shortDescription holds a secret of this run (the client secret or a token): de-DE/short_description.txt was not written, nor any other file."
    )
    expect(existsSync(join(h.ws, 'meta'))).toBe(false)
    const printed = result.lines.filter((line) => !line.startsWith('::add-mask::'))
    expect(printed.join('\n')).not.toContain(h.tokens.issued.at(-1)!)
    expect(result.summary).not.toContain(h.tokens.issued.at(-1)!)
  })

  it.each([
    ['too long for a file name', 'en-' + 'x'.repeat(253)],
    ['__proto__', 'proto'],
    ['constructor', 'constructor'],
    ['a dot folder', '.git']
  ])('the API lists a language that is no language tag (%s)', async (_, locale) => {
    listsLocales(['en-US', locale])
    const result = await bootstrap()
    expect(failureOf(result)).toMatch(
      /^Bootstrap failed while reading the edit's listings: the API lists a listing language ".{1,41}" \(\d+ characters\), which is no language tag .*nothing was written\./
    )
    expect(existsSync(join(h.ws, 'meta'))).toBe(false)
    expect(routed('GET /edits/:edit/listings/:lang')).toEqual([])
    expect(({} as Record<string, unknown>).language).toBeUndefined()
    expect(routed('DELETE /edits/:edit')).toHaveLength(1)
  })

  it('a text file or an amazon/ folder is a symbolic link (to a place outside the workspace)', async () => {
    const outside = tempDir('bootstrap-outside-')
    mkdirSync(join(h.ws, 'meta/de-DE'), { recursive: true })
    symlinkSync(join(outside, 'title.txt'), join(h.ws, 'meta/de-DE/title.txt'))
    symlinkSync(outside, join(h.ws, 'meta/de-DE/amazon'))
    const result = await bootstrap()
    expect(failureOf(result).split('\n')[0]).toBe(
      "Bootstrap failed while writing into meta: 'listing-dir' holds de-DE/amazon, which is no folder (a symbolic link?): nothing was written."
    )
    expect(readdirSync(outside)).toEqual([])
    expect(existsSync(join(h.ws, 'meta/en-US'))).toBe(false)
  })

  it('a file stands where a locale folder goes', async () => {
    put({ 'meta/de-DE': 'not a folder' })
    const result = await bootstrap()
    expect(failureOf(result).split('\n')[0]).toBe(
      "Bootstrap failed while writing into meta: 'listing-dir' holds a file named de-DE where the de-DE folder goes: nothing was written. Move or remove it."
    )
    expect(readdirSync(join(h.ws, 'meta'))).toEqual(['de-DE'])
  })
})
