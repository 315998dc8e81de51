// Listing images: the Play-to-Amazon table, the header reader, the file reader and Amazon's rules.
import { describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  AMAZON_IMAGE_TYPES,
  IMAGE_RULES,
  IMAGE_SOURCES,
  fitImages,
  iconTypeOf,
  imageHeader,
  imageSourceOf,
  readImageFile,
  type ImageFile
} from '../../../../src/capabilities/release/listing/image-rules.js'
import { jpeg, png } from '../../../support/images.js'
import { tempDir } from '../../../support/temp.js'
import { sha256 } from '../../../support/answers.js'

const at = (bytes: Buffer) => (position: number, length: number) => bytes.subarray(position, position + length)
const space = tempDir('listing-images-')
const file = (name: string, bytes: Buffer) => {
  const path = join(space, name)
  writeFileSync(path, bytes)
  return path
}
const options = { maxBytes: 1024 * 1024 }
const image = (name: string, width: number, height: number, format: 'png' | 'jpeg' = 'png'): ImageFile => ({
  path: `/x/${name}`,
  name,
  size: 10,
  sha256: '0'.repeat(64),
  width,
  height,
  format
})
describe('the image table', () => {
  it('maps each Play name and each of ours to a type, or says why not; every type has a source', () => {
    const mapped = Object.fromEntries(IMAGE_SOURCES.map((source) => [source.name, source.type ?? source.unused]))
    expect(mapped).toMatchObject({
      icon: 'by size',
      large_icon: 'large-icons',
      smallIcon: 'small-icons',
      tvBackground: 'firetv-backgrounds',
      tvFeaturedBackground: 'firetv-featured-backgrounds',
      tvFeaturedLogo: 'firetv-featured-logos',
      featureGraphic: 'promo-images',
      tvBanner: 'firetv-icons',
      tenInchScreenshots: 'screenshots',
      sevenInchScreenshots: 'screenshots',
      phoneScreenshots: 'screenshots',
      tvScreenshots: 'firetv-screenshots',
      fireTvBackground: 'firetv-backgrounds',
      fireTvFeaturedBackground: 'firetv-featured-backgrounds',
      fireTvFeaturedLogo: 'firetv-featured-logos',
      promoGraphic: expect.stringContaining('180×120'),
      wearScreenshots: expect.stringContaining('watch')
    })
    for (const type of AMAZON_IMAGE_TYPES) expect(IMAGE_SOURCES.some((source) => source.type === type)).toBe(true)
    // The plugin's explicit large_icon before Play's icon, whose type its size decides.
    expect(IMAGE_SOURCES.findIndex((s) => s.name === 'large_icon')).toBeLessThan(
      IMAGE_SOURCES.findIndex((s) => s.name === 'icon')
    )
    // Screenshot folders in the order that decides which one gives Amazon's screenshots.
    expect(IMAGE_SOURCES.filter((s) => s.type === 'screenshots').map((s) => s.name)).toEqual([
      'tenInchScreenshots',
      'sevenInchScreenshots',
      'phoneScreenshots'
    ])
  })

  it("has Play's sizes where it maps Play's files one to one", () => {
    expect(IMAGE_RULES['large-icons'].sizes).toEqual([[512, 512]])
    expect(IMAGE_RULES['promo-images'].sizes).toEqual([[1024, 500]])
    expect(IMAGE_RULES['firetv-icons'].sizes).toEqual([[1280, 720]])
    expect(IMAGE_RULES['small-icons']).toMatchObject({ sizes: [[114, 114]], formats: ['png'] })
    expect(IMAGE_RULES.screenshots).toMatchObject({ min: 3, max: 10, turned: true })
  })

  it.each([
    ['icon.png', 'file', 'icon'],
    ['large_icon.png', 'file', 'large_icon'],
    ['tvFeaturedLogo.png', 'file', 'tvFeaturedLogo'],
    ['ICON.JPG', 'file', 'icon'],
    ['featuregraphic.jpeg', 'file', 'featureGraphic'],
    ['phonescreenshots', 'folder', 'phoneScreenshots'],
    ['icon', 'folder', undefined],
    ['phoneScreenshots.png', 'file', undefined],
    ['banner.png', 'file', undefined]
  ] as const)('finds %s (a %s) as %s, without regard to case', (name, kind, found) => {
    expect(imageSourceOf(name, kind)?.name).toBe(found)
  })
})

describe('imageHeader', () => {
  it('reads a PNG', () => {
    expect(imageHeader(at(png(1024, 500)))).toEqual({ format: 'png', width: 1024, height: 500 })
  })

  it('reads a JPEG, its frame after a large EXIF block, in a few small reads', () => {
    const bytes = jpeg(1920, 1080, { exif: 60_000 })
    const reads: number[] = []
    const header = imageHeader((position, length) => {
      reads.push(length)
      return bytes.subarray(position, position + length)
    })
    expect(header).toEqual({ format: 'jpeg', width: 1920, height: 1080 })
    expect(reads.length).toBeLessThan(10)
    expect(Math.max(...reads)).toBeLessThanOrEqual(24)
  })

  it.each([
    ['a progressive JPEG (SOF2)', 0xc2],
    ['a lossless JPEG (SOF3)', 0xc3]
  ])('reads %s', (_what, marker) => {
    expect(imageHeader(at(jpeg(800, 480, { marker })))).toEqual({ format: 'jpeg', width: 800, height: 480 })
  })

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00')],
    ['nothing', Buffer.alloc(0)],
    ['a PNG cut in its IHDR', png(10, 10).subarray(0, 20)],
    [
      'a PNG whose first chunk is not IHDR',
      Buffer.concat([png(10, 10).subarray(0, 12), Buffer.from('tEXt'), Buffer.alloc(8)])
    ],
    ['a PNG of width 0', png(0, 10)],
    ['a JPEG without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a JPEG whose scan starts before any frame', Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0])],
    ['a JPEG cut in a segment', jpeg(10, 10).subarray(0, 30)],
    ['a JPEG cut in its frame', jpeg(10, 10, { exif: 2 }).subarray(0, 34)],
    ['a JPEG with a segment length under 2', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1])],
    ['a JPEG with garbage between segments', Buffer.from([0xff, 0xd8, 0x00, 0x00])],
    ['a JPEG frame of DHT (C4), which is no frame', jpeg(10, 10, { marker: 0xc4 }).subarray(0, 145)],
    ['a JPEG of fill bytes only', Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(30_000, 0xff)])]
  ])('answers nothing for %s', (_what, bytes) => {
    expect(imageHeader(at(bytes))).toBeUndefined()
  })

  it('skips restart and other lone markers', () => {
    const bytes = jpeg(640, 260)
    const withLone = Buffer.concat([bytes.subarray(0, 2), Buffer.from([0xff, 0xd0, 0xff, 0x01]), bytes.subarray(2)])
    expect(imageHeader(at(withLone))).toEqual({ format: 'jpeg', width: 640, height: 260 })
  })
})

describe('readImageFile', () => {
  it('gives the size, sha256, format and dimensions, hashing in chunks', () => {
    const big = Buffer.concat([png(512, 512), Buffer.alloc(3 * 1024 * 1024 + 5, 7)])
    const path = file('icon.png', big)
    expect(readImageFile(path, 'en-US/images/icon.png', { ...options, maxBytes: 8 * 1024 * 1024 })).toEqual({
      path,
      name: 'en-US/images/icon.png',
      size: big.length,
      sha256: sha256(big),
      format: 'png',
      width: 512,
      height: 512
    })
    const photo = jpeg(1024, 600, { tag: 'x' })
    expect(readImageFile(file('shot.JPEG', photo), 'shot.JPEG', options)).toMatchObject({
      format: 'jpeg',
      sha256: sha256(photo),
      width: 1024,
      height: 600
    })
  })

  it.each([
    ['empty.png', Buffer.alloc(0), 'empty'],
    [
      'big.png',
      Buffer.concat([png(1, 1), Buffer.alloc(2 * 1024 * 1024)]),
      /^\d+ bytes, more than the 1048576 an image may have here$/
    ],
    ['not.png', Buffer.from('GIF89a and more'), 'not a PNG or JPEG image (or its header is damaged)'],
    ['photo.png', jpeg(10, 10), 'named as a PNG but is a JPEG: rename it'],
    ['drawing.jpg', png(10, 10), 'named as a JPEG but is a PNG: rename it']
  ])('says why %s cannot be used', (name, bytes, why) => {
    const got = readImageFile(file(name, bytes), 'x', options)
    if (typeof why === 'string') expect(got).toBe(why)
    else expect(got).toMatch(why)
  })
})

describe('iconTypeOf', () => {
  it('takes 512×512 as the large icon and 114×114 as the small one, nothing else', () => {
    expect(iconTypeOf({ width: 512, height: 512 })).toBe('large-icons')
    expect(iconTypeOf({ width: 114, height: 114 })).toBe('small-icons')
    expect(iconTypeOf({ width: 192, height: 192 })).toBeUndefined()
  })
})

describe('fitImages', () => {
  const fit = (type: Parameters<typeof fitImages>[0], files: ImageFile[]) => fitImages(type, files, 'en-US/images/f')

  it('takes what Amazon takes', () => {
    const shots = [image('a.png', 1024, 600), image('b.jpg', 600, 1024, 'jpeg'), image('c.png', 1920, 1080)]
    expect(fit('screenshots', shots)).toEqual({ used: shots, leftOut: [], warnings: [] })
    expect(fit('large-icons', [image('icon.png', 512, 512)]).used).toHaveLength(1)
    expect(fit('firetv-screenshots', [image('tv.png', 1920, 1080)]).used).toHaveLength(1)
  })

  it('leaves out a size Amazon does not take, naming its size and the sizes wanted', () => {
    expect(fit('large-icons', [image('en-US/images/icon.png', 500, 500)])).toEqual({
      used: [],
      leftOut: [{ name: 'en-US/images/icon.png', why: "500×500 pixels: Amazon's large icon (large-icons) is 512×512" }],
      warnings: []
    })
    const shots = [
      image('a.png', 800, 480),
      image('b.png', 800, 480),
      image('c.png', 2560, 1680),
      image('d.png', 480, 800)
    ]
    const fitted = fit('screenshots', shots)
    expect(fitted.used.map((file) => file.name)).toEqual(['a.png', 'b.png', 'd.png'])
    expect(fitted.leftOut).toEqual([
      {
        name: 'c.png',
        why:
          "2560×1680 pixels: Amazon's screenshots (screenshots) are 800×480, 1024×600, 1280×720, 1280×800, " +
          '1920×1080, 1920×1200, 2560×1600, portrait or landscape'
      }
    ])
    // Only screenshots may be turned.
    expect(fit('promo-images', [image('f.png', 500, 1024)]).leftOut[0].why).toContain('is 1024×500')
  })

  it('leaves out all when fewer are left than Amazon needs, and those beyond the most it takes', () => {
    const two = [image('a.png', 800, 480), image('b.png', 800, 480), image('c.png', 1, 1)]
    expect(fit('screenshots', two).used).toEqual([])
    const few = 'en-US/images/f has too few screenshots Amazon can take: it takes 3 to 10'
    expect(fit('screenshots', two).leftOut).toEqual([
      { name: 'c.png', why: expect.stringMatching(/^1×1 pixels: Amazon's screenshots/) },
      { name: 'a.png', why: few },
      { name: 'b.png', why: few }
    ])
    const eleven = Array.from({ length: 11 }, (_, i) => image(`${String(i).padStart(2, '0')}.png`, 800, 480))
    const fitted = fit('screenshots', eleven)
    expect(fitted.used).toHaveLength(10)
    expect(fitted.leftOut).toEqual([
      { name: '10.png', why: 'Amazon takes at most 10 screenshots; the first 10 by name are used' }
    ])
  })

  it('leaves out a format Amazon does not take for the type', () => {
    expect(fit('small-icons', [image('s.jpg', 114, 114, 'jpeg')]).leftOut).toEqual([
      { name: 's.jpg', why: 'a JPEG: Amazon takes the small icon (small-icons) as PNG only' }
    ])
  })

  it('uses a Fire TV featured background or logo of another size, with a warning: those are Amazon Ads figures', () => {
    const logo = image('tvFeaturedLogo.png', 600, 200)
    expect(fit('firetv-featured-logos', [logo])).toEqual({
      used: [logo],
      leftOut: [],
      warnings: [
        {
          name: 'tvFeaturedLogo.png',
          why:
            "600×200 pixels: Amazon's Fire TV featured logo (firetv-featured-logos) is 640×260 " +
            '(an Amazon Ads figure, not an Appstore rule: used all the same)'
        }
      ]
    })
    expect(fit('firetv-featured-backgrounds', [image('bg.jpg', 1920, 1080, 'jpeg')]).used).toHaveLength(1)
  })
})
