/**
 * What the listing folder leaves out, for the job summary: one capped row (the summary file takes
 * 1 MiB at most, and a folder may leave out thousands of names) and one section, a table of each
 * name with what became of it and why, capped too. Names come from the folder: made plain here.
 */
import { plain, type Row } from '../../../step/report.js'
import type { LeftOut, ListingFolder } from './folder.js'

/** Characters of the row's cell. */
export const CELL_LIMIT = 1000
/** Lines of the section's table. */
export const TABLE_LIMIT = 300

export const SECTION_TITLE = 'Listing folder: left out and noted'

/** `Listing left out`: how many, and the first names, cut to CELL_LIMIT; undefined when nothing is. */
export function leftOutRow(folder: ListingFolder): Row | undefined {
  const { leftOut, notes } = folder
  if (leftOut.length === 0 && notes.length === 0) return undefined
  const head = `${leftOut.length} left out, ${notes.length} noted (table "${SECTION_TITLE}" below)`
  let cell = head
  for (const [index, { name }] of leftOut.entries()) {
    const next = `${index === 0 ? ': ' : ', '}${name}`
    if (cell.length + next.length > CELL_LIMIT - 20) {
      cell += `, and ${leftOut.length - index} more`
      break
    }
    cell += next
  }
  return ['Listing left out', cell]
}

/**
 * The table of every name left out or noted, to TABLE_LIMIT lines; undefined when there is none.
 * `languages`: the listings the release wrote, once the listing stage ran: a noted file of another
 * locale (one not added) was not used, and says so.
 */
export function leftOutSection(folder: ListingFolder, languages?: readonly string[]): string | undefined {
  const rows = [
    ...folder.leftOut.map(({ name, why }) => [name, 'left out', why]),
    ...folder.notes.map((note) => noted(folder, note, languages))
  ]
  if (rows.length === 0) return undefined
  const lines = rows.slice(0, TABLE_LIMIT).map((cells) => `| ${cells.map(plain).join(' | ')} |`)
  const more = rows.length - lines.length
  return [
    `#### ${SECTION_TITLE}`,
    '',
    '| File or folder | | Why |',
    '|---|---|---|',
    ...lines,
    ...(more > 0 ? ['', `… and ${more} more ('listing-strict: true' lists each one in the failure).`] : [])
  ].join('\n')
}

/** A noted file is used only when the listing of its locale folder was written. */
function noted(folder: ListingFolder, { name, why }: LeftOut, languages?: readonly string[]): string[] {
  const locale = Object.values(folder.locales).find((item) => name.startsWith(`${item.folder}/`))
  if (!locale || !languages || languages.includes(locale.locale)) return [name, 'used', why]
  return [
    name,
    'not used',
    `the edit has no ${locale.locale} listing and 'listing-add-locales' is false, so it was not added and ` +
      `nothing was sent for it (added, it would be ${why})`
  ]
}
