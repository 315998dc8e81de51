import { describe, expect, it } from '@jest/globals'
import { runInNewContext } from 'node:vm'
import { COLLECT_EVERY_BYTES, noteBytesMoved } from '../src/memory.js'

describe('noteBytesMoved', () => {
  it('reaches for the collector only once enough bytes have moved', () => {
    noteBytesMoved(COLLECT_EVERY_BYTES - 1)
    expect(runInNewContext('typeof gc')).toBe('undefined')
    noteBytesMoved(1)
    expect(runInNewContext('typeof gc')).toBe('function')
    noteBytesMoved(COLLECT_EVERY_BYTES)
  })
})
