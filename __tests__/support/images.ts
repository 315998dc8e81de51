// Image files for tests: headers that are right for the reader (PNG's IHDR, JPEG's SOF), and a
// few bytes after them to tell two images apart. Not decodable pictures: nothing here decodes.
const u16 = (value: number) => Buffer.from([(value >> 8) & 0xff, value & 0xff])
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}
const segment = (marker: number, body: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16(body.length + 2), body])

/** A PNG's signature, IHDR (8-bit RGBA) and IEND, `tag` between them. */
export function png(width: number, height: number, tag = ''): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 6, 0, 0, 0])])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    u32(13),
    Buffer.from('IHDR'),
    ihdr,
    u32(0),
    u32(tag.length),
    Buffer.from('tEXt'),
    Buffer.from(tag),
    u32(0),
    u32(0),
    Buffer.from('IEND'),
    u32(0)
  ])
}

/**
 * A JPEG: SOI, APP0, an APP1 (EXIF) of `exif` bytes, fill bytes, the frame (SOF0 unless `marker`
 * says another), a scan and EOI.
 */
export function jpeg(width: number, height: number, options: { tag?: string; exif?: number; marker?: number } = {}) {
  const frame = Buffer.concat([Buffer.from([8]), u16(height), u16(width), Buffer.from([1, 1, 0x11, 0])])
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.alloc(options.exif ?? 100, 0x45)),
    Buffer.from([0xff, 0xff]),
    segment(options.marker ?? 0xc0, frame),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.from(options.tag ?? 'scan'),
    Buffer.from([0xff, 0xd9])
  ])
}
