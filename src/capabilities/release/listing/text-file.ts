/**
 * The one way a text file the user keeps (listing text, release notes) is read: no further than a
 * byte limit, UTF-8 or nothing, no NUL byte; the BOM dropped, line ends as `\n`, the end trimmed.
 */
import { closeSync, openSync, readSync } from 'node:fs'
import { withoutBom } from '../../../appstore/json.js'

/** A listing text file is read no further: Amazon's longest field, the description, takes 4,000 characters. */
export const MAX_TEXT_BYTES = 64 * 1024

export type TextFile = { text: string } | { problem: 'too-big' | 'nul' | 'not-utf8' }

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

export function readTextFile(path: string, limit: number): TextFile {
  const bytes = readCapped(path, limit)
  if (!bytes) return { problem: 'too-big' }
  if (bytes.includes(0)) return { problem: 'nul' }
  let text: string
  try {
    text = UTF8.decode(bytes)
  } catch {
    return { problem: 'not-utf8' }
  }
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
