import { describe, expect, it } from '@jest/globals'
import { symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHeaders, readCallInputs } from '../../../src/capabilities/call/inputs.js'
import { inputsOf } from '../../support/inputs.js'
import { itOn } from '../../support/platforms.js'
import { tempDir } from '../../support/temp.js'

describe('parseHeaders', () => {
  it('reads one Name: value a line, lower-casing names and skipping blank lines', () => {
    expect(parseHeaders('If-Match: "abc"\r\n\n  fileName : app.apk \nX-Empty:')).toEqual({
      'if-match': '"abc"',
      filename: 'app.apk',
      'x-empty': ''
    })
  })

  it('keeps colons inside the value', () => {
    expect(parseHeaders('X-Url: https://a:1/b')).toEqual({ 'x-url': 'https://a:1/b' })
  })

  it.each([
    ['no colon', 'line 1 is not'],
    [': value', 'line 1 is not'],
    ['Bad Name: x', 'line 1 is not'],
    ['A: 1\nAuthorization: Bearer x', 'must not set Authorization'],
    ['Host: evil.example', 'must not set Host'],
    ['Content-Length: 5', 'must not set Content-Length']
  ])('refuses %j', (text, problem) => {
    expect(() => parseHeaders(text)).toThrow(`Input 'api-headers' ${problem}`)
  })

  it.each([
    ['a carriage return', 'If-Match: "a"\rX-Injected: 1'],
    ['a control character', 'X-A: a\u0000b'],
    ['a character beyond Latin-1', 'X-A: ✓']
  ])('refuses a value holding %s, naming the line and not its value', (_what, text) => {
    expect(() => parseHeaders(text)).toThrow("Input 'api-headers' line 1 (")
    expect(() => parseHeaders(text)).toThrow('has a value a header cannot carry')
  })

  it('never echoes a malformed line, which may hold a credential', () => {
    expect(() => parseHeaders('X-Ok: 1\nmy-token-Atc|secret')).toThrow(
      /^Input 'api-headers' line 2 is not 'Name: value'\.$/
    )
  })
})

describe('readCallInputs', () => {
  const dir = tempDir('api-inputs-')
  writeFileSync(join(dir, 'app.apk'), 'apk!')
  const read = (inputs: Record<string, string>) => readCallInputs(inputsOf(inputs, dir))

  it('defaults to GET on the Appstore API base, failing on error', () => {
    expect(read({ 'api-url': '/v1/x' })).toEqual({
      method: 'GET',
      url: new URL('https://developer.amazon.com/api/appstore/v1/x'),
      headers: {},
      body: undefined,
      outputFile: undefined,
      failOnError: true
    })
  })

  it('resolves files against the workspace and sizes the body file', () => {
    const inputs = read({
      'api-url': '/u',
      'api-method': 'put',
      'api-body-file': 'app.apk',
      'api-output-file': 'out/r.json'
    })
    expect(inputs?.body).toEqual({ kind: 'file', path: join(dir, 'app.apk'), size: 4 })
    expect(inputs?.outputFile).toBe(join(dir, 'out/r.json'))
    expect(inputs?.headers).toEqual({ 'content-type': 'application/octet-stream' })
  })

  it('lets api-headers set the Content-Type', () => {
    const inputs = read({
      'api-url': '/u',
      'api-method': 'POST',
      'api-body': 'a=1',
      'api-headers': 'Content-Type: text/plain'
    })
    expect(inputs?.headers).toEqual({ 'content-type': 'text/plain' })
    expect(inputs?.body).toEqual({ kind: 'text', text: 'a=1' })
  })

  it.each([
    ['/v1/applications//edits', '/v1/applications//edits'],
    ['/v1/applications//edits?x=1', '/v1/applications//edits'],
    ['https://h.example/v1/applications//edits', '/v1/applications//edits']
  ])('refuses the empty path segment of %j, the mark of an unset variable', (url, shown) => {
    expect(() => read({ 'api-url': url })).toThrow(
      `Input 'api-url' has an empty path segment ('//' in '${shown}'): an empty segment usually means an unset variable`
    )
  })

  it.each(['/v1/applications/a/edits?next=https://x.example//y', 'https://h.example/v1/x#a//b'])(
    'takes %j: a // outside the path is no empty segment',
    (url) => {
      expect(read({ 'api-url': url }).url.pathname).toMatch(/\/x|\/edits$/)
    }
  )

  it('reads api-body-file where it really is, and only in the workspace unless it names another place', () => {
    const outside = tempDir('api-outside-')
    writeFileSync(join(outside, 'secret.txt'), 'secret')
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'body.json'))
    symlinkSync(join(dir, 'app.apk'), join(dir, 'same.apk'))
    const put = (file: string) => read({ 'api-url': '/u', 'api-method': 'PUT', 'api-body-file': file })

    expect(() => put('body.json')).toThrow(
      `Input 'api-body-file' names 'body.json', a symbolic link that leads out of the workspace (to ${outside}/secret.txt)`
    )
    expect(put('same.apk').body).toEqual({ kind: 'file', path: join(dir, 'app.apk'), size: 4 })
    expect(put(join(outside, 'secret.txt')).body).toMatchObject({ path: join(outside, 'secret.txt') })
  })

  itOn(['linux'], "/proc is Linux's")('refuses api-body-file naming a special file', () => {
    expect(() => read({ 'api-url': '/u', 'api-method': 'PUT', 'api-body-file': '/proc/self/environ' })).toThrow(
      "Input 'api-body-file' names '/proc/self/environ', which is a special file"
    )
  })

  it('names api-body-file when it is sent with HEAD', () => {
    expect(() => read({ 'api-url': '/u', 'api-method': 'HEAD', 'api-body-file': 'app.apk' })).toThrow(
      "Input 'api-body-file' cannot be sent with 'api-method' HEAD"
    )
  })
})
