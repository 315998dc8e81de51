/**
 * The notes step: for each locale of the edit's listings, the listing is read with its ETag, its
 * recentChanges set, and the whole listing PUT back, every other field as it was read. A 412 (it
 * changed meanwhile) is answered by reading it afresh and trying once more.
 */
import { afreshOnce, done, type SubmissionApi } from '../../appstore/submission/index.js'
import type { Journal } from './journal.js'
import { notesFor, unusedLocales, type Notes } from './notes.js'

export async function setNotes(api: SubmissionApi, edit: string, notes: Notes, journal: Journal): Promise<void> {
  journal.begin("reading the edit's listings")
  const locales = await api.listings.locales(edit)
  if (locales.length === 0) return journal.row('Notes', 'the edit has no listing, so no notes were set.', 'warning')
  for (const locale of unusedLocales(notes, locales)) {
    journal.row(
      `Notes ${locale}`,
      `not used: ${notes.from} has ${locale}.txt, but the edit has no ${locale} listing.`,
      'warning'
    )
  }
  for (const locale of locales) {
    const text = notesFor(notes, locale)
    if (text === undefined) {
      journal.row(
        `Notes ${locale}`,
        `left as they were: ${notes.from} has no ${locale}.txt and no default.txt.`,
        'warning'
      )
      continue
    }
    journal.begin(`setting notes for ${locale}`)
    journal.finished(`Notes ${locale}`, await setOne(api, edit, locale, text, journal))
  }
}

function setOne(api: SubmissionApi, edit: string, locale: string, text: string, journal: Journal): Promise<string> {
  return afreshOnce(
    async (round) => {
      const listing = await api.listings.get(edit, locale)
      if (listing.fields.recentChanges === text) return done(`already set (${text.length} characters)`)
      listing.fields = { ...listing.fields, recentChanges: text }
      const put = await api.listings.put(edit, locale, listing)
      if (put.kind === 'stale') return put
      return done(`set (${text.length} characters)${round > 1 ? ', after reading the listing afresh' : ''}`)
    },
    {
      stale: `The ${locale} listing changed since it was read (HTTP 412): reading it afresh and trying once more`,
      twice:
        `the ${locale} listing changed between reading and writing it twice (HTTP 412 twice): someone is ` +
        'editing it in the developer console, or another run is. Rerun the step once they are done.'
    },
    journal.log
  )
}
