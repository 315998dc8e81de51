// The one reader of the user's text files (listing text, release notes): UTF-8, or UTF-16 with its
// byte-order mark as Windows PowerShell 5.1 writes it.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readTextFile } from '../../../../src/capabilities/release/listing/text-file.js'
import { POWERSHELL_TITLE, powershellOut } from '../../../support/powershell.js'
import { tempDir } from '../../../support/temp.js'

const dir = tempDir('text-file-')
let count = 0
const readBytes = (bytes: Buffer, limit = 1024) => {
  const path = join(dir, `f${++count}.txt`)
  writeFileSync(path, bytes)
  return readTextFile(path, limit)
}
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16()

describe('readTextFile', () => {
  it("reads UTF-16LE with its byte-order mark, as PowerShell's > writes it", () => {
    expect(powershellOut('Lumen ✓')).toEqual(POWERSHELL_TITLE)
    expect(readBytes(POWERSHELL_TITLE)).toEqual({ text: 'Lumen ✓' })
    expect(readBytes(Buffer.from('\uFEFFLine one.\r\nLine two 😀\r\n', 'utf16le'))).toEqual({
      text: 'Line one.\nLine two 😀'
    })
  })

  it('reads UTF-16BE with its byte-order mark', () => {
    expect(readBytes(utf16be('\uFEFFLumen\r\n'))).toEqual({ text: 'Lumen' })
  })

  it('refuses UTF-16 holding a NUL, or cut in the middle of a character, as it refuses such UTF-8', () => {
    expect(readBytes(Buffer.from('\uFEFFa\0b', 'utf16le'))).toEqual({ problem: 'nul' })
    expect(readBytes(POWERSHELL_TITLE.subarray(0, 7))).toEqual({ problem: 'not-utf8' })
    expect(readBytes(Buffer.from('\uFEFF\ud800x', 'utf16le'))).toEqual({ problem: 'not-utf8' })
  })

  it('takes UTF-16 without a mark for what it looks like: bytes with NULs', () => {
    expect(readBytes(Buffer.from('Lumen', 'utf16le'))).toEqual({ problem: 'nul' })
  })

  it('counts the limit in bytes of the file, whatever its encoding', () => {
    expect(readBytes(Buffer.from('\uFEFFabcd', 'utf16le'), 10)).toEqual({ text: 'abcd' })
    expect(readBytes(Buffer.from('\uFEFFabcde', 'utf16le'), 10)).toEqual({ problem: 'too-big' })
  })
})
