/**
 * Binary XML (AXML) documents for the reader's edge cases, laid out as aapt2 lays them out (string
 * pool, resource map, element chunks), so that a test can give a value any type, or damage a field.
 */

export const TYPE = { reference: 0x01, attribute: 0x02, string: 0x03, float: 0x04, int: 0x10, hex: 0x11, bool: 0x12 }

export const ANDROID = {
  versionCode: 0x0101021b,
  versionName: 0x0101021c,
  minSdkVersion: 0x0101020c,
  targetSdkVersion: 0x01010270
}

export interface Attr {
  name: string
  /** The android: attribute id, written into the resource map. */
  id?: number
  type: number
  /** A string for TYPE.string (its index is written), or the raw 32-bit data. */
  value: string | number
  /** The raw string, as aapt keeps it beside typed values; none by default. */
  raw?: string
}

export interface Element {
  name: string
  attrs?: Attr[]
  children?: Element[]
}

const NONE = 0xffffffff

/** A typical manifest: package, versionCode, versionName and a <uses-sdk>. */
export function manifest(
  options: { package?: string; versionCode?: Attr | null; versionName?: Attr | null; sdk?: Attr[] } = {}
): Element {
  const attrs: Attr[] = []
  if (options.versionCode !== null) {
    attrs.push(options.versionCode ?? { name: 'versionCode', id: ANDROID.versionCode, type: TYPE.int, value: 7 })
  }
  if (options.versionName !== null) {
    attrs.push(
      options.versionName ?? { name: 'versionName', id: ANDROID.versionName, type: TYPE.string, value: '1.2.3' }
    )
  }
  attrs.push({ name: 'package', type: TYPE.string, value: options.package ?? 'com.example.app' })
  return {
    name: 'manifest',
    attrs,
    children: [{ name: 'uses-sdk', attrs: options.sdk ?? [sdk('minSdkVersion', 21), sdk('targetSdkVersion', 34)] }]
  }
}

export function sdk(name: 'minSdkVersion' | 'targetSdkVersion', value: number | string, type = TYPE.int): Attr {
  return { name, id: ANDROID[name], type: typeof value === 'string' ? TYPE.string : type, value }
}

export function buildAxml(root: Element, { utf8 = false } = {}): Buffer {
  const strings: string[] = []
  const ids: number[] = []
  const index = (text: string): number => {
    const at = strings.indexOf(text)
    return at >= 0 ? at : strings.push(text) - 1
  }
  // Attribute names with an id come first, so that the resource map's indices are theirs.
  const walk = (element: Element, visit: (e: Element) => void): void => {
    visit(element)
    element.children?.forEach((child) => walk(child, visit))
  }
  walk(root, (e) =>
    e.attrs
      ?.filter((a) => a.id !== undefined && !strings.includes(a.name))
      .forEach((a) => {
        strings.push(a.name)
        ids.push(a.id!)
      })
  )
  const chunks: Buffer[] = []
  const emit = (element: Element): void => {
    const attrs = element.attrs ?? []
    const body = Buffer.alloc(20 + attrs.length * 20)
    body.writeUInt32LE(NONE, 0)
    body.writeUInt32LE(index(element.name), 4)
    body.writeUInt16LE(20, 8)
    body.writeUInt16LE(20, 10)
    body.writeUInt16LE(attrs.length, 12)
    attrs.forEach((attr, n) => {
      const at = 20 + n * 20
      body.writeUInt32LE(NONE, at)
      body.writeUInt32LE(index(attr.name), at + 4)
      body.writeUInt32LE(attr.raw === undefined ? NONE : index(attr.raw), at + 8)
      body.writeUInt16LE(8, at + 12)
      body.writeUInt8(attr.type, at + 15)
      body.writeUInt32LE(typeof attr.value === 'string' ? index(attr.value) : attr.value >>> 0, at + 16)
    })
    chunks.push(chunk(0x0102, 16, Buffer.concat([node(), body])))
    element.children?.forEach(emit)
    const end = Buffer.alloc(8)
    end.writeUInt32LE(NONE, 0)
    end.writeUInt32LE(index(element.name), 4)
    chunks.push(chunk(0x0103, 16, Buffer.concat([node(), end])))
  }
  emit(root)
  const map = Buffer.alloc(ids.length * 4)
  ids.forEach((id, n) => map.writeUInt32LE(id, n * 4))
  const body = Buffer.concat([pool(strings, utf8), chunk(0x0180, 8, map), ...chunks])
  return chunk(0x0003, 8, body)
}

function node(): Buffer {
  const line = Buffer.alloc(8)
  line.writeUInt32LE(1, 0)
  line.writeUInt32LE(NONE, 4)
  return line
}

function chunk(type: number, headerSize: number, rest: Buffer): Buffer {
  const header = Buffer.alloc(8)
  header.writeUInt16LE(type, 0)
  header.writeUInt16LE(headerSize, 2)
  header.writeUInt32LE(8 + rest.length, 4)
  return Buffer.concat([header, rest])
}

function pool(strings: string[], utf8: boolean): Buffer {
  const data: Buffer[] = []
  const offsets = Buffer.alloc(strings.length * 4)
  let offset = 0
  strings.forEach((text, n) => {
    offsets.writeUInt32LE(offset, n * 4)
    const encoded = utf8 ? utf8String(text) : utf16String(text)
    data.push(encoded)
    offset += encoded.length
  })
  let bytes = Buffer.concat(data)
  bytes = Buffer.concat([bytes, Buffer.alloc((4 - (bytes.length % 4)) % 4)])
  const fields = Buffer.alloc(20)
  fields.writeUInt32LE(strings.length, 0)
  fields.writeUInt32LE(0, 4)
  fields.writeUInt32LE(utf8 ? 1 << 8 : 0, 8)
  fields.writeUInt32LE(28 + offsets.length, 12)
  fields.writeUInt32LE(0, 16)
  return chunk(0x0001, 28, Buffer.concat([fields, offsets, bytes]))
}

function length8(n: number): Buffer {
  return n > 0x7f ? Buffer.from([0x80 | (n >> 8), n & 0xff]) : Buffer.from([n])
}

function utf8String(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8')
  return Buffer.concat([length8(text.length), length8(bytes.length), bytes, Buffer.from([0])])
}

function utf16String(text: string): Buffer {
  const units = text.length
  const head = Buffer.alloc(units > 0x7fff ? 4 : 2)
  if (units > 0x7fff) {
    head.writeUInt16LE(0x8000 | (units >> 16), 0)
    head.writeUInt16LE(units & 0xffff, 2)
  } else head.writeUInt16LE(units, 0)
  return Buffer.concat([head, Buffer.from(text, 'utf16le'), Buffer.alloc(2)])
}
