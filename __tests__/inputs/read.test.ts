import { describe, expect, it } from '@jest/globals'
import { inputsOf } from '../support/inputs.js'

describe('integerInput', () => {
  it('falls back on empty input', () => {
    expect(inputsOf({}).integer('n', 7, 0, 9)).toBe(7)
  })
})

describe('readBoolean', () => {
  it.each([
    ['', true],
    ['TRUE', true],
    ['False', false]
  ])('%j', (text, expected) => expect(inputsOf({ b: text }).boolean('b', true)).toBe(expected))
})
