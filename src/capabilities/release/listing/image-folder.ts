/**
 * A locale's `images/` folder: which file fills which Amazon image type (image-rules.ts has the names
 * and the rules). Whatever Amazon cannot take is left out with its reason, never refused: a name
 * it has no type for, a size or format it does not take, more than it takes, fewer than it needs.
 * Play's `icon.png` fills the type its size says (512×512 the large icon, 114×114 the small one),
 * and the choice is noted.
 */
import {
  AMAZON_IMAGE_TYPES,
  BY_SIZE,
  IMAGE_EXTENSIONS,
  IMAGE_RULES,
  IMAGE_SOURCES,
  fitImages,
  iconTypeOf,
  imageSourceOf,
  readImageFile,
  type AmazonImageType,
  type ImageFile,
  type ImageSource
} from './image-rules.js'
import { entriesOf, type Entry, type LeftOut, type Reading } from './reading.js'

export type FolderImages = Partial<Record<AmazonImageType, ImageFile[]>>

interface Given {
  source: ImageSource
  /** The name that gives it: `icon.png`, `phoneScreenshots`. */
  name: string
  files: ImageFile[]
}

const isImageName = (name: string) => IMAGE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))
const known = (kind: ImageSource['kind']) =>
  IMAGE_SOURCES.filter((source) => source.kind === kind && !source.unused)
    .map((source) => source.name)
    .join(', ')

export function readImages(reading: Reading, folder: Entry): FolderImages {
  const given: Given[] = []
  for (const entry of entriesOf(reading, folder.shown, folder.path)) {
    const source = imageSourceOf(entry.name, entry.dir ? 'folder' : 'file')
    if (!entry.dir && !isImageName(entry.name)) {
      reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' })
    } else if (!source) {
      const kind = entry.dir ? 'folder' : 'file'
      reading.leftOut.push({ name: entry.shown, why: `no image ${kind} Amazon has a type for (known: ${known(kind)})` })
    } else if (source.unused) {
      reading.leftOut.push({ name: entry.shown, why: source.unused })
    } else if (given.some((earlier) => earlier.source === source)) {
      const earlier = given.find((item) => item.source === source)!
      reading.leftOut.push({ name: entry.shown, why: `Amazon takes one ${source.name}; ${earlier.name} gives it` })
    } else {
      const files = (entry.dir ? filesIn(reading, entry) : [entry]).map((file) => readOne(reading, file))
      given.push({ source, name: entry.name, files: files.filter((file): file is ImageFile => file !== undefined) })
    }
  }
  const byType = new Map<AmazonImageType, Given[]>()
  for (const item of given) {
    const type = typeOf(reading, item)
    if (type) byType.set(type, [...(byType.get(type) ?? []), item])
  }
  const images: FolderImages = {}
  for (const type of AMAZON_IMAGE_TYPES) {
    const items = byType.get(type) ?? []
    // In the order of IMAGE_SOURCES: the first that gives an image Amazon takes wins.
    items.sort((a, b) => IMAGE_SOURCES.indexOf(a.source) - IMAGE_SOURCES.indexOf(b.source))
    for (const item of items) {
      const winner = images[type] ? items.find((other) => other.files === images[type]) : undefined
      if (winner) {
        for (const file of item.files) {
          reading.leftOut.push({ name: file.name, why: `Amazon takes one set of ${type}; ${winner.name} gives them` })
        }
        continue
      }
      const fitted = fitImages(type, item.files, `${folder.shown}/${item.name}`)
      reading.leftOut.push(...fitted.leftOut)
      reading.notes.push(...fitted.warnings)
      if (fitted.used.length > 0) {
        images[type] = item.files = fitted.used
        if (item.source.type === BY_SIZE) reading.notes.push(iconNote(fitted.used[0], type))
      }
    }
  }
  return images
}

/** Which type an `icon` was taken as, and why, once it is used. */
function iconNote(file: ImageFile, type: AmazonImageType): LeftOut {
  const size = `${file.width}×${file.height}`
  const whose = type === 'large-icons' ? "Google Play's icon size" : "the Amazon fastlane plugin's small icon"
  return { name: file.name, why: `used as ${type}: it is ${size}, Amazon's ${IMAGE_RULES[type].label} (${whose})` }
}

/** The type an item fills: its source's, or for `icon`, the one its size says. */
function typeOf(reading: Reading, item: Given): AmazonImageType | undefined {
  if (item.source.type !== BY_SIZE) return item.source.type
  const [file] = item.files
  if (!file) return undefined
  const type = iconTypeOf(file)
  if (type) return type
  reading.leftOut.push({
    name: file.name,
    why: `${file.width}×${file.height} pixels: an icon is used as Amazon's large icon at 512×512 or its small icon at 114×114`
  })
  return undefined
}

/** The images of a screenshot folder, in the order of their names (as supply uploads them). */
function filesIn(reading: Reading, folder: Entry): Entry[] {
  const files: Entry[] = []
  for (const entry of entriesOf(reading, folder.shown, folder.path)) {
    if (!entry.dir && isImageName(entry.name)) files.push(entry)
    else reading.leftOut.push({ name: entry.shown, why: 'not a .png, .jpg or .jpeg file' })
  }
  return files
}

function readOne(reading: Reading, entry: Entry): ImageFile | undefined {
  const file = readImageFile(entry.path, entry.shown, { maxBytes: reading.maxImageBytes })
  if (typeof file !== 'string') return file
  reading.leftOut.push({ name: entry.shown, why: file })
  return undefined
}
