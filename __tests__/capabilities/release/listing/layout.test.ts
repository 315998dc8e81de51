// The one field ↔ file table of the listing folder, and each file's format both ways: what a
// bootstrap writes, the folder reader reads back identically.
import { describe, expect, it } from '@jest/globals'
import {
  FIELD_FILES,
  parseField,
  renderField,
  type FieldFile
} from '../../../../src/capabilities/release/listing/layout.js'

const spec = (file: string) => FIELD_FILES.find((field) => field.file === file) as FieldFile
const bullets = spec('feature_bullets.txt')
const keywords = spec('keywords.txt')
/** As the folder reader gets a file's text: LF, trailing white space trimmed. */
const read = (file: FieldFile, content: string) => parseField(file, content.trimEnd())
const roundTrip = (file: FieldFile, value: string | string[]) => read(file, renderField(file, value) ?? '')

describe('the field ↔ file table', () => {
  it("names supply's text files and ours, each with its field and limit", () => {
    expect(FIELD_FILES.map(({ file, field }) => [file, field])).toEqual([
      ['title.txt', 'title'],
      ['short_description.txt', 'shortDescription'],
      ['full_description.txt', 'fullDescription'],
      ['feature_bullets.txt', 'featureBullets'],
      ['keywords.txt', 'keywords']
    ])
    expect(FIELD_FILES.map((file) => file.maxCharacters ?? file.maxItems)).toEqual([250, 1200, 4000, 10, undefined])
  })
})

describe('feature_bullets.txt', () => {
  it('reads a bullet a line, a leading sign dropped, blank lines skipped', () => {
    expect(read(bullets, 'Works offline\n\n- Syncs\n* Fast\n• Small\n')).toEqual([
      'Works offline',
      'Syncs',
      'Fast',
      'Small'
    ])
  })

  it('goes on with a bullet on a line indented by two spaces or a tab', () => {
    expect(read(bullets, '- One\n  and more\n\tand more\n- Two')).toEqual(['One\nand more\nand more', 'Two'])
  })

  it.each([
    [['Works offline', 'Syncs']],
    [['- starts with a dash', '* and a star', '• and a dot']],
    [['spans\ntwo lines', 'spans\n\nthree, one blank', 'indented\n  inside', 'spaces  \nat line ends']],
    [['ünïcödé 😀', 'x']]
  ])('round-trips %j exactly', (value) => {
    expect(roundTrip(bullets, value)).toEqual(value)
  })

  it('writes each bullet after "- ", its next lines indented', () => {
    expect(renderField(bullets, ['- a', 'b\nc'])).toBe('- - a\n- b\n  c\n')
    expect(renderField(bullets, [])).toBeUndefined()
  })
})

describe('keywords.txt', () => {
  it('reads a keyword a line or several separated by commas, trimmed, blanks dropped, repeats kept', () => {
    expect(read(keywords, 'demo, stand-in\nappstore,,\n demo ')).toEqual(['demo', 'stand-in', 'appstore', 'demo'])
  })

  it('takes a keyword in double quotes as it is, commas in it too', () => {
    expect(read(keywords, '"fast, small", plain\n"say ""hi"""')).toEqual(['fast, small', 'plain', 'say "hi"'])
  })

  it.each([
    [['demo', 'stand-in']],
    [['fast, small', 'a,b,c', 'plain']],
    [['"quoted"', 'say "hi"', ' padded ']],
    [['Demo', 'demo']]
  ])('round-trips %j exactly', (value) => {
    expect(roundTrip(keywords, value)).toEqual(value)
  })
})

describe('text files', () => {
  it('round-trip a text without trailing white space, line ends as LF', () => {
    const title = spec('title.txt')
    expect(roundTrip(title, 'Line one\n\n  Indented')).toBe('Line one\n\n  Indented')
    expect(renderField(title, 'Windows\r\nline ends  \n')).toBe('Windows\nline ends\n')
    expect(renderField(title, '  ')).toBeUndefined()
    expect(renderField(title, 42)).toBeUndefined()
  })
})
