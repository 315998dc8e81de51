/**
 * The one table of the listing folder's text files ↔ Amazon listing fields, and the format of each
 * file, both ways: `parseField` (what the folder reader takes) and `renderField` (what a bootstrap
 * writes), so that `parseField(renderField(value)) === value` for every value Amazon may hold.
 *
 *   title.txt, short_description.txt, full_description.txt   the text as it is (fastlane supply's)
 *   feature_bullets.txt   a bullet a line, each written after "- "; a line indented by two spaces
 *                         (or a tab) goes on with the bullet above, after a line break (ours)
 *   keywords.txt          a keyword a line, or several on a line separated by commas; a keyword that
 *                         holds a comma is written in double quotes, a quote in it doubled (ours)
 *   changelogs/<versionCode>.txt, changelogs/default.txt   the release notes (supply's)
 *
 * The limits are third-party figures (public clients of the API; Amazon documents none): they are
 * checked before any request so that a refusal names the file, not a listing halfway through.
 */

export type ListField = 'featureBullets' | 'keywords'
export type TextField = 'title' | 'shortDescription' | 'fullDescription' | ListField

export interface FieldFile {
  file: string
  field: TextField
  kind: 'text' | 'bullets' | 'keywords'
  /** At most this many characters (Unicode code points): text fields. */
  maxCharacters?: number
  /** At most this many items: lists. */
  maxItems?: number
  /** Ours, not fastlane supply's (Google Play has no such field). */
  ours?: true
}

export const FIELD_FILES: readonly FieldFile[] = [
  { file: 'title.txt', field: 'title', kind: 'text', maxCharacters: 250 },
  { file: 'short_description.txt', field: 'shortDescription', kind: 'text', maxCharacters: 1200 },
  { file: 'full_description.txt', field: 'fullDescription', kind: 'text', maxCharacters: 4000 },
  { file: 'feature_bullets.txt', field: 'featureBullets', kind: 'bullets', maxItems: 10, ours: true },
  { file: 'keywords.txt', field: 'keywords', kind: 'keywords', ours: true }
]

/** The release notes (`recentChanges`): `<locale>/changelogs/<versionCode>.txt`, else `default.txt`. */
export const CHANGELOGS_FOLDER = 'changelogs'
export const CHANGELOG_DEFAULT = 'default.txt'
export const CHANGELOG_FILE = /^(\d{1,10})\.txt$/

/** Where the limits come from, for messages and docs. */
export const LIMITS_SOURCE = 'a third-party figure: Amazon documents no limit'

/** The value of a file's text (already decoded, line ends LF, trailing white space trimmed). */
export function parseField(spec: FieldFile, text: string): string | string[] {
  if (spec.kind === 'bullets') return parseBullets(text)
  if (spec.kind === 'keywords') return parseKeywords(text)
  return text
}

/** The file's content for a value (ending in a line break); undefined when there is nothing to write. */
export function renderField(spec: FieldFile, value: unknown): string | undefined {
  if (spec.kind === 'text') {
    const text = typeof value === 'string' ? lf(value).trimEnd() : ''
    return text.trim() === '' ? undefined : `${text}\n`
  }
  if (!Array.isArray(value)) return undefined
  const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
  if (items.length === 0) return undefined
  const lines = spec.kind === 'bullets' ? items.map(renderBullet) : items.map(renderKeyword)
  return `${lines.join('\n')}\n`
}

const lf = (text: string) => text.replace(/\r\n?/g, '\n')
const SIGN = /^[-*•]\s/u
const GOES_ON = /^( {2}|\t)/

/**
 * Bullets: a line begins one (a leading "- ", "* " or "• " dropped: Amazon shows them as bullets);
 * an indented line goes on with it after a line break; blank lines end it. Each bullet is trimmed.
 */
function parseBullets(text: string): string[] {
  const bullets: string[][] = []
  let open = false
  for (const line of text.split('\n')) {
    if (open && GOES_ON.test(line)) {
      bullets[bullets.length - 1].push(line.replace(GOES_ON, ''))
      continue
    }
    const first = line.trimStart().replace(SIGN, '')
    open = first.trim() !== ''
    if (open) bullets.push([first])
  }
  return bullets.map((lines) => lines.join('\n').trim()).filter((bullet) => bullet !== '')
}

/** Always after "- ", so that a bullet that itself starts with "- " keeps it; its next lines indented. */
function renderBullet(bullet: string): string {
  const [first, ...rest] = lf(bullet).trim().split('\n')
  return [`- ${first}`, ...rest.map((line) => `  ${line}`)].join('\n')
}

/**
 * Keywords: separated by line breaks or commas, each trimmed, blanks dropped; a keyword in double
 * quotes is taken as it is, commas in it too ("" stands for one quote). Repeats are kept: the folder
 * says what Amazon gets.
 */
function parseKeywords(text: string): string[] {
  const keywords: string[] = []
  for (const line of text.split('\n')) {
    let rest = line
    while (rest !== '') {
      const quoted = /^\s*"((?:[^"]|"")*)"\s*(?:,|$)/.exec(rest)
      if (quoted) {
        keywords.push(quoted[1].replace(/""/g, '"'))
        rest = rest.slice(quoted[0].length)
        continue
      }
      const comma = rest.indexOf(',')
      const word = (comma < 0 ? rest : rest.slice(0, comma)).trim()
      if (word !== '') keywords.push(word)
      rest = comma < 0 ? '' : rest.slice(comma + 1)
    }
  }
  return keywords
}

/** Plain when the reader gives it back as it is; else quoted. A line break cannot be kept: it becomes a space. */
function renderKeyword(keyword: string): string {
  const word = keyword.replace(/\r\n?|\n/g, ' ')
  const plain = !/[",]/.test(word) && word === word.trim()
  return plain ? word : `"${word.replace(/"/g, '""')}"`
}
