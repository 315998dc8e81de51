// What tests compare and what the stand-ins answer with, written once: a file's digest, and a JSON
// answer (a fault's, or a scripted server's).
import { createHash } from 'node:crypto'

/** The SHA-256 of these bytes, in hex: the identity of an uploaded file. */
export const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex')

/** An answer with this status and `body` as JSON. */
export const json = (status: number, body: unknown) => ({
  status,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body)
})
