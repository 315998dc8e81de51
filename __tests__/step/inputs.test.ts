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

describe('choice', () => {
  const modes = ['reuse', 'replace', 'fail'] as const
  it.each([
    ['', 'reuse'],
    ['replace', 'replace'],
    ['FAIL', 'fail']
  ])('%j gives %j', (text, expected) => expect(inputsOf({ m: text }).choice('m', modes, 'reuse')).toBe(expected))

  it('names the input and what is allowed', () => {
    expect(() => inputsOf({ m: 'keep' }).choice('m', modes, 'reuse')).toThrow(
      "Input 'm' must be one of reuse, replace, fail, got 'keep'."
    )
  })
})

describe('lines', () => {
  it('trims each line and drops blank ones', () => {
    expect(inputsOf({ l: ' a.apk \r\n\n  b/*.apk\n' }).lines('l')).toEqual(['a.apk', 'b/*.apk'])
    expect(inputsOf({}).lines('l')).toEqual([])
  })
})
