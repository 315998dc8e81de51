// The listing folder (fastlane supply's layout, plus feature_bullets.txt and keywords.txt), read in
// one pass before any request: what Amazon cannot take is left out with its reason, real errors all
// come in one failure.
import { describe, expect, it } from '@jest/globals'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { changelogFor } from '../../../../src/capabilities/release/listing/changelogs.js'
import {
  readListingFolder,
  type FolderOptions,
  type LocaleFolder
} from '../../../../src/capabilities/release/listing/folder.js'
import { InputError } from '../../../../src/step/errors.js'
import { jpeg, png } from '../../../support/images.js'
import { caseSensitive } from '../../../support/platforms.js'
import { POWERSHELL_TITLE, powershellOut } from '../../../support/powershell.js'
import { tempDir } from '../../../support/temp.js'
import { sha256 } from '../../../support/answers.js'

const base = tempDir('listing-folder-')
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
// Names in other case are other files only where the file system tells them apart (not NTFS, APFS).
const otherCase = caseSensitive()
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
/** The problems of the one failure, one a line. */
const problems = (action: () => unknown) => refusal(action).split('\n- ').slice(1)
const leftOut = (root: string, options: FolderOptions = {}) => read(root, options).leftOut
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
      { name: 'ko-KR', why: expect.stringMatching(/^no Amazon listing language: Amazon lists en-US/) },
      { name: 'en-US/images/promoGraphic.png', why: expect.stringContaining('180×120 promo graphic') },
      { name: 'en-US/images/wearScreenshots', why: 'Amazon has no type for watch screenshots' },
      { name: 'en-US/video.txt', why: expect.stringContaining("Google Play's video URL") }
    ])
    expect(folder.notes).toEqual([
      {
        name: 'en-US/images/icon.png',
        why: "used as large-icons: it is 512×512, Amazon's large icon (Google Play's icon size)"
      }
    ])
  })

  it('takes a relative folder under cwd; a language Amazon does not list is left out', () => {
    const root = tree({ 'ar-AE/title.txt': 'عرض', 'en-US/title.txt': 'Demo' })
    const folder = read('.', { cwd: root })
    expect(folder.dir).toBe('.')
    expect(Object.keys(folder.locales)).toEqual(['en-US'])
    expect(leftOut(root).map((item) => item.name)).toEqual(['ar-AE'])
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

    it('read feature bullets and keywords in the format of layout.ts', () => {
      const root = tree({
        'en-US/feature_bullets.txt': '- Works offline\n\n* Syncs  \n  on two lines\n• Fast\n- - 20% battery\n',
        'en-US/keywords.txt': 'Demo, demo ,\n\nstand-in,,"fast, small"\n  two words  '
      })
      expect(read(root).locales['en-US'].text).toEqual({
        featureBullets: ['Works offline', 'Syncs  \non two lines', 'Fast', '- 20% battery'],
        keywords: ['Demo', 'demo', 'stand-in', 'fast, small', 'two words']
      })
    })

    it('leave out an empty file: the field keeps its value', () => {
      const root = tree({ 'en-US/title.txt': ' \n', 'en-US/keywords.txt': '', 'en-US/short_description.txt': 'x' })
      const folder = read(root)
      expect(folder.locales['en-US'].text).toEqual({ shortDescription: 'x' })
      expect(folder.leftOut).toEqual([
        { name: 'en-US/keywords.txt', why: 'empty: the field keeps the value it has' },
        { name: 'en-US/title.txt', why: 'empty: the field keeps the value it has' }
      ])
    })

    it('leave out any other file, a .txt in other letter case or misspelt too', () => {
      const root = tree({ 'en-US/Title.txt': 'x', 'en-US/full_discription.txt': 'x', 'en-US/logo.svg': 'x' })
      // Where the file system finds Title.txt by title.txt, it is the title (case.test.ts).
      expect(leftOut(root).map((item) => item.name)).toEqual([
        ...(otherCase ? ['en-US/Title.txt'] : []),
        'en-US/full_discription.txt',
        'en-US/logo.svg'
      ])
      expect(leftOut(root)[0].why).toBe(
        'no file an Amazon listing has (title.txt, short_description.txt, full_description.txt, feature_bullets.txt, keywords.txt)'
      )
    })

    it('fail once, listing every real problem: encoding, NUL, size, over-long fields, the secret', () => {
      const root = tree({
        'en-US/title.txt': Buffer.from([0x44, 0xe9, 0x6d, 0x6f]),
        'en-US/keywords.txt': Buffer.from('a\0b'),
        'de-DE/title.txt': Buffer.from('Demo', 'utf16le'),
        'de-DE/full_description.txt': 'x'.repeat(65 * 1024),
        'fr-FR/title.txt': 't'.repeat(251),
        'fr-FR/short_description.txt': '😀'.repeat(1201),
        'it-IT/full_description.txt': 'x'.repeat(4001),
        'it-IT/feature_bullets.txt': Array.from({ length: 11 }, (_, i) => `b${i}`).join('\n'),
        'ja-JP/title.txt': 'Ask s3cr3t-value for help',
        'ja-JP/changelogs/5.txt': 'n'.repeat(4001),
        'ko-KR/title.txt': 'left out, not a problem'
      })
      const message = refusal(() => read(root, { holdsSecret: (text) => text.includes('s3cr3t-value') }))
      expect(message.split('\n')[0]).toBe("Input 'listing-dir' has 10 problems to fix, nothing was sent:")
      expect(problems(() => read(root, { holdsSecret: (text) => text.includes('s3cr3t-value') }))).toEqual([
        'de-DE/full_description.txt is 66560 bytes, more than the 65536 a text file may have here.',
        'de-DE/title.txt has a NUL byte: is it a text file?',
        'en-US/keywords.txt has a NUL byte: is it a text file?',
        'en-US/title.txt is not valid UTF-8: save it as UTF-8.',
        "fr-FR/title.txt has 251 characters: Amazon's title takes at most 250 (a third-party figure: Amazon documents no limit).",
        "fr-FR/short_description.txt has 1201 characters: Amazon's shortDescription takes at most 1200 (a third-party figure: Amazon documents no limit).",
        "it-IT/full_description.txt has 4001 characters: Amazon's fullDescription takes at most 4000 (a third-party figure: Amazon documents no limit).",
        "it-IT/feature_bullets.txt has 11 bullets: Amazon's featureBullets takes at most 10 (a third-party figure: Amazon documents no limit).",
        'ja-JP/changelogs/5.txt has 4001 characters: release notes are at most 4000 (a limit of this action; shorten them).',
        'ja-JP/title.txt holds the client secret: a listing is public. Remove it, and rotate the secret.'
      ])
    })

    it("read UTF-16 with its byte-order mark (PowerShell 5.1's >), its limits counted in characters", () => {
      const files = {
        'en-US/title.txt': POWERSHELL_TITLE,
        'en-US/short_description.txt': powershellOut('A lamp.\r\nFor the night.'),
        'de-DE/title.txt': powershellOut('t'.repeat(250))
      }
      const folder = read(tree(files))
      expect(folder.locales['en-US'].text).toEqual({ title: 'Lumen ✓', shortDescription: 'A lamp.\nFor the night.' })
      expect(folder.locales['de-DE'].text).toEqual({ title: 't'.repeat(250) })
      expect(problems(() => read(tree({ ...files, 'fr-FR/title.txt': powershellOut('t'.repeat(251)) })))).toEqual([
        "fr-FR/title.txt has 251 characters: Amazon's title takes at most 250 (a third-party figure: Amazon documents no limit)."
      ])
    })

    it('take a smaller cap and another input name from the options', () => {
      const root = tree({ 'en-US/title.txt': '12345' })
      expect(refusal(() => read(root, { maxTextBytes: 4, input: 'metadata' }))).toBe(
        "Input 'metadata' has 1 problem to fix, nothing was sent:\n- en-US/title.txt is 5 bytes, more than the 4 a text file may have here."
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

    it('refuse a folder with no locale Amazon lists', () => {
      const root = tree({ 'ko-KR/title.txt': 'x', 'iw-IL/title.txt': 'x', 'notes.md': 'x' })
      expect(problems(() => read(root))).toEqual([
        `'${root}' holds no folder of a language Amazon lists (en-US, de-DE, ...; see the left-out names).`
      ])
    })

    it('leave out every name Amazon lists no language for, in any form Play or fastlane writes', () => {
      const names = ['ar_LY', 'es-419', 'es-MX', 'en-CA', 'fr-CA', 'zh-CN', 'zh_Hant_HK', 'und', 'english', 'pt']
      const root = tree(Object.fromEntries([...names, 'en-US'].map((name) => [`${name}/title.txt`, 'x'])))
      const folder = read(root)
      expect(Object.keys(folder.locales)).toEqual(['en-US'])
      expect(folder.leftOut.map((item) => item.name).sort()).toEqual([...names].sort())
    })

    it('take the exact name when two folders stand for one language, and leave out the other', () => {
      const root = tree({
        'de/title.txt': 'short',
        'de-DE/title.txt': 'exact',
        'en_us/title.txt': 'x',
        'en/title.txt': 'y'
      })
      const folder = read(root)
      expect(folder.locales['de-DE']).toMatchObject({ folder: 'de-DE', text: { title: 'exact' } })
      expect(folder.locales['en-US']).toMatchObject({ folder: 'en_us', text: { title: 'x' } })
      expect(folder.leftOut).toEqual([
        { name: 'de', why: "de-DE gives Amazon's de-DE (the exact name wins)" },
        { name: 'en', why: "en_us gives Amazon's en-US (the exact name wins)" }
      ])
    })

    it('leave out other folders of a locale', () => {
      const root = tree({ 'en-US/title.txt': 'x', 'en-US/notes/a.txt': 'x' })
      expect(read(root).leftOut).toEqual([
        { name: 'en-US/notes', why: 'not a folder a listing has (images, changelogs, amazon)' }
      ])
    })
  })

  describe('Amazon-only overrides', () => {
    it('take <locale>/amazon/ files over the shared ones: text, images and changelogs', () => {
      const root = tree({
        'en-US/title.txt': 'Play title',
        'en-US/short_description.txt': 'Shared',
        'en-US/changelogs/default.txt': 'Play notes',
        'en-US/images/icon.png': png(512, 512, 'play'),
        'en-US/amazon/title.txt': 'Amazon title',
        'en-US/amazon/feature_bullets.txt': '- Fire TV ready',
        'en-US/amazon/changelogs/default.txt': 'Amazon notes',
        'en-US/amazon/images/icon.png': png(512, 512, 'amazon'),
        'en-US/amazon/images/smallIcon.png': png(114, 114),
        'en-US/amazon/amazon/title.txt': 'nested'
      })
      const folder = read(root)
      const en = folder.locales['en-US']
      expect(en.text).toEqual({ title: 'Amazon title', shortDescription: 'Shared', featureBullets: ['Fire TV ready'] })
      expect(en.changelogs).toEqual({ byVersionCode: {}, fallback: 'Amazon notes' })
      expect(en.images['large-icons']?.map((image) => image.name)).toEqual(['en-US/amazon/images/icon.png'])
      expect(en.images['small-icons']?.map((image) => image.name)).toEqual(['en-US/amazon/images/smallIcon.png'])
      expect(folder.leftOut).toEqual([
        { name: 'en-US/amazon/amazon', why: 'not a folder a listing has (images, changelogs, amazon)' }
      ])
    })

    it('check the limits on what wins: an override may shorten a field', () => {
      const root = tree({ 'en-US/title.txt': 't'.repeat(300), 'en-US/amazon/title.txt': 'Short' })
      expect(read(root).locales['en-US'].text.title).toBe('Short')
      const over = tree({ 'en-US/title.txt': 'Short', 'en-US/amazon/title.txt': 't'.repeat(300) })
      expect(problems(() => read(over))[0]).toMatch(/^en-US\/amazon\/title\.txt has 300 characters/)
    })
  })

  describe('listing-strict', () => {
    it('fails when anything is left out, each name with its reason', () => {
      const root = tree({ 'en-US/title.txt': 'x', 'en-US/video.txt': 'v', 'ar_LY/title.txt': 'x' })
      expect(() => read(root)).not.toThrow()
      expect(problems(() => read(root, { strict: true }))).toEqual([
        "ar_LY is left out (no Amazon listing language: Amazon lists en-US, en-GB, en-AU, en-IN, de-DE, fr-FR, it-IT, es-ES, ja-JP, pt-BR, pt-PT, nl-NL, pl-PL, sv-SE), and 'listing-strict' is true.",
        "en-US/video.txt is left out (Google Play's video URL: Amazon takes videos as uploads, which this step does not make), and 'listing-strict' is true."
      ])
      expect(() => read(tree({ 'en-US/title.txt': 'x' }), { strict: true })).not.toThrow()
    })
  })

  describe('symbolic links', () => {
    it('fail for a link that leads out of the workspace, with the other problems', () => {
      const root = tree({ 'en-US/title.txt': 'x', 'en-US/images/.keep': '', 'de-DE/title.txt': Buffer.from([0xff]) })
      const outside = tree({ 'secret.txt': 'x' })
      symlinkSync(join(outside, 'secret.txt'), join(root, 'en-US/keywords.txt'))
      expect(problems(() => read(root))).toEqual([
        'de-DE/title.txt is not valid UTF-8: save it as UTF-8.',
        'en-US/keywords.txt is a symbolic link that leads out of the workspace: only files in the workspace are read. Copy the file in.'
      ])
    })

    it('follow a link inside the workspace, and leave out one that loops or leads nowhere', () => {
      const workspace = tree({ 'shared/keywords.txt': 'a, b', 'meta/en-US/title.txt': 'Demo' })
      const root = join(workspace, 'meta')
      symlinkSync(join(workspace, 'shared/keywords.txt'), join(root, 'en-US/keywords.txt'))
      symlinkSync(join(root, 'en-US'), join(root, 'en-GB'))
      symlinkSync(root, join(root, 'en-US/images'))
      symlinkSync(join(root, 'nothing'), join(root, 'en-US/short_description.txt'))
      const folder = read(root, { workspace })
      expect(folder.locales['en-US'].text).toEqual({ title: 'Demo', keywords: ['a', 'b'] })
      expect(folder.locales['en-GB'].text).toEqual(folder.locales['en-US'].text)
      expect(folder.leftOut).toEqual([
        { name: 'en-GB/images', why: 'a symbolic link to a folder above it (it would loop)' },
        { name: 'en-GB/short_description.txt', why: 'a symbolic link that leads nowhere' },
        { name: 'en-US/images', why: 'a symbolic link to a folder above it (it would loop)' },
        { name: 'en-US/short_description.txt', why: 'a symbolic link that leads nowhere' }
      ])
      // Without the workspace, the folder is the limit: the shared file is outside it.
      expect(problems(() => read(root))[0]).toMatch(/^en-GB\/keywords\.txt is a symbolic link that leads out/)
    })

    it('follow the folder itself when it is a link', () => {
      const root = tree({ 'en-US/title.txt': 'Demo' })
      const link = join(base, `link${++count}`)
      symlinkSync(root, link)
      expect(read(link).locales['en-US'].text).toEqual({ title: 'Demo' })
    })
  })

  describe('images', () => {
    it('take screenshots from the first folder Amazon can take: ten-inch, seven-inch, then phone', () => {
      const root = tree({
        ...shots('en-US/images/tenInchScreenshots', [2560, 1680], ['09.png', '10.png']),
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
      expect(folder.leftOut.map(({ name, why }) => [name, why.split(':')[0]])).toEqual([
        ['en-US/images/tenInchScreenshots/readme.txt', 'not a .png, .jpg or .jpeg file'],
        ['en-US/images/tenInchScreenshots/09.png', '2560×1680 pixels'],
        ['en-US/images/tenInchScreenshots/10.png', '2560×1680 pixels'],
        ['en-US/images/phoneScreenshots/1.png', 'Amazon takes one set of screenshots; sevenInchScreenshots gives them'],
        ['en-US/images/phoneScreenshots/2.png', 'Amazon takes one set of screenshots; sevenInchScreenshots gives them'],
        ['en-US/images/phoneScreenshots/3.png', 'Amazon takes one set of screenshots; sevenInchScreenshots gives them']
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

    it('choose the icon type by size and by the Amazon fastlane plugin names, saying which', () => {
      const small = read(tree({ 'en-US/images/icon.png': png(114, 114), 'en-US/images/large_icon.png': png(512, 512) }))
      expect(small.locales['en-US'].images['small-icons']?.map((image) => image.name)).toEqual([
        'en-US/images/icon.png'
      ])
      expect(small.locales['en-US'].images['large-icons']?.map((image) => image.name)).toEqual([
        'en-US/images/large_icon.png'
      ])
      expect(small.notes).toEqual([
        {
          name: 'en-US/images/icon.png',
          why: "used as small-icons: it is 114×114, Amazon's small icon (the Amazon fastlane plugin's small icon)"
        }
      ])
      const both = read(tree({ 'en-US/images/icon.png': png(512, 512), 'en-US/images/large_icon.png': png(512, 512) }))
      expect(both.locales['en-US'].images['large-icons']?.map((image) => image.name)).toEqual([
        'en-US/images/large_icon.png'
      ])
      expect(both.leftOut).toEqual([
        { name: 'en-US/images/icon.png', why: 'Amazon takes one set of large-icons; large_icon.png gives them' }
      ])
      expect(both.notes).toEqual([])
      const play = read(tree({ 'en-US/images/icon.png': png(192, 192), 'en-US/title.txt': 'x' }))
      expect(play.locales['en-US'].images).toEqual({})
      expect(play.leftOut).toEqual([
        {
          name: 'en-US/images/icon.png',
          why: "192×192 pixels: an icon is used as Amazon's large icon at 512×512 or its small icon at 114×114"
        }
      ])
    })

    it("read the plugin's Fire TV names, warning about featured sizes (Amazon Ads figures) instead of refusing", () => {
      const folder = read(
        tree({
          'en-US/images/tvBackground.png': png(1920, 1080),
          'en-US/images/tvFeaturedBackground.jpg': jpeg(1920, 1080),
          'en-US/images/tvFeaturedLogo.png': png(640, 260)
        })
      )
      const images = folder.locales['en-US'].images
      expect(Object.keys(images)).toEqual([
        'firetv-backgrounds',
        'firetv-featured-backgrounds',
        'firetv-featured-logos'
      ])
      expect(folder.leftOut).toEqual([])
      expect(folder.notes).toEqual([
        {
          name: 'en-US/images/tvFeaturedBackground.jpg',
          why: expect.stringMatching(/^1920×1080 pixels: .* is 1920×720 \(an Amazon Ads figure, not an Appstore rule/)
        }
      ])
    })

    it.each([
      [
        'a second file for one image',
        { 'en-US/images/featureGraphic.jpg': jpeg(1024, 500), 'en-US/images/featureGraphic.png': png(1024, 500) },
        [['en-US/images/featureGraphic.png', 'Amazon takes one featureGraphic; featureGraphic.jpg gives it']]
      ],
      [
        'an image name it does not know',
        { 'en-US/images/banner.png': png(1, 1) },
        [
          [
            'en-US/images/banner.png',
            expect.stringMatching(/^no image file Amazon has a type for \(known: large_icon, /)
          ]
        ]
      ],
      [
        'an image folder it does not know',
        { 'en-US/images/tabletScreenshots/1.png': png(1, 1) },
        [['en-US/images/tabletScreenshots', expect.stringMatching(/^no image folder Amazon has a type for/)]]
      ],
      [
        'an image of a size Amazon does not take',
        { 'en-US/images/featureGraphic.png': png(1024, 512) },
        [['en-US/images/featureGraphic.png', "1024×512 pixels: Amazon's promotional image (promo-images) is 1024×500"]]
      ],
      [
        'too few screenshots',
        shots('en-US/images/phoneScreenshots', [800, 480], ['1.png', '2.png']),
        ['1.png', '2.png'].map((name) => [
          `en-US/images/phoneScreenshots/${name}`,
          'en-US/images/phoneScreenshots has too few screenshots Amazon can take: it takes 3 to 10'
        ])
      ],
      [
        'an image that is not one',
        { 'en-US/images/tvBanner.png': 'not a png' },
        [['en-US/images/tvBanner.png', 'not a PNG or JPEG image (or its header is damaged)']]
      ],
      [
        'files that are no images',
        { 'en-US/images/Thumbs.db': 'x', 'en-US/images/icon.svg': '<svg/>' },
        [
          ['en-US/images/Thumbs.db', 'not a .png, .jpg or .jpeg file'],
          ['en-US/images/icon.svg', 'not a .png, .jpg or .jpeg file']
        ]
      ]
    ])('leave out %s', (_what, files, expected) => {
      const root = tree({ 'en-US/title.txt': 'x', ...files })
      expect(leftOut(root).map(({ name, why }) => [name, why])).toEqual(expected)
    })

    it('take a smaller image cap from the options', () => {
      const root = tree({ 'en-US/images/icon.png': png(512, 512) })
      expect(leftOut(root, { maxImageBytes: 10 })[0].why).toMatch(
        /^\d+ bytes, more than the 10 an image may have here$/
      )
    })
  })

  describe('changelogs', () => {
    it('read <versionCode>.txt (without leading zeros) and default.txt; leave out the rest', () => {
      const root = tree({
        'en-US/changelogs/0100.txt': 'Hundred.\n',
        'en-US/changelogs/100.txt': 'Again.\n',
        'en-US/changelogs/101.txt': '\n',
        'en-US/changelogs/default.txt': 'Default.',
        ...(otherCase ? { 'en-US/changelogs/Default.txt': 'x' } : {}),
        'en-US/changelogs/notes.md': 'x'
      })
      const folder = read(root)
      expect(folder.locales['en-US'].changelogs).toEqual({ byVersionCode: { '100': 'Hundred.' }, fallback: 'Default.' })
      expect(folder.leftOut).toEqual([
        { name: 'en-US/changelogs/100.txt', why: 'another file gives the changelog of version code 100' },
        { name: 'en-US/changelogs/101.txt', why: 'empty, so it counts as none' },
        ...(otherCase ? [{ name: 'en-US/changelogs/Default.txt', why: 'not <versionCode>.txt or default.txt' }] : []),
        { name: 'en-US/changelogs/notes.md', why: 'not <versionCode>.txt or default.txt' }
      ])
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
