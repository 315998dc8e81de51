// The listing folder (fastlane supply's layout, plus feature_bullets.txt and keywords.txt), read
// and checked before any request.
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  changelogFor,
  readListingFolder,
  type FolderOptions,
  type LocaleFolder
} from '../../../../src/capabilities/release/listing/folder.js'
import { InputError } from '../../../../src/step/errors.js'
import { jpeg, png } from '../../../support/images.js'

const base = mkdtempSync(join(tmpdir(), 'listing-folder-'))
let count = 0
/** A fresh folder holding `files` (path relative to it → content). */
function tree(files: Record<string, string | Buffer>): string {
  const root = join(base, `t${++count}`)
  mkdirSync(root)
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true })
    writeFileSync(join(root, name), content)
  }
  return root
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const read = (root: string, options: FolderOptions = {}) => readListingFolder(root, options)
function refusal(action: () => unknown): string {
  try {
    action()
  } catch (error) {
    expect(error).toBeInstanceOf(InputError)
    return (error as Error).message
  }
  throw new Error('no error')
}
const shots = (folder: string, size: [number, number], names = ['1.png', '2.png', '3.png']) =>
  Object.fromEntries(names.map((name) => [`${folder}/${name}`, png(size[0], size[1], `${folder}/${name}`)]))

describe('readListingFolder', () => {
  it('reads the supply layout into the model, per Amazon locale, leaving out what Amazon has no place for', () => {
    const icon = png(512, 512, 'icon')
    const files = {
      'en-US/title.txt': 'Stand-in Demo\n',
      'en-US/short_description.txt': 'A demo app.',
      'en-US/full_description.txt': 'Line one.\n\nLine three.\n',
      'en-US/feature_bullets.txt': 'Works offline\nSyncs\n',
      'en-US/keywords.txt': 'demo, stand-in\nappstore',
      'en-US/video.txt': 'https://video.example/watch',
      'en-US/changelogs/100.txt': 'Version 100.',
      'en-US/changelogs/default.txt': 'Bug fixes.',
      'en-US/images/icon.png': icon,
      'en-US/images/smallIcon.png': png(114, 114),
      'en-US/images/featureGraphic.jpg': jpeg(1024, 500),
      'en-US/images/tvBanner.png': png(1280, 720),
      'en-US/images/promoGraphic.png': png(180, 120),
      ...shots('en-US/images/phoneScreenshots', [1080, 1920]),
      ...shots('en-US/images/tvScreenshots', [1920, 1080], ['a.png']),
      ...shots('en-US/images/wearScreenshots', [400, 400], ['w.png']),
      'de/title.txt': 'Stand-in-Demo',
      'ko-KR/title.txt': '데모',
      'README.md': 'Our listing.'
    }
    const root = tree(files)
    const folder = read(root)
    expect(Object.keys(folder.locales)).toEqual(['de-DE', 'en-US'])
    expect(folder.dir).toBe(root)
    expect(folder.locales['de-DE']).toEqual({
      locale: 'de-DE',
      folder: 'de',
      text: { title: 'Stand-in-Demo' },
      images: {},
      changelogs: { byVersionCode: {} }
    })
    const en = folder.locales['en-US']
    expect(en.text).toEqual({
      title: 'Stand-in Demo',
      shortDescription: 'A demo app.',
      fullDescription: 'Line one.\n\nLine three.',
      featureBullets: ['Works offline', 'Syncs'],
      keywords: ['demo', 'stand-in', 'appstore']
    })
    expect(en.changelogs).toEqual({ byVersionCode: { '100': 'Version 100.' }, fallback: 'Bug fixes.' })
    expect(Object.keys(en.images)).toEqual([
      'small-icons',
      'large-icons',
      'screenshots',
      'promo-images',
      'firetv-screenshots',
      'firetv-icons'
    ])
    expect(en.images['large-icons']).toEqual([
      {
        path: join(root, 'en-US/images/icon.png'),
        name: 'en-US/images/icon.png',
        size: icon.length,
        sha256: sha256(icon),
        width: 512,
        height: 512,
        format: 'png'
      }
    ])
    expect(en.images['promo-images']).toMatchObject([{ format: 'jpeg', width: 1024, height: 500 }])
    expect(en.images.screenshots?.map((image) => [image.name, image.sha256])).toEqual(
      ['1.png', '2.png', '3.png'].map((name) => [
        `en-US/images/phoneScreenshots/${name}`,
        sha256(files[`en-US/images/phoneScreenshots/${name}` as keyof typeof files] as Buffer)
      ])
    )
    expect(folder.leftOut).toEqual([
      { name: 'README.md', why: 'not a locale folder' },
      { name: 'en-US/images/promoGraphic.png', why: expect.stringContaining('180×120 promo graphic') },
      { name: 'en-US/images/wearScreenshots', why: 'Amazon has no type for watch screenshots' },
      { name: 'en-US/video.txt', why: expect.stringContaining("Google Play's video URL") },
      { name: 'ko-KR', why: "Google Play's ko-KR: Amazon has no listing language for it" }
    ])
  })

  it('takes a relative folder under cwd, and refuses a locale Amazon has no listing language for', () => {
    const root = tree({ 'en-US/title.txt': 'Demo' })
    const folder = read('.', { cwd: root })
    expect(folder.dir).toBe('.')
    expect(Object.keys(folder.locales)).toEqual(['en-US'])
    const odd = tree({ 'ar-AE/title.txt': 'عرض', 'en-US/title.txt': 'Demo' })
    expect(refusal(() => read(odd))).toContain("which is named after no locale this step knows: 'ar-AE'")
  })

  it('skips hidden files and folders everywhere', () => {
    const root = tree({
      '.git/config': 'x',
      '.DS_Store': 'x',
      'en-US/.DS_Store': 'x',
      'en-US/title.txt': 'Demo',
      'en-US/images/.gitkeep': '',
      'en-US/changelogs/.keep': ''
    })
    const folder = read(root)
    expect(folder.leftOut).toEqual([])
    expect(folder.locales['en-US']).toMatchObject({ text: { title: 'Demo' }, images: {} })
  })

  describe('text files', () => {
    it('drop a byte order mark, read CRLF and CR as LF, and trim trailing white space, not leading', () => {
      const root = tree({
        'en-US/title.txt': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Démo 😀 \r\n\r\n')]),
        'en-US/full_description.txt': '  Indented.\r\nSecond.\rThird.\t\n',
        'en-US/short_description.txt': '\uFEFFShort\uFEFFer'
      })
      expect(read(root).locales['en-US'].text).toEqual({
        title: 'Démo 😀',
        fullDescription: '  Indented.\nSecond.\nThird.',
        shortDescription: 'Short\uFEFFer'
      })
    })

    it('read feature bullets one a line, and keywords by line or comma, dropping blanks, signs and repeats', () => {
      const root = tree({
        'en-US/feature_bullets.txt': '- Works offline\n\n  * Syncs  \n• Fast\n-20% battery\nNo sign\n',
        'en-US/keywords.txt': 'Demo, demo ,\n\nstand-in,,appstore\nDEMO\n  two words  '
      })
      expect(read(root).locales['en-US'].text).toEqual({
        featureBullets: ['Works offline', 'Syncs', 'Fast', '-20% battery', 'No sign'],
        keywords: ['Demo', 'stand-in', 'appstore', 'two words']
      })
    })

    it('take an empty bullets or keywords file as none (the field is emptied)', () => {
      const root = tree({ 'en-US/feature_bullets.txt': '\n\n', 'en-US/keywords.txt': '' })
      expect(read(root).locales['en-US'].text).toEqual({ featureBullets: [], keywords: [] })
    })

    it.each([
      [
        'an empty title',
        { 'en-US/title.txt': ' \n' },
        "Input 'listing-dir' holds en-US/title.txt, which is empty: write the text, or delete the file to leave the field as it is."
      ],
      [
        'invalid UTF-8',
        { 'en-US/title.txt': Buffer.from([0x44, 0xe9, 0x6d, 0x6f]) },
        "Input 'listing-dir' holds en-US/title.txt, which is not valid UTF-8: save it as UTF-8."
      ],
      [
        'a NUL byte',
        { 'en-US/keywords.txt': Buffer.from('a\0b') },
        "Input 'listing-dir' holds en-US/keywords.txt, which has a NUL byte: is it a text file?"
      ],
      [
        'UTF-16',
        { 'de-DE/title.txt': Buffer.from('\uFEFFDemo', 'utf16le') },
        "Input 'listing-dir' holds de-DE/title.txt, which has a NUL byte: is it a text file?"
      ],
      [
        'a file over the size',
        { 'en-US/full_description.txt': 'x'.repeat(65 * 1024) },
        "Input 'listing-dir' holds en-US/full_description.txt, which is 66560 bytes, more than the 65536 a text file may have here."
      ],
      [
        'an unknown .txt file',
        { 'en-US/short-description.txt': 'x' },
        "Input 'listing-dir' holds en-US/short-description.txt, which is no file a listing has: title.txt, short_description.txt, full_description.txt, feature_bullets.txt, keywords.txt, video.txt."
      ],
      [
        'a name in other letter case',
        { 'en-US/Title.txt': 'x' },
        "Input 'listing-dir' holds en-US/Title.txt, which is no file a listing has"
      ]
    ])('refuse %s, naming the input and the file', (_what, files, message) => {
      expect(refusal(() => read(tree(files)))).toContain(message)
    })

    it('take a smaller cap and another input name from the options', () => {
      const root = tree({ 'en-US/title.txt': '12345' })
      expect(refusal(() => read(root, { maxTextBytes: 4, input: 'metadata' }))).toBe(
        "Input 'metadata' holds en-US/title.txt, which is 5 bytes, more than the 4 a text file may have here."
      )
    })
  })

  describe('locale folders', () => {
    it.each([
      ['a folder that is not there', (root: string) => join(root, 'nope'), "Input 'listing-dir' names no folder: '"],
      ['a file', (root: string) => join(root, 'README.md'), "Input 'listing-dir' names no folder: '"]
    ])('refuse %s as the folder', (_what, path, message) => {
      const root = tree({ 'README.md': 'x' })
      expect(refusal(() => read(path(root)))).toContain(message)
    })

    it('refuse a folder with no locale Amazon lists, naming what was left out', () => {
      const root = tree({ 'ko-KR/title.txt': 'x', 'iw-IL/title.txt': 'x', 'notes.md': 'x' })
      expect(refusal(() => read(root))).toBe(
        `Input 'listing-dir' holds no folder of a locale Amazon lists (en-US, de-DE, ...): '${root}' (left out: iw-IL, ko-KR, notes.md).`
      )
      const empty = tree({})
      expect(refusal(() => read(empty))).toBe(
        `Input 'listing-dir' holds no folder of a locale Amazon lists (en-US, de-DE, ...): '${empty}'.`
      )
    })

    it('refuse an unknown locale name, and two folders for one Amazon locale', () => {
      expect(refusal(() => read(tree({ 'english/title.txt': 'x' })))).toMatch(
        /^Input 'listing-dir' holds the folder 'english', which is named after no locale this step knows: 'english'\. /
      )
      expect(refusal(() => read(tree({ 'de/title.txt': 'x', 'de-DE/title.txt': 'y' })))).toBe(
        "Input 'listing-dir' holds the folders 'de' and 'de-DE', which both stand for Amazon's de-DE: keep one."
      )
    })

    it('leave out other folders and files of a locale', () => {
      const root = tree({ 'en-US/title.txt': 'x', 'en-US/notes/a.txt': 'x', 'en-US/logo.svg': 'x' })
      expect(read(root).leftOut).toEqual([
        { name: 'en-US/logo.svg', why: 'not a file a listing has' },
        { name: 'en-US/notes', why: 'not a folder a listing has (images, changelogs)' }
      ])
    })
  })

  describe('symbolic links', () => {
    it.each([
      ['a linked text file', 'en-US/keywords.txt', '/etc/hostname'],
      ['a linked locale folder', 'fr-FR', 'en-US'],
      ['a linked image', 'en-US/images/icon.png', 'en-US/title.txt']
    ])('refuse %s, so that nothing outside the folder is read', (_what, link, target) => {
      const root = tree({ 'en-US/title.txt': 'x', 'en-US/images/.keep': '' })
      symlinkSync(target.startsWith('/') ? target : join(root, target), join(root, link))
      expect(refusal(() => read(root))).toBe(
        `Input 'listing-dir' holds ${link}, a symbolic link: links are not followed, so that nothing outside the folder is read. Copy the file in.`
      )
    })

    it('follow the folder itself when it is a link', () => {
      const root = tree({ 'en-US/title.txt': 'Demo' })
      const link = join(base, `link${++count}`)
      symlinkSync(root, link)
      expect(read(link).locales['en-US'].text).toEqual({ title: 'Demo' })
    })
  })

  describe('images', () => {
    it('take screenshots from the first folder that has any: ten-inch, seven-inch, then phone', () => {
      const root = tree({
        'en-US/images/phoneScreenshots/.keep': '',
        ...shots('en-US/images/sevenInchScreenshots', [1024, 600]),
        ...shots('en-US/images/phoneScreenshots', [800, 480]),
        'en-US/images/tenInchScreenshots/readme.txt': 'x'
      })
      const folder = read(root)
      expect(folder.locales['en-US'].images.screenshots?.map((image) => image.name)).toEqual([
        'en-US/images/sevenInchScreenshots/1.png',
        'en-US/images/sevenInchScreenshots/2.png',
        'en-US/images/sevenInchScreenshots/3.png'
      ])
      expect(folder.leftOut).toEqual([
        { name: 'en-US/images/tenInchScreenshots/readme.txt', why: 'not a .png, .jpg or .jpeg file' },
        {
          name: 'en-US/images/phoneScreenshots',
          why: 'Amazon takes one set of screenshots; sevenInchScreenshots gives them'
        }
      ])
    })

    it('order screenshots by name, as supply uploads them, and match names without regard to case', () => {
      const folder = read(
        tree({
          ...Object.fromEntries(
            ['b.PNG', '10.png', '2.png'].map((name) => [`en-US/images/PhoneScreenshots/${name}`, png(800, 480, name)])
          ),
          'en-US/images/PhoneScreenshots/a.jpg': jpeg(800, 480),
          'en-US/images/ICON.PNG': png(512, 512)
        })
      )
      const en = folder.locales['en-US']
      expect(en.images.screenshots?.map((image) => image.name.split('/').pop())).toEqual([
        '10.png',
        '2.png',
        'a.jpg',
        'b.PNG'
      ])
      expect(en.images['large-icons']?.map((image) => image.name)).toEqual(['en-US/images/ICON.PNG'])
    })

    it.each([
      [
        'two files for one image',
        { 'en-US/images/icon.jpg': jpeg(512, 512), 'en-US/images/icon.png': png(512, 512) },
        "Input 'listing-dir' holds both en-US/images/icon.jpg and en-US/images/icon.png: keep one."
      ],
      [
        'an image name it does not know',
        { 'en-US/images/banner.png': png(1, 1) },
        "Input 'listing-dir' holds en-US/images/banner.png, which is no image name this step knows: icon, smallIcon, featureGraphic, promoGraphic, tvBanner, fireTvBackground, fireTvFeaturedBackground, fireTvFeaturedLogo (.png, .jpg or .jpeg)."
      ],
      [
        'an image folder it does not know',
        { 'en-US/images/tabletScreenshots/1.png': png(1, 1) },
        "Input 'listing-dir' holds the folder en-US/images/tabletScreenshots, which is no image folder this step knows: tenInchScreenshots, sevenInchScreenshots, phoneScreenshots, tvScreenshots, wearScreenshots."
      ],
      [
        'an image of a size Amazon does not take',
        { 'en-US/images/featureGraphic.png': png(1024, 512) },
        "Input 'listing-dir' holds en-US/images/featureGraphic.png, which is 1024×512 pixels: Amazon's promotional image (promo-images) is 1024×500."
      ],
      [
        'too few screenshots',
        shots('en-US/images/phoneScreenshots', [800, 480], ['1.png', '2.png']),
        "Input 'listing-dir' holds 2 images in en-US/images/phoneScreenshots for the screenshots (screenshots): Amazon takes 3 to 10."
      ],
      [
        'an image that is not one',
        { 'en-US/images/tvBanner.png': 'not a png' },
        "Input 'listing-dir' holds en-US/images/tvBanner.png, which is not a PNG or JPEG image (or its header is damaged)."
      ]
    ])('refuse %s', (_what, files, message) => {
      expect(refusal(() => read(tree(files)))).toBe(message)
    })

    it('leave out files that are no images', () => {
      const root = tree({ 'en-US/images/Thumbs.db': 'x', 'en-US/images/icon.svg': '<svg/>' })
      expect(read(root).leftOut.map((item) => item.name)).toEqual(['en-US/images/Thumbs.db', 'en-US/images/icon.svg'])
    })

    it('take a smaller image cap from the options', () => {
      const root = tree({ 'en-US/images/icon.png': png(512, 512) })
      expect(refusal(() => read(root, { maxImageBytes: 10 }))).toMatch(
        /holds en-US\/images\/icon\.png, which is \d+ bytes/
      )
    })
  })

  describe('changelogs', () => {
    it('read <versionCode>.txt (without leading zeros) and default.txt; an empty one counts as none', () => {
      const root = tree({
        'en-US/changelogs/0100.txt': 'Hundred.\n',
        'en-US/changelogs/101.txt': '\n',
        'en-US/changelogs/default.txt': 'Default.',
        'en-US/changelogs/notes.md': 'x'
      })
      const folder = read(root)
      expect(folder.locales['en-US'].changelogs).toEqual({ byVersionCode: { '100': 'Hundred.' }, fallback: 'Default.' })
      expect(folder.leftOut).toEqual([
        { name: 'en-US/changelogs/101.txt', why: 'empty, so it counts as none' },
        { name: 'en-US/changelogs/notes.md', why: 'not <versionCode>.txt or default.txt' }
      ])
    })

    it.each([
      [
        { 'en-US/changelogs/v100.txt': 'x' },
        "Input 'listing-dir' holds en-US/changelogs/v100.txt, which is neither <versionCode>.txt (1234.txt) nor default.txt."
      ],
      [
        { 'en-US/changelogs/Default.txt': 'x' },
        "Input 'listing-dir' holds en-US/changelogs/Default.txt, which is neither"
      ],
      [
        { 'en-US/changelogs/7.txt': 'a', 'en-US/changelogs/007.txt': 'b' },
        "Input 'listing-dir' holds two changelogs for version code 7 in en-US/changelogs."
      ]
    ])('refuse %j', (files, message) => {
      expect(refusal(() => read(tree(files)))).toContain(message)
    })
  })
})

describe('changelogFor', () => {
  const locale = (byVersionCode: Record<string, string>, fallback?: string): LocaleFolder => ({
    locale: 'en-US',
    folder: 'en-US',
    text: {},
    images: {},
    changelogs: { byVersionCode, fallback }
  })

  it("takes the highest version code's file, as the Amazon fastlane plugin does", () => {
    expect(changelogFor(locale({ '100': 'a', '101': 'b' }, 'd'), [100, 101])).toEqual({
      text: 'b',
      file: 'en-US/changelogs/101.txt'
    })
    expect(changelogFor(locale({ '100': 'a', '101': 'b' }), ['101', '100'])).toMatchObject({ text: 'b' })
  })

  it('falls back to default.txt when the highest has no file, even if a lower one has', () => {
    expect(changelogFor(locale({ '100': 'a' }, 'd'), [100, 101])).toEqual({
      text: 'd',
      file: 'en-US/changelogs/default.txt'
    })
    expect(changelogFor(locale({}, 'd'), [])).toMatchObject({ text: 'd' })
    expect(changelogFor(locale({ '5': 'x' }, 'd'), ['not a number', -1])).toMatchObject({ text: 'd' })
  })

  it('answers nothing without either', () => {
    expect(changelogFor(locale({ '100': 'a' }), [101])).toBeUndefined()
    expect(changelogFor(locale({}), [])).toBeUndefined()
  })
})
