// multipart/form-data bodies, read as they stream (the large upload's).
import { createHash } from 'node:crypto'

/**
 * @typedef {{ name: string, fileName: string, contentType: string, bytes: number, sha256: string, head: Buffer }} Part
 *   One part of a multipart/form-data body: its size, sha256 and first 64 bytes (nothing more is kept).
 * @typedef {{ parts: Part[], complete: boolean }} Multipart complete: the closing delimiter was read.
 */

/**
 * Reads a multipart/form-data body as it streams (for the large upload, whose body may be raw or
 * multipart): each part's name, file name, content type, size, sha256 and first 64 bytes. Keeps
 * no more than a delimiter's length of the body at a time. Undefined for any other content type.
 * @param {string} contentType
 * @returns {{ push: (chunk: Buffer) => void, end: () => Multipart } | undefined}
 */
export function multipartReader(contentType) {
  const found = /^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType)
  if (!found) return undefined
  const delimiter = Buffer.from(`\r\n--${found[1] ?? found[2]}`)
  /** @type {Part[]} */
  const parts = []
  let complete = false
  // A body may start with the delimiter without the line break before it: pretend it had one.
  let buffer = Buffer.from('\r\n')
  /** @type {'preamble' | 'delimited' | 'headers' | 'body' | 'done'} */
  let state = 'preamble'
  /** @type {{ part: Part, hash: import('node:crypto').Hash, head: Buffer[] } | undefined} */
  let current
  /** @param {Buffer} data */
  const take = (data) => {
    if (!current || data.length === 0) return
    current.hash.update(data)
    if (current.part.bytes < 64) current.head.push(data.subarray(0, 64 - current.part.bytes))
    current.part.bytes += data.length
  }
  const finish = () => {
    if (!current) return
    parts.push({ ...current.part, sha256: current.hash.digest('hex'), head: Buffer.concat(current.head) })
    current = undefined
  }
  const drain = () => {
    for (;;) {
      if (state === 'preamble' || state === 'body') {
        const at = buffer.indexOf(delimiter)
        if (at < 0) {
          const keep = Math.max(0, buffer.length - (delimiter.length - 1))
          if (state === 'body') take(buffer.subarray(0, keep))
          buffer = buffer.subarray(keep)
          return
        }
        if (state === 'body') {
          take(buffer.subarray(0, at))
          finish()
        }
        buffer = buffer.subarray(at + delimiter.length)
        state = 'delimited'
      } else if (state === 'delimited') {
        if (buffer.length < 2) return
        const next = buffer.subarray(0, 2).toString('latin1')
        state = next === '\r\n' ? 'headers' : 'done'
        complete = next === '--'
        // The line break is left in front of the headers, so that no headers is found as "\r\n\r\n" too.
      } else if (state === 'headers') {
        const end = buffer.indexOf('\r\n\r\n')
        if (end < 0) {
          if (buffer.length > 16 * 1024) state = 'done'
          return
        }
        const headers = buffer.subarray(2, end).toString('utf8')
        const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? ''
        current = {
          part: {
            name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '',
            fileName: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? '',
            contentType: /^content-type:\s*(.*?)\s*$/im.exec(headers)?.[1] ?? '',
            bytes: 0,
            sha256: '',
            head: Buffer.alloc(0)
          },
          hash: createHash('sha256'),
          head: []
        }
        buffer = buffer.subarray(end + 4)
        state = 'body'
      } else return
    }
  }
  return {
    push(chunk) {
      buffer = Buffer.concat([buffer, chunk])
      drain()
    },
    end: () => ({ parts, complete })
  }
}
