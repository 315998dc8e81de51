/**
 * Listing images: which file of a fastlane supply `images/` folder fills which Amazon image type,
 * what Amazon takes of each type (sizes, formats, how many), and what a file is: its width, height
 * and format read from its header (PNG's IHDR, JPEG's SOF marker; no image library), its size and
 * its sha256 (read in chunks, never whole). All of it runs before any request, so that an image
 * Amazon would refuse is left out with its reason and file name (with listing-strict, it fails the
 * step) instead of a refusal from the API halfway through.
 * docs/recipes/listing.md shows both tables with their sources.
 */
import { createHash } from 'node:crypto'
import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { extname } from 'node:path'

/** The image types of an Amazon listing, as the App Submission API names them in its paths. */
export const AMAZON_IMAGE_TYPES = [
  'small-icons',
  'large-icons',
  'screenshots',
  'promo-images',
  'firetv-screenshots',
  'firetv-icons',
  'firetv-backgrounds',
  'firetv-featured-backgrounds',
  'firetv-featured-logos'
] as const
export type AmazonImageType = (typeof AMAZON_IMAGE_TYPES)[number]

export type ImageFormat = 'png' | 'jpeg'

export interface ImageRule {
  /** For messages: what the developer console calls it. */
  label: string
  /** Width × height, in pixels. */
  sizes: readonly (readonly [number, number])[]
  /** Each size is taken turned by 90° too (portrait or landscape). */
  turned: boolean
  formats: readonly ImageFormat[]
  /** How many images of the type a listing takes. */
  min: number
  max: number
  /** Sizes and formats from Amazon Ads, not the Appstore: another one is used, with a warning. */
  adsFigures?: true
}

const BOTH: readonly ImageFormat[] = ['png', 'jpeg']
const one = (label: string, size: readonly [number, number], formats = BOTH): ImageRule => ({
  label,
  sizes: [size],
  turned: false,
  formats,
  min: 1,
  max: 1
})

/**
 * What Amazon takes. The console's sizes (docs/api-notes.md): small icon 114×114 PNG, large
 * icon 512×512, screenshots 1024×600 or 800×480, 3 to 10, promo 1024×500, Fire TV icon 1280×720,
 * Fire TV screenshots and background 1920×1080. From Amazon's image guidelines, not checked
 * against the API: the other screenshot sizes, portrait or landscape, and PNG (for transparency)
 * for both icons. The Fire TV featured background 1920×720 and logo 640×260 are Amazon Ads
 * figures, not Appstore rules: another size is used, with a warning. Fire TV screenshots: how many
 * is not known; 1 to 10 is asked rather than leave out what the API may take.
 */
export const IMAGE_RULES: Readonly<Record<AmazonImageType, ImageRule>> = {
  'small-icons': one('small icon', [114, 114], ['png']),
  'large-icons': one('large icon', [512, 512], ['png']),
  screenshots: {
    label: 'screenshots',
    sizes: [
      [800, 480],
      [1024, 600],
      [1280, 720],
      [1280, 800],
      [1920, 1080],
      [1920, 1200],
      [2560, 1600]
    ],
    turned: true,
    formats: BOTH,
    min: 3,
    max: 10
  },
  'promo-images': one('promotional image', [1024, 500]),
  'firetv-screenshots': {
    label: 'Fire TV screenshots',
    sizes: [[1920, 1080]],
    turned: false,
    formats: BOTH,
    min: 1,
    max: 10
  },
  'firetv-icons': one('Fire TV icon', [1280, 720]),
  'firetv-backgrounds': one('Fire TV background', [1920, 1080]),
  'firetv-featured-backgrounds': { ...one('Fire TV featured background', [1920, 720]), adsFigures: true },
  'firetv-featured-logos': { ...one('Fire TV featured logo', [640, 260], ['png']), adsFigures: true }
}

/** Play's `icon.png`: its type is chosen by its size (Play's is 512×512; the Amazon plugin's 114×114). */
export const BY_SIZE = 'by size'

export interface ImageSource {
  /** The name in `images/`: a file's without its extension (.png, .jpg, .jpeg), or a folder's. */
  name: string
  kind: 'file' | 'folder'
  /** The Amazon type it fills; none when Amazon has nothing for it (the file is left out, and reported). */
  type?: AmazonImageType | typeof BY_SIZE
  /** Whose name it is: Google Play's (fastlane supply), the Amazon fastlane plugin's, or this project's. */
  from: 'play' | 'plugin' | 'ours'
  /** Why it is left out. */
  unused?: string
}

/**
 * The names a locale's `images/` folder may hold, compared without regard to case as fastlane
 * supply does: Play's names (supply), the Amazon fastlane plugin's (`large_icon`, `tvBackground`,
 * `tvFeaturedBackground`, `tvFeaturedLogo`) and this project's earlier ones. Where two names fill
 * one type, the first of this list that gives an image Amazon takes wins, and the others are left
 * out: the plugin's explicit `large_icon` before `icon`; tablets' screenshots before phones' (Fire
 * devices are tablets). Nothing is resized.
 */
export const IMAGE_SOURCES: readonly ImageSource[] = [
  { name: 'large_icon', kind: 'file', type: 'large-icons', from: 'plugin' },
  { name: 'smallIcon', kind: 'file', type: 'small-icons', from: 'ours' },
  { name: 'icon', kind: 'file', type: BY_SIZE, from: 'play' },
  { name: 'featureGraphic', kind: 'file', type: 'promo-images', from: 'play' },
  {
    name: 'promoGraphic',
    kind: 'file',
    from: 'play',
    unused: "Google Play's 180×120 promo graphic has no Amazon type (Amazon's promo image is the feature graphic)"
  },
  { name: 'tvBanner', kind: 'file', type: 'firetv-icons', from: 'play' },
  { name: 'tvBackground', kind: 'file', type: 'firetv-backgrounds', from: 'plugin' },
  { name: 'fireTvBackground', kind: 'file', type: 'firetv-backgrounds', from: 'ours' },
  { name: 'tvFeaturedBackground', kind: 'file', type: 'firetv-featured-backgrounds', from: 'plugin' },
  { name: 'fireTvFeaturedBackground', kind: 'file', type: 'firetv-featured-backgrounds', from: 'ours' },
  { name: 'tvFeaturedLogo', kind: 'file', type: 'firetv-featured-logos', from: 'plugin' },
  { name: 'fireTvFeaturedLogo', kind: 'file', type: 'firetv-featured-logos', from: 'ours' },
  { name: 'tenInchScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
  { name: 'sevenInchScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
  { name: 'phoneScreenshots', kind: 'folder', type: 'screenshots', from: 'play' },
  { name: 'tvScreenshots', kind: 'folder', type: 'firetv-screenshots', from: 'play' },
  { name: 'wearScreenshots', kind: 'folder', from: 'play', unused: 'Amazon has no type for watch screenshots' }
]

/** The type an icon of `BY_SIZE` fills, by its size; undefined for any other size. */
export function iconTypeOf(file: { width: number; height: number }): AmazonImageType | undefined {
  for (const type of ['large-icons', 'small-icons'] as const) {
    const [[width, height]] = IMAGE_RULES[type].sizes
    if (file.width === width && file.height === height) return type
  }
  return undefined
}

export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg']

/** The source a name of `images/` stands for: `name` without its extension for a file. */
export function imageSourceOf(name: string, kind: ImageSource['kind']): ImageSource | undefined {
  const base = kind === 'file' ? name.slice(0, name.length - extname(name).length) : name
  return IMAGE_SOURCES.find((source) => source.kind === kind && source.name.toLowerCase() === base.toLowerCase())
}

/** The bytes at `position`, up to `length` of them (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Buffer

export interface ImageHeader {
  format: ImageFormat
  width: number
  height: number
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** JPEG markers that stand alone, with no length after them: TEM, RST0-7, SOI, EOI. */
const STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9])
/** Start of frame: C0-CF but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)

/**
 * The format and size of a PNG or JPEG image, from its header; undefined for anything else or a
 * header that is cut or damaged. A JPEG's segments are skipped by their lengths, so an EXIF block
 * of any size before the frame costs a few small reads. EXIF orientation is not applied: the size
 * is the stored one.
 */
export function imageHeader(read: ReadAt): ImageHeader | undefined {
  const start = read(0, 24)
  if (start.length >= 24 && start.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (start.toString('latin1', 12, 16) !== 'IHDR') return undefined
    return sized('png', start.readUInt32BE(16), start.readUInt32BE(20))
  }
  if (start.length < 4 || start[0] !== 0xff || start[1] !== 0xd8) return undefined
  let position = 2
  // Each step moves on by one byte at least, and a read past the end answers nothing: the loop ends.
  // A file of nothing but fill bytes would take a step a byte; a real header has a few dozen segments.
  for (let steps = 0; steps < 10_000; steps++) {
    const head = read(position, 9)
    if (head.length < 2 || head[0] !== 0xff) return undefined
    const marker = head[1]
    if (marker === 0xff) {
      position += 1 // a fill byte before the marker
      continue
    }
    if (STANDALONE.has(marker)) {
      if (marker === 0xd9) return undefined // the end of the image, and no frame
      position += 2
      continue
    }
    if (head.length < 4) return undefined
    const length = head.readUInt16BE(2)
    if (length < 2) return undefined
    if (isStartOfFrame(marker))
      return head.length < 9 ? undefined : sized('jpeg', head.readUInt16BE(7), head.readUInt16BE(5))
    if (marker === 0xda) return undefined // the scan starts, and no frame before it
    position += 2 + length
  }
  return undefined
}

function sized(format: ImageFormat, width: number, height: number): ImageHeader | undefined {
  return width > 0 && height > 0 ? { format, width, height } : undefined
}

/** An image file of the listing folder, read and checked. */
export interface ImageFile {
  path: string
  /** As messages show it: relative to the listing folder (`en-US/images/icon.png`). */
  name: string
  /** In bytes. */
  size: number
  sha256: string
  width: number
  height: number
  format: ImageFormat
}

export interface ReadOptions {
  /** Larger files are left out. */
  maxBytes: number
}

const CHUNK = 1024 * 1024

/**
 * Reads an image's header and hashes it (in chunks of 1 MiB). The caller has checked that the path
 * is a regular file inside the folder. Answers why it cannot be used instead (it is left out): an
 * empty or too large file, a file that is no PNG or JPEG, or one whose extension says the other
 * format (its content type would lie).
 */
export function readImageFile(path: string, name: string, options: ReadOptions): ImageFile | string {
  const fd = openSync(path, 'r')
  try {
    const size = fstatSync(fd).size
    if (size === 0) return 'empty'
    if (size > options.maxBytes) return `${size} bytes, more than the ${options.maxBytes} an image may have here`
    const readAt: ReadAt = (position, length) => {
      const buffer = Buffer.alloc(length)
      return buffer.subarray(0, readSync(fd, buffer, 0, length, position))
    }
    const header = imageHeader(readAt)
    if (!header) return 'not a PNG or JPEG image (or its header is damaged)'
    const named: ImageFormat = extname(path).toLowerCase() === '.png' ? 'png' : 'jpeg'
    if (named !== header.format) {
      return `named as ${named === 'png' ? 'a PNG' : 'a JPEG'} but is ${header.format === 'png' ? 'a PNG' : 'a JPEG'}: rename it`
    }
    const hash = createHash('sha256')
    const buffer = Buffer.alloc(Math.min(CHUNK, size))
    for (let position = 0; position < size;) {
      const count = readSync(fd, buffer, 0, buffer.length, position)
      if (count === 0) break
      hash.update(buffer.subarray(0, count))
      position += count
    }
    return { path, name, size, sha256: hash.digest('hex'), ...header }
  } finally {
    closeSync(fd)
  }
}

const shownSize = ([width, height]: readonly [number, number]) => `${width}×${height}`

/** Why Amazon cannot take this image as one of `type`; undefined when it can. */
export function misfit(type: AmazonImageType, file: ImageFile): string | undefined {
  const rule = IMAGE_RULES[type]
  if (!rule.formats.includes(file.format)) {
    return `a ${file.format.toUpperCase()}: Amazon takes the ${rule.label} (${type}) as ${rule.formats.map((f) => f.toUpperCase()).join(' or ')} only`
  }
  const fits = rule.sizes.some(
    ([width, height]) =>
      (file.width === width && file.height === height) ||
      (rule.turned && file.width === height && file.height === width)
  )
  if (fits) return undefined
  return (
    `${file.width}×${file.height} pixels: Amazon's ${rule.label} (${type}) ` +
    `${rule.sizes.length === 1 ? 'is' : 'are'} ${rule.sizes.map(shownSize).join(', ')}${rule.turned ? ', portrait or landscape' : ''}`
  )
}

export interface Fitted {
  /** What Amazon takes, in order; empty when too few are left. */
  used: ImageFile[]
  leftOut: { name: string; why: string }[]
  /** Used all the same (Amazon Ads figures, not Appstore rules). */
  warnings: { name: string; why: string }[]
}

/**
 * The images of one type that Amazon can take: each of another size or format is left out (or, for
 * the types whose figures are Amazon Ads', used with a warning); beyond the most Amazon takes, the
 * rest is left out; fewer than the least it takes, all are. `from`: where they come from.
 */
export function fitImages(type: AmazonImageType, files: readonly ImageFile[], from: string): Fitted {
  const rule = IMAGE_RULES[type]
  const fitted: Fitted = { used: [], leftOut: [], warnings: [] }
  for (const file of files) {
    const why = misfit(type, file)
    if (why === undefined) fitted.used.push(file)
    else if (rule.adsFigures) {
      fitted.used.push(file)
      fitted.warnings.push({
        name: file.name,
        why: `${why} (an Amazon Ads figure, not an Appstore rule: used all the same)`
      })
    } else fitted.leftOut.push({ name: file.name, why })
  }
  for (const file of fitted.used.splice(rule.max)) {
    fitted.leftOut.push({
      name: file.name,
      why: `Amazon takes at most ${rule.max} ${rule.label}; the first ${rule.max} by name are used`
    })
  }
  if (fitted.used.length < rule.min) {
    const wanted = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max}`
    for (const file of fitted.used.splice(0)) {
      fitted.leftOut.push({
        name: file.name,
        why: `${from} has too few ${rule.label} Amazon can take: it takes ${wanted}`
      })
    }
  }
  return fitted
}
