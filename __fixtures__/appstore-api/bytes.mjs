// Bytes for the stand-in's bodies: a deterministic download, and APKs it can read a versionCode from.
import { Readable } from 'node:stream'
import { binaryManifest } from '../axml.mjs'
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

/** The package of the test APKs unless a test names another: the stand-in's live APKs share it. */
export const TEST_PACKAGE = 'com.example.app'

/**
 * APK bytes the stand-in reads the versionCode and minSdk from: the marker lines, then a zip (an APK is one)
 * holding a binary AndroidManifest.xml (../axml.mjs, what the release reads before any request),
 * `classes.dex` with `filler`, and `lib/<abi>/libx.so` for each ABI. The zip's offsets count the
 * marker, as a zip with a prefix (a self-extracting one) has them, so zip readers take it whole.
 * @param {number} versionCode
 * @param {string | Buffer} [filler]
 * @param {{ package?: string, versionName?: string, minSdk?: number, targetSdk?: number, maxSdk?: number, abis?: string[],
 *   features?: import('../axml.mjs').Feature[], permissions?: import('../axml.mjs').Permission[],
 *   touchscreen?: 'optional' | 'undeclared' }} [options]
 */
export function markedApk(versionCode, filler = 'not really dex', options = {}) {
  // The manifest's minSdk (21 unless given, as binaryManifest writes it), for the stand-in's version rules.
  const minSdk = 'sdk' in options ? undefined : (options.minSdk ?? 21)
  return storedZip(
    apkEntries(versionCode, filler, options),
    Buffer.from(`versionCode=${versionCode}\n${minSdk === undefined ? '' : `minSdk=${minSdk}\n`}`)
  )
}

/**
 * The entries of markedApk's zip; `storedZip(apkEntries(…))` is the same APK without the marker,
 * which Android's own tools (aapt) read too.
 * @param {number} versionCode @param {string | Buffer} [filler] @param {Parameters<typeof markedApk>[2]} [options]
 * @returns {[string, Buffer][]}
 */
export function apkEntries(versionCode, filler = 'not really dex', options = {}) {
  const { package: pkg = TEST_PACKAGE, abis = [], ...rest } = options
  return [
    ['AndroidManifest.xml', binaryManifest({ package: pkg, versionCode, ...rest })],
    ['classes.dex', Buffer.from(filler)],
    ...abis.map((abi) => /** @type {[string, Buffer]} */ ([`lib/${abi}/libx.so`, Buffer.from('ELF')]))
  ]
}
