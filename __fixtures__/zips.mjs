// The one zip builder of the tests and stand-ins: sound zips from yazl, and hand-built ones with
// whatever names and headers a test asks for (what yazl refuses to write, or APK bytes behind a
// marker). Plain JavaScript, so the scripts that run the stand-ins under node can use it too.
import { crc32 } from 'node:zlib'
import yazl from 'yazl'

/**
 * @typedef {{ name: string, data?: Buffer | string, mode?: number, compress?: boolean }} ZipItem
 *   data: a folder entry when absent.
 * @typedef {{ name: string | Buffer, data?: Buffer | string, method?: number, flags?: number, size?: number, versionMadeBy?: number, externalAttributes?: number, extra?: Buffer }} RawEntry
 *   method, flags: written to the headers as given; the data is stored as given whatever the method
 *   says. size: the declared uncompressed size, the real length of `data` by default.
 *   versionMadeBy: its upper byte is the host system that made the entry (3 is Unix, 0 is MS-DOS).
 */

/**
 * A zip as yazl writes it.
 * @param {ZipItem[]} items
 * @returns {Promise<Buffer>}
 */
export async function buildZip(items) {
  const zip = new yazl.ZipFile()
  for (const item of items) {
    if (item.data === undefined) zip.addEmptyDirectory(item.name, item.mode === undefined ? {} : { mode: item.mode })
    else {
      const options = { compress: item.compress ?? true, ...(item.mode === undefined ? {} : { mode: item.mode }) }
      zip.addBuffer(Buffer.from(item.data), item.name, options)
    }
  }
  zip.end()
  const chunks = []
  for await (const chunk of zip.outputStream) chunks.push(/** @type {Buffer} */ (chunk))
  return Buffer.concat(chunks)
}

const UTF8_NAMES = 0x800

/**
 * A minimal zip (no data descriptors, no zip64) after `prefix`, its offsets counted from the start;
 * with `before`, from that many bytes ahead of it (bytes the caller writes itself, ahead of the zip).
 * @param {RawEntry[]} entries
 * @param {{ prefix?: Buffer, before?: number }} [options]
 * @returns {Buffer}
 */
export function rawZip(entries, { prefix = Buffer.alloc(0), before = 0 } = {}) {
  const locals = [prefix]
  const centrals = []
  let offset = before + prefix.length
  for (const entry of entries) {
    const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name, 'utf8')
    const data = Buffer.from(entry.data ?? '')
    const extra = entry.extra ?? Buffer.alloc(0)
    const flags = entry.flags ?? UTF8_NAMES
    const method = entry.method ?? 0
    const crc = crc32(data)
    const size = entry.size ?? data.length

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(flags, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt16LE(0, 10)
    local.writeUInt16LE(0x5c21, 12) // 2026-01-01
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(extra.length, 28)
    const localRecord = Buffer.concat([local, name, extra, data])

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(entry.versionMadeBy ?? (3 << 8) | 20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(flags, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt16LE(0, 12)
    central.writeUInt16LE(0x5c21, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt16LE(extra.length, 30)
    central.writeUInt16LE(0, 32)
    central.writeUInt16LE(0, 34)
    central.writeUInt16LE(0, 36)
    central.writeUInt32LE(entry.externalAttributes ?? (0o100644 << 16) >>> 0, 38)
    central.writeUInt32LE(offset, 42)
    centrals.push(Buffer.concat([central, name, extra]))

    locals.push(localRecord)
    offset += localRecord.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * rawZip of stored entries given as [name, data].
 * @param {[string, Buffer][]} entries
 * @param {Buffer} [prefix]
 * @param {number} [before]
 */
export function storedZip(entries, prefix, before) {
  return rawZip(
    entries.map(([name, data]) => ({ name, data })),
    { prefix, before }
  )
}

/**
 * An Info-ZIP Unicode Path extra field (0x7075): readers use its name instead of the header's raw one.
 * @param {string} rawName
 * @param {string} unicodeName
 */
export function unicodePathField(rawName, unicodeName) {
  const name = Buffer.from(unicodeName, 'utf8')
  const header = Buffer.alloc(9)
  header.writeUInt16LE(0x7075, 0)
  header.writeUInt16LE(5 + name.length, 2)
  header.writeUInt8(1, 4)
  header.writeUInt32LE(crc32(Buffer.from(rawName, 'utf8')), 5)
  return Buffer.concat([header, name])
}
