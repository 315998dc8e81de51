/**
 * A reader of Android's binary XML (AXML), the form aapt and aapt2 give AndroidManifest.xml inside an
 * APK, reading only what a release needs: the attributes of <manifest>, of its <uses-sdk>, <uses-feature>s and
 * <uses-permission>s. Layout
 * (frameworks/base libs/androidfw ResourceTypes.h): an XML chunk holding a string pool, a resource map
 * (the android: attribute id of each attribute name, by index) and the element chunks. Attributes are
 * told by that id first, as Android does, and by their name only when the map has no id for them.
 */

/** A value the manifest gives as a resource (such as versionName="@string/version"), unresolved. */
export interface Reference {
  reference: string
}

export type Value = string | number | boolean | Reference

export interface Element {
  name: string
  depth: number
  attributes: Map<string, Value>
}

/** Thrown on any AXML this reader cannot make sense of; manifest.ts names the file. */
export class AxmlError extends Error {}

const XML = 0x0003
const STRING_POOL = 0x0001
const RESOURCE_MAP = 0x0180
const START_ELEMENT = 0x0102
const END_ELEMENT = 0x0103
const UTF8 = 1 << 8
const NO_INDEX = 0xffffffff

/**
 * android: attribute ids (android.R.attr) and the names this reader gives them; an attribute the
 * map has no id for keeps its string-pool name.
 */
const ATTRIBUTE_IDS = new Map<number, string>([
  [0x01010003, 'name'],
  [0x0101028e, 'required'],
  [0x0101021b, 'versionCode'],
  [0x0101021c, 'versionName'],
  [0x0101020c, 'minSdkVersion'],
  [0x01010270, 'targetSdkVersion'],
  [0x01010271, 'maxSdkVersion'],
  [0x01010281, 'glEsVersion']
])

/** The elements of the document, in order, each with its depth (the root is 1). */
export function readElements(data: Buffer): Element[] {
  if (data.length < 8 || data.readUInt16LE(0) !== XML) throw new AxmlError('it does not start with an AXML header')
  const end = Math.min(data.readUInt32LE(4), data.length)
  let strings: string[] = []
  let ids: number[] = []
  const elements: Element[] = []
  let depth = 0
  let at = data.readUInt16LE(2)
  while (at + 8 <= end) {
    const type = data.readUInt16LE(at)
    const size = data.readUInt32LE(at + 4)
    if (size < 8 || at + size > end) throw new AxmlError(`a chunk at byte ${at} runs past the document`)
    const chunk = data.subarray(at, at + size)
    if (type === STRING_POOL) strings = readStrings(chunk)
    else if (type === RESOURCE_MAP) ids = readIds(chunk)
    else if (type === START_ELEMENT) elements.push(readElement(chunk, strings, ids, ++depth))
    else if (type === END_ELEMENT) depth--
    at += size
  }
  return elements
}

function readStrings(chunk: Buffer): string[] {
  const count = chunk.readUInt32LE(8)
  const utf8 = (chunk.readUInt32LE(16) & UTF8) !== 0
  const start = chunk.readUInt32LE(20)
  const headerSize = chunk.readUInt16LE(2)
  if (headerSize + count * 4 > chunk.length) throw new AxmlError('its string pool is cut short')
  const strings: string[] = []
  for (let index = 0; index < count; index++) {
    const offset = start + chunk.readUInt32LE(headerSize + index * 4)
    strings.push(utf8 ? utf8String(chunk, offset) : utf16String(chunk, offset))
  }
  return strings
}

function utf8String(chunk: Buffer, offset: number): string {
  // Two lengths, each one byte or two (high bit set): UTF-16 units, then bytes.
  const skip = (at: number): [number, number] => {
    const first = chunk.readUInt8(at)
    return first & 0x80 ? [((first & 0x7f) << 8) | chunk.readUInt8(at + 1), at + 2] : [first, at + 1]
  }
  const [, afterChars] = skip(offset)
  const [bytes, at] = skip(afterChars)
  if (at + bytes > chunk.length) throw new AxmlError('a string runs past its pool')
  return chunk.toString('utf8', at, at + bytes)
}

function utf16String(chunk: Buffer, offset: number): string {
  let units = chunk.readUInt16LE(offset)
  let at = offset + 2
  if (units & 0x8000) {
    units = ((units & 0x7fff) << 16) | chunk.readUInt16LE(at)
    at += 2
  }
  if (at + units * 2 > chunk.length) throw new AxmlError('a string runs past its pool')
  return chunk.toString('utf16le', at, at + units * 2)
}

function readIds(chunk: Buffer): number[] {
  const ids: number[] = []
  for (let at = chunk.readUInt16LE(2); at + 4 <= chunk.length; at += 4) ids.push(chunk.readUInt32LE(at))
  return ids
}

function readElement(chunk: Buffer, strings: string[], ids: number[], depth: number): Element {
  const ext = chunk.readUInt16LE(2)
  const name = stringAt(strings, chunk.readUInt32LE(ext + 4))
  const start = ext + chunk.readUInt16LE(ext + 8)
  const size = chunk.readUInt16LE(ext + 10)
  const count = chunk.readUInt16LE(ext + 12)
  if (size < 20 || start + size * count > chunk.length) throw new AxmlError(`the attributes of <${name}> are cut short`)
  const attributes = new Map<string, Value>()
  for (let index = 0; index < count; index++) {
    const at = start + index * size
    const nameIndex = chunk.readUInt32LE(at + 4)
    const known = ATTRIBUTE_IDS.get(ids[nameIndex] ?? 0)
    attributes.set(known ?? stringAt(strings, nameIndex), valueOf(chunk, at, strings))
  }
  return { name, depth, attributes }
}

function valueOf(chunk: Buffer, at: number, strings: string[]): Value {
  const raw = chunk.readUInt32LE(at + 8)
  const type = chunk.readUInt8(at + 15)
  const data = chunk.readUInt32LE(at + 16)
  switch (type) {
    case 0x01: // reference
    case 0x07: // dynamic reference
      return { reference: `@0x${data.toString(16).padStart(8, '0')}` }
    case 0x02: // theme attribute
      return { reference: `?0x${data.toString(16).padStart(8, '0')}` }
    case 0x03:
      return stringAt(strings, data)
    case 0x10:
      return data | 0
    case 0x11:
      return data
    case 0x12:
      return data !== 0
    default:
      return raw === NO_INDEX ? `0x${data.toString(16)}` : stringAt(strings, raw)
  }
}

function stringAt(strings: string[], index: number): string {
  const text = strings[index]
  if (text === undefined) throw new AxmlError(`it refers to string ${index} of a pool of ${strings.length}`)
  return text
}
