// The stand-in's device filter, a switch (the `deviceFilter` seed): the targeting answers of an
// APK depend on the APK sent. It reads the uploaded APK's binary AndroidManifest.xml and its lib/
// folders (a reader of its own, not the action's) and DISABLES, with a reason: every Fire TV for an
// APK that requires the touchscreen (declared, or not declared at all: Android's default) or the
// camera (declared, or implied by the CAMERA permission); the 32-bit Fire TV of field reports
// (AFTKA, Fire TV Stick 4K Max 1st gen) for native code built for 64-bit only. It answers so at
// the moments the seed names: 'upload' (an APK uploaded as new), 'replace', 'commit' (every APK of
// the edit, when it is committed). Invented, and switchable: no public source shows the words of a
// DISABLED reason, nor when Amazon re-evaluates an APK's devices.
import { inflateRawSync } from 'node:zlib'
import { newEtag } from './answers.mjs'
import { AMAZON_DEVICES } from './seeds.mjs'
/** @typedef {import('./state.mjs').Apk} Apk */
/** @typedef {import('./state.mjs').App} App */
/** @typedef {import('./state.mjs').Edit} Edit */
/** @typedef {import('./state.mjs').Reason} Reason */
/** @typedef {'upload' | 'replace' | 'commit'} FilterMoment */

export const FILTER_MOMENTS = /** @type {const} */ (['upload', 'replace', 'commit'])
const FIRE_TV = AMAZON_DEVICES.filter(({ id }) => id.startsWith('AFT')).map(({ id }) => id)
const THIRTY_TWO_BIT = ['AFTKA']
const TOUCHSCREEN = 'android.hardware.touchscreen'
const CAMERA = 'android.hardware.camera'

/**
 * On the bytes of an APK that arrived (`body`: undefined when the stand-in did not keep them, a
 * large upload), at `moment`: the devices it cannot run on are kept with the APK, and DISABLED now
 * when the app's switch names this moment.
 * @param {App} app @param {Apk} apk @param {Buffer | undefined} body @param {FilterMoment} moment
 */
export function filterOnArrival(app, apk, body, moment) {
  if (!app.deviceFilter) return
  apk.incompatible = body ? incompatibleDevices(body) : {}
  if (app.deviceFilter.includes(moment)) disable(apk)
}

/** At commit, when the switch names it: every APK of the edit. @param {App} app @param {Edit} edit */
export function filterAtCommit(app, edit) {
  if (app.deviceFilter?.includes('commit')) edit.apks.forEach(disable)
}

/** @param {Apk} apk */
function disable(apk) {
  const incompatible = Object.entries(apk.incompatible ?? {})
  if (incompatible.length === 0) return
  for (const device of apk.targeting.amazonDevices) {
    const reason = apk.incompatible?.[device.id]
    if (reason) Object.assign(device, { status: 'DISABLED', reason: structuredClone(reason) })
  }
  apk.targetingEtag = newEtag()
}

/**
 * The devices an APK cannot run on, each with its reason; {} for bytes that are no APK it can read.
 * @param {Buffer} body @returns {Record<string, Reason>}
 */
export function incompatibleDevices(body) {
  const entries = zipEntries(body)
  const manifest = entries.get('AndroidManifest.xml')
  if (!manifest) return {}
  const { features, permissions } = manifestOf(manifest())
  /** @type {Record<string, Reason>} */
  const found = {}
  const disabled = (/** @type {string[]} */ ids, /** @type {string} */ detail) => {
    for (const id of ids) found[id] ??= { reason: 'DEVICE_INCOMPATIBLE', details: [detail] }
  }
  const requires = (/** @type {string} */ name) =>
    features.some((feature) => feature.required && (feature.name === name || feature.name.startsWith(`${name}.`)))
  const declares = (/** @type {string} */ name) => features.some((feature) => feature.name === name)
  const lacking = 'The APK requires a feature the device does not have:'
  if (requires(TOUCHSCREEN) || !features.some((feature) => feature.name.startsWith(TOUCHSCREEN))) {
    disabled(FIRE_TV, `${lacking} ${TOUCHSCREEN}`)
  }
  if (requires(CAMERA) || (permissions.includes('android.permission.CAMERA') && !declares(CAMERA))) {
    disabled(FIRE_TV, `${lacking} ${CAMERA}`)
  }
  const abis = new Set([...entries.keys()].map((name) => /^lib\/([^/]+)\/[^/]+$/.exec(name)?.[1]).filter(Boolean))
  if (abis.has('arm64-v8a') && !abis.has('armeabi-v7a') && !abis.has('armeabi')) {
    disabled(THIRTY_TWO_BIT, 'The APK has no native code the device runs: armeabi-v7a')
  }
  return found
}

/**
 * The entries of a zip (an APK), by name, each read on demand; a zip with bytes before it (the
 * marker of a test APK) has offsets that count them.
 * @param {Buffer} zip @returns {Map<string, () => Buffer>}
 */
function zipEntries(zip) {
  const entries = new Map()
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0 || end + 22 > zip.length) return entries
  let at = zip.readUInt32LE(end + 16)
  for (let count = zip.readUInt16LE(end + 10); count > 0 && at + 46 <= zip.length; count--) {
    if (zip.readUInt32LE(at) !== 0x02014b50) break
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    entries.set(name, () => {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
      const data = zip.subarray(start, start + size)
      return method === 8 ? inflateRawSync(data) : data
    })
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

const NAME = 0x01010003
const REQUIRED = 0x0101028e

/**
 * The <uses-feature>s (name, required) and <uses-permission>s of a binary manifest, its attributes
 * told by their android: resource id, as Android tells them.
 * @param {Buffer} xml
 */
function manifestOf(xml) {
  /** @type {{ name: string, required: boolean }[]} */
  const features = []
  /** @type {string[]} */
  const permissions = []
  /** @type {string[]} */
  let strings = []
  /** @type {number[]} */
  let ids = []
  for (let at = xml.readUInt16LE(2); at + 8 <= xml.length; at += xml.readUInt32LE(at + 4)) {
    const type = xml.readUInt16LE(at)
    const header = xml.readUInt16LE(at + 2)
    const size = xml.readUInt32LE(at + 4)
    if (size < 8) break
    if (type === 0x0001) strings = poolOf(xml.subarray(at, at + size))
    if (type === 0x0180)
      ids = Array.from({ length: (size - header) / 4 }, (_, n) => xml.readUInt32LE(at + header + n * 4))
    if (type !== 0x0102) continue
    const element = strings[xml.readUInt32LE(at + header + 4)]
    const attrs = new Map()
    const first = at + header + xml.readUInt16LE(at + header + 8)
    for (let n = 0; n < xml.readUInt16LE(at + header + 12); n++) {
      const attr = first + n * xml.readUInt16LE(at + header + 10)
      const data = xml.readUInt32LE(attr + 16)
      const value = xml.readUInt8(attr + 15) === 0x03 ? strings[data] : data
      attrs.set(ids[xml.readUInt32LE(attr + 4)] ?? -1, value)
    }
    const name = attrs.get(NAME)
    if (typeof name !== 'string') continue
    if (element === 'uses-feature') features.push({ name, required: attrs.get(REQUIRED) !== 0 })
    if (element?.startsWith('uses-permission')) permissions.push(name)
  }
  return { features, permissions }
}

/** The strings of a string pool chunk, UTF-16 or UTF-8. @param {Buffer} pool */
function poolOf(pool) {
  const count = pool.readUInt32LE(8)
  const utf8 = (pool.readUInt32LE(16) & 0x100) !== 0
  const start = pool.readUInt32LE(20)
  const header = pool.readUInt16LE(2)
  return Array.from({ length: count }, (_, n) => {
    let at = start + pool.readUInt32LE(header + n * 4)
    if (!utf8) {
      const units = pool.readUInt16LE(at)
      return pool.toString('utf16le', at + 2, at + 2 + units * 2)
    }
    at += pool[at] & 0x80 ? 2 : 1
    const bytes = pool[at] & 0x80 ? ((pool[at] & 0x7f) << 8) | pool[at + 1] : pool[at]
    at += pool[at] & 0x80 ? 2 : 1
    return pool.toString('utf8', at, at + bytes)
  })
}
