import { describe, expect, it } from '@jest/globals'
import { excerpt, Failure } from '../../src/step/errors.js'
import { MASK, Secrets } from '../../src/step/secrets.js'

describe('Secrets', () => {
  it('masks each value once, and never an empty one', () => {
    const masked: string[] = []
    const secrets = new Secrets((value) => masked.push(value))
    secrets.add('s3cret')
    secrets.add('s3cret')
    secrets.add('')
    expect(masked).toEqual(['s3cret'])
  })

  it('removes a secret in the forms a service may echo it', () => {
    const secret = 'a+b/c=d&e%f?g h-Ü"'
    const secrets = new Secrets(() => {})
    secrets.add(secret)
    const echoed = [
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
      JSON.stringify(secret).slice(1, -1)
    ]
    for (const form of echoed) {
      expect(secrets.redact(`before ${form} after`)).toBe(`before ${MASK} after`)
    }
  })

  it.each([
    [
      'lower-case percent-encoding',
      (v: string) => encodeURIComponent(v).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())
    ],
    ['HTML entities', (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')],
    ['numeric HTML entities', (v: string) => v.replace(/\//g, '&#47;').replace(/=/g, '&#x3D;')],
    ['JSON with escaped slashes', (v: string) => JSON.stringify(v).slice(1, -1).replace(/\//g, '\\/')],
    [
      'JSON with \\u escapes for every character but letters and digits',
      (v: string) =>
        v
          .split('')
          .map((c) => (/[A-Za-z0-9]/.test(c) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))
          .join('')
    ],
    ['one encoding mixed into another', (v: string) => v.replace('/', '%2f').replace('&', '&amp;')]
  ])('removes a secret echoed in %s', (_name, encode) => {
    const secret = 'a+b/c=d&e%f?g\th-Ü"<x>😀'
    const secrets = new Secrets(() => {})
    secrets.add(secret)
    const echoed = encode(secret)
    expect(echoed).not.toBe(secret)
    expect(secrets.redact(`before ${echoed} after`)).toBe(`before ${MASK} after`)
  })

  it('removes a secret without a letter or digit, which has no run of them to look for first', () => {
    const secret = '!@#$ %^&*()/'
    const secrets = new Secrets(() => {})
    secrets.add(secret)
    for (const form of [secret, encodeURIComponent(secret), secret.replace(/\//g, '&#47;')]) {
      expect(secrets.redact(`before ${form} after`)).toBe(`before ${MASK} after`)
    }
  })

  it('redacts before it shortens an excerpt, so a secret at the edge leaves nothing behind', () => {
    const secret = 'Atc|' + 'z'.repeat(60)
    const secrets = new Secrets(() => {})
    secrets.add(secret)
    const body = 'x'.repeat(180) + secret + ' tail'
    const shown = new Failure(excerpt(body)).render((text) => secrets.redact(text))
    expect(shown).toBe('x'.repeat(180) + '*** tail')
    expect(shown).not.toContain('Atc|')
  })

  it('redacts before it collapses whitespace and strips tags', () => {
    const secret = 'se  cr\t<b>et'
    const secrets = new Secrets(() => {})
    secrets.add(secret)
    const page = `<html><p>${secret}</p></html>`
    expect(new Failure(excerpt(page, 'text/html')).render((text) => secrets.redact(text))).toBe('***')
  })

  it('redacts before it truncates, never inside a surrogate pair', () => {
    const secrets = new Secrets(() => {})
    secrets.add('0123456789')
    expect(secrets.truncate('ab0123456789cd', 6)).toBe('ab***c')
    expect(secrets.truncate('a😀', 2)).toBe('a')
    expect(secrets.truncate('ab', 2)).toBe('ab')
  })

  it('removes the longer of two overlapping secrets whole', () => {
    const secrets = new Secrets(() => {})
    secrets.add('abc')
    secrets.add('abcdef')
    expect(secrets.redact('x abcdef y abc')).toBe('x *** y ***')
  })

  it('leaves text without secrets alone', () => {
    expect(new Secrets(() => {}).redact('nothing here')).toBe('nothing here')
  })
})
