// Binary AndroidManifest.xml documents (Android's compiled XML, "AXML"), laid out as aapt2 lays them
// out: a string pool, the resource map of the android: attributes, the element chunks. The test APKs
// of the release (markedApk) carry one made by binaryManifest(), so the action reads their package
// and version code as it reads a real APK's; the reader's tests build edge cases (any value of any
// type, damaged fields) with manifest() and buildAxml(). Real APKs made by Android's tools are in
// __fixtures__/apks/.

export const TYPE = { reference: 0x01, attribute: 0x02, string: 0x03, float: 0x04, int: 0x10, hex: 0x11, bool: 0x12 }

/** Android's resource ids of the attributes (android.R.attr), which the resource map carries. */
export const ANDROID = {
  name: 0x01010003,
  versionCode: 0x0101021b,
  versionName: 0x0101021c,
  minSdkVersion: 0x0101020c,
  targetSdkVersion: 0x01010270,
  maxSdkVersion: 0x01010271,
  glEsVersion: 0x01010281,
  required: 0x0101028e
}

/**
 * @typedef {{ name: string, id?: number, type: number, value: string | number, raw?: string }} Attr
 *   `id`: the android: attribute id, written into the resource map; `value`: a string for
 *   TYPE.string (its index is written), or the raw 32-bit data; `raw`: the raw string aapt keeps
 *   beside typed values (attr() writes it for strings, as aapt2 does; none otherwise).
 * @typedef {{ name: string, attrs?: Attr[], children?: Element[] }} Element
 * @typedef {string | { name?: string, required?: boolean, glEsVersion?: number }} Feature a <uses-feature>:
 *   its name, or its attributes (`required` written only when given; `glEsVersion` as 0xMMMMmmmm)
 * @typedef {string | { name: string, sdk23?: boolean }} Permission a <uses-permission> (or, with `sdk23`,
 *   a <uses-permission-sdk-23>)
 * @typedef {{ package?: string, versionCode?: Attr | null, versionName?: Attr | null, sdk?: Attr[],
 *   features?: Feature[], permissions?: Permission[] }} ManifestOptions
 */

const NONE = 0xffffffff

/** @param {string} name @param {string | number} value @param {number} [type] @returns {Attr} */
export const attr = (name, value, type = typeof value === 'string' ? TYPE.string : TYPE.int) => ({
  name,
  id: ANDROID[name],
  type,
  value,
  // aapt2 keeps a string's raw value too, and aapt reads strings from it.
  ...(type === TYPE.string && typeof value === 'string' ? { raw: value } : {})
})

/**
 * A typical manifest: package, versionCode, versionName, a <uses-sdk>, <uses-permission>s and
 * <uses-feature>s, in the order aapt2 merges them.
 * @returns {Element}
 */
export function manifest(/** @type {ManifestOptions} */ options = {}) {
  /** @type {Attr[]} */
  const attrs = []
  if (options.versionCode !== null) attrs.push(options.versionCode ?? attr('versionCode', 7))
  if (options.versionName !== null) attrs.push(options.versionName ?? attr('versionName', '1.2.3'))
  const pkg = options.package ?? 'com.example.app'
  attrs.push({ name: 'package', type: TYPE.string, value: pkg, raw: pkg })
  return {
    name: 'manifest',
    attrs,
    children: [
      { name: 'uses-sdk', attrs: options.sdk ?? [sdk('minSdkVersion', 21), sdk('targetSdkVersion', 34)] },
      ...(options.permissions ?? []).map(permission),
      ...(options.features ?? []).map(feature)
    ]
  }
}

/** @param {Feature} given @returns {Element} */
function feature(given) {
  const { name, required, glEsVersion } = typeof given === 'string' ? { name: given } : given
  /** @type {Attr[]} */
  const attrs = []
  if (name !== undefined) attrs.push(attr('name', name))
  if (required !== undefined) attrs.push(attr('required', required ? 0xffffffff : 0, TYPE.bool))
  if (glEsVersion !== undefined) attrs.push(attr('glEsVersion', glEsVersion, TYPE.hex))
  return { name: 'uses-feature', attrs }
}

/** @param {Permission} given @returns {Element} */
function permission(given) {
  const { name, sdk23 = false } = typeof given === 'string' ? { name: given } : given
  return { name: sdk23 ? 'uses-permission-sdk-23' : 'uses-permission', attrs: [attr('name', name)] }
}

/** @param {'minSdkVersion' | 'targetSdkVersion' | 'maxSdkVersion'} name @param {number | string} value */
export function sdk(name, value, type = TYPE.int) {
  return attr(name, value, typeof value === 'string' ? TYPE.string : type)
}

/** What a test APK declares of the touchscreen unless it names it: optional, as an APK for Fire TV must. */
export const TOUCHSCREEN_OPTIONAL = { name: 'android.hardware.touchscreen', required: false }

/**
 * The manifest of a test APK: it declares the touchscreen optional (TOUCHSCREEN_OPTIONAL) unless
 * `features` names it or `touchscreen` is 'undeclared', where Android counts it required.
 * @param {{ package: string, versionCode: number, versionName?: string, minSdk?: number, targetSdk?: number,
 *   maxSdk?: number, features?: ManifestOptions['features'], permissions?: ManifestOptions['permissions'],
 *   touchscreen?: 'optional' | 'undeclared' }} fields
 * @returns {Buffer}
 */
export function binaryManifest(fields) {
  const { versionName = `${fields.versionCode}.0`, minSdk = 21, targetSdk = 34, maxSdk } = fields
  const features = fields.features ?? []
  const named = features.some((f) => (typeof f === 'string' ? f : f.name)?.startsWith(TOUCHSCREEN_OPTIONAL.name))
  const touch = fields.touchscreen === 'undeclared' || named ? [] : [TOUCHSCREEN_OPTIONAL]
  return buildAxml(
    manifest({
      package: fields.package,
      versionCode: attr('versionCode', fields.versionCode),
      versionName: attr('versionName', versionName),
      sdk: [
        sdk('minSdkVersion', minSdk),
        sdk('targetSdkVersion', targetSdk),
        ...(maxSdk === undefined ? [] : [sdk('maxSdkVersion', maxSdk)])
      ],
      features: [...features, ...touch],
      permissions: fields.permissions
    })
  )
}

/** @param {Element} root @param {{ utf8?: boolean }} [options] @returns {Buffer} */
export function buildAxml(root, { utf8 = false } = {}) {
  /** @type {string[]} */
  const strings = []
  /** @type {number[]} */
  const ids = []
  const index = (/** @type {string} */ text) => {
    const at = strings.indexOf(text)
    return at >= 0 ? at : strings.push(text) - 1
  }
  // Attribute names with an id come first, so that the resource map's indices are theirs.
  const walk = (/** @type {Element} */ element, /** @type {(e: Element) => void} */ visit) => {
    visit(element)
    element.children?.forEach((child) => walk(child, visit))
  }
  walk(root, (e) =>
    e.attrs
      ?.filter((a) => a.id !== undefined && !strings.includes(a.name))
      .forEach((a) => {
        strings.push(a.name)
        ids.push(/** @type {number} */ (a.id))
      })
  )
  /** @type {Buffer[]} */
  const chunks = []
  const emit = (/** @type {Element} */ element) => {
    const attrs = element.attrs ?? []
    const body = Buffer.alloc(20 + attrs.length * 20)
    body.writeUInt32LE(NONE, 0)
    body.writeUInt32LE(index(element.name), 4)
    body.writeUInt16LE(20, 8)
    body.writeUInt16LE(20, 10)
    body.writeUInt16LE(attrs.length, 12)
    attrs.forEach((a, n) => {
      const at = 20 + n * 20
      body.writeUInt32LE(NONE, at)
      body.writeUInt32LE(index(a.name), at + 4)
      body.writeUInt32LE(a.raw === undefined ? NONE : index(a.raw), at + 8)
      body.writeUInt16LE(8, at + 12)
      body.writeUInt8(a.type, at + 15)
      body.writeUInt32LE(typeof a.value === 'string' ? index(a.value) : a.value >>> 0, at + 16)
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
  return chunk(0x0003, 8, Buffer.concat([pool(strings, utf8), chunk(0x0180, 8, map), ...chunks]))
}

/** A node's header after the chunk header: line number and comment. */
function node() {
  const line = Buffer.alloc(8)
  line.writeUInt32LE(1, 0)
  line.writeUInt32LE(NONE, 4)
  return line
}

/** A chunk: type, header size, total size, then the rest of the header and the body. */
function chunk(/** @type {number} */ type, /** @type {number} */ headerSize, /** @type {Buffer} */ rest) {
  const header = Buffer.alloc(8)
  header.writeUInt16LE(type, 0)
  header.writeUInt16LE(headerSize, 2)
  header.writeUInt32LE(8 + rest.length, 4)
  return Buffer.concat([header, rest])
}

/** UTF-16 strings as aapt2 writes manifests (a length, the code units, a 0 unit), or UTF-8. */
function pool(/** @type {string[]} */ strings, /** @type {boolean} */ utf8) {
  /** @type {Buffer[]} */
  const data = []
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

const length8 = (/** @type {number} */ n) => (n > 0x7f ? Buffer.from([0x80 | (n >> 8), n & 0xff]) : Buffer.from([n]))

function utf8String(/** @type {string} */ text) {
  const bytes = Buffer.from(text, 'utf8')
  return Buffer.concat([length8(text.length), length8(bytes.length), bytes, Buffer.from([0])])
}

function utf16String(/** @type {string} */ text) {
  const units = text.length
  const head = Buffer.alloc(units > 0x7fff ? 4 : 2)
  if (units > 0x7fff) {
    head.writeUInt16LE(0x8000 | (units >> 16), 0)
    head.writeUInt16LE(units & 0xffff, 2)
  } else head.writeUInt16LE(units, 0)
  return Buffer.concat([head, Buffer.from(text, 'utf16le'), Buffer.alloc(2)])
}
