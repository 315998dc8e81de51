import { describe, expect, it } from '@jest/globals'
import { Readable } from 'node:stream'
import { discard, readText } from '../src/http.js'

describe('readText', () => {
  it('keeps at most the limit and says so', async () => {
    const body = Readable.from([Buffer.from('hello '), Buffer.from('world'), Buffer.from('!')])
    expect(await readText(body, 8)).toEqual({ text: 'hello wo', truncated: true, bytes: 12 })
  })

  it('reads a whole body within the limit', async () => {
    expect(await readText(Readable.from([Buffer.from('ok')]))).toEqual({ text: 'ok', truncated: false, bytes: 2 })
  })
})

describe('discard', () => {
  it('drains a body and swallows its errors', async () => {
    const body = new Readable({ read() {} })
    discard(body)
    body.push('x')
    body.destroy(new Error('reset'))
    await new Promise((done) => body.on('close', done))
    expect(body.destroyed).toBe(true)
  })
})
