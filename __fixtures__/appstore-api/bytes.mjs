// Bytes for the stand-in's bodies: a deterministic download, and APKs it can read a versionCode from.
import { Readable } from 'node:stream'
import { storedZip } from '../zips.mjs'

/** Deterministic bytes, so a test can compute what a download must hash to. */
export function patternBytes(size, seed = 7) {
  return Readable.from(
    (function* () {
      const chunk = Buffer.alloc(64 * 1024)
      for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31 + seed) & 0xff
      for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left)
    })()
  )
}

/**
 * APK bytes the stand-in reads the versionCode from: the marker line, then a zip (an APK is one)
 * holding `AndroidManifest.xml` and `classes.dex` with `filler`. The zip's offsets count the
 * marker, as a zip with a prefix (a self-extracting one) has them, so zip readers take it whole.
 * @param {number} versionCode
 * @param {string | Buffer} [filler]
 */
export function markedApk(versionCode, filler = 'not really dex') {
  return storedZip(
    [
      ['AndroidManifest.xml', Buffer.from('<manifest versionCode="' + versionCode + '"/>')],
      ['classes.dex', Buffer.from(filler)]
    ],
    Buffer.from(`versionCode=${versionCode}\n`)
  )
}
