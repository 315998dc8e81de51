import { describe, expect, it } from '@jest/globals'
import { MASK, Secrets } from '../../src/action/secrets.js'

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
