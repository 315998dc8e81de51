/**
 * The one way a text file the user keeps (listing text, release notes) is read: no further than a
 * byte limit, UTF-8 (or UTF-16 that starts with its byte-order mark) or nothing, no NUL; the BOM
 * dropped, line ends as `\n`, the end trimmed. UTF-16 is what Windows PowerShell 5.1's `>` and
 * `Out-File` write (little-endian, with the mark): it is read rather than refused, as nothing in it
 * is ambiguous once the mark says so, and every limit in characters counts the decoded text.
 */
import { closeSync, openSync, readSync } from 'node:fs'
import { withoutBom } from '../../../appstore/json.js'

/** A listing text file is read no further: Amazon's longest field, the description, takes 4,000 characters. */
export const MAX_TEXT_BYTES = 64 * 1024

export type TextFile = { text: string } | { problem: 'too-big' | 'nul' | 'not-utf8' }

const decoder = (label: string) => new TextDecoder(label, { fatal: true, ignoreBOM: true })
const UTF8 = decoder('utf-8')
/** The decoder a file's first bytes, its byte-order mark, ask for. */
const UTF16 = [
  { mark: [0xff, 0xfe], decoder: decoder('utf-16le') },
  { mark: [0xfe, 0xff], decoder: decoder('utf-16be') }
]

export function readTextFile(path: string, limit: number): TextFile {
  const bytes = readCapped(path, limit)
  if (!bytes) return { problem: 'too-big' }
  const utf16 = UTF16.find(({ mark }) => mark.every((byte, index) => bytes[index] === byte))
  // In UTF-8 only a NUL is a zero byte; most of UTF-16's are the high bytes of ASCII.
  if (!utf16 && bytes.includes(0)) return { problem: 'nul' }
  let text: string
  try {
    text = (utf16?.decoder ?? UTF8).decode(bytes)
  } catch {
    return { problem: 'not-utf8' }
  }
  if (text.includes('\0')) return { problem: 'nul' }
  return { text: withoutBom(text).replace(/\r\n?/g, '\n').trimEnd() }
}

/** The file's bytes, or undefined when it has more than `limit`: the rest is never read. */
function readCapped(path: string, limit: number): Buffer | undefined {
  const fd = openSync(path, 'r')
  try {
    const buffer = Buffer.alloc(limit + 1)
    let length = 0
    for (let n = -1; n !== 0 && length < buffer.length; length += n) {
      n = readSync(fd, buffer, length, buffer.length - length, null)
    }
    return length > limit ? undefined : buffer.subarray(0, length)
  } finally {
    closeSync(fd)
  }
}
