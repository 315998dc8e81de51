// The record of uploaded images (.amazon-images.json): pruned of ids gone, and never holding
// anything but ids of the shape ids have (an answer that echoed the token is not written down).
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  pruneRecord,
  readRecord,
  recordableId,
  writeRecord
} from '../../../../src/capabilities/release/listing/record.js'
import { tempDir } from '../../../support/temp.js'

const hash = (n: number) => String(n).repeat(64).slice(0, 64)

describe('recordableId', () => {
  it.each(['amzn1.devportal.asset.1', 'M0000000000001', 'a_b-c:d'])('takes %s', (id) => {
    expect(recordableId(id)).toBe(true)
  })

  it.each(['Atc|abcdef', 'Atza%7Cabc', 'has space', '', 'x'.repeat(201), '../x', 'a\nb'])('refuses %j', (id) => {
    expect(recordableId(id)).toBe(false)
  })

  it('refuses an id that holds a secret of the run', () => {
    expect(recordableId('abc123secret', (text) => text.includes('123secret'))).toBe(false)
  })
})

describe('the record', () => {
  it('is read as found or not, skipping ids that are no ids', () => {
    const root = tempDir('record-')
    expect(readRecord(root)).toMatchObject({ known: {}, found: false })
    writeFileSync(join(root, '.amazon-images.json'), JSON.stringify({ images: { good: hash(1), 'Atc|tok': hash(2) } }))
    expect(readRecord(root)).toMatchObject({ known: { good: hash(1) }, found: true })
  })

  it('is pruned of the ids not seen, and written without ids that are no ids', () => {
    const root = tempDir('record-')
    const record = readRecord(root)
    record.known = { kept: hash(1), gone: hash(2), 'Atc|tok': hash(3) }
    expect(pruneRecord(record, new Set(['kept', 'Atc|tok']))).toBe(1)
    expect(writeRecord(record)).toBeUndefined()
    const written = readFileSync(record.path, 'utf8')
    expect(JSON.parse(written).images).toEqual({ kept: hash(1) })
    expect(written).not.toContain('tok')
  })
})
