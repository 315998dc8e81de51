// What a user relies on in a message: the input named, the file, the value, the API code, the step
// to take. A test asserts those pieces, not the sentence around them, so that a rewording touches the
// source alone (the fragments TROUBLESHOOTING.md quotes are checked by __tests__/docs/troubleshooting.test.ts).
import { expect } from '@jest/globals'

/** Checks that `text` holds each of `pieces` (a text as written, or a pattern). */
export function expectSays(text: string | undefined, ...pieces: (string | RegExp)[]): void {
  expect(pieces.length).toBeGreaterThan(0)
  for (const piece of pieces) {
    if (typeof piece === 'string') expect(text).toContain(piece)
    else expect(text).toMatch(piece)
  }
}
